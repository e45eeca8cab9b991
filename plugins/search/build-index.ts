/**
 * The site's search index, written into the build after `docusaurus build`:
 * - a Pagefind index of every page's main content (`pagefind/`), which the
 *   browser downloads in small chunks, only for the words it searches;
 * - `pagefind/api-names.json`, every exact API name (GraphQL operation and
 *   type, client class and method) with its page and the page's Pagefind id,
 *   so that a search for an exact name always puts that page first, and
 *   questions in words find the pages whose names they spell out;
 * - `pagefind/words.json`, the site's vocabulary, to correct misspelt words.
 * Each page carries Pagefind filters for its part of the site and deprecation
 * (SEARCH_FILTERS), which the browser's ranking reads (plugins/search/client/ranking.ts).
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';

import type {ReferenceIndex} from '../reference-docs/contract/reference-index';
import {
  API_NAMES_FILE,
  type ApiName,
  type IndexedName,
  NAME_ROLES,
  type NameRole,
  SEARCH_BUNDLE_DIR,
  SEARCH_FILTERS,
  VOCABULARY_FILE,
} from './client/bundle';
import {classify} from './client/classify';
import {ROUTES} from '../../src/site/constants';
import {CLIENT_API_NAMES_FILE, type GraphqlReferenceDir, SITE_DIR, generatedFile, readReferenceIndex} from '../../node/site/paths';

/** Pages that are not content: the configuration view, the 404 page, the search page, and /docs (a copy of the guide home). */
export const EXCLUDED_ROUTES: readonly string[] = [ROUTES.siteConfig, '/404.html', ROUTES.search, ROUTES.docsRoot];

/** Page chrome that would otherwise match every query. */
export const EXCLUDED_SELECTORS: readonly string[] = [
  'nav',
  '.theme-doc-toc-mobile',
  '.theme-doc-toc-desktop',
  '.theme-doc-footer',
  '.pagination-nav',
  '.hash-link',
  'button',
  '.docusaurus-mermaid-container',
];

export interface IndexedPage {
  readonly url: string;
  readonly file: string;
  /** Pagefind filters of the page: name → value. */
  readonly filters: Readonly<Record<string, string>>;
}

/** Only the pages a filter marks carry it: the filter files the browser fetches then list 50 and 150 pages, not 1,300. */
export function pageFilters(url: string, deprecated: ReadonlySet<string>): Record<string, string> {
  const {explains, client, deprecated: status} = SEARCH_FILTERS;
  // A page that explains (the guide, the changelog…) rather than specifies one item; questions in words favour it.
  const place = classify(url);
  const role = place.role === 'explains' ? explains.value : place.section.startsWith('JavaScript client') ? client.value : undefined;
  return {
    ...(role === undefined ? {} : {[explains.name]: role}),
    ...(deprecated.has(url) ? {[status.name]: status.value} : {}),
  };
}

/**
 * The page's HTML with its filters as Pagefind reads them, in empty elements
 * at the start of the indexed root; the page served to readers is unchanged.
 */
export function withFilterTags(html: string, rootSelector: string, filters: Readonly<Record<string, string>>): string {
  const tags = Object.entries(filters)
    .map(([name, value]) => `<span data-pagefind-filter="${name}:${value}"></span>`)
    .join('');
  const root = new RegExp(`<${rootSelector}\\b[^>]*>`);
  if (!root.test(html)) throw new Error(`no <${rootSelector}> element to index`);
  return html.replace(root, (opening) => `${opening}${tags}`);
}

/** What the worker process indexes, sent to it as JSON on stdin. */
export interface PagefindJob {
  readonly outputPath: string;
  readonly rootSelector: string;
  readonly excludeSelectors: readonly string[];
  readonly pages: readonly IndexedPage[];
}

/**
 * The HTML file of each route worth searching. `noIndexRoutes`: the routes
 * whose page asks search engines to leave it out (a removed API item's, from
 * Docusaurus's build metadata, as the sitemap reads it); the site's search
 * leaves them out too.
 */
