import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {mergeResults, nameKey} from '../../src/search/engine';

const text = (url: string) => ({url, title: url, excerpt: `…${url}…`});

describe('search results', () => {
  it("put exact API names first, then the other pages' text results, cut to the limit", () => {
    const {results} = mergeResults(
      [{name: 'createPost', url: '/docs/graphql/mutations/create-post'}],
      [text('/docs/guide/tutorial/create-post'), text('/docs/graphql/mutations/create-post#arguments'), text('/docs/graphql/objects/post')],
      3,
      3,
    );
    assert.deepEqual(
      results.map((result) => result.url),
      ['/docs/graphql/mutations/create-post', '/docs/guide/tutorial/create-post', '/docs/graphql/objects/post'],
    );
    assert.equal(results[0]?.kind, 'Mutation');
  });

  it("count an exact name's page once when it is also a text result", () => {
    const {total} = mergeResults(
      [{name: 'Post', url: '/docs/graphql/objects/post'}],
      [text('/docs/graphql/objects/post'), text('/docs/guide/a')],
      2,
      8,
    );
    assert.equal(total, 2);
  });

  it("count an exact name's page that no text result has", () => {
    const {total} = mergeResults([{name: 'Post', url: '/docs/graphql/objects/post'}], [text('/docs/guide/a')], 1, 8);
    assert.equal(total, 2);
  });

  it('do not count an exact page twice when the text results were cut before it', () => {
    // 161 text results, 8 loaded: the exact page is among the other 153.
    const {total, results} = mergeResults(
      [{name: 'invitation', url: '/docs/graphql/queries/invitation'}],
      Array.from({length: 8}, (_, index) => text(`/docs/guide/p${index}`)),
      161,
      8,
    );
    assert.equal(total, 161);
    assert.equal(results.length, 8);
  });

  it('match API names whatever their case, spaces, hyphens and underscores', () => {
    assert.equal(nameKey('Create-Post'), nameKey('createPost'));
    assert.equal(nameKey('create post'), nameKey('CREATE_POST'));
    assert.notEqual(nameKey('createPost'), nameKey('createPosts'));
  });
});
