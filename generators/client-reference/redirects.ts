/** Addresses the client reference had before, and where each leads now. */
import {ROUTE_BASES} from '../../src/site/constants';
import {pageName, REMOVED_CLASSES} from './classes';

const ROUTE_BASE = ROUTE_BASES.clientReference;
/**
 * Where the client reference was first published, as a part of the guide.
 * Our copy of that site (tribeplatform/developers-site, Dec 2021) shows its
 * index, getting-started, modules/clients and one page per class with the
 * `Client` suffix; the other module pages it had are not in our copy.
 */
export const FIRST_ROUTE_BASE = `${ROUTE_BASES.guide}/gql-client`;

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

/**
 * `classes`: the package's class names (`AppClient`); `moduleSlugs`: the
 * module pages this reference has (`/modules/clients`).
 */
export function clientRedirects(classes: readonly string[], moduleSlugs: readonly string[]): Redirect[] {
  const classPage = (name: string) => `${ROUTE_BASE}/classes/${pageName(name)}`;
  const removedPage = `${ROUTE_BASE}/removed-classes`;
  return [
    // Class pages were named after the class, suffix and all.
    ...classes.map((name) => ({from: `${ROUTE_BASE}/classes/${name}`, to: classPage(name)})),
    ...REMOVED_CLASSES.flatMap((name) => [
      {from: `${ROUTE_BASE}/classes/${name}`, to: removedPage},
      {from: `${ROUTE_BASE}/classes/${name}Client`, to: removedPage},
    ]),
    // The first addresses, under the guide.
    {from: FIRST_ROUTE_BASE, to: `${ROUTE_BASE}/index`},
    {from: `${FIRST_ROUTE_BASE}/index`, to: `${ROUTE_BASE}/index`},
    {from: `${FIRST_ROUTE_BASE}/getting-started`, to: `${ROUTE_BASE}/getting-started`},
    ...moduleSlugs.map((slug) => ({from: `${FIRST_ROUTE_BASE}${slug}`, to: `${ROUTE_BASE}${slug}`})),
    ...classes.map((name) => ({from: `${FIRST_ROUTE_BASE}/classes/${name}`, to: classPage(name)})),
    ...REMOVED_CLASSES.map((name) => ({from: `${FIRST_ROUTE_BASE}/classes/${name}Client`, to: removedPage})),
  ];
}
