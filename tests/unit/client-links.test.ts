import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {
  CHOOSING_FIELDS_URL,
  GENERATED_TYPES_URL,
  GRAPHQL_REQUEST_URL,
  exportedNames,
  resolveTypeLink,
} from '../../generators/client-reference/links';
import type {ReferenceIndex} from '../../plugins/reference-docs/contract/reference-index';

const index: ReferenceIndex = {
  types: {App: '/docs/graphql/objects/app', PermissionContext: '/docs/graphql/enums/permission-context'},
  operations: {
    query: {app: '/docs/graphql/queries/app', limitedToken: '/docs/graphql/queries/limited-token'},
    mutation: {createPost: '/docs/graphql/mutations/create-post'},
    subscription: {},
  },
  deprecated: [],
};

describe('links of the client reference', () => {
  it('send schema types to their GraphQL reference page', () => {
    assert.equal(resolveTypeLink('App', index), '/docs/graphql/objects/app');
    assert.equal(resolveTypeLink('PermissionContext', index), '/docs/graphql/enums/permission-context');
  });

  it("send an operation's argument type to the operation's arguments", () => {
    assert.equal(resolveTypeLink('QueryAppArgs', index), '/docs/graphql/queries/app#arguments');
    assert.equal(resolveTypeLink('QueryLimitedTokenArgs', index), '/docs/graphql/queries/limited-token#arguments');
    assert.equal(resolveTypeLink('MutationCreatePostArgs', index), '/docs/graphql/mutations/create-post#arguments');
  });

  it('leave unknown names unresolved, so that the build can refuse them', () => {
    assert.equal(resolveTypeLink('QueryNoSuchThingArgs', index), null);
    assert.equal(resolveTypeLink('ApiRateLimitStat', index), null);
  });

  it("send types of the package's newer generated schema to their definition", () => {
    const packageTypes = {
      names: exportedNames('export type ApiRateLimitStat = {\n}\nexport enum ApiRequestLimitType {\n}\n'),
      url: GENERATED_TYPES_URL,
    };
    assert.deepEqual([...packageTypes.names], ['ApiRateLimitStat', 'ApiRequestLimitType']);
    assert.equal(resolveTypeLink('ApiRateLimitStat', index, packageTypes), GENERATED_TYPES_URL);
    assert.equal(resolveTypeLink('App', index, packageTypes), '/docs/graphql/objects/app');
  });

  it('send field selections, graphql-request and platform types to their documentation', () => {
    assert.equal(resolveTypeLink('AppFields', index), CHOOSING_FIELDS_URL);
    assert.equal(resolveTypeLink('CustomAppFields', index), CHOOSING_FIELDS_URL);
    assert.equal(resolveTypeLink('BaseGraphQLClient.request', index), GRAPHQL_REQUEST_URL);
    assert.match(resolveTypeLink('Promise', index) ?? '', /developer\.mozilla\.org/);
  });
});
