/**
 * The clients that an app creates itself: `TribeClient` for a community,
 * `GlobalClient` for the developer portal's global API, and the `GraphqlClient`
 * underneath both.
 *
 * @module client
 */
export * from '@tribeplatform/gql-client/client';
