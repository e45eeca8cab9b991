/**
 * The site's search index, written into the build after `docusaurus build`:
 * - a Pagefind index of every page's main content (`pagefind/`), which the
 *   browser downloads in small chunks, only for the words it searches;
 * - `pagefind/api-names.json`, every exact API name (GraphQL operation and
 *   type, client class and method) with its page, so that a search for an exact
 *   name always puts that page first.
 */
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {ReferenceIndex} from '../../reference-contract/reference-index';
import {API_NAMES_FILE, type ApiName, SEARCH_BUNDLE_DIR} from '../../search/bundle';
import {ROUTES} from '../../site/constants';
import {CLIENT_API_NAMES_FILE, SITE_DIR, generatedFile, readReferenceIndex} from '../../site/paths';

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
export function searchablePages(outDir: string, routes: readonly string[], noIndexRoutes: ReadonlySet<string> = new Set()): IndexedPage[] {
  const pages: IndexedPage[] = [];
  for (const route of [...new Set(routes)].sort()) {
    if (EXCLUDED_ROUTES.includes(route) || noIndexRoutes.has(route)) continue;
    const candidates = route === '/' ? ['index.html'] : [`${route}/index.html`, `${route}.html`, route];
    const file = candidates
      .map((candidate) => path.join(outDir, candidate))
      .find((candidate) => candidate.endsWith('.html') && existsSync(candidate));
    if (file === undefined) throw new Error(`search index: no HTML file for the route ${route} in ${outDir}`);
    pages.push({url: route, file});
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

export async function writeApiNames(outDir: string, siteDir: string, pages: readonly IndexedPage[]): Promise<number> {
  // Only names whose page is searchable: not the pages kept for removed items.
  const searchable = new Set(pages.map((page) => page.url));
  const isSearchable = (name: ApiName): boolean => searchable.has(name.url.split('#')[0] ?? '');
  // The order names rank in: the community API, the global API, then the client (the generator ranks its main class first).
  const clientNames = JSON.parse(await readFile(generatedFile('clientReference', CLIENT_API_NAMES_FILE, siteDir), 'utf8')) as ApiName[];
  const names = [
    ...graphqlNames(readReferenceIndex('networkReference', siteDir)),
    ...graphqlNames(readReferenceIndex('globalReference', siteDir)),
    ...clientNames,
  ].filter(isSearchable);
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
  const worker = spawn(
    path.join(SITE_DIR, 'node_modules/.bin/tsx'),
    [path.join(SITE_DIR, 'src/plugins/search-index/pagefind-worker.mts')],
    {
      stdio: ['pipe', 'inherit', 'pipe'],
    },
  );
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
}

export async function buildSearchIndex({
  outDir,
  siteDir,
  routes,
  noIndexRoutes,
}: {
  outDir: string;
  siteDir: string;
  routes: readonly string[];
  noIndexRoutes: ReadonlySet<string>;
}): Promise<SearchIndexSummary> {
  const pages = searchablePages(outDir, routes, noIndexRoutes);
  await runPagefind(siteDir, outDir, pages);
  const names = await writeApiNames(outDir, siteDir, pages);
  return {pages: pages.length, names};
}
