import type {Page, Route} from '@playwright/test';

import {PROGRESS_BAR_DELAY_MS, ROUTES} from '../../src/site/constants';
import {JS_CHUNKS, emulateConnection, expect, gotoHydrated, test} from './fixtures';

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

async function openGuideFromNavbar(page: Page): Promise<void> {
  await page.locator('nav.navbar').getByRole('link', {name: 'Developers Guide'}).click();
}

test.describe('loading states', () => {
  test.beforeEach(async ({page}) => {
    // No prefetching: every chunk of the next page is requested on navigation.
    await emulateConnection(page, {effectiveType: '4g', saveData: true});
  });

  test.describe('failed navigation', () => {
    test.use({expectedConsoleErrors: [/net::ERR_FAILED|Failed to load resource/]});

    test('is only a console warning, then the route shows its error with Retry; Retry loads it once the network is back', async ({
      page,
    }) => {
      await gotoHydrated(page, ROUTES.home);
      await page.evaluate(() => {
        (window as unknown as {sameDocument: boolean}).sameDocument = true;
      });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });

      await page.route(JS_CHUNKS, (route) => route.abort('failed'));
      await openGuideFromNavbar(page);

      const error = page.getByTestId('page-load-error');
      await expect(error).toBeVisible();
      await expect(error).toHaveAttribute('role', 'alert');
      await expect(error.getByRole('button', {name: 'Retry'})).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.guideIndex}$`));
      expect(warnings.some((text) => /chunk|loading/i.test(text))).toBe(true);
      // No reload happened: the page is still the same document.
      expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);

      // The network comes back, slowly enough for the spinner to show.
      await page.unroute(JS_CHUNKS);
      await delayChunks(page, 700);
      await error.getByRole('button', {name: 'Retry'}).click();
      const spinner = page.getByTestId('page-loading');
      await expect(spinner).toBeVisible();
      await expect(spinner).toHaveAttribute('role', 'status');

      await expect(page.getByRole('heading', {level: 1, name: 'Developers Guide'})).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByTestId('page-load-error')).toHaveCount(0);
      await expect(page.getByTestId('page-loading')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
    });
  });

  test.describe('top progress bar', () => {
    test.describe.configure({mode: 'serial'});

    test(`does not appear when the next page loads within ${PROGRESS_BAR_DELAY_MS} ms`, async ({
      page,
    }) => {
      await watchForProgressBar(page);
      await gotoHydrated(page, ROUTES.home);
      // Well under the delay: a slow CI machine adds its own time to every step of the navigation.
      await delayChunks(page, 150);
      await openGuideFromNavbar(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Developers Guide'})).toBeVisible();
      await page.waitForTimeout(PROGRESS_BAR_DELAY_MS);
      expect(await page.evaluate(() => (window as unknown as {progressBarShown?: boolean}).progressBarShown ?? false)).toBe(false);
    });

    test(`appears when the next page takes longer than ${PROGRESS_BAR_DELAY_MS} ms`, async ({
      page,
    }) => {
      await watchForProgressBar(page);
      await gotoHydrated(page, ROUTES.home);
      await delayChunks(page, 1500);
      await openGuideFromNavbar(page);
      await expect(page.getByRole('heading', {level: 1, name: 'Developers Guide'})).toBeVisible();
      // The page observer recorded the bar while the route was loading.
      expect(await page.evaluate(() => (window as unknown as {progressBarShown?: boolean}).progressBarShown)).toBe(true);
      // It is gone once the route has rendered.
      await expect(page.locator('#nprogress')).toHaveCount(0);
    });
  });
});
