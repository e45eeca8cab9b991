/**
 * The notice a page shows when its scripts never started (plugins/start-failure-notice):
 * in every page's HTML, hidden by its `hidden` attribute, and shown only when the app
 * could not start, never because the style sheet failed.
 */
import type {Page} from '@playwright/test';

import {expect, gotoHydrated, screenshotFaultCase, test, untilIdle} from './fixtures';

const NOTICE = '#start-failure-notice';
const DOCUSAURUS_BANNER = '__docusaurus-base-url-issue-banner-container';

const notice = (page: Page) => page.locator(NOTICE);

test.describe('the notice for a page whose scripts never started', () => {
  test('is in the page, hidden, and Docusaurus’s base-URL banner is not', async ({page, request}) => {
    for (const path of ['/', '/docs/graphql/objects/post']) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toContain(DOCUSAURUS_BANNER);
      expect(html, path).toMatch(/<div id="?start-failure-notice"?[^>]* hidden/);
    }
    await gotoHydrated(page, '/');
    await expect(notice(page)).toBeAttached();
    await expect(notice(page)).toBeHidden();
  });

  test.describe('when the style sheet does not load', () => {
    // The browser logs each aborted request.
    test.use({expectedConsoleErrors: [/Failed to load resource/]});

    test('stays hidden: the scripts started', async ({page}) => {
      await page.route('**/assets/css/**', (route) => route.abort());
      await gotoHydrated(page, '/docs/guide/index');
      await untilIdle(page);
      await expect(notice(page)).toBeHidden();
    });
  });

  test.describe('when no script loads', () => {
    test.use({expectedConsoleErrors: [/Failed to load resource/]});

    test('shows after the page has loaded, in reader words, with a link that reloads the page', async ({page}) => {
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.goto('/docs/guide/index?from=test', {waitUntil: 'load'});
      await expect(notice(page)).toBeVisible();
      await expect(notice(page)).toHaveAttribute('role', 'alert');
      await expect(notice(page)).toContainText(/scripts did not load/);
      await expect(notice(page)).toContainText(/search/);
      await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
      await screenshotFaultCase(page, 'scripts-never-started');

      // With the scripts back, the link reloads the same page, which then starts.
      await page.unroute('**/assets/js/**');
      const reload = notice(page).getByRole('link', {name: /reload/i});
      const [navigation] = await Promise.all([page.waitForEvent('framenavigated'), reload.click()]);
      expect(new URL(navigation.url()).pathname + new URL(navigation.url()).search).toBe('/docs/guide/index?from=test');
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(notice(page)).toBeHidden();
    });
  });
});
