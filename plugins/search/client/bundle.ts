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

/** What an API name names, as api-names.json writes it. */
export const NAME_ROLES = {type: 0, operation: 1, clientMethod: 2, clientClass: 3} as const;
export type NameRole = (typeof NAME_ROLES)[keyof typeof NAME_ROLES];

/**
 * One exact name in api-names.json, as short as it can be, since the first
 * search fetches it: the name, the Pagefind id of its page (whose fragment
 * gives the URL), the heading's anchor or "" for the page itself, and what it
 * names.
 */
export type IndexedName = readonly [name: string, page: string, anchor: string, role: NameRole];

/**
 * Pagefind filters the index writes on the pages they mark, which the browser
 * reads to rank (see ranking.ts): a page that explains (the guide, the
 * changelog) rather than specifies one API item, a page of the JavaScript
 * client's reference, and a deprecated item's page.
 */
export const SEARCH_FILTERS = {
  explains: {name: 'role', value: 'explains'},
  client: {name: 'role', value: 'client'},
  deprecated: {name: 'status', value: 'deprecated'},
} as const;
