/** The search files the build writes and the browser reads, relative to the site's base URL. */
export const SEARCH_BUNDLE_DIR = 'pagefind';
/** Every exact API name with its page, next to Pagefind's own files. */
export const API_NAMES_FILE = 'api-names.json';

export interface ApiName {
  readonly name: string;
  readonly url: string;
}
