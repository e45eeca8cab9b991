/**
 * What a search result is and where it lives, read from its URL, so that every
 * result can say "Mutation · GraphQL reference" or "Guide · Tutorial" without
 * the index storing it for each page.
 */
import {KIND_INFO} from '../reference-contract/kinds';
import {GUIDE_PARTS} from '../site/constants';

export interface ResultPlace {
  /** What the page is: "Mutation", "Object", "Client method", "Guide", … */
  readonly kind: string;
  /** The part of the site it belongs to: "GraphQL reference", "Guide › Tutorial", … */
  readonly section: string;
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
    return {
      kind: kind !== undefined && item !== undefined ? kind : 'Reference overview',
      section: area === 'graphql' ? 'GraphQL reference' : 'Global API reference',
    };
  }
  if (root === 'docs' && area === 'gql-client') {
    const kind = folder === undefined ? undefined : CLIENT_FOLDERS[folder];
    if (kind === 'Client class' && hash !== undefined) return {kind: 'Client method', section: `JavaScript client › ${item}`};
    return {kind: kind !== undefined && item !== undefined ? kind : 'Client guide', section: 'JavaScript client'};
  }
  if (root === 'docs' && area === 'guide') {
    const part = folder !== undefined && folder in GUIDE_PARTS ? GUIDE_PARTS[folder as keyof typeof GUIDE_PARTS] : undefined;
    return {kind: 'Guide', section: part === undefined ? 'Guide' : `Guide › ${part}`};
  }
  if (root === 'docs') return {kind: 'Guide', section: 'GraphQL API'};
  return {kind: 'Page', section: 'Tribe Partners'};
}
