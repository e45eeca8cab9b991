import assert from 'node:assert/strict';
import {mkdtemp, mkdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {gzipSync} from 'node:zlib';

import {headingIds} from '../../generators/client-reference/heading-ids';
import {
  graphqlNames,
  indexedNames,
  pageFilters,
  readFragments,
  searchablePages,
  searchVocabulary,
  withFilterTags,
} from '../../plugins/search/build-index';
import {classify, type ResultPlace} from '../../plugins/search/client/classify';
import {nameKey} from '../../plugins/search/client/engine';

describe('search result places', () => {
  it('names the kind, the section, the API and the role of every kind of page', () => {
    const network = {section: 'GraphQL reference', role: 'specifies', api: 'Network API'} as const;
    const global = {section: 'Global API reference', role: 'specifies', api: 'Global API'} as const;
    const client = {section: 'JavaScript client', role: 'specifies'} as const;
    const places: [string, ResultPlace][] = [
      ['/docs/graphql/mutations/create-post', {kind: 'Mutation', ...network}],
      ['/docs/graphql/objects/post#field-title', {kind: 'Object', ...network}],
      ['/docs/graphql/enums/member-status', {kind: 'Enum', ...network}],
      // A kind's list names items; the changelog explains what changed.
      ['/docs/graphql/enums', {kind: 'Reference overview', ...network}],
      ['/docs/graphql/changelog', {kind: 'Reference overview', ...network, role: 'explains'}],
      // A name in both APIs (App) is told apart by its API.
      ['/docs/global-api/objects/app', {kind: 'Object', ...global}],
      ['/docs/global-api/mutations/create-app', {kind: 'Mutation', ...global}],
      ['/docs/gql-client/classes/Tribe', {kind: 'Client class', ...client}],
      ['/docs/gql-client/classes/Tribe#generatetoken', {kind: 'Client method', ...client, section: 'JavaScript client › Tribe'}],
      ['/docs/gql-client/interfaces/ErrorResponse', {kind: 'Client type', ...client}],
      ['/docs/gql-client/getting-started#choosing-fields', {kind: 'Client guide', ...client, role: 'explains'}],
      ['/docs/guide/webhooks/getting-started#verify-the-signature', {kind: 'Guide', section: 'Guide › Webhooks', role: 'explains'}],
      ['/docs/guide/index', {kind: 'Guide', section: 'Guide', role: 'explains'}],
      ['/docs/schema', {kind: 'Guide', section: 'GraphQL API', role: 'explains'}],
      ['/', {kind: 'Page', section: 'Tribe Partners', role: 'explains'}],
    ];
    for (const [url, place] of places) assert.deepEqual(classify(url), place, url);
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

  it('marks the pages that explain and the client reference with a role filter, and deprecated items with a status', () => {
    const deprecated = new Set(['/docs/graphql/queries/get-member']);
    assert.deepEqual(pageFilters('/docs/guide/apps/test-and-publish', deprecated), {role: 'explains'});
    assert.deepEqual(pageFilters('/docs/graphql/changelog', deprecated), {role: 'explains'});
    assert.deepEqual(pageFilters('/docs/gql-client/getting-started', deprecated), {role: 'explains'});
    assert.deepEqual(pageFilters('/docs/gql-client/classes/Media', deprecated), {role: 'client'});
    assert.deepEqual(pageFilters('/docs/graphql/queries/get-member', deprecated), {status: 'deprecated'});
    assert.deepEqual(pageFilters('/docs/graphql/queries/member', deprecated), {});
    assert.deepEqual(pageFilters('/docs/graphql/queries', deprecated), {});
  });

  it("writes a page's filters where Pagefind reads them, and names a page it cannot index", () => {
    const html = '<html><body><nav>x</nav><main class="docMain">text</main></body></html>';
    assert.equal(
      withFilterTags(html, 'main', {role: 'explains', status: 'deprecated'}),
      '<html><body><nav>x</nav><main class="docMain"><span data-pagefind-filter="role:explains"></span><span data-pagefind-filter="status:deprecated"></span>text</main></body></html>',
    );
    assert.equal(withFilterTags(html, 'main', {}), html);
    assert.throws(() => withFilterTags('<html><body>text</body></html>', 'main', {}), /no <main> element to index/);
  });

  it("reads Pagefind's fragments, and gives each exact name its page's id, its anchor and what it names", async () => {
    const bundleDir = await mkdtemp(path.join(tmpdir(), 'search-fragments-'));
    try {
      await mkdir(path.join(bundleDir, 'fragment'));
      const fragment = (url: string, title: string, content: string, filters: Record<string, string[]> = {}) =>
        gzipSync(
          `pagefind_dcd${JSON.stringify({url, content, meta: {title}, filters, anchors: [{element: 'h2', id: 'x', text: 'Verify the signature'}]})}`,
        );
      await writeFile(
        path.join(bundleDir, 'fragment', 'en_b.pf_fragment'),
        fragment('/docs/gql-client/classes/Tribe', 'Tribe', 'TribeClient methods'),
      );
      await writeFile(
        path.join(bundleDir, 'fragment', 'en_a.pf_fragment'),
        fragment('/docs/guide/webhooks/getting-started', 'Receive webhooks', 'Webhooks deliver events', {role: ['explains']}),
      );
      const fragments = await readFragments(bundleDir);
      assert.deepEqual(
        fragments.map((entry) => [entry.id, entry.url]),
        [
          ['en_a', '/docs/guide/webhooks/getting-started'],
          ['en_b', '/docs/gql-client/classes/Tribe'],
        ],
      );
      assert.deepEqual(
        indexedNames(
          [
            {name: 'TribeClient', url: '/docs/gql-client/classes/Tribe'},
            {name: 'generateToken', url: '/docs/gql-client/classes/Tribe#generatetoken'},
            {name: 'getSpaces', url: '/docs/graphql/queries/get-spaces'},
          ],
          fragments,
        ),
        [
          ['TribeClient', 'en_b', '', 3],
          ['generateToken', 'en_b', 'generatetoken', 2],
        ],
      );
      // Titles and headings of every page, the whole text of pages that explain: most frequent first.
      const vocabulary = searchVocabulary(fragments);
      assert.deepEqual(vocabulary.slice(0, 3), ['signature', 'verify', 'deliver']);
      assert.ok(vocabulary.includes('tribe') && vocabulary.includes('webhooks') && vocabulary.includes('events'));
      assert.ok(!vocabulary.includes('tribeclient'), 'text of a reference page is not in the vocabulary');

      await writeFile(path.join(bundleDir, 'fragment', 'en_c.pf_fragment'), gzipSync('not a fragment'));
      await assert.rejects(readFragments(bundleDir), /en_c\.pf_fragment is not a Pagefind fragment/);
    } finally {
      await rm(bundleDir, {recursive: true, force: true});
    }
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
