import type {Page} from '@playwright/test';

import {darkCodeTheme, lightCodeTheme} from '../../plugins/code-highlighting/code-themes';
import {tokenClassName} from '../../plugins/code-highlighting/token-classes';
import {colorModeSwitch, expect, gotoHydrated, startInColorMode, test} from './fixtures';

/** A guide page with TypeScript, JSON and bash blocks, blank lines included. */
const GUIDE_PAGE = '/docs/guide/webhooks/getting-started';
/** A type whose definition (under 40 lines) is on the page itself; a longer one loads when opened. */
const REFERENCE_PAGE = '/docs/graphql/objects/post-type';

function colorOf(theme: typeof lightCodeTheme, type: string): string {
  const entry = theme.styles.find((style) => style.types.includes(type));
  if (entry?.style.color === undefined) throw new Error(`the theme has no colour for ${type}`);
  return entry.style.color;
}

/** A CSS colour as the browser computes it (rgb()). */
async function computed(page: Page, color: string): Promise<string> {
  return page.evaluate((value) => {
    const probe = document.createElement('span');
    probe.style.color = value;
    document.body.append(probe);
    const result = getComputedStyle(probe).color;
    probe.remove();
    return result;
  }, color);
}

const tokens = (type: string) => `.${tokenClassName(type) ?? type}`;
const firstKeyword = (page: Page) => page.locator(`article pre code ${tokens('keyword')}`).first();

test.describe('code blocks', () => {
  test.describe('without JavaScript', () => {
    test.use({javaScriptEnabled: false});

    test('arrive highlighted in the HTML: guide and reference alike', async ({page}) => {
      await page.goto(GUIDE_PAGE);
      await expect(firstKeyword(page)).toBeVisible();
      await expect(page.locator(`article pre.language-ts code ${tokens('string')}`).first()).toBeVisible();
      await page.goto(REFERENCE_PAGE);
      await expect(page.locator('article pre.language-graphql code').first()).toContainText('type PostType {');
      await expect(firstKeyword(page)).toHaveText('type');
    });
  });

  // One load of a guide page for what its code blocks do; each step names the part that failed.
  test('a guide page keeps the code the server highlighted, Copy copies it exactly, and its colours follow the colour mode', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as {serverCode?: Element | null}).serverCode = document.querySelector('article pre code');
      });
    });
    await gotoHydrated(page, GUIDE_PAGE);

    await test.step('no highlighter is loaded: hydration keeps the code the server sent', async () => {
      expect(await page.evaluate(() => 'Prism' in window)).toBe(false);
      // The same element, not a copy rendered again after hydration.
      expect(
        await page.evaluate(
          () => (window as unknown as {serverCode?: Element | null}).serverCode === document.querySelector('article pre code'),
        ),
      ).toBe(true);
    });

    await test.step('Copy puts the exact code on the clipboard, blank lines included', async () => {
      const block = page
        .locator('article .theme-code-block')
        .filter({has: page.locator('pre.language-ts')})
        .first();
      const text = await block.locator('pre code').evaluate((element) => element.textContent ?? '');
      expect(text).toMatch(/\n\n/);
      await block.hover();
      await page.evaluate(() => navigator.clipboard.writeText(''));
      await block.getByRole('button', {name: 'Copy code to clipboard'}).click();
      // Not the button's "Copied" label: it lasts one second, too short to see on a busy machine.
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    });

    await test.step('token colours follow the colour mode, and change with it', async () => {
      const keyword = firstKeyword(page);
      const colour = () => keyword.evaluate((element) => getComputedStyle(element).color);
      const background = () =>
        page
          .locator('article pre')
          .first()
          .evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(await colour()).toBe(await computed(page, colorOf(lightCodeTheme, 'keyword')));
      expect(await background()).toBe(await computed(page, lightCodeTheme.plain.backgroundColor!));

      await colorModeSwitch(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await colour()).toBe(await computed(page, colorOf(darkCodeTheme, 'keyword')));
      expect(await background()).toBe(await computed(page, darkCodeTheme.plain.backgroundColor!));
    });
  });

  test('a reader in dark mode gets dark code on the first load', async ({page}) => {
    await startInColorMode(page, 'dark');
    await gotoHydrated(page, REFERENCE_PAGE);
    const pre = page.locator('article pre').first();
    expect(await pre.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(
      await computed(page, darkCodeTheme.plain.backgroundColor!),
    );
    expect(await firstKeyword(page).evaluate((element) => getComputedStyle(element).color)).toBe(
      await computed(page, colorOf(darkCodeTheme, 'keyword')),
    );
  });
});
