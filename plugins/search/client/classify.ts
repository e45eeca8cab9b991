/**
 * What a search result is and where it lives, read from its URL, so that every
 * result can say "Mutation · GraphQL reference" or "Guide · Tutorial" without
 * the index storing it for each page.
 */
import {KIND_INFO} from '../../reference-docs/contract/kinds';
import {GUIDE_PARTS} from '../../../src/site/constants';

export interface ResultPlace {
  /** What the page is: "Mutation", "Object", "Client method", "Guide", … */
  readonly kind: string;
  /** The part of the site it belongs to: "GraphQL reference", "Guide › Tutorial", … */
  readonly section: string;
  /** Whether the page explains (the guide, the changelog) or specifies (one API item, one client class). */
  readonly role: 'explains' | 'specifies';
  /** The GraphQL API a reference page belongs to. */
  readonly api?: 'Network API' | 'Global API';
}

/** Reference folder → kind label, as the generator names them (queries → Query, …). */
const GRAPHQL_FOLDERS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(KIND_INFO).map(({folder, singular}) => [folder, singular]),
);

const CLIENT_FOLDERS: Readonly<Record<string, string>> = {
  classes: 'Client class',
  modules: 'Client module',
  interfaces: 'Client type',
  'type-aliases': 'Client type',
  enumerations: 'Client type',
};

export function classify(url: string): ResultPlace {
  const [pathname = '', hash] = url.split('#');
  const segments = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  const [root, area, folder, item] = segments;

  if (root === 'docs' && (area === 'graphql' || area === 'global-api')) {
    const kind = folder === undefined ? undefined : GRAPHQL_FOLDERS[folder];
    const api = area === 'graphql' ? 'Network API' : 'Global API';
    const section = area === 'graphql' ? 'GraphQL reference' : 'Global API reference';
    if (kind !== undefined && item !== undefined) return {kind, section, role: 'specifies', api};
    // A kind's list (/docs/graphql/queries) only names items; the changelog, the removed items and the schema explain.
    return {kind: 'Reference overview', section, role: kind === undefined ? 'explains' : 'specifies', api};
  }
  if (root === 'docs' && area === 'gql-client') {
    const kind = folder === undefined ? undefined : CLIENT_FOLDERS[folder];
    if (kind === 'Client class' && hash !== undefined)
      return {kind: 'Client method', section: `JavaScript client › ${item}`, role: 'specifies'};
    if (kind !== undefined && item !== undefined) return {kind, section: 'JavaScript client', role: 'specifies'};
    return {kind: 'Client guide', section: 'JavaScript client', role: 'explains'};
  }
  if (root === 'docs' && area === 'guide') {
    const part = folder !== undefined && folder in GUIDE_PARTS ? GUIDE_PARTS[folder as keyof typeof GUIDE_PARTS] : undefined;
    return {kind: 'Guide', section: part === undefined ? 'Guide' : `Guide › ${part}`, role: 'explains'};
  }
  if (root === 'docs') return {kind: 'Guide', section: 'GraphQL API', role: 'explains'};
  return {kind: 'Page', section: 'Tribe Partners', role: 'explains'};
}
