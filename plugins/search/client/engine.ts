/**
 * Search in the browser: exact API names first, then Pagefind's full-text
 * results. Both are loaded from the site itself on the first search, so no
 * request leaves the site and pages that are never searched pay nothing.
 */
import {API_NAMES_FILE, type IndexedName, NAME_ROLES, SEARCH_BUNDLE_DIR, VOCABULARY_FILE} from './bundle';
import {classify, type ResultPlace} from './classify';
import {asksAboutClient, type DocumentedName, nameWords, PAGEFIND_RANKING, rankHits, type RankingSignals} from './ranking';

export interface SearchResult extends ResultPlace {
  readonly url: string;
  readonly title: string;
  /** HTML from Pagefind: escaped page text with the matches in <mark>. */
  readonly excerpt: string;
}

/** The part of Pagefind's browser API this site uses (pagefind/pagefind.js). */
export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  readonly weighted_locations?: readonly {readonly weight: number}[];
}
export interface PagefindData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: {readonly title?: string};
  readonly sub_results: readonly PagefindSubResult[];
}
interface PagefindResult {
  readonly id: string;
  readonly score: number;
  data(): Promise<PagefindData>;
}
interface PagefindModule {
  options(options: {baseUrl?: string; excerptLength?: number; ranking?: typeof PAGEFIND_RANKING}): Promise<void>;
  init(): Promise<void>;
  search(query: string | null, options?: {filters?: Record<string, string>}): Promise<{results: readonly PagefindResult[]}>;
}

/** What ranking knows of the site beyond Pagefind's index: the API names of each page, and the vocabulary. */
function rankingSignals(indexedNames: readonly IndexedName[], bundle: string): RankingSignals {
  const names = new Map<string, DocumentedName[]>();
  for (const [name, page, , role] of indexedNames) {
    const callable = role === NAME_ROLES.operation || role === NAME_ROLES.clientMethod;
    const documented = names.get(page) ?? [];
    documented.push({words: nameWords(name), callable});
    names.set(page, documented);
  }
  let vocabulary: Promise<string[]> | undefined;
  return {names, vocabulary: () => (vocabulary ??= fetchBundleJson<string[]>(bundle, VOCABULARY_FILE))};
}

/** One of the search's JSON files; an HTTP error is an error, as a failed fetch is. */
async function fetchBundleJson<T>(bundle: string, file: string): Promise<T> {
  const response = await fetch(`${bundle}${file}`);
  if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
  return response.json() as Promise<T>;
}

/** The search files could not be fetched: the reader is offline, or the connection dropped. */
export class SearchOfflineError extends Error {}

/** navigator.onLine is false only when the browser knows there is no network; true proves nothing. */
const knownOffline = (): boolean => typeof navigator !== 'undefined' && !navigator.onLine;

/**
 * Pagefind logs a failed index chunk and answers with no results, and keeps
 * answering so. Before "no results" is believed, one small request shows
 * whether the site can be reached at all.
 */
async function siteReachable(bundle: string): Promise<boolean> {
  try {
    return (await fetch(`${bundle}pagefind-entry.json`, {method: 'HEAD', cache: 'no-store'})).ok;
  } catch {
    return false;
  }
}

/**
 * A failed `import()` of a URL may stay failed for the page's life, and a
 * Pagefind that failed to load a chunk keeps that failure: each new engine
 * loads the module under a URL of its own, so it starts clean.
 */
let engineLoads = 0;

export interface SearchEngine {
  search(query: string, limit: number): Promise<{results: SearchResult[]; total: number}>;
}

/**
 * How a query meets an API name: case, spaces, hyphens and underscores aside,
 * so "create post", "Create-Post" and "CREATEPOST" all find `createPost`.
 */
