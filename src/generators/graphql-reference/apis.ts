/**
 * The two GraphQL APIs the site documents. Each gets its own reference (pages,
 * sidebar, index, download), generated from its own schema source.
 */
import {ROUTE_BASES} from '../../site/constants';
import {GENERATED_DIRS} from '../../site/paths';
import type {RootTypeNames} from './options';

export type ApiId = 'network' | 'global';

/** A schema file inside the pinned client package. */
export interface PackageSnapshot {
  /** Path inside the package. */
  readonly file: string;
  /** How pages name this snapshot. */
  readonly label: string;
  readonly rootTypes: RootTypeNames;
}

export interface ApiDefinition {
  readonly id: ApiId;
  /** "Network API", "Global API": shown in titles, badges and search results. */
  readonly title: string;
  readonly routeBasePath: string;
  /** Output folder, relative to the site. */
  readonly outDir: string;
  /** Where partners send requests. */
  readonly endpoint: string;
  /** File name of the SDL download, served from the site's root folder `schemas/`. */
  readonly downloadFile: string;
  /** The default source: the newest snapshot the package holds (graphql-codegen TypeScript output). */
  readonly packageTypes: PackageSnapshot;
  /** An older SDL snapshot in the package: defaults come from it, removed items keep pages, the changelog starts there. */
  readonly packageSdl: PackageSnapshot | null;
  /** Prefix of the environment variables that override this API's source. */
  readonly envPrefix: string;
  /** Key of this API's block in graphql-reference.config.ts (`null`: the top level). */
  readonly configKey: 'global' | null;
}

export const NETWORK_API: ApiDefinition = {
  id: 'network',
  title: 'Network API',
  routeBasePath: ROUTE_BASES.networkReference,
  outDir: GENERATED_DIRS.networkReference,
  endpoint: 'https://app.tribe.so/graphql',
  downloadFile: 'tribe-network-api.graphql',
  packageTypes: {
    file: 'src/types/tribe-graphql.generated.ts',
    label: 'network API types generated for the 2.x client',
    // The newest snapshot has a real subscription root (network, post, space, smartSearch).
    rootTypes: {query: 'Query', mutation: 'Mutation', subscription: 'Subscription'},
  },
  packageSdl: {
    file: 'schema.generated.gql',
    label: 'older SDL snapshot',
    // This SDL has no `schema {}` block, and its `type Subscription` is a
    // billing object (createdAt, id, status, updatedAt), not a subscription root.
    rootTypes: {query: 'Query', mutation: 'Mutation', subscription: null},
  },
  envPrefix: 'GRAPHQL',
  configKey: null,
};

export const GLOBAL_API: ApiDefinition = {
  id: 'global',
  title: 'Global API',
  routeBasePath: ROUTE_BASES.globalReference,
  outDir: GENERATED_DIRS.globalReference,
  endpoint: 'https://app.tribe.so/api/global/gateway',
  downloadFile: 'tribe-global-api.graphql',
  packageTypes: {
    file: 'src/global-types/tribe-global-graphql.generated.ts',
    label: 'global API types generated for the 2.x client',
    rootTypes: {query: 'Query', mutation: 'Mutation', subscription: null},
  },
  packageSdl: null,
  envPrefix: 'GRAPHQL_GLOBAL',
  configKey: 'global',
};

export const APIS: readonly ApiDefinition[] = [NETWORK_API, GLOBAL_API];

export const SCHEMA_DOWNLOAD_ROUTE = '/schemas';

export function apiById(id: ApiId): ApiDefinition {
  return id === 'global' ? GLOBAL_API : NETWORK_API;
}
