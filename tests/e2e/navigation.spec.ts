import {readFile} from 'node:fs/promises';
import path from 'node:path';

import type {Page} from '@playwright/test';

import {ROUTES, STORAGE_KEYS} from '../../src/site/constants';
import {BUILD_DIR} from '../../node/site/paths';
import {emulateConnection, expect, gotoHydrated, recordLoadingAhead, test, untilIdle, waitForHydration} from './fixtures';

test.describe('navigation', () => {
  test.use({viewport: {width: 1100, height: 500}});

  test('a link with a hash scrolls to its anchor', async ({page}) => {
    await gotoHydrated(page, ROUTES.schema);
    await page.getByRole('link', {name: 'overview of the guide'}).click();
    await expect(page).toHaveURL(/\/docs\/guide\/index#how-the-pieces-fit-together$/);
    const heading = page.getByRole('heading', {level: 2, name: 'How the pieces fit together'});
    await expect(heading).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  });

  test('a link without a hash opens the next page at the top', async ({page}) => {
    await gotoHydrated(page, ROUTES.guideIndex);
    const link = page.locator('article').getByRole('link', {name: 'GraphQL API reference'});
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.schema}$`));
    await expect(page.getByRole('heading', {level: 1, name: 'GraphQL API'})).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a trailing /index.html is stripped from the address, its query and hash kept', async ({page, baseURL}) => {
    for (const [address, stripped, heading] of [
      ['/docs/schema/index.html', '/docs/schema', 'GraphQL API'],
      ['/docs/guide/index/index.html?from=mail#before-you-start', '/docs/guide/index?from=mail#before-you-start', 'Developers Guide'],
      ['/index.html', '/', 'Tribe Partners'],
    ] as const) {
      await test.step(address, async () => {
        await gotoHydrated(page, address);
        expect(page.url()).toBe(`${baseURL}${stripped}`);
        await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
        await expect(page.getByRole('heading', {name: 'Page Not Found'})).toHaveCount(0);
      });
    }
  });

  test('the preferred docs version is kept in localStorage, and a stale one is dropped', async ({page}) => {
    const key = STORAGE_KEYS.docsPreferredVersion;
    await page.addInitScript((storageKey) => {
      if (sessionStorage.getItem('seeded') === null) {
        localStorage.setItem(storageKey, 'current');
        sessionStorage.setItem('seeded', 'yes');
      }
    }, key);
    await gotoHydrated(page, ROUTES.guideIndex);
    await page.reload();
    await waitForHydration(page);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe('current');

    await page.evaluate((k) => localStorage.setItem(k, 'v0-removed'), key);
    await page.reload();
    await waitForHydration(page);
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    // Plain keys: nothing namespaced by a site hash.
    const keys = await page.evaluate(() => Object.keys(localStorage));
    expect(keys.filter((k) => /^(theme|docs-preferred-version)-/.test(k) && k !== key)).toEqual([]);
  });
});

/** The page's window once the hook below is installed. */
interface WithCommittedHeadings {
  committedHeadings: (string | null)[];
}

test.describe('a click renders the next page once, when it is ready', () => {
  // React DevTools' hook, which React calls on every commit: each commit records the heading it left on screen.
  test.beforeEach(async ({page}) => {
    await page.addInitScript(() => {
      const headings: (string | null)[] = [];
      Object.assign(window, {
        committedHeadings: headings,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          isDisabled: false,
          supportsFiber: true,
          renderers: new Map(),
          inject: () => 1,
          checkDCE: () => undefined,
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          onCommitFiberRoot: () => headings.push(document.querySelector('article h1')?.textContent ?? null),
        },
      });
    });
  });

  for (const {from, to, heading} of [
    {from: '/docs/graphql/objects/post', to: '/docs/graphql/objects/space', heading: 'Space'},
    {from: '/docs/graphql/mutations/create-post', to: '/docs/graphql/objects/post', heading: 'Post'},
    {from: '/docs/guide/graphql/making-queries', to: '/docs/guide/graphql/mutation', heading: 'Change data with mutations'},
  ]) {
    test(`from ${from}, React's first commit after the click is the next page, not the old one again`, async ({page}) => {
      await gotoHydrated(page, from);
      await untilIdle(page);
      expect(await page.evaluate(() => (window as unknown as WithCommittedHeadings).committedHeadings.length)).toBeGreaterThan(0);
      await page.evaluate((target) => {
        (window as unknown as WithCommittedHeadings).committedHeadings.length = 0;
        document.querySelector<HTMLElement>(`main a[href="${target}"]:not(.menu__link)`)?.click();
      }, to);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(heading);
      const commits = await page.evaluate(() => (window as unknown as WithCommittedHeadings).committedHeadings);
      expect(commits[0]).toBe(heading);
    });
  }
});

