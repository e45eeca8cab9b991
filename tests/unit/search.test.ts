import assert from 'node:assert/strict';
import {mkdtemp, mkdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import {headingIds} from '../../src/generators/client-reference/heading-ids';
import {graphqlNames, searchablePages} from '../../src/plugins/search-index/build-index';
import {classify} from '../../src/search/classify';
import {nameKey} from '../../src/search/engine';

describe('search result places', () => {
  it('names the kind and the section of every kind of page', () => {
    assert.deepEqual(classify('/docs/graphql/mutations/create-post'), {kind: 'Mutation', section: 'GraphQL reference'});
    assert.deepEqual(classify('/docs/graphql/objects/post#field-title'), {kind: 'Object', section: 'GraphQL reference'});
    assert.deepEqual(classify('/docs/graphql/enums/member-status'), {kind: 'Enum', section: 'GraphQL reference'});
    assert.deepEqual(classify('/docs/graphql/enums'), {kind: 'Reference overview', section: 'GraphQL reference'});
    // A name in both APIs (App) is told apart by its section.
    assert.deepEqual(classify('/docs/global-api/objects/app'), {kind: 'Object', section: 'Global API reference'});
    assert.deepEqual(classify('/docs/global-api/mutations/create-app'), {kind: 'Mutation', section: 'Global API reference'});
    assert.deepEqual(classify('/docs/gql-client/classes/Tribe'), {kind: 'Client class', section: 'JavaScript client'});
    assert.deepEqual(classify('/docs/gql-client/classes/Tribe#generatetoken'), {
      kind: 'Client method',
      section: 'JavaScript client › Tribe',
    });
    assert.deepEqual(classify('/docs/gql-client/interfaces/ErrorResponse'), {kind: 'Client type', section: 'JavaScript client'});
    assert.deepEqual(classify('/docs/gql-client/getting-started#choosing-fields'), {kind: 'Client guide', section: 'JavaScript client'});
    assert.deepEqual(classify('/docs/guide/webhooks/getting-started#verify-the-signature'), {kind: 'Guide', section: 'Guide › Webhooks'});
    assert.deepEqual(classify('/docs/guide/index'), {kind: 'Guide', section: 'Guide'});
    assert.deepEqual(classify('/docs/schema'), {kind: 'Guide', section: 'GraphQL API'});
    assert.deepEqual(classify('/'), {kind: 'Page', section: 'Tribe Partners'});
  });
});

describe('search index', () => {
  it('indexes every route but the configuration view, the 404 page, the search page and the /docs alias', async () => {
    const outDir = await mkdtemp(path.join(tmpdir(), 'search-index-'));
    try {
      for (const file of [
        'index.html',
        'docs/index.html',
        'docs/guide/index/index.html',
        '-deb/index.html',
        '404.html',
        'search/index.html',
      ]) {
        await mkdir(path.dirname(path.join(outDir, file)), {recursive: true});
        await writeFile(path.join(outDir, file), '<html></html>');
      }
      const routes = ['/', '/docs', '/docs/guide/index', '/-deb', '/404.html', '/search', '/docs/guide/index'];
      assert.deepEqual(
        searchablePages(outDir, routes).map((page) => [page.url, path.relative(outDir, page.file)]),
        [
          ['/', 'index.html'],
          ['/docs/guide/index', 'docs/guide/index/index.html'],
        ],
      );
      assert.throws(() => searchablePages(outDir, ['/docs/missing']), /no HTML file for the route \/docs\/missing/);
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
  });

  it('lists exact API names: mutations before queries of the same name, then types', () => {
    const names = graphqlNames({
      types: {Post: '/docs/graphql/objects/post'},
      operations: {
        query: {loginNetwork: '/docs/graphql/queries/login-network'},
        mutation: {loginNetwork: '/docs/graphql/mutations/login-network', createPost: '/docs/graphql/mutations/create-post'},
        subscription: {},
      },
      deprecated: [],
    });
    assert.deepEqual(
      names.map((entry) => entry.url),
      [
        '/docs/graphql/mutations/login-network',
        '/docs/graphql/mutations/create-post',
        '/docs/graphql/queries/login-network',
        '/docs/graphql/objects/post',
      ],
    );
  });

  it('gives client methods the anchors Docusaurus gives their headings', () => {
    const ids = headingIds('## Methods\n\n### generateToken()\n\n#### Parameters\n\n### set\\_token()\n\n#### Parameters\n\n### `app`\n');
    assert.equal(ids.get('generateToken()'), 'generatetoken');
    assert.equal(ids.get('set_token()'), 'set_token');
    assert.equal(ids.get('app'), 'app');
    // A repeated heading keeps its first id; Docusaurus numbers the later ones.
    assert.equal(ids.get('Parameters'), 'parameters');
  });
});

describe('API name matching', () => {
  it('ignores case, spaces, hyphens and underscores, so a query typed as words finds the name', () => {
    for (const query of ['create post', 'Create-Post', 'CREATEPOST', 'create_post', ' createPost '])
      assert.equal(nameKey(query), nameKey('createPost'), query);
    assert.notEqual(nameKey('create posts'), nameKey('createPost'));
  });
});
