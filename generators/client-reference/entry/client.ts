/**
 * The clients that an app creates itself: `TribeClient` for a community,
 * `GlobalClient` for the developer portal's global API, and the `GraphqlClient`
 * underneath both.
 *
 * @module client
 */
export * from '@tribeplatform/gql-client/client';

// Types of the clients' own API (options, callbacks, arguments), which the
// package defines outside `client/`.
export {ApiErrorCodes} from 'gql-client-source/lib/response.js';
export type {ClientFileError, ClientFileErrorHandler, ErrorResponse} from 'gql-client-source/lib/response.js';
export {EventNoun, EventVerb} from 'gql-client-source/lib/event/event.js';
export type {TribeEvent} from 'gql-client-source/lib/event/event.js';
export type {
  AttachmentUploadType,
  MutationName,
  MutationOption,
  QueryName,
  QueryOption,
  UploadImagesArgs,
} from '@tribeplatform/gql-client/types';

// `GlobalClient` takes the same shapes from the global API's own types.
export type {
  MutationName as GlobalMutationName,
  MutationOption as GlobalMutationOption,
  QueryName as GlobalQueryName,
  QueryOption as GlobalQueryOption,
  UploadImagesArgs as GlobalUploadImagesArgs,
} from '@tribeplatform/gql-client/global-types';
