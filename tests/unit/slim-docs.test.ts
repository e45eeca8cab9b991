import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {RouteConfig} from '@docusaurus/types';

import {withoutPageList, withoutVersionPageMap} from '../../plugins/slim-docs/index';
import {docsRouteTree, versionProps} from '../fixtures/docs-routes';

const GENERATED_INDEX = '@theme/DocCategoryGeneratedIndexPage';

const docsRoute = (pages: RouteConfig[]): RouteConfig =>
  docsRouteTree(
    '/docs',
    pages,
    versionProps({
      pluginId: 'default',
      docsSidebars: {guide: [{type: 'link', href: '/docs/guide/index', label: 'Overview', docId: 'guide/index', unlisted: false}]},
      docs: {'guide/index': {id: 'guide/index', title: 'Overview', description: 'Where to start', sidebar: 'guide'}},
    }),
  );

describe('slim docs plugin', () => {
  it('keeps only the main page in the global page list, and everything else as it was', () => {
    const data = {
      path: '/docs/graphql',
      breadcrumbs: true,
      versions: [
        {
          name: 'current',
          label: 'Next',
          isLast: true,
          path: '/docs/graphql',
          mainDocId: 'schema',
          draftIds: [],
          sidebars: {reference: {link: {path: '/docs/graphql/schema', label: 'Overview'}}},
          docs: [
            {id: 'objects/post', path: '/docs/graphql/objects/post', sidebar: 'reference'},
            {id: 'schema', path: '/docs/graphql/schema', sidebar: 'reference'},
            {id: 'queries/member', path: '/docs/graphql/queries/member', sidebar: 'reference'},
          ],
        },
      ],
    } as unknown as GlobalPluginData;
    const trimmed = withoutPageList(data);
    assert.deepEqual(trimmed.versions[0]?.docs, [{id: 'schema', path: '/docs/graphql/schema', sidebar: 'reference'}]);
    assert.deepEqual({...trimmed, versions: []}, {...data, versions: []});
    assert.deepEqual(trimmed.versions[0]?.sidebars, data.versions[0]?.sidebars);
  });

  it("empties the version's page map and keeps its sidebars and routes", () => {
    const pages: RouteConfig[] = [{path: '/docs/guide/index', component: '@theme/DocItem', exact: true, sidebar: 'guide'}];
    const route = docsRoute(pages);
    const slim = withoutVersionPageMap(route, GENERATED_INDEX);
    const version = slim.routes?.[0]?.props?.version as PropVersionMetadata;
    assert.deepEqual(version.docs, {});
    const original = route.routes?.[0]?.props?.version as PropVersionMetadata;
    assert.deepEqual(version.docsSidebars, original.docsSidebars);
    assert.deepEqual({...version, docs: original.docs}, original);
    assert.deepEqual(slim.routes?.[0]?.routes, route.routes?.[0]?.routes);
  });

  it('stops the build when a category has a generated index, which reads the page map, and names its path', () => {
    const route = docsRoute([
      {path: '/docs/guide/index', component: '@theme/DocItem', exact: true, sidebar: 'guide'},
      {path: '/docs/category/webhooks', component: GENERATED_INDEX, exact: true, sidebar: 'guide'},
    ]);
    assert.throws(
      () => withoutVersionPageMap(route, GENERATED_INDEX),
      /^Error: slim-docs: \/docs\/category\/webhooks: a category index generated from the page list/,
    );
  });
});
