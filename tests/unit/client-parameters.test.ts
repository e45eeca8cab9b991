import assert from 'node:assert/strict';
import path from 'node:path';
import {before, describe, it} from 'node:test';

import {type MethodVariables, builtDocuments, clientProgram, methodVariables} from '../../generators/client-reference/parameters';
import {droppedWarning} from '../../generators/client-reference/typedoc.mts';
import {SITE_DIR} from '../../node/site/paths';

const packageDir = path.join(SITE_DIR, 'node_modules/@tribeplatform/gql-client');

/**
 * Every parameter client 2.4.0 accepts in a method's `variables` that the
 * document the method sends never declares: the client drops it. A change to
 * this list means the client changed: look at it (and at the guide's samples).
 */
const DROPPED = {
  'AppClient.list': ['standing'],
  'DevClient.apps': ['standing'],
  'InvitationsClient.list': ['before', 'offset'],
  'MembersClient.get': ['externalId'],
  'PostsClient.feed': ['orderByString'],
  'PostsClient.movePost': ['convertPost'],
  'PostsClient.movePosts': ['convertPost', 'sendNotification'],
  'PostsClient.removeReaction': ['participantId'],
  'SpaceMembersClient.listSpaces': ['before', 'offset', 'reverse', 'roleIds'],
  'SpacePostTypeClient.list': ['context'],
  'SpacesClient.createSpaceFromTemplate': ['excludeEntityTypes'],
  'SpacesClient.list': ['exploreOnly', 'orderByString'],
  'TagsClient.list': ['before', 'offset', 'orderBy'],
  'TemplatesClient.list': ['categories', 'query'],
};

describe('parameters a client method accepts but never sends', () => {
  let methods: Map<string, MethodVariables>;
  before(async () => {
    const all = methodVariables(clientProgram(packageDir), packageDir, await builtDocuments(packageDir));
    methods = new Map(all.map((entry) => [`${entry.className}.${entry.method}`, entry]));
  });

  it('finds context in spacePostType.list: its document never declares $context', () => {
    const list = methods.get('SpacePostTypeClient.list');
    assert.deepEqual(list?.documents, ['getSpacePostTypesGQLQuery']);
    assert.ok(list.accepted.includes('context'));
    assert.ok(!list.declared.includes('context'));
    assert.deepEqual(list.dropped, ['context']);
  });

  it('finds none where the document declares every field of the variables type', () => {
    const create = methods.get('PostsClient.create');
    assert.deepEqual(create?.accepted, ['input', 'spaceId']);
    assert.deepEqual(create.dropped, []);
    // reply() adds postId itself and spreads the rest: still compared.
    assert.equal(methods.get('PostsClient.reply')?.variablesIndex, 1);
    assert.deepEqual(methods.get('PostsClient.reply')?.dropped, []);
    // A method that wraps its argument (`{input: variables}`) is not compared.
    assert.equal(methods.get('MediaClient.createImages')?.variablesIndex, null);
  });

  it('lists every dropped parameter of client 2.4.0', () => {
    const dropped = Object.fromEntries(
      [...methods].filter(([, entry]) => entry.dropped.length > 0).map(([key, entry]) => [key, entry.dropped]),
    );
    assert.deepEqual(dropped, DROPPED);
  });

  it('words the warning on the method page', () => {
    assert.equal(
      droppedWarning('list', ['context']),
      ':::warning[Not sent]\n\nClient 2.4.0 drops `context`: `list()` accepts it in `variables`, but the GraphQL document it sends never declares `$context`, so the API never receives it. Do not rely on it: its value has no effect.\n\n:::',
    );
    assert.match(
      droppedWarning('list', ['before', 'offset', 'orderBy']),
      /drops `before`, `offset` and `orderBy`: .* declares `\$before`, `\$offset`, `\$orderBy`, so the API never receives them/,
    );
  });
});