export function searchablePages(
  outDir: string,
  routes: readonly string[],
  noIndexRoutes: ReadonlySet<string> = new Set(),
  deprecated: ReadonlySet<string> = new Set(),
): IndexedPage[] {
  const pages: IndexedPage[] = [];
  for (const route of [...new Set(routes)].sort()) {
    if (EXCLUDED_ROUTES.includes(route) || noIndexRoutes.has(route)) continue;
    const candidates = route === '/' ? ['index.html'] : [`${route}/index.html`, `${route}.html`, route];
    const file = candidates
      .map((candidate) => path.join(outDir, candidate))
      .find((candidate) => candidate.endsWith('.html') && existsSync(candidate));
    if (file === undefined) throw new Error(`search index: no HTML file for the route ${route} in ${outDir}`);
    pages.push({url: route, file, filters: pageFilters(route, deprecated)});
  }
  return pages;
}

/** Exact names of the GraphQL reference: mutations before queries of the same name, then types. */
export function graphqlNames(index: ReferenceIndex): ApiName[] {
  const order = ['mutation', 'query', 'subscription'];
  const operations = Object.entries(index.operations)
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .flatMap(([, byName]) => Object.entries(byName).map(([name, url]) => ({name, url})));
  const types = Object.entries(index.types).map(([name, url]) => ({name, url}));
  return [...operations, ...types];
}

/** What the index keeps of a page, as its fragment file (`pagefind/fragment/<id>.pf_fragment`) holds it. */
export interface PageFragment {
  /** Pagefind's id of the page: the fragment's file name, what a search result's `id` is. */
  readonly id: string;
  readonly url: string;
  readonly content: string;
  readonly meta: {readonly title?: string};
  readonly filters: Readonly<Record<string, readonly string[]>>;
  readonly anchors: readonly {readonly element: string; readonly text: string}[];
}

/** Pagefind writes each fragment gzipped, as JSON after this signature. */
const FRAGMENT_SIGNATURE = 'pagefind_dcd';

export async function readFragments(bundleDir: string): Promise<PageFragment[]> {
  const folder = path.join(bundleDir, 'fragment');
  const files = (await readdir(folder)).filter((file) => file.endsWith('.pf_fragment')).sort();
  return Promise.all(
    files.map(async (file) => {
      const text = gunzipSync(await readFile(path.join(folder, file))).toString('utf8');
      if (!text.startsWith(FRAGMENT_SIGNATURE)) throw new Error(`search index: ${file} is not a Pagefind fragment this site can read`);
      const fragment = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as Omit<PageFragment, 'id'>;
      return {...fragment, id: file.slice(0, -'.pf_fragment'.length)};
    }),
  );
}

/** Words of four letters or more, with camelCase names split as well as whole (`TribeClient` → tribeclient, tribe, client). */
function vocabularyWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const token of text.match(/[\p{L}\p{N}_]+/gu) ?? []) {
    for (const word of [token, ...token.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(' ')]) {
      const lower = word.toLowerCase();
      if (lower.length >= 4 && /^\p{L}/u.test(lower)) words.add(lower);
    }
  }
  return words;
}

/**
 * The words a query is corrected to: every page's title and headings, and the
 * whole text of the pages that explain; most frequent first (by pages), then
 * alphabetical, so that a correction prefers the common word.
 */
export function searchVocabulary(fragments: readonly PageFragment[]): string[] {
  const pagesWith = new Map<string, number>();
  for (const fragment of fragments) {
    const headings = fragment.anchors.filter((anchor) => /^h[1-3]$/.test(anchor.element)).map((anchor) => anchor.text);
    const explains = fragment.filters[SEARCH_FILTERS.explains.name]?.includes(SEARCH_FILTERS.explains.value) === true;
    const text = [fragment.meta.title ?? '', ...headings, explains ? fragment.content : ''].join(' ');
    for (const word of vocabularyWords(text)) pagesWith.set(word, (pagesWith.get(word) ?? 0) + 1);
  }
  return [...pagesWith].sort(([a, aPages], [b, bPages]) => bPages - aPages || (a < b ? -1 : 1)).map(([word]) => word);
}

function nameRole(url: string): NameRole {
  const {kind} = classify(url);
  if (kind === 'Client method') return NAME_ROLES.clientMethod;
  if (kind === 'Client class') return NAME_ROLES.clientClass;
  return kind === 'Query' || kind === 'Mutation' || kind === 'Subscription' ? NAME_ROLES.operation : NAME_ROLES.type;
}

