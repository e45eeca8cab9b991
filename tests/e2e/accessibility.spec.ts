import AxeBuilder from '@axe-core/playwright';

import {ROUTES, STORAGE_KEYS} from '../../src/site/constants';
import {expect, gotoHydrated, test} from './fixtures';

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

test.describe('accessibility (axe, WCAG 2.1 A and AA)', () => {
  test.use({expectedConsoleErrors: [/status of 404/]});

  for (const mode of ['light', 'dark'] as const) {
    for (const path of PAGES) {
      test(`no violations on ${path} in ${mode} mode`, async ({page}) => {
        await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.colorMode, mode] as const);
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const axe = new AxeBuilder({page});
        const results = await (mode === 'light' ? axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']) : axe.withRules(COLOUR_RULES)).analyze();
        const summary = results.violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
        expect(summary, `${path} in ${mode} mode`).toEqual([]);
      });
    }
  }
});
