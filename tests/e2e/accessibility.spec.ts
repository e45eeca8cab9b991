import type {Page} from '@playwright/test';

import {ROUTES} from '../../src/site/constants';
import {contrastRatio, relativeLuminance} from '../fixtures/contrast';
import {axe, colorModeSwitch, expect, gotoHydrated, startInColorMode, test, WCAG_TAGS} from './fixtures';

/** Every kind of page the site has: guide, reference overview, category and item pages, React pages, 404. */
const PAGES = [
  ROUTES.home,
  ROUTES.guideIndex,
  ROUTES.schema,
  ROUTES.siteConfig,
  '/no-such-page',
  '/docs/graphql/schema',
  '/docs/graphql/enums',
  '/docs/graphql/queries/get-tokens',
  '/docs/graphql/objects/post',
  '/docs/gql-client/index',
  '/docs/gql-client/getting-started',
  '/docs/gql-client/classes/App',
  '/docs/guide/react-sdk/getting-started',
  '/docs/guide/graphql/authentication/access-token',
  '/docs/guide/tutorial/create-post',
  '/docs/guide/webhooks/post-webhooks',
];

/**
 * The axe rules a colour mode can change: everything else (names, roles,
 * structure, focus order) is the same markup in both modes, checked once in light mode.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * The mode is the one the reader sees: a light or dark page background, and
 * body text on it well above the AA minimum that axe checks (7:1, AAA).
 */
async function expectReadableText(page: Page, path: string, mode: 'light' | 'dark'): Promise<void> {
  const {background, text} = await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    // Infima leaves the light background transparent over the white canvas.
    const painted = [document.body, document.documentElement]
      .map((element) => getComputedStyle(element).backgroundColor)
      .find((color) => color !== 'rgba(0, 0, 0, 0)');
    return {background: painted ?? 'rgb(255, 255, 255)', text: getComputedStyle(main).color};
  });
  expect(relativeLuminance(background) > 0.5, `${path}: the background in ${mode} mode`).toBe(mode === 'light');
  expect(contrastRatio(background, text), `${path}: the text contrast in ${mode} mode`).toBeGreaterThan(7);
}

function violations(results: {violations: {id: string; nodes: {target: unknown[]}[]}[]}): string[] {
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  test.use({expectedConsoleErrors: [/status of 404/]});

  for (const path of PAGES) {
    test(`no violations and readable text on ${path}, in light mode and then, as the reader switches, in dark mode`, async ({page}) => {
      await startInColorMode(page, 'light');
      await gotoHydrated(page, path);
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expectReadableText(page, path, 'light');
      const light = await axe(page).withTags(WCAG_TAGS).analyze();
      expect(violations(light), `${path} in light mode`).toEqual([]);

      await colorModeSwitch(page).click();
      await expect(html).toHaveAttribute('data-theme', 'dark');
      // Links and code fade to their new colours: measure the colours the fades end at, not halfway. Finishing them
      // shows the same end state as waiting them out, without idling for their duration.
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
      });
      await expectReadableText(page, path, 'dark');
      const dark = await axe(page).withRules(COLOUR_RULES).analyze();
      expect(violations(dark), `${path} in dark mode`).toEqual([]);
    });
  }
});
