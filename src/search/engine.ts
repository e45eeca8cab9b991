/**
 * Search in the browser: exact API names first, then Pagefind's full-text
 * results. Both are loaded from the site itself on the first search, so no
 * request leaves the site and pages that are never searched pay nothing.
 */
import {API_NAMES_FILE, type ApiName, SEARCH_BUNDLE_DIR} from './bundle';
import {classify} from './classify';

export interface SearchResult {
  readonly url: string;
  readonly title: string;
  readonly kind: string;
  readonly section: string;
  /** HTML from Pagefind: escaped page text with the matches in <mark>. */
  readonly excerpt: string;
}

/** The part of Pagefind's browser API this site uses (pagefind/pagefind.js). */
interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  readonly weighted_locations?: readonly {readonly weight: number}[];
}
interface PagefindData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: {readonly title?: string};
  readonly sub_results: readonly PagefindSubResult[];
}
interface PagefindModule {
  options(options: {baseUrl?: string; excerptLength?: number}): Promise<void>;
  init(): Promise<void>;
  search(query: string): Promise<{results: readonly {data(): Promise<PagefindData>}[]}>;
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
 * Loads the search. Throws SearchOfflineError when its files cannot be
 * fetched; the caller then drops this engine and loads a new one to retry.
 */
/**
 * Exact API names first, then the full-text results of other pages, cut to
 * `limit`. `textTotal` is how many pages Pagefind found, of which `texts` are
 * the first ones loaded. An exact name's page is nearly always a text result
 * too (the name is on it), so when the text results were cut, the total
 * counts it once, as a text result; only when all were loaded can it tell.
 */
export function mergeResults(
  exact: readonly ApiName[],
  texts: readonly {url: string; title: string; excerpt: string}[],
  textTotal: number,
  limit: number,
): {results: SearchResult[]; total: number} {
  const exactResults = exact.map((entry): SearchResult => ({url: entry.url, title: entry.name, ...classify(entry.url), excerpt: ''}));
  const pageOf = (url: string) => url.split('#')[0];
  const exactPages = new Set(exactResults.map((result) => pageOf(result.url)));
  const textPages = new Set(texts.map((target) => pageOf(target.url)));
  const textResults = texts
    .filter((target) => !exactPages.has(pageOf(target.url)))
    .map((target): SearchResult => ({...target, ...classify(target.url)}));
  const allTextsLoaded = texts.length >= textTotal;
  const exactOnly = allTextsLoaded ? [...exactPages].filter((page) => !textPages.has(page)).length : 0;
  return {results: [...exactResults, ...textResults].slice(0, limit), total: textTotal + exactOnly};
}

export async function loadSearchEngine(baseUrl: string): Promise<SearchEngine> {
  let pagefind: PagefindModule;
  let names: ApiName[];
  const bundle = `${baseUrl}${SEARCH_BUNDLE_DIR}/`;
  if (knownOffline()) throw new SearchOfflineError('the browser is offline');
  engineLoads += 1;
  const moduleUrl = engineLoads === 1 ? `${bundle}pagefind.js` : `${bundle}pagefind.js?load=${engineLoads}`;
  try {
    [pagefind, names] = await Promise.all([
      import(/* webpackIgnore: true */ moduleUrl) as Promise<PagefindModule>,
      fetch(`${bundle}${API_NAMES_FILE}`).then((response) => {
        if (!response.ok) throw new Error(`${API_NAMES_FILE}: HTTP ${response.status}`);
        return response.json() as Promise<ApiName[]>;
      }),
    ]);
    await pagefind.options({baseUrl, excerptLength: 24});
    await pagefind.init();
  } catch (error) {
    throw new SearchOfflineError(error instanceof Error ? error.message : String(error));
  }

  return {
    async search(query, limit) {
      const wanted = query.trim();
      if (wanted === '') return {results: [], total: 0};
      const key = nameKey(wanted);
      const exact = names
        .filter((entry) => nameKey(entry.name) === key)
        // The spelling the reader typed wins over other casings (`post` the query vs `Post` the object).
        .sort((a, b) => Number(b.name === wanted) - Number(a.name === wanted));
      // Asked offline, Pagefind would fail to fetch the words' chunks and remember that as "no results".
      if (knownOffline()) throw new SearchOfflineError('the browser is offline');
      const found = await pagefind.search(wanted);
      if (found.results.length === 0 && !(await siteReachable(bundle))) throw new SearchOfflineError('the site cannot be reached');
      const pages = await Promise.all(found.results.slice(0, limit).map((result) => result.data()));
      return mergeResults(exact, pages.map(bestTarget), found.results.length, limit);
    },
  };
}
