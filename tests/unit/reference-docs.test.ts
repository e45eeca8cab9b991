import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {RouteConfig} from '@docusaurus/types';

import {withRouteSidebars, withoutPageList} from '../../src/plugins/reference-docs/index';

describe('reference docs plugin', () => {
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

  const page = (path: string, sidebar: string): RouteConfig => ({path, component: '@theme/DocItem', exact: true, sidebar});
  const link = (href: string) => ({type: 'link' as const, href, label: href.split('/').pop()!, docId: href.slice(14), unlisted: false});
  function docsRoute(pages: RouteConfig[], sidebars: PropVersionMetadata['docsSidebars']): RouteConfig {
    const version = {pluginId: 'graphql', version: 'current', label: 'Next', banner: null, badge: false, noIndex: false, className: 'v', isLast: true, docsSidebars: sidebars, docs: {schema: {id: 'schema', title: 'Overview'}}} as unknown as PropVersionMetadata;
    return {
      path: '/docs/graphql',
      component: '@theme/DocsRoot',
      routes: [{path: '/docs/graphql', component: '@theme/DocVersionRoot', props: {version}, routes: [{path: '/docs/graphql', component: '@theme/DocRoot', routes: pages}]}],
    };
  }

  it('gives each sidebar a DocRoot of its own, at its pages\' path, with only that sidebar; the version props keep neither', () => {
    const sidebars = {
      overview: [link('/docs/graphql/schema')],
      objects: [link('/docs/graphql/schema'), {type: 'category' as const, label: 'Objects', collapsed: true, collapsible: true, href: '/docs/graphql/objects', items: [link('/docs/graphql/objects/post')]}],
      queries: [link('/docs/graphql/queries/member')],
    };
    const routes = withRouteSidebars(
      docsRoute(
        [
          page('/docs/graphql/schema', 'overview'),
          page('/docs/graphql/changelog', 'overview'),
          page('/docs/graphql/objects', 'objects'),
          page('/docs/graphql/objects/post', 'objects'),
          page('/docs/graphql/queries/member', 'queries'),
          page('/docs/graphql/queries/members', 'queries'),
        ],
        sidebars,
      ),
      '@theme/DocRoot',
    );
    const versionRoute = routes.routes![0]!;
    const version = versionRoute.props!.version as PropVersionMetadata;
    assert.deepEqual(version.docs, {});
    assert.deepEqual(version.docsSidebars, {});
    assert.equal(version.className, 'v');
    const roots = versionRoute.routes!;
    assert.deepEqual(roots.map((root) => [root.path, root.routes!.map((route) => route.path)]), [
      ['/docs/graphql/objects', ['/docs/graphql/objects', '/docs/graphql/objects/post']],
      ['/docs/graphql/queries', ['/docs/graphql/queries/member', '/docs/graphql/queries/members']],
      ['/docs/graphql', ['/docs/graphql/schema', '/docs/graphql/changelog']],
    ]);
    assert.ok(roots.every((root) => root.component === '@theme/DocRoot'));
    const objects = roots[0]!.props!.sidebar as {name: string; items: Array<{items?: unknown[]}>};
    assert.equal(objects.name, 'objects');
    // `unlisted: false` is dropped; everything the theme reads stays.
    assert.deepEqual(objects.items[0], {type: 'link', href: '/docs/graphql/schema', label: 'schema', docId: 'schema'});
    assert.deepEqual(objects.items[1]?.items, [{type: 'link', href: '/docs/graphql/objects/post', label: 'post', docId: 'objects/post'}]);
  });

  it('stops the build when a page would be rendered under another sidebar\'s DocRoot', () => {
    const sidebars = {objects: [link('/docs/graphql/objects/post')], stray: [link('/docs/graphql/objects/post/one')]};
    assert.throws(
      () =>
        withRouteSidebars(
          docsRoute([page('/docs/graphql/objects/post/one', 'objects'), page('/docs/graphql/inputs/one', 'objects'), page('/docs/graphql/objects/post/two', 'stray'), page('/docs/graphql/objects/post/three', 'stray')], sidebars),
          '@theme/DocRoot',
        ),
      /the page \/docs\/graphql\/objects\/post\/one \(sidebar "objects"\) is below \/docs\/graphql\/objects\/post, the path of the pages of sidebar "stray"\. Keep the pages of each sidebar in a folder of their own/,
    );
  });
});
