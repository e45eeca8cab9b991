import {test as base, expect, type Page} from '@playwright/test';

export interface SiteFixtures {
  /** Console errors a test provokes on purpose, such as a failed chunk request. */
  expectedConsoleErrors: RegExp[];
  consoleErrors: string[];
}

/**
 * Every test fails on an unexpected console error or uncaught exception: a
 * page that looks right but logs an error is still broken.
 */
export const test = base.extend<SiteFixtures>({
  expectedConsoleErrors: [[], {option: true}],
  consoleErrors: [
    async ({page, expectedConsoleErrors}, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter(
        (text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)),
      );
      expect(unexpected, 'unexpected console errors').toEqual([]);
    },
    {auto: true},
  ],
});

export {expect};

/** Docusaurus marks <html> once React has hydrated the server-rendered page. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
}

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Marks the document; the mark survives a client-side navigation, not a reload. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as {sameDocument: boolean}).sameDocument = true;
  });
}

/** Whether the document `markDocument` marked is still the page's: no reload happened since. */
export const isSameDocument = (page: Page): Promise<boolean> =>
  page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument === true);

/** All JavaScript chunks of the build live here. */
export const JS_CHUNKS = '**/assets/js/*.js';

/**
 * Pretends the visitor has data saver on, so Docusaurus does not prefetch
 * linked pages: tests that intercept chunk requests then see every request.
 */
export async function emulateConnection(
  page: Page,
  connection: {effectiveType: string; saveData: boolean},
): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {value, configurable: true});
  }, connection);
}
