import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import {test as base, expect, type Locator, type Page} from '@playwright/test';

import {STORAGE_KEYS} from '../../src/site/constants';

export interface SiteFixtures {
  /** Console errors a test provokes on purpose, such as a failed chunk request. */
  expectedConsoleErrors: RegExp[];
}

/**
 * Every test that opens a page fails on an unexpected console error or
 * uncaught exception: a page that looks right but logs an error is still
 * broken. The check wraps `page` rather than running for every test, so a
 * test that only sends requests opens no browser context and page (~0.4 s of CPU each).
 */
export const test = base.extend<SiteFixtures>({
  expectedConsoleErrors: [[], {option: true}],
  page: async ({page, expectedConsoleErrors}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(page);
    const unexpected = errors.filter((text) => !expectedConsoleErrors.some((pattern) => pattern.test(text)));
    expect(unexpected, 'unexpected console errors').toEqual([]);
  },
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

/** The navbar's colour-mode switch, whichever mode it shows. */
export const colorModeSwitch = (page: Page): Locator =>
  page.locator('nav.navbar').getByRole('button', {name: /dark mode|light mode|system mode/i});

/** Opens every page of the test in `mode`, as for a reader who chose it on an earlier visit. */
export async function startInColorMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.colorMode, mode] as const);
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
export async function emulateConnection(page: Page, connection: {effectiveType: string; saveData: boolean}): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {value, configurable: true});
  }, connection);
}

/**
 * Resolves once the browser has painted twice and then had an idle moment:
 * by then, work that a page schedules on load (observer callbacks, effects,
 * scroll handlers) has run. Waiting for this proves "nothing else happened"
 * without guessing a number of milliseconds.
 */
export async function untilIdle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), {timeout: 5_000})));
      }),
  );
}

/** The addresses of the resources the page has loaded so far, by the browser's own record (Resource Timing). */
export async function loadedResources(page: Page, pattern: RegExp): Promise<string[]> {
  const names = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return names.filter((name) => pattern.test(new URL(name).pathname));
}

/**
 * The bodies of every script the page loaded while it opened. Hydration
 * needs all of the page's chunks, and the site loads no script after it
 * unless the reader hovers a link, so the record is complete once the page
 * has hydrated.
 */
export async function scriptsLoadedBy(page: Page, path: string): Promise<string[]> {
  await gotoHydrated(page, path);
  await untilIdle(page);
  const scripts = await loadedResources(page, /\.js$/);
  return Promise.all(scripts.map(async (url) => (await page.request.get(url)).text()));
}

export interface LoadAheadCall {
  readonly path: string;
  /** False when the site decided not to load ahead (a slow connection, a page already loaded). */
  readonly loading: boolean;
}

/**
 * Records each time a link asks Docusaurus to load its page ahead
 * (`window.docusaurus.preload`, or `prefetch` from a server-rendered list),
 * and whether a load started. Docusaurus freezes that object, so the
 * recorder stands in for it.
 */
export async function recordLoadingAhead(page: Page): Promise<() => Promise<LoadAheadCall[]>> {
  await page.evaluate(() => {
    type Loader = (path: string) => unknown;
    const site = window as unknown as {docusaurus: {preload: Loader; prefetch: Loader}; loadAheadCalls: {path: string; loading: boolean}[]};
    const original = site.docusaurus;
    const recorded =
      (load: Loader): Loader =>
      (path) => {
        const result = load(path);
        site.loadAheadCalls.push({path, loading: result !== false});
        return result;
      };
    site.loadAheadCalls = [];
    site.docusaurus = Object.freeze({...original, preload: recorded(original.preload), prefetch: recorded(original.prefetch)});
  });
  return () => page.evaluate(() => (window as unknown as {loadAheadCalls: LoadAheadCall[]}).loadAheadCalls);
}

/**
 * Asks the site under test for every path with HEAD, eight at a time, with
 * Node's own fetch, and expects each to be served. For walks over a thousand
 * pages: Playwright's request API costs some 8 ms per request.
 */
export async function expectEachServed(baseURL: string, paths: readonly string[]): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < paths.length) {
      const path = paths[next++]!;
      const response = await fetch(new URL(path, baseURL), {method: 'HEAD'});
      expect(response.status, path).toBe(200);
    }
  };
  await Promise.all(Array.from({length: Math.min(8, paths.length)}, worker));
}

/** The conformance the site claims: WCAG 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe for the page. Legacy mode runs axe.run inside the page. The default
 * collects partial results from every frame and finishes them in a second,
 * blank page: that is for cross-origin frames, which the site has none of,
 * and it took a large page's check from ~1.5 s to ~2.6 s.
 *
 * Tests read only the violations, which axe reports in full either way;
 * `resultTypes` spares it describing each of the ~1,200 elements that pass
 * on a large page, about a quarter of a full check's time.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode().options({resultTypes: ['violations']});
}

/**
 * What a reader sees in a fault case (a failed navigation, a redeploy, a portal that does not answer, a page whose
 * scripts never started), kept where the closing notes and reviewers can look: test-results/fault-cases/<name>.png.
 * The path is printed, so the list reporter shows it beside the test.
 */
export async function screenshotFaultCase(page: Page, name: string): Promise<string> {
  const file = path.join('test-results', 'fault-cases', `${name}.png`);
  await page.screenshot({path: file});
  console.log(`fault case "${name}": ${file}`);
  return file;
}
