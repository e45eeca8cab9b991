import type {GraphqlReferenceConfig} from './src/generators/graphql-reference/options';

/**
 * Where the GraphQL reference comes from. Environment variables override each
 * key for one run: GRAPHQL_SCHEMA, GRAPHQL_SCHEMA_HEADERS,
 * GRAPHQL_SCHEMA_TIMEOUT_MS, GRAPHQL_ROOT_TYPES (see the README).
 */
const config: GraphqlReferenceConfig = {
  // The SDL shipped in the pinned @tribeplatform/gql-client (see package.json).
  schema: 'package',
  timeoutMs: 30_000,
  // `auto`: the schema's own root types. For `package` that is Query and
  // Mutation only; its `Subscription` type is a billing object.
  rootTypes: 'auto',
};

export default config;