test.describe('loading a linked page ahead', () => {
  /** Scripts the page requests from now on. */
  function recordScriptRequests(page: Page): string[] {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || /\.js$/.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    return requested;
  }

  const guideLink = (page: Page) => page.locator('nav.navbar').getByRole('link', {name: 'Developers Guide'});

  test('does not happen for links that are merely in view', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    await gotoHydrated(page, ROUTES.home);
    const loadAheadCalls = await recordLoadingAhead(page);
    const requested = recordScriptRequests(page);
    await untilIdle(page);
    expect(await loadAheadCalls()).toEqual([]);
    expect(requested).toEqual([]);
    await expect(page.locator('link[rel="prefetch"]')).toHaveCount(0);
  });

  test('happens when the reader hovers a link on a fast connection, and the page then opens without another request', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    await gotoHydrated(page, ROUTES.home);
    const loadAheadCalls = await recordLoadingAhead(page);
    const requested = recordScriptRequests(page);
    await guideLink(page).hover();
    await expect.poll(loadAheadCalls).toEqual([{path: ROUTES.guideIndex, loading: true}]);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    // The loaded page's scripts have all run once the browser is idle again.
    await untilIdle(page);
    requested.length = 0;
    await guideLink(page).click();
    await expect(page.getByRole('heading', {level: 1, name: 'Developers Guide'})).toBeVisible();
    expect(requested).toEqual([]);
  });

  // No hover first: a keyboard's Enter, or a click faster than the pointer. The request must not wait for
  // React to render its way to the pending navigation.
  for (const {from, to, kind} of [
    {from: '/docs/graphql/objects/post', to: '/docs/graphql/objects/space', kind: 'a link in a static list'},
    {from: '/docs/guide/graphql/making-queries', to: '/docs/guide/graphql/mutation', kind: 'a link in the text'},
  ]) {
    test(`a click on ${kind} requests the page's scripts before the click's handlers return`, async ({page}) => {
      await emulateConnection(page, {effectiveType: '4g', saveData: false});
      await gotoHydrated(page, from);
      await untilIdle(page);
      const added = await page.evaluate((target) => {
        const link = document.querySelector<HTMLElement>(`main a[href="${target}"]:not(.menu__link)`);
        if (link === null) throw new Error(`no link to ${target}`);
        const before = document.querySelectorAll('script[src]').length;
        link.click();
        return document.querySelectorAll('script[src]').length - before;
      }, to);
      expect(added).toBeGreaterThan(0);
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }

  for (const connection of [
    {effectiveType: 'slow-2g', saveData: false},
    {effectiveType: '2g', saveData: false},
    {effectiveType: '4g', saveData: true},
  ]) {
    test(`is skipped on ${connection.effectiveType}${connection.saveData ? ' with data saver' : ''}`, async ({page}) => {
      await emulateConnection(page, connection);
      await gotoHydrated(page, ROUTES.home);
      const loadAheadCalls = await recordLoadingAhead(page);
      const requested = recordScriptRequests(page);
      await guideLink(page).hover();
      // The link asked, and the site declined at once: nothing was scheduled to load.
      await expect.poll(loadAheadCalls).toEqual([{path: ROUTES.guideIndex, loading: false}]);
      expect(requested).toEqual([]);
      // Navigation still works: the page loads when it is opened.
      await guideLink(page).click();
      await expect(page.getByRole('heading', {level: 1, name: 'Developers Guide'})).toBeVisible();
    });
  }
});

test.describe('a wrong base URL', () => {
  test.use({expectedConsoleErrors: [/status of 404/]});

  test("shows the site's notice that the page's scripts did not load (Docusaurus's base-URL banner is off)", async ({page, baseURL}) => {
    // Deploy the build under /wrong-base/ while it was built for "/": the page
    // arrives, but every asset it asks for at /assets/ is missing.
    const homeHtml = await readFile(path.join(BUILD_DIR, 'index.html'), 'utf8');
    await page.route('**/assets/**', (route) => route.fulfill({status: 404, body: 'Not found'}));
    await page.route(`${baseURL}/wrong-base/`, (route) => route.fulfill({status: 200, contentType: 'text/html', body: homeHtml}));
    await page.goto('/wrong-base/');
    const notice = page.locator('#start-failure-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("This page's scripts did not load");
    await expect(page.locator('#__docusaurus-base-url-issue-banner')).toHaveCount(0);
  });
});
