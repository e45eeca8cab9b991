import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, it} from 'node:test';

import type {RouteConfig} from '@docusaurus/types';
import {SITE_DIR} from '../../node/site/paths';
import {docsRouteTree} from '../fixtures/docs-routes';

/** The patched core codegen (patches/@docusaurus+core+3.10.2+001+route-groups.patch). */
interface RouteGroupCode {
  readonly name: string;
  readonly registry: Record<string, string>;
}
interface RoutesCode {
  readonly routesConfig: string;
  readonly registry: Record<string, string>;
  readonly routesChunkNames: Record<string, unknown>;
  readonly routeGroups: RouteGroupCode[];
}
const codegen = createRequire(path.join(SITE_DIR, 'package.json'))('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRoutesCode: (routes: RouteConfig[]) => RoutesCode;
  generateRouteGroupModule: (group: RouteGroupCode) => string;
};
const {generateRoutesCode, generateRouteGroupModule} = codegen;

/** A route as the generated code builds it, with stand-ins for the client modules. */
interface BuiltRoute {
  readonly path: string;
  readonly component?: {path: string; hash: string; group?: string};
  readonly exact?: boolean;
  readonly sidebar?: string;
  readonly placeholder?: boolean;
  readonly routes?: BuiltRoute[];
}

/** Runs a generated module (ES module syntax, `import()` never called) and returns its exports. */
function evaluate(
  source: string,
  componentCreator = (path: string, hash: string, group?: string) => ({path, hash, ...(group === undefined ? {} : {group})}),
): Record<string, unknown> {
  const body = source
    .replace(/^import .*$/gm, '')
    .replace(/^export default /m, 'exports.default = ')
    .replace(/^export const (\w+) =/gm, 'exports.$1 =');
  const exports: Record<string, unknown> = {};
  const scope = {
    ComponentCreator: componentCreator,
    routeGroup: (path: string, _load: unknown, attributes?: object) => ({path, placeholder: true, ...attributes}),
    linkRouteGroups: (routes: BuiltRoute[]) => routes,
    require: {resolveWeak: (modulePath: string) => modulePath},
  };
  // The generated module's code, run against stand-ins: what the browser would run, without a bundler.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating generated code is the point of this test
  (new Function('exports', ...Object.keys(scope), body) as (...args: unknown[]) => void)(exports, ...Object.values(scope));
  return exports;
}

const mainRoutes = (code: RoutesCode): BuiltRoute[] => evaluate(code.routesConfig).default as BuiltRoute[];
const groupModule = (group: RouteGroupCode) => {
  const exports = evaluate(generateRouteGroupModule(group));
  return {
    routes: (exports.default as () => BuiltRoute[])(),
    registry: exports.registry as Record<string, [unknown, string, string]>,
    routesChunkNames: exports.routesChunkNames as Record<string, unknown>,
  };
};
const flatten = (routes: readonly BuiltRoute[]): BuiltRoute[] => routes.flatMap((route) => [route, ...flatten(route.routes ?? [])]);
const paths = (routes: readonly BuiltRoute[]): string[] => flatten(routes).map((route) => route.path);

function docsPlugin(base: string, leafPaths: string[]): RouteConfig {
  const leaves: RouteConfig[] = leafPaths.map((leaf) => ({
    path: leaf,
    component: '@theme/DocItem',
    exact: true,
    modules: {content: `@site/docs${leaf}.mdx`},
    sidebar: 'reference',
  }));
  return docsRouteTree(base, leaves);
}

const kinds = ['objects', 'inputs', 'queries'];
const manyPages = (base: string, perKind: number): string[] => [
  base,
  `${base}/schema`,
  ...kinds.flatMap((kind) => [`${base}/${kind}`, ...Array.from({length: perKind}, (_, i) => `${base}/${kind}/item-${i}`)]),
];

