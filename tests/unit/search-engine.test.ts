import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {IndexedName} from '../../plugins/search/client/bundle';
import {nameKey, orderPages, toResult} from '../../plugins/search/client/engine';

const hit = (id: string) => ({id});

describe('search results', () => {
  it('put the pages of exact API names first, in the order of the names, then the other ranked pages', () => {
    const exact: IndexedName[] = [
      ['createPost', 'en_mutation', '', 1],
      ['createPost', 'en_client', 'createpost', 1],
    ];
    const ordered = orderPages(exact, [hit('en_guide'), hit('en_client'), hit('en_object'), hit('en_mutation')]);
    assert.deepEqual(
      ordered.map((entry) => entry.hit.id),
      ['en_mutation', 'en_client', 'en_guide', 'en_object'],
    );
    assert.equal(ordered[1]?.name?.[2], 'createpost');
    assert.equal(ordered[2]?.name, undefined);
  });

  it('show a page once when two exact names lead to it, and skip a name whose page was not found', () => {
    const ordered = orderPages(
      [
        ['Tribe', 'en_tribe', '', 0],
        ['TribeClient', 'en_tribe', '', 0],
        ['Gone', 'en_unindexed', '', 0],
      ],
      [hit('en_other'), hit('en_tribe')],
    );
    assert.deepEqual(
      ordered.map((entry) => [entry.hit.id, entry.name?.[0]]),
      [
        ['en_tribe', 'Tribe'],
        ['en_other', undefined],
      ],
    );
  });

  it("title an exact name's result with the name, lead it to the name's heading, and say what and where it is", () => {
    const data = {url: '/docs/gql-client/classes/Tribe/', excerpt: 'text', meta: {title: 'Tribe'}, sub_results: []};
    assert.deepEqual(toResult(data, ['generateToken', 'en_tribe', 'generatetoken', 1]), {
      url: '/docs/gql-client/classes/Tribe#generatetoken',
      title: 'generateToken',
      kind: 'Client method',
      section: 'JavaScript client › Tribe',
      role: 'specifies',
      excerpt: '',
    });
  });

  it('lead any other result to the section where the words weigh most, titled page › heading', () => {
    const data = {
      url: '/docs/guide/webhooks/getting-started/',
      excerpt: 'page excerpt',
      meta: {title: 'Receive webhooks'},
      sub_results: [
        {title: 'Receive webhooks', url: '/docs/guide/webhooks/getting-started/', excerpt: 'intro', weighted_locations: [{weight: 1}]},
        {
          title: 'Verify the signature',
          url: '/docs/guide/webhooks/getting-started/#verify-the-signature',
          excerpt: '<mark>signature</mark>',
          weighted_locations: [{weight: 2}, {weight: 1}],
        },
      ],
    };
    const result = toResult(data, undefined);
    assert.equal(result.url, '/docs/guide/webhooks/getting-started#verify-the-signature');
    assert.equal(result.title, 'Receive webhooks › Verify the signature');
    assert.equal(result.excerpt, '<mark>signature</mark>');
    assert.equal(result.kind, 'Guide');
    assert.equal(result.role, 'explains');
  });

  it('match API names whatever their case, spaces, hyphens and underscores', () => {
    assert.equal(nameKey('Create-Post'), nameKey('createPost'));
    assert.equal(nameKey('create post'), nameKey('CREATE_POST'));
    assert.notEqual(nameKey('createPost'), nameKey('createPosts'));
  });
});