export function nameKey(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

function withoutTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/(?=#|$)/, '') : url;
}

/** Pagefind reports the page and its headings; a hit inside a heading's section should lead to that heading. */
function bestTarget(data: PagefindData): {url: string; title: string; excerpt: string} {
  const pageUrl = withoutTrailingSlash(data.url);
  const pageTitle = data.meta.title ?? pageUrl;
  const weight = (sub: PagefindSubResult) => (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.weight, 0);
  const best = [...data.sub_results].sort((a, b) => weight(b) - weight(a))[0];
  if (best === undefined || !best.url.includes('#') || best.title === pageTitle) {
    return {url: pageUrl, title: pageTitle, excerpt: best?.excerpt ?? data.excerpt};
  }
  return {url: withoutTrailingSlash(best.url), title: `${pageTitle} › ${best.title}`, excerpt: best.excerpt};
}

/**
 * The pages to show, in order: the pages of exact API names first (in the
 * order of the names, each page once, the name remembered to title the
 * result), then the other ranked pages.
 */
export function orderPages<Hit extends {readonly id: string}>(
  exact: readonly IndexedName[],
  ranked: readonly Hit[],
): {hit: Hit; name?: IndexedName}[] {
  const byId = new Map(ranked.map((hit) => [hit.id, hit]));
  const first: {hit: Hit; name?: IndexedName}[] = [];
  const shown = new Set<string>();
  for (const name of exact) {
    const hit = byId.get(name[1]);
    if (hit === undefined || shown.has(hit.id)) continue;
    shown.add(hit.id);
    first.push({hit, name});
  }
  return [...first, ...ranked.filter((hit) => !shown.has(hit.id)).map((hit) => ({hit}))];
}

/** A shown page as a result: an exact name leads to its heading, any other page to its best section. */
export function toResult(data: PagefindData, name: IndexedName | undefined): SearchResult {
  if (name === undefined) {
    const target = bestTarget(data);
    return {...target, ...classify(target.url)};
  }
  const [title, , anchor] = name;
  const url = `${withoutTrailingSlash(data.url)}${anchor === '' ? '' : `#${anchor}`}`;
  return {url, title, ...classify(url), excerpt: ''};
}

/**
 * Loads the search. Throws SearchOfflineError when its files cannot be
 * fetched; the caller then drops this engine and loads a new one to retry.
 */
export async function loadSearchEngine(baseUrl: string): Promise<SearchEngine> {
  let pagefind: PagefindModule;
  let names: IndexedName[];
  const bundle = `${baseUrl}${SEARCH_BUNDLE_DIR}/`;
  if (knownOffline()) throw new SearchOfflineError('the browser is offline');
  engineLoads += 1;
  const moduleUrl = engineLoads === 1 ? `${bundle}pagefind.js` : `${bundle}pagefind.js?load=${engineLoads}`;
  try {
    [pagefind, names] = await Promise.all([
      import(/* webpackIgnore: true */ moduleUrl) as Promise<PagefindModule>,
      fetchBundleJson<IndexedName[]>(bundle, API_NAMES_FILE),
    ]);
    await pagefind.options({baseUrl, excerptLength: 24, ranking: PAGEFIND_RANKING});
    await pagefind.init();
  } catch (error) {
    throw new SearchOfflineError(error instanceof Error ? error.message : String(error));
  }

  const signals = rankingSignals(names, bundle);
  return {
    async search(query, limit) {
      const wanted = query.trim();
      if (wanted === '') return {results: [], total: 0};
      const key = nameKey(wanted);
      // "list spaces" names the client's listSpaces; typed as words, it asks about the API unless it says client.
      const namesClient = !/\s/.test(wanted) || asksAboutClient(wanted);
      const exact = names
        .filter(([name, , , role]) => nameKey(name) === key && (namesClient || role < NAME_ROLES.clientMethod))
        // The spelling the reader typed wins over other casings (`post` the query vs `Post` the object).
        .sort(([a], [b]) => Number(b === wanted) - Number(a === wanted));
      // Asked offline, Pagefind would fail to fetch the words' chunks and remember that as "no results".
      if (knownOffline()) throw new SearchOfflineError('the browser is offline');
      const found = await rankHits(pagefind, wanted, signals);
      const foundIds = new Set(found.map((hit) => hit.id));
      // An exact name's page holds the name, so one search for it finds the page when the query's words did not.
      if (exact.some(([, page]) => !foundIds.has(page))) {
        const pages = new Set(exact.map(([, page]) => page));
        found.push(...(await pagefind.search(key)).results.filter((hit) => pages.has(hit.id) && !foundIds.has(hit.id)));
      }
      if (found.length === 0 && !(await siteReachable(bundle))) throw new SearchOfflineError('the site cannot be reached');
      const shown = orderPages(exact, found).slice(0, limit);
      const pages = await Promise.all(shown.map(({hit}) => hit.data()));
      return {results: pages.map((data, index) => toResult(data, shown[index]!.name)), total: found.length};
    },
  };
}
