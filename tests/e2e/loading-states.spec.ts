import type {Page, Route} from '@playwright/test';

import {PROGRESS_BAR_DELAY_MS, ROUTES} from '../../src/site/constants';
import {emulateConnection, expect, gotoHydrated, isSameDocument, JS_CHUNKS, markDocument, screenshotFaultCase, test} from './fixtures';

/** Set to true by the page as soon as nprogress inserts its bar. */
async function watchForProgressBar(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = (): void => {
      if (document.getElementById('nprogress')) {
        (window as unknown as {progressBarShown: boolean}).progressBarShown = true;
      }
    };
    new MutationObserver(record).observe(document, {childList: true, subtree: true});
  });
}

async function delayChunks(page: Page, delayMs: number): Promise<void> {
  await page.route(JS_CHUNKS, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await route.continue();
  });
}

const CLOCK_START = Date.UTC(2026, 0, 1);

/**
 * Holds every chunk request until `release()`; `requested()` resolves once
 * the first one has arrived, that is once the navigation is pending.
 */
async function holdChunks(page: Page): Promise<{requested: () => Promise<void>; release: () => void}> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(JS_CHUNKS, async (route: Route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return {
    requested: () => expect.poll(() => held, {message: 'the navigation requested no chunk'}).toBeGreaterThan(0),
    release,
  };
}

async function openGuideFromNavbar(page: Page): Promise<void> {
  await page.locator('nav.navbar').getByRole('link', {name: 'Developers Guide'}).click();
}

test.describe('loading states', () => {
  test.beforeEach(async ({page}) => {
    // No prefetching: every chunk of the next page is requested on navigation.
    await emulateConnection(page, {effectiveType: '4g', saveData: true});
  });

  test.describe('failed navigation', () => {
    test.use({expectedConsoleErrors: [/net::ERR_|Failed to load resource|status of 500/]});

    /** The page the reader was on; its links lead to pages whose chunks are not loaded yet. */
    const READING = '/docs/graphql/objects/post';

    /** The reader is still on the Post page, whole: navbar, heading, title, address, same document. */
    async function expectStillReading(page: Page): Promise<void> {
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.getByRole('heading', {level: 1, name: 'Post'})).toBeVisible();
      await expect(page).toHaveTitle('Post | Tribe Partners');
      await expect(page).toHaveURL(new RegExp(`${READING}$`));
      await expect(page.getByTestId('page-load-error')).toHaveCount(0);
      expect(await isSameDocument(page)).toBe(true);
    }

    test('offline, the reader keeps the page, navbar and address, and Retry opens the page once the network is back', async ({page}) => {
      await gotoHydrated(page, READING);
      await markDocument(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });

      await page.context().setOffline(true);
      await page.locator('article a[href="/docs/graphql/scalars/string"]').first().click();
      const notice = page.getByRole('alert').filter({hasText: 'That page could not be loaded'});
      await expect(notice).toBeVisible();
      await expectStillReading(page);
      // Reader words only: no chunk id, no file address.
      await expect(notice).not.toContainText(/chunk|\/assets\/|\.js\b|\d{3,}/i);
      expect(warnings.some((text) => /chunk|loading/i.test(text))).toBe(true);

      // A second failure, from the navbar, leaves the reader where they were too.
      await openGuideFromNavbar(page);
      await expect(notice).toBeVisible();
      await expectStillReading(page);
      await screenshotFaultCase(page, 'navigation-offline');

      // The network comes back, slowly enough for the progress bar to show.
      await page.context().setOffline(false);
      await delayChunks(page, 700);
      await notice.getByRole('button', {name: 'Retry'}).click();
      await expect(page.getByRole('heading', {level: 1, name: 'Developers Guide'})).toBeVisible({timeout: 15_000});
      await expect(page).toHaveURL(new RegExp(`${ROUTES.guideIndex}$`));
      await expect(page).toHaveTitle(/^Developers Guide \| Tribe Partners$/);
      await expect(notice).toHaveCount(0);
      expect(await isSameDocument(page)).toBe(true);
    });

    test("when the server fails the page's scripts (500), the reader keeps the page and can retry; a later navigation takes the notice away", async ({
      page,
    }) => {
      await gotoHydrated(page, READING);
      await markDocument(page);
      await page.route(JS_CHUNKS, (route) => route.fulfill({status: 500, contentType: 'text/plain', body: 'Internal Server Error'}));
      await openGuideFromNavbar(page);
      const notice = page.getByRole('alert').filter({hasText: 'That page could not be loaded'});
      await expect(notice).toBeVisible();
      await expectStillReading(page);
      await screenshotFaultCase(page, 'navigation-server-error');

      // Still failing: Retry fails again, and says so again.
      await notice.getByRole('button', {name: 'Retry'}).click();
      await expect(notice).toBeVisible();
      await expectStillReading(page);

      // The server recovers, and the reader goes elsewhere: that page opens, and the notice, about another one, goes.
      await page.unroute(JS_CHUNKS);
      await page.locator('nav.navbar a.navbar__brand').click();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.home}$`));
      await expect(notice).toHaveCount(0);
    });
  });

  test.describe('top progress bar', () => {
    // The page's clock is paused while a navigation is pending, so "within
    // 1000 ms" is the page's own time, not the machine's: the tests hold
    // at the same point on a fast laptop and on a busy CI machine.
    test.beforeEach(async ({page}) => {
      await page.clock.install({time: CLOCK_START});
      await watchForProgressBar(page);
      await gotoHydrated(page, ROUTES.home);
      await page.clock.pauseAt(CLOCK_START + 60_000);
    });

    test(`does not appear when the next page loads within ${PROGRESS_BAR_DELAY_MS} ms`, async ({page}) => {
      const chunks = await holdChunks(page);
      await openGuideFromNavbar(page);
      await chunks.requested();
      await page.clock.runFor(PROGRESS_BAR_DELAY_MS - 1);
      chunks.release();
      await expect(page.getByRole('heading', {level: 1, name: 'Developers Guide'})).toBeVisible();
      // Well past the delay: a bar scheduled and never cancelled would show now.
      await page.clock.runFor(PROGRESS_BAR_DELAY_MS * 3);
      expect(await page.evaluate(() => (window as unknown as {progressBarShown?: boolean}).progressBarShown ?? false)).toBe(false);
    });

    test(`appears when the next page takes longer than ${PROGRESS_BAR_DELAY_MS} ms, and goes once it has rendered`, async ({page}) => {
      const chunks = await holdChunks(page);
      await openGuideFromNavbar(page);
      await chunks.requested();
      await page.clock.runFor(PROGRESS_BAR_DELAY_MS - 1);
      await expect(page.locator('#nprogress')).toHaveCount(0);
      await page.clock.runFor(1);
      await expect(page.locator('#nprogress')).toHaveCount(1);
      chunks.release();
      await expect(page.getByRole('heading', {level: 1, name: 'Developers Guide'})).toBeVisible();
      // nprogress fades the bar out on timers of its own.
      await page.clock.runFor(2_000);
      await expect(page.locator('#nprogress')).toHaveCount(0);
    });
  });
});
