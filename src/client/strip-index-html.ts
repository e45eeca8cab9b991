/**
 * A trailing `/index.html` is stripped from the address before React reads it.
 *
 * Static hosts serve `/docs/schema/index.html` as well as `/docs/schema`, but a
 * page hydrated under the `/index.html` address renders twice (see
 * facebook/docusaurus#9552). Rewriting the address in place, before the router
 * starts, makes every host behave like a clean-URL host. Client modules are
 * evaluated before Docusaurus preloads the route and hydrates, which is what
 * makes this early enough.
 */
const INDEX_HTML_SUFFIX = /\/index\.html$/;

export function stripIndexHtml(pathname: string): string {
  return pathname.replace(INDEX_HTML_SUFFIX, '') || '/';
}

// Client modules are also evaluated during static rendering, where there is no window.
if (typeof window !== 'undefined') {
  const {pathname, search, hash} = window.location;
  if (INDEX_HTML_SUFFIX.test(pathname)) {
    window.history.replaceState(window.history.state, '', stripIndexHtml(pathname) + search + hash);
  }
}
