import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {ROUTES} from '../../src/site/constants';
import {BUILD_DIR} from '../../node/site/paths';
import {expect, gotoHydrated, isSameDocument, markDocument, scriptsLoadedBy, test} from './fixtures';

/** A page of a reference item: /docs/graphql/objects/post, /docs/global-api/queries/app, … */
const REFERENCE_ITEM_PATH = /\/docs\/(?:graphql|global-api)\/[a-z]+\/[a-z0-9-]+/g;
/** Chunk files; a lazily loaded route group's (see patches/@docusaurus+core+3.10.2+001+route-groups.patch) exports its routes' chunk names. */
const JS_FILES = '**/assets/js/*.js';

/** Fails every route group chunk the page requests from now on. */
async function failRouteGroups(page: Page): Promise<void> {
  await page.route(JS_FILES, async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('routesChunkNames:')) await route.abort('failed');
    else await route.fulfill({response});
  });
}

/** What those scripts hold of the references: item paths, route groups (by path) and reference sidebars (by name). */
async function referenceDataDownloaded(page: Page, address: string): Promise<{paths: Set<string>; groups: string[]; sidebars: string[]}> {
  const bodies = await scriptsLoadedBy(page, address);
  return {
    paths: new Set(bodies.flatMap((body) => body.match(REFERENCE_ITEM_PATH) ?? [])),
    // A group module exports its chunk names; the first path it names is its own.
    groups: bodies.filter((body) => body.includes('routesChunkNames:')).map((body) => /"(\/docs\/[^"]+)"/.exec(body)?.[1] ?? '?'),
    sidebars: bodies.flatMap((body) => /"sidebar":\{"name":"([^"]+)"/.exec(body)?.slice(1) ?? []),
  };
}

