import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {buildSchema, parse} from 'graphql';

import {GLOBAL_API, NETWORK_API} from '../../generators/graphql-reference/apis';
import {operationKey, readGuideUsage, usedNames} from '../../generators/graphql-reference/guide-usage';
import {DEFAULT_OPTIONS} from '../../generators/graphql-reference/options';
import {loadSchema} from '../../generators/graphql-reference/schema-source';
import {SITE_DIR} from '../../node/site/paths';

describe('guide usage', () => {
  it('names the operations a document calls and the types it returns, takes and narrows to, not the standard scalars', () => {
    const schema = buildSchema(`
      type Query { member(id: ID!): Member  search(filter: Filter): [Hit!]! }
      type Mutation { join(spaceId: ID!): Status }
      type Member { id: ID! name: String role: Role }
      type Space { id: ID! }
      union Hit = Member | Space
      enum Role { ADMIN MEMBER }
      enum Status { OK }
      input Filter { text: String }
    `);
    const used = usedNames(
      schema,
      parse(
        'query Q($id: ID!, $f: Filter) { member(id: $id) { name role } search(filter: $f) { ... on Space { id } } } mutation M { join(spaceId: "x") }',
      ),
    );
    assert.deepEqual([...used].sort(), [
      'Filter',
      'Hit',
      'Member',
      'Role',
      'Space',
      'Status',
      'mutation join',
      'query member',
      'query search',
    ]);
  });

  it('lists the guide pages whose validated samples use an item, for the API each sample targets', async () => {
    const network = await readGuideUsage(SITE_DIR, 'network', (await loadSchema(DEFAULT_OPTIONS, SITE_DIR, NETWORK_API)).schema);
    const routes = (key: string, usage: typeof network) => (usage.get(key) ?? []).map((page) => page.route);
    assert.ok(routes(operationKey('mutation', 'createPost'), network).includes('/docs/guide/tutorial/create-post'));
    assert.ok(network.get(operationKey('mutation', 'createPost'))!.every((page) => page.title !== '' && !page.title.includes('/')));
    const global = await readGuideUsage(SITE_DIR, 'global', (await loadSchema(DEFAULT_OPTIONS, SITE_DIR, GLOBAL_API)).schema);
    // The webhook guide sets the webhook with the Global API's updateApp; the network API has no such mutation.
    assert.ok(routes(operationKey('mutation', 'updateApp'), global).includes('/docs/guide/webhooks/getting-started'));
    assert.equal(network.has(operationKey('mutation', 'updateApp')), false);
  });
});
