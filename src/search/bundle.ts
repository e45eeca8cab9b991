/** The search files the build writes and the browser reads, relative to the site's base URL. */
export const SEARCH_BUNDLE_DIR = 'pagefind';
/** Every exact API name with its page, next to Pagefind's own files. */
export const API_NAMES_FILE = 'api-names.json';

/** The site's words, most frequent first, for correcting misspelt queries; fetched only for a word no page holds. */
export const VOCABULARY_FILE = 'words.json';

export interface ApiName {
  readonly name: string;
  readonly url: string;
}

/**
 * One exact name in api-names.json, as short as it can be, since the first
 * search fetches it: the name, the Pagefind id of its page (whose fragment
 * gives the URL), the heading's anchor or "" for the page itself, and 1 for
 * what a question asks to use (an operation, a client method), 0 for a type.
 */
export type IndexedName = readonly [name: string, page: string, anchor?: string, callable?: 0 | 1];

/**
 * Pagefind filters the index writes on the pages they mark, which the browser
 * reads to rank (see ranking.ts): a page that explains (the guide, the
 * changelog) rather than specifies one API item, and a deprecated item's page.
 */
export const SEARCH_FILTERS = {
  explains: {name: 'role', value: 'explains'},
  deprecated: {name: 'status', value: 'deprecated'},
} as const;
