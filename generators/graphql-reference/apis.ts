/**
 * The two GraphQL APIs the site documents. Each gets its own reference (pages,
 * sidebar, index, download), generated from its own schema source.
 */
import {ROUTE_BASES} from '../../src/site/constants';
import {GENERATED_DIRS} from '../../node/site/paths';
import type {ApiIdentityConfig, RootTypeNames} from './options';

/** The APIs of the Tribe site; `standalone` is a reference built alone from any schema (`npm run build:reference`). */
export type TribeApiId = 'network' | 'global';
export type ApiId = TribeApiId | 'standalone';

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
  /** The name in a sentence that stands alone, such as a page's meta description: "Tribe Network API". */
  readonly fullTitle: string;
  readonly routeBasePath: string;
  /** Output folder, relative to the site. */
  readonly outDir: string;
  /** Where requests go; null when unknown, and the examples then have no cURL tab. */
  readonly endpoint: string | null;
  /** The environment variable that holds the reader's token in the cURL examples. */
  readonly tokenVariable: string;
  /** File name of the SDL download, served from the site's root folder `schemas/`. */
  readonly downloadFile: string;
  /** The default source: the newest snapshot the package holds (graphql-codegen TypeScript output); null for a standalone reference. */
  readonly packageTypes: PackageSnapshot | null;
  /** An older SDL snapshot in the package: defaults come from it, removed items keep pages, the changelog starts there. */
  readonly packageSdl: PackageSnapshot | null;
  /** Prefix of the environment variables that override this API's source. */
  readonly envPrefix: string;
  /** Key of this API's block in graphql-reference.config.ts (`null`: the top level). */
  readonly configKey: 'global' | null;
}

/** One of the Tribe site's APIs: its endpoint and its snapshots in the pinned client are known. */
export interface TribeApiDefinition extends ApiDefinition {
  readonly id: TribeApiId;
  readonly endpoint: string;
  readonly packageTypes: PackageSnapshot;
}

export const NETWORK_API: TribeApiDefinition = {
  id: 'network',
  title: 'Network API',
  fullTitle: 'Tribe Network API',
  routeBasePath: ROUTE_BASES.networkReference,
  outDir: GENERATED_DIRS.networkReference,
  endpoint: 'https://app.tribe.so/graphql',
  tokenVariable: 'TRIBE_ACCESS_TOKEN',
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

export const GLOBAL_API: TribeApiDefinition = {
  id: 'global',
  title: 'Global API',
  fullTitle: 'Tribe Global API',
  routeBasePath: ROUTE_BASES.globalReference,
  outDir: GENERATED_DIRS.globalReference,
  endpoint: 'https://app.tribe.so/api/global/gateway',
  tokenVariable: 'TRIBE_ACCESS_TOKEN',
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

export const APIS: readonly TribeApiDefinition[] = [NETWORK_API, GLOBAL_API];

/** Who a standalone reference is for: its name, and where and how its requests go. */
export interface StandaloneIdentity {
  readonly title: string;
  readonly endpoint: string | null;
  readonly tokenVariable: string;
}

/** A reference of any schema, built alone (`npm run build:reference`): nothing of Tribe's, at the network reference's routes. */
export function standaloneApi({title, endpoint, tokenVariable}: StandaloneIdentity): ApiDefinition {
  return {
    id: 'standalone',
    title,
    fullTitle: title,
    routeBasePath: ROUTE_BASES.networkReference,
    outDir: GENERATED_DIRS.standaloneReference,
    endpoint,
    tokenVariable,
    downloadFile: `${
      title
        .toLowerCase()
        .replace(/[^a-z\d]+/g, '-')
        .replace(/^-|-$/g, '') || 'schema'
    }.graphql`,
    packageTypes: null,
    packageSdl: null,
    envPrefix: 'GRAPHQL',
    configKey: null,
  };
}

/** `api` as the config names it: its title, endpoint, token variable and download file where given (options.ts). */
export function withIdentity<Api extends ApiDefinition>(api: Api, identity: ApiIdentityConfig): Api {
  return {
    ...api,
    ...(identity.title === undefined ? {} : {title: identity.title, fullTitle: identity.title}),
    ...(identity.endpoint === undefined ? {} : {endpoint: identity.endpoint}),
    ...(identity.tokenVariable === undefined ? {} : {tokenVariable: identity.tokenVariable}),
    ...(identity.downloadFile === undefined ? {} : {downloadFile: identity.downloadFile}),
  };
}

export function isTribeApi(api: ApiDefinition): api is TribeApiDefinition {
  return api.id !== 'standalone';
}

export const SCHEMA_DOWNLOAD_ROUTE = '/schemas';

export function apiById(id: TribeApiId): TribeApiDefinition {
  return id === 'global' ? GLOBAL_API : NETWORK_API;
}
