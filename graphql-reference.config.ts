import type {GraphqlReferenceConfig} from './generators/graphql-reference/options';

/**
 * Where the two GraphQL references come from. Environment variables override
 * each key for one run: GRAPHQL_SCHEMA, GRAPHQL_SCHEMA_HEADERS,
 * GRAPHQL_SCHEMA_TIMEOUT_MS, GRAPHQL_ROOT_TYPES, GRAPHQL_COMPARE_WITH for the
 * network API, and the same names starting GRAPHQL_GLOBAL_ for the global API
 * (see the README).
 */
const config: GraphqlReferenceConfig = {
  // The newest network API snapshot in the pinned @tribeplatform/gql-client
  // (its graphql-codegen types), completed from the package's older SDL.
  schema: 'package',
  timeoutMs: 30_000,
  // `auto`: the source's own root types. For `package` that is Query,
  // Mutation and Subscription.
  rootTypes: 'auto',
  // Changelog and pages for removed items, against the package's snapshots.
  compareWith: 'package',
  global: {
    // The global API's graphql-codegen types in the same package.
    schema: 'package',
    timeoutMs: 30_000,
    rootTypes: 'auto',
    compareWith: 'package',
  },
};

export default config;