/** The exact names as the browser reads them (IndexedName), each with its page's Pagefind id; names of unindexed pages are left out. */
export function indexedNames(names: readonly ApiName[], fragments: readonly PageFragment[]): IndexedName[] {
  const pageIds = new Map(fragments.map((fragment) => [fragment.url, fragment.id]));
  return names.flatMap((name): IndexedName[] => {
    const [pageUrl = '', anchor = ''] = name.url.split('#');
    const page = pageIds.get(pageUrl);
    return page === undefined ? [] : [[name.name, page, anchor, nameRole(name.url)]];
  });
}

/** The generated references whose names search knows: the site's two GraphQL APIs and the client, or a reference built alone. */
export interface SearchSources {
  readonly graphqlReferences: readonly GraphqlReferenceDir[];
  readonly clientReference: boolean;
}

export const TRIBE_SEARCH_SOURCES: SearchSources = {graphqlReferences: ['networkReference', 'globalReference'], clientReference: true};

/**
 * Every exact name the generators documented, in the order names rank in: the
 * community API, the global API, then the client (whose generator ranks its
 * main class first).
 */
export async function documentedApiNames(siteDir: string, sources: SearchSources = TRIBE_SEARCH_SOURCES): Promise<ApiName[]> {
  const clientNames = sources.clientReference
    ? (JSON.parse(await readFile(generatedFile('clientReference', CLIENT_API_NAMES_FILE, siteDir), 'utf8')) as ApiName[])
    : [];
  return [...sources.graphqlReferences.flatMap((reference) => graphqlNames(readReferenceIndex(reference, siteDir))), ...clientNames];
}

export async function writeApiNames(
  outDir: string,
  siteDir: string,
  fragments: readonly PageFragment[],
  sources: SearchSources = TRIBE_SEARCH_SOURCES,
): Promise<number> {
  // Only names whose page is searchable: not the pages kept for removed items.
  const names = indexedNames(await documentedApiNames(siteDir, sources), fragments);
  await writeFile(path.join(outDir, SEARCH_BUNDLE_DIR, API_NAMES_FILE), JSON.stringify(names));
  return names.length;
}

/**
 * Pagefind's Node API is ESM-only, and Docusaurus loads plugins through a
 * CommonJS loader (jiti) that can load neither it nor a native `import()`; so
 * the indexing runs in its own process (pagefind-worker.mts).
 */
async function runPagefind(siteDir: string, outDir: string, pages: readonly IndexedPage[]): Promise<void> {
  const job: PagefindJob = {
    outputPath: path.join(outDir, SEARCH_BUNDLE_DIR),
    rootSelector: 'main',
    excludeSelectors: EXCLUDED_SELECTORS,
    pages,
  };
  const worker = spawn(path.join(SITE_DIR, 'node_modules/.bin/tsx'), [path.join(SITE_DIR, 'plugins/search/pagefind-worker.mts')], {
    stdio: ['pipe', 'inherit', 'pipe'],
  });
  let errors = '';
  worker.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  worker.stdin.end(JSON.stringify(job));
  const code = await new Promise<number | null>((resolve, reject) => {
    worker.on('error', reject);
    worker.on('close', resolve);
  });
  if (code !== 0) throw new Error(`search index: Pagefind failed: ${errors.trim()}`);
}

export interface SearchIndexSummary {
  readonly pages: number;
  readonly names: number;
  readonly words: number;
}

export async function buildSearchIndex({
  outDir,
  siteDir,
  routes,
  noIndexRoutes,
  sources = TRIBE_SEARCH_SOURCES,
}: {
  outDir: string;
  siteDir: string;
  routes: readonly string[];
  noIndexRoutes: ReadonlySet<string>;
  sources?: SearchSources;
}): Promise<SearchIndexSummary> {
  const deprecated = new Set(sources.graphqlReferences.flatMap((reference) => readReferenceIndex(reference, siteDir).deprecated));
  const pages = searchablePages(outDir, routes, noIndexRoutes, deprecated);
  await runPagefind(siteDir, outDir, pages);
  const fragments = await readFragments(path.join(outDir, SEARCH_BUNDLE_DIR));
  if (fragments.length !== pages.length)
    throw new Error(`search index: ${pages.length} pages indexed, but ${fragments.length} fragments written`);
  const names = await writeApiNames(outDir, siteDir, fragments, sources);
  const vocabulary = searchVocabulary(fragments);
  await writeFile(path.join(outDir, SEARCH_BUNDLE_DIR, VOCABULARY_FILE), JSON.stringify(vocabulary));
  return {pages: pages.length, names, words: vocabulary.length};
}
