/**
 * Hand-picked examples for the operations partners use most: posts, spaces,
 * members, tokens, apps and webhooks. Each sets the selection of the
 * operation's field, its variables, or both; the rest of the example
 * (variable definitions, the response) is built as for any operation.
 * The generator checks every override against its API's schema and stops
 * the build, naming this file and the operation, when one no longer fits.
 * Values come from values.ts, so an id or a title here is the one the
 * response and the other examples show.
 */
import type {TribeApiId} from '../apis';
import type {OperationKind} from '../../../plugins/reference-docs/contract/kinds';
import {exampleId, postMappingFields} from './values';

export interface ExampleOverride {
  /** The operation field's selection set, in GraphQL: `{ id title }`. */
  readonly selection?: string;
  /** The variables, in place of the generated ones. Every argument named here becomes a variable. */
  readonly variables?: Readonly<Record<string, unknown>>;
}

export const OVERRIDES_FILE = 'generators/graphql-reference/examples/overrides.ts';

const replyMappingFields = [{key: 'content', type: 'html', value: JSON.stringify('<p>Thanks, that fixed it.</p>')}];

/** Overrides of one API, by operation kind and root field name. */
export type ApiExampleOverrides = Readonly<Partial<Record<OperationKind, Readonly<Record<string, ExampleOverride>>>>>;

export const EXAMPLE_OVERRIDES: Readonly<Record<TribeApiId, ApiExampleOverrides>> = {
  network: {
    query: {
      post: {selection: '{ id title status publishedAt repliesCount space { id name } }'},
      posts: {
        selection: '{ totalCount nodes { id title publishedAt } }',
        variables: {limit: 10, spaceIds: [exampleId('Space')]},
      },
      space: {selection: '{ id name slug membersCount createdAt }', variables: {id: exampleId('Space')}},
      spaces: {selection: '{ totalCount nodes { id name slug membersCount } }', variables: {limit: 10}},
      member: {selection: '{ id name email status createdAt }', variables: {id: exampleId('Member')}},
      members: {selection: '{ totalCount nodes { id name status } }', variables: {limit: 10}},
      limitedToken: {selection: '{ accessToken }', variables: {networkId: exampleId('Network')}},
      search: {selection: '{ totalCount hits { entityType hits { id title url } } }', variables: {input: {query: 'release notes'}}},
    },
    mutation: {
      createPost: {
        selection: '{ id title status publishedAt }',
        variables: {
          spaceId: exampleId('Space'),
          input: {
            postTypeId: exampleId('PostType'),
            publish: true,
            tagNames: ['release'],
            mappingFields: postMappingFields('Version 2.0 is out'),
          },
        },
      },
      // A reply has no title, only content.
      createReply: {
        selection: '{ id status repliedToId createdAt }',
        variables: {
          postId: exampleId('Post'),
          input: {postTypeId: exampleId('PostType'), publish: true, mappingFields: replyMappingFields},
        },
      },
      updatePost: {
        selection: '{ id title status updatedAt }',
        variables: {id: exampleId('Post'), input: {mappingFields: postMappingFields('Version 2.0 is out')}},
      },
    },
  },
  global: {
    query: {
      app: {selection: '{ id name slug status webhookUrl }', variables: {id: exampleId('App')}},
      apps: {selection: '{ totalCount nodes { id name slug status } }', variables: {limit: 10}},
    },
    mutation: {
      createApp: {
        selection: '{ id name slug clientId status }',
        variables: {
          input: {
            networkId: exampleId('Network'),
            name: 'Release Notes Sync',
            slug: 'release-notes-sync',
            description: 'Posts each release note to the community.',
          },
        },
      },
      updateApp: {
        selection: '{ id webhookUrl webhookSubscriptions }',
        variables: {
          id: exampleId('App'),
          input: {
            webhookUrl: 'https://release-notes.example.com/webhook',
            webhookSubscriptions: ['post.published', 'member.verified', 'space_membership.created'],
          },
        },
      },
    },
  },
};
