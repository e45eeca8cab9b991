/**
 * A client module (see `clientModules` in docusaurus.config.ts): a navigation
 * to a reference page also fetches that page's HTML, for its static islands
 * (see server-html.ts). `onRouteLoad` is this site's lifecycle, run by the
 * patched Docusaurus core (lib/client/pageHistory.js): the new page renders
 * once its modules and these promises have settled.
 */
import {ROUTE_BASES} from '../../site/constants';
import {fetchIslandHtml} from './server-html';

/** The generated GraphQL references are the pages with islands. */
const BASES_WITH_ISLANDS = [ROUTE_BASES.networkReference, ROUTE_BASES.globalReference];

interface RouteLoad {
  readonly location: {readonly pathname: string};
  /** The page on screen when the address changed. */
  readonly previousLocation: {readonly pathname: string};
}

export function onRouteLoad({location, previousLocation}: RouteLoad): Promise<void> | undefined {
  const {pathname} = location;
  // A new hash or query on the same page mounts no island again.
  if (pathname === previousLocation.pathname) return undefined;
  return BASES_WITH_ISLANDS.some((base) => pathname === base || pathname.startsWith(`${base}/`)) ? fetchIslandHtml(pathname) : undefined;
}
