import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {RouteConfig} from '@docusaurus/types';

import {type CompactSidebar, type DocRootSidebarProp, compactSidebar, expandSidebar} from '../../plugins/reference-docs/contract/sidebar';
import {withRouteSidebars} from '../../plugins/reference-docs/index';
import {docsRouteTree, versionProps} from '../fixtures/docs-routes';

describe('reference docs plugin', () => {
  const page = (path: string, sidebar: string): RouteConfig => ({path, component: '@theme/DocItem', exact: true, sidebar});
  const link = (href: string) => ({type: 'link' as const, href, label: href.split('/').pop()!, docId: href.slice(14), unlisted: false});
  const docsRoute = (pages: RouteConfig[], sidebars: PropVersionMetadata['docsSidebars']): RouteConfig =>
    docsRouteTree(
      '/docs/graphql',
      pages,
      versionProps({pluginId: 'graphql', docsSidebars: sidebars, docs: {schema: {id: 'schema', title: 'Overview', description: ''}}}),
    );

  it("gives each sidebar a DocRoot of its own, at its pages' path, with only that sidebar; the version props keep neither", () => {
    const sidebars = {
      overview: [link('/docs/graphql/schema')],
      objects: [
        link('/docs/graphql/schema'),
        {
          type: 'category' as const,
          label: 'Objects',
          collapsed: true,
          collapsible: true,
          href: '/docs/graphql/objects',
          items: [link('/docs/graphql/objects/post')],
        },
      ],
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
    assert.deepEqual(
      roots.map((root) => [root.path, root.routes!.map((route) => route.path)]),
      [
        ['/docs/graphql/objects', ['/docs/graphql/objects', '/docs/graphql/objects/post']],
        ['/docs/graphql/queries', ['/docs/graphql/queries/member', '/docs/graphql/queries/members']],
        ['/docs/graphql', ['/docs/graphql/schema', '/docs/graphql/changelog']],
      ],
    );
    assert.ok(roots.every((root) => root.component === '@theme/DocRoot'));
    const objects = roots[0]!.props!.sidebar as DocRootSidebarProp;
    assert.equal(objects.name, 'objects');
    // `unlisted: false` is dropped; everything the theme reads stays.
    const items = expandSidebar(objects.sidebar) as Array<{items?: unknown[]}>;
    assert.deepEqual(items[0], {type: 'link', href: '/docs/graphql/schema', label: 'schema', docId: 'schema'});
    assert.deepEqual(items[1]?.items, [{type: 'link', href: '/docs/graphql/objects/post', label: 'post', docId: 'objects/post'}]);
  });

  it("stops the build when a page would be rendered under another sidebar's DocRoot", () => {
    const sidebars = {objects: [link('/docs/graphql/objects/post')], stray: [link('/docs/graphql/objects/post/one')]};
    assert.throws(
      () =>
        withRouteSidebars(
          docsRoute(
            [
              page('/docs/graphql/objects/post/one', 'objects'),
              page('/docs/graphql/inputs/one', 'objects'),
              page('/docs/graphql/objects/post/two', 'stray'),
              page('/docs/graphql/objects/post/three', 'stray'),
            ],
            sidebars,
          ),
          '@theme/DocRoot',
        ),
      /the page \/docs\/graphql\/objects\/post\/one \(sidebar "objects"\) is below \/docs\/graphql\/objects\/post, the path of the pages of sidebar "stray"\. Keep the pages of each sidebar in a folder of their own/,
    );
  });
});

describe('compact reference sidebar', () => {
  const kindLink = (slug: string, label: string) => ({
    type: 'link' as const,
    href: `/docs/graphql/objects/${slug}`,
    label,
    docId: `objects/${slug}`,
  });
  const sidebar = [
    {type: 'link' as const, href: '/docs/graphql/schema', label: 'Overview', docId: 'schema'},
    {type: 'link' as const, href: '/docs/graphql/queries', label: 'All queries', docId: 'queries/index'},
    {
      type: 'category' as const,
      label: 'Objects',
      collapsed: true,
      collapsible: true,
      href: '/docs/graphql/objects',
      items: [
        {
          type: 'category' as const,
          label: 'P',
          collapsed: true,
          collapsible: true,
          items: [kindLink('post', 'Post'), kindLink('post-reaction', 'PostReaction')],
        },
        {...kindLink('page', 'Page'), className: 'removed'},
        // As the docs plugin gives it: fields it did not set are there, undefined.
        {...kindLink('space', 'Space'), className: undefined},
      ],
    },
    {type: 'link' as const, href: 'https://example.com/objects/post', label: 'Elsewhere'},
  ];

  it('writes the links of its own folder as [slug, label], every other item whole, and reads back the same sidebar', () => {
    const compact = compactSidebar(sidebar);
    assert.deepEqual(compact.base, {href: '/docs/graphql/objects/', docId: 'objects/'});
    const category = compact.items[2] as {items: CompactSidebar['items']};
    assert.deepEqual((category.items[0] as {items: readonly unknown[]}).items, [
      ['post', 'Post'],
      ['post-reaction', 'PostReaction'],
    ]);
    // A link with a field of its own keeps its form.
    assert.deepEqual(category.items[1], {...kindLink('page', 'Page'), className: 'removed'});
    assert.deepEqual(category.items[2], ['space', 'Space']);
    assert.deepEqual(JSON.parse(JSON.stringify(expandSidebar(compact))), JSON.parse(JSON.stringify(sidebar)));
    assert.ok(JSON.stringify(compact).length < JSON.stringify(sidebar).length);
  });

  it('expands a compact sidebar once, so the theme sees the same items on every render', () => {
    const compact = compactSidebar(sidebar);
    assert.equal(expandSidebar(compact), expandSidebar(compact));
  });

  it('keeps every link whole when no two share a folder with their ids', () => {
    const loose = [{type: 'link' as const, href: '/docs/a/x', label: 'X', docId: 'other'}];
    assert.deepEqual(compactSidebar(loose).items, loose);
    assert.deepEqual(expandSidebar(compactSidebar(loose)), loose);
  });
});