test.describe('route data', () => {
  test('main.js holds no route of a reference page, however many there are', async () => {
    const jsDir = path.join(BUILD_DIR, 'assets', 'js');
    const main = (await readdir(jsDir)).filter((file) => /^main\.[\w]+\.js$/.test(file));
    expect(main).toHaveLength(1);
    const source = await readFile(path.join(jsDir, main[0]!), 'utf8');
    // A route is `path:"…"` in the route table and `"…-<hash>":` in the chunk names.
    const routes = [...source.matchAll(/path:"([^"]+)"|"([^"]+)-[0-9a-f]{3}":/g)].map((match) => match[1] ?? match[2]!);
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.filter((route) => new RegExp(`^${REFERENCE_ITEM_PATH.source}$`).test(route))).toEqual([]);
    // Only the site config names a few (the redirects of old routes).
    expect(new Set(source.match(REFERENCE_ITEM_PATH)).size).toBeLessThan(10);
  });

  test('every page loads one style sheet, and its JavaScript starts from five initial files (plugins/split-initial-js)', async ({
    request,
  }) => {
    for (const address of [ROUTES.home, ROUTES.guideIndex, '/docs/graphql/objects/post']) {
      const html = await (await request.get(address)).text();
      expect(html.match(/<link[^>]+rel=["']?stylesheet[^>]*>/g), address).toHaveLength(1);
      const named = [...html.matchAll(/assets\/js\/([a-z~-]+)\.[0-9a-f]+\.js/g)].map((match) => match[1]);
      expect(new Set(named), address).toEqual(new Set(['runtime~main', 'react-dom', 'docusaurus', 'vendor', 'main']));
    }
  });

  test('the runtime every page runs first names no chunk of a page, however many there are', async ({request}) => {
    const jsDir = path.join(BUILD_DIR, 'assets', 'js');
    const runtime = (await readdir(jsDir)).filter((file) => /^runtime~main\.[\w]+\.js$/.test(file));
    expect(runtime).toHaveLength(1);
    const source = await readFile(path.join(jsDir, runtime[0]!), 'utf8');
    const html = await (await request.get('/docs/graphql/objects/post')).text();
    const pageChunkIds = [...html.matchAll(/assets\/js\/(\d+)\.[0-9a-f]+\.js/g)].map((match) => match[1]!);
    expect(pageChunkIds.length).toBeGreaterThan(3);
    // A chunk map would hold `<id>:"<hash or name>"` for each of them.
    expect(pageChunkIds.filter((id) => new RegExp(`[{,]${id}:"`).test(source))).toEqual([]);
  });

  test('a guide page downloads neither the route data nor the sidebar of the references', async ({page}) => {
    const guide = await referenceDataDownloaded(page, ROUTES.guideIndex);
    expect(guide.groups).toEqual([]);
    expect(guide.sidebars).toEqual([]);
    // The reference has over a thousand item pages; a guide page may link to some of them, never to most.
    expect(guide.paths.size).toBeLessThan(50);
  });

  test("no page runs a list of the docs' pages or of old addresses, and a guide page loads no reference component", async ({page}) => {
    const jsDir = path.join(BUILD_DIR, 'assets', 'js');
    const main = (await readdir(jsDir)).filter((file) => /^main\.[\w]+\.js$/.test(file));
    const source = await readFile(path.join(jsDir, main[0]!), 'utf8');
    // The docs plugins' global data keeps one page per instance, its main page (plugins/slim-docs, reference-docs).
    const listedPages = source.match(/\{\\?"id\\?":\\?"[^"\\]+\\?",\\?"path\\?":/g) ?? [];
    expect(listedPages.length).toBeGreaterThan(0);
    expect(listedPages.length).toBeLessThanOrEqual(4);
    // The redirects are read from files (plugins/redirect-files), not written into the site config.
    expect(source).not.toMatch(/\bfrom:"\/docs\//);

    const bodies = await scriptsLoadedBy(page, '/docs/guide/webhooks/getting-started');
    // Text of the GraphQL reference's components (plugins/reference-docs/theme/GraphqlReference).
    expect(bodies.filter((body) => body.includes('Last seen in'))).toEqual([]);
    // Another page's description: the version's page map (titles and descriptions) is not sent.
    expect(bodies.filter((body) => body.includes('What partners can build on the Tribe community platform'))).toEqual([]);
    expect(bodies.some((body) => body.includes('Receive webhooks from Tribe'))).toBe(true);
  });

  test('a reference page downloads the routes and the sidebar of its own kind only', async ({page}) => {
    const reference = await referenceDataDownloaded(page, '/docs/graphql/enums/member-status');
    expect(reference.groups).toEqual(['/docs/graphql/enums']);
    expect(reference.sidebars).toEqual(['enums']);
    expect([...reference.paths].filter((item) => item.startsWith('/docs/graphql/objects/')).length).toBeLessThan(50);
  });

  test('a link from the guide into the reference opens the page without a reload, sidebar and all', async ({page}) => {
    await gotoHydrated(page, '/docs/guide/graphql/mutation');
    await markDocument(page);
    await page.locator('article').getByRole('link', {name: 'createSpace', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/graphql\/mutations\/create-space$/);
    await expect(page.getByRole('heading', {level: 1, name: 'createSpace'})).toBeVisible();
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'createSpace', exact: true})).toHaveAttribute('aria-current', 'page');
    expect(await isSameDocument(page)).toBe(true);
  });

  test.describe('when a group of routes fails to load', () => {
    test.use({expectedConsoleErrors: [/net::ERR_FAILED|Failed to load resource/]});

    test('the reader keeps the page and its address, and Retry opens the next page once the network is back', async ({page}) => {
      await gotoHydrated(page, ROUTES.schema);
      await markDocument(page);
      const heading = await page.locator('h1').first().textContent();
      await failRouteGroups(page);
      await page.locator('article').getByRole('link', {name: 'Enums', exact: true}).click();

      const notice = page.getByRole('alert').filter({hasText: 'That page could not be loaded'});
      await expect(notice).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.schema}$`));
      await expect(page.locator('h1').first()).toHaveText(heading ?? '');
      await expect(page.locator('nav.navbar')).toBeVisible();

      await page.unroute(JS_FILES);
      await notice.getByRole('button', {name: 'Retry'}).click();
      await expect(page.getByRole('heading', {level: 1, name: 'Enums'})).toBeVisible();
      await expect(page).toHaveURL(/\/docs\/graphql\/enums$/);
      await expect(notice).toHaveCount(0);
      expect(await isSameDocument(page)).toBe(true);
    });
  });

  test.describe('an unknown page', () => {
    test.use({expectedConsoleErrors: [/status of 404/]});

    test('inside a group is the 404 page', async ({page}) => {
      const response = await page.goto('/docs/graphql/objects/no-such-object');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    });
  });
});