describe('route groups (core codegen patch)', () => {
  it('leaves a level of fewer than 100 routes in the main route table', () => {
    const code = generateRoutesCode([docsPlugin('/docs/guide', manyPages('/docs/guide', 10))]);
    assert.deepEqual(code.routeGroups, []);
    const leaf = flatten(mainRoutes(code)).find((route) => route.path === '/docs/guide/objects/item-9');
    assert.deepEqual(leaf, {
      path: '/docs/guide/objects/item-9',
      component: {path: '/docs/guide/objects/item-9', hash: leaf?.component?.hash},
      exact: true,
      sidebar: 'reference',
    });
    assert.match(leaf?.component?.hash ?? '', /^\w{3,4}$/);
  });

  it('splits a large level into one lazily loaded group per first path segment, with their chunks', () => {
    const code = generateRoutesCode([docsPlugin('/docs/graphql', manyPages('/docs/graphql', 50))]);
    // The main table keeps the level's own page and one placeholder per segment, and no page of a group.
    const main = flatten(mainRoutes(code));
    assert.equal(main.filter((route) => route.path.includes('item-')).length, 0);
    assert.ok(main.some((route) => route.path === '/docs/graphql' && route.exact === true && route.component?.group === undefined));
    const placeholders = main.filter((route) => route.placeholder);
    assert.deepEqual(
      placeholders.map((route) => route.path),
      ['/docs/graphql/schema', ...kinds.map((kind) => `/docs/graphql/${kind}`)],
    );
    assert.ok(placeholders.every((route) => route.sidebar === 'reference'));
    assert.equal(code.routeGroups.length, placeholders.length);
    for (const placeholder of placeholders) {
      assert.match(
        code.routesConfig,
        new RegExp(
          `routeGroup\\('${placeholder.path}', \\(\\) => import\\(/\\* webpackChunkName: "routes-\\w+" \\*/ '@generated/route-groups/routes-\\w+\\.js'\\)`,
        ),
      );
    }

    const objectsGroup = code.routeGroups[1]!;
    const objects = groupModule(objectsGroup);
    assert.equal(objects.routes.length, 51);
    for (const route of objects.routes) {
      assert.match(route.path, /^\/docs\/graphql\/objects(\/item-\d+)?$/);
      assert.deepEqual(route.component, {path: route.path, hash: route.component?.hash, group: objectsGroup.name});
      assert.equal(route.exact, true);
      assert.equal(route.sidebar, 'reference');
    }
    assert.deepEqual(
      Object.keys(objects.routesChunkNames)
        .map((key) => key.replace(/-\w+$/, ''))
        .sort(),
      paths(objects.routes).sort(),
    );
    assert.ok(Object.values(objects.registry).some(([, , modulePath]) => modulePath === '@site/docs/docs/graphql/objects/item-7.mdx'));
    // A group's chunks are registered with the group only.
    assert.ok(!Object.values(code.registry).includes('@site/docs/docs/graphql/objects/item-7.mdx'));
    assert.equal(Object.keys(code.routesChunkNames).filter((key) => key.includes('item-')).length, 0);
  });

  it('writes a leaf route as a short call: the group module stays small', () => {
    const code = generateRoutesCode([docsPlugin('/docs/graphql', manyPages('/docs/graphql', 500))]);
    const source = generateRouteGroupModule(code.routeGroups[1]!);
    const routeTable = source.slice(source.indexOf('export default'));
    assert.match(routeTable, /leaf\("\/item-499", '\w+', attributes0\)/);
    assert.ok(routeTable.length / 500 < 50, `${Math.round(routeTable.length / 500)} bytes per route`);
    assert.equal(groupModule(code.routeGroups[1]!).routes.length, 501);
  });

  it("creates a leaf route's component when it is first read, once", () => {
    const code = generateRoutesCode([docsPlugin('/docs/guide', manyPages('/docs/guide', 10))]);
    const created: string[] = [];
    const routes = flatten(
      evaluate(code.routesConfig, (path, hash) => {
        created.push(path);
        return {path, hash};
      }).default as BuiltRoute[],
    );
    assert.deepEqual(
      created.filter((path) => path.includes('item-')),
      [],
    );
    const leaf = routes.find((route) => route.path === '/docs/guide/queries/item-3');
    assert.equal(leaf?.component?.path, '/docs/guide/queries/item-3');
    assert.equal(leaf?.component, leaf?.component);
    assert.deepEqual(
      created.filter((path) => path.includes('item-')),
      ['/docs/guide/queries/item-3'],
    );
  });

  it('names groups by their path, so that doubling the pages leaves the main table the same size', () => {
    const once = generateRoutesCode([docsPlugin('/docs/graphql', manyPages('/docs/graphql', 150))]);
    const twice = generateRoutesCode([docsPlugin('/docs/graphql', manyPages('/docs/graphql', 300))]);
    // Only the hashes of the levels above the groups change (they hash their subroutes).
    const withoutHashes = (routesConfig: string) => routesConfig.replace(/ComponentCreator\('([^']+)', '\w+'\)/g, "ComponentCreator('$1')");
    assert.equal(withoutHashes(twice.routesConfig), withoutHashes(once.routesConfig));
    assert.deepEqual(Object.keys(twice.registry), Object.keys(once.registry));
    assert.deepEqual(
      twice.routeGroups.map((group) => group.name),
      once.routeGroups.map((group) => group.name),
    );
  });

  it('keeps a DocRoot per kind whole in its group, and does not split a group again', () => {
    const base = '/docs/graphql';
    const kindRoot = (kind: string, count: number): RouteConfig => ({
      path: `${base}/${kind}`,
      component: '@theme/DocRoot',
      props: {sidebar: {name: kind, items: []}},
      routes: Array.from({length: count}, (_, i) => ({
        path: `${base}/${kind}/item-${i}`,
        component: '@theme/DocItem',
        exact: true,
        modules: {content: `@site/${kind}/${i}.mdx`},
        sidebar: kind,
      })),
    });
    const overview: RouteConfig = {
      path: base,
      component: '@theme/DocRoot',
      routes: [{path: `${base}/schema`, component: '@theme/DocItem', exact: true, sidebar: 'overview'}],
    };
    const code = generateRoutesCode([
      {
        path: base,
        component: '@theme/DocsRoot',
        routes: [{path: base, component: '@theme/DocVersionRoot', routes: [kindRoot('objects', 150), kindRoot('enums', 5), overview]}],
      },
    ]);
    const main = flatten(mainRoutes(code));
    assert.deepEqual(
      main.filter((route) => route.placeholder).map((route) => route.path),
      [`${base}/objects`, `${base}/enums`],
    );
    // The overview's DocRoot and page stay in the main table.
    assert.ok(main.some((route) => route.path === `${base}/schema` && route.sidebar === 'overview'));
    const [objectsGroup, enumsGroup] = code.routeGroups;
    const objects = groupModule(objectsGroup!);
    assert.equal(objects.routes.length, 1);
    assert.equal(objects.routes[0]!.path, '/docs/graphql/objects');
    assert.equal(objects.routes[0]!.routes?.length, 150);
    assert.ok(flatten(objects.routes).every((route) => !route.placeholder));
    assert.ok(objects.routes[0]!.routes.every((route) => route.sidebar === 'objects' && route.component?.group === objectsGroup!.name));
    assert.equal(Object.keys(groupModule(enumsGroup!).routesChunkNames).length, 6);
  });

  it('splits a level inside a group of more than 300 routes into groups by ranges of first letters, each of at most 300 routes', () => {
    const base = '/docs/graphql';
    // 26 letters × 30 routes: 780 objects, as in a schema of 1,500 types.
    const slugs = 'abcdefghijklmnopqrstuvwxyz'.split('').flatMap((letter) => Array.from({length: 30}, (_, i) => `${letter}thing-${i}`));
    const objects: RouteConfig = {
      path: `${base}/objects`,
      component: '@theme/DocRoot',
      routes: [
        {path: `${base}/objects`, component: '@theme/DocItem', exact: true, sidebar: 'objects'},
        ...slugs.map((slug) => ({
          path: `${base}/objects/${slug}`,
          component: '@theme/DocItem',
          exact: true,
          modules: {content: `@site/objects/${slug}.mdx`},
          sidebar: 'objects',
        })),
      ],
    };
    const code = generateRoutesCode([
      {path: base, component: '@theme/DocsRoot', routes: [{path: base, component: '@theme/DocVersionRoot', routes: [objects]}]},
    ]);
    // The kind's group, and inside it one group per range of letters (written first, as they are generated inside it).
    const objectsGroup = code.routeGroups.find((group) => groupModule(group).routes[0]?.routes !== undefined)!;
    const letterGroups = code.routeGroups.filter((group) => group !== objectsGroup);
    const kindRoot = groupModule(objectsGroup).routes[0]!;
    // The kind's own page stays in the kind's group; every other route is behind a letter range's placeholder.
    const placeholders = kindRoot.routes!.filter((route) => route.placeholder);
    assert.deepEqual(
      placeholders.map((route) => route.path),
      [
        `${base}/objects/:letters([abcdefghij][^/]*)`,
        `${base}/objects/:letters([klmnopqrst][^/]*)`,
        `${base}/objects/:letters([uvwxyz][^/]*)`,
      ],
    );
    assert.ok(placeholders.every((route) => route.sidebar === 'objects'));
    assert.deepEqual(
      kindRoot.routes!.filter((route) => !route.placeholder).map((route) => route.path),
      [`${base}/objects`],
    );
    assert.equal(letterGroups.length, 3);
    const letterRoutes = letterGroups.map((group) => groupModule(group).routes);
    assert.deepEqual(
      letterRoutes.map((routes) => routes.length),
      [300, 300, 180],
    );
    assert.deepEqual(
      letterRoutes
        .flat()
        .map((route) => route.path)
        .sort(),
      slugs.map((slug) => `${base}/objects/${slug}`).sort(),
    );
    assert.ok(letterRoutes.every((routes, index) => routes.every((route) => route.component?.group === letterGroups[index]!.name)));
    // Each page's path is matched by its own range's placeholder and no other, as the router matches.
    const {matchPath} = createRequire(path.join(SITE_DIR, 'package.json'))('react-router') as {
      matchPath: (pathname: string, options: {path: string}) => object | null;
    };
    for (const slug of ['athing-0', 'jthing-29', 'kthing-1', 'zthing-7']) {
      const matching = placeholders.filter((route) => matchPath(`${base}/objects/${slug}`, {path: route.path}) !== null);
      assert.equal(matching.length, 1, slug);
      assert.ok(
        letterRoutes[placeholders.indexOf(matching[0]!)]!.some((route) => route.path === `${base}/objects/${slug}`),
        slug,
      );
    }
    assert.equal(placeholders.filter((route) => matchPath(`${base}/objects`, {path: route.path}) !== null).length, 0);
  });
});
