import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';

import type {RouteConfig} from '@docusaurus/types';

/** The patched core codegen (patches/@docusaurus+core+*.patch). */
interface RouteGroupCode {
  readonly name: string;
  readonly code: string[];
  readonly registry: Record<string, string>;
  readonly routesChunkNames: Record<string, unknown>;
}
interface RoutesCode {
  readonly routesConfig: string;
  readonly registry: Record<string, string>;
  readonly routesChunkNames: Record<string, unknown>;
  readonly routeGroups: RouteGroupCode[];
}
const {generateRoutesCode} = createRequire(import.meta.filename)('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRoutesCode: (routes: RouteConfig[]) => RoutesCode;
};

function docsPlugin(base: string, leafPaths: string[]): RouteConfig {
  const leaves: RouteConfig[] = leafPaths.map((leaf) => ({
    path: leaf,
    component: '@theme/DocItem',
    exact: true,
    modules: {content: `@site/docs${leaf}.mdx`},
    sidebar: 'reference',
  }));
  return {
    path: base,
    component: '@theme/DocsRoot',
    routes: [{path: base, component: '@theme/DocVersionRoot', routes: [{path: base, component: '@theme/DocRoot', routes: leaves}]}],
  };
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
    assert.match(code.routesConfig, /path: '\/docs\/guide\/objects\/item-9'/);
  });

  it('splits a large level into one lazily loaded group per first path segment, with their chunks', () => {
    const code = generateRoutesCode([docsPlugin('/docs/graphql', manyPages('/docs/graphql', 50))]);
    // The main table keeps the level's own page and one placeholder per segment, and no page of a group.
    assert.doesNotMatch(code.routesConfig, /item-/);
    assert.match(code.routesConfig, /path: '\/docs\/graphql',\n\s+component: ComponentCreator\('\/docs\/graphql', '\w+'\),\n\s+exact: true/);
    const placeholders = [...code.routesConfig.matchAll(/routeGroup\('([^']+)', \(\) => import\(\/\* webpackChunkName: "(routes-\w+)" \*\/ '@generated\/route-groups\/\2\.js'\), \{"sidebar":"reference"\}\)/g)];
    assert.deepEqual(placeholders.map((match) => match[1]), ['/docs/graphql/schema', ...kinds.map((kind) => `/docs/graphql/${kind}`)]);
    assert.deepEqual(code.routeGroups.map((group) => group.name), placeholders.map((match) => match[2]));

    const objects = code.routeGroups[1]!;
    assert.equal(objects.code.length, 51);
    assert.equal(Object.keys(objects.routesChunkNames).length, 51);
    for (const route of objects.code) assert.match(route, new RegExp(`ComponentCreator\\('/docs/graphql/objects[^']*', '\\w+', '${objects.name}'\\)`));
    assert.ok(Object.values(objects.registry).includes('@site/docs/docs/graphql/objects/item-7.mdx'));
    // A group's chunks are registered with the group only.
    assert.ok(!Object.values(code.registry).includes('@site/docs/docs/graphql/objects/item-7.mdx'));
    assert.equal(Object.keys(code.routesChunkNames).filter((key) => key.includes('item-')).length, 0);
  });

  it('names groups by their path, so that doubling the pages leaves the main table the same size', () => {
    const once = generateRoutesCode([docsPlugin('/docs/graphql', manyPages('/docs/graphql', 150))]);
    const twice = generateRoutesCode([docsPlugin('/docs/graphql', manyPages('/docs/graphql', 300))]);
    // Only the hashes of the levels above the groups change (they hash their subroutes).
    const withoutHashes = (routesConfig: string) => routesConfig.replace(/ComponentCreator\('([^']+)', '\w+'\)/g, "ComponentCreator('$1')");
    assert.equal(withoutHashes(twice.routesConfig), withoutHashes(once.routesConfig));
    assert.deepEqual(Object.keys(twice.registry), Object.keys(once.registry));
    assert.deepEqual(twice.routeGroups.map((group) => group.name), once.routeGroups.map((group) => group.name));
  });

  it('keeps a DocRoot per kind whole in its group, and does not split a group again', () => {
    const base = '/docs/graphql';
    const kindRoot = (kind: string, count: number): RouteConfig => ({
      path: `${base}/${kind}`,
      component: '@theme/DocRoot',
      props: {sidebar: {name: kind, items: []}},
      routes: Array.from({length: count}, (_, i) => ({path: `${base}/${kind}/item-${i}`, component: '@theme/DocItem', exact: true, modules: {content: `@site/${kind}/${i}.mdx`}, sidebar: kind})),
    });
    const overview: RouteConfig = {path: base, component: '@theme/DocRoot', routes: [{path: `${base}/schema`, component: '@theme/DocItem', exact: true, sidebar: 'overview'}]};
    const code = generateRoutesCode([
      {path: base, component: '@theme/DocsRoot', routes: [{path: base, component: '@theme/DocVersionRoot', routes: [kindRoot('objects', 150), kindRoot('enums', 5), overview]}]},
    ]);
    const placeholders = [...code.routesConfig.matchAll(/routeGroup\('([^']+)'/g)].map((match) => match[1]);
    assert.deepEqual(placeholders, [`${base}/objects`, `${base}/enums`]);
    // The overview's DocRoot and page stay in the main table.
    assert.match(code.routesConfig, new RegExp(`path: '${base}/schema'`));
    const [objects, enums] = code.routeGroups;
    assert.equal(objects!.code.length, 1);
    assert.match(objects!.code[0]!, /^\{\n\s+path: '\/docs\/graphql\/objects',/);
    assert.doesNotMatch(objects!.code[0]!, /routeGroup\(/);
    assert.equal((objects!.code[0]!.match(/item-/g) ?? []).length, 150 * 2);
    assert.equal(Object.keys(enums!.routesChunkNames).length, 6);
  });
});
