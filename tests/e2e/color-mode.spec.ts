import {STORAGE_KEYS} from '../../src/site/constants';
import {contrastRatio, relativeLuminance} from '../../src/site/contrast';
import {expect, gotoHydrated, test} from './fixtures';

const PAGES = ['/', '/docs/guide/index', '/docs/schema', '/-deb', '/no-such-page'];

test.describe('colour mode', () => {
  test.use({colorScheme: 'dark', expectedConsoleErrors: [/status of 404/]});

  test('starts light even when the operating system prefers dark', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the switch changes the mode, and the choice survives a reload', async ({page}) => {
    await gotoHydrated(page, '/docs/guide/index');
    const toggle = page.locator('nav.navbar').getByRole('button', {name: /dark mode|light mode|system mode/i});
    await expect(toggle).toBeVisible();

    // Without the system preference the switch has two states: light and dark.
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.colorMode)).toBe('dark');

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // The choice follows the reader to other pages too.
    await gotoHydrated(page, '/docs/schema');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  for (const [mode, brandPrimary] of [
    ['light', '#3451b2'],
    ['dark', '#a3b6f7'],
  ] as const) {
    test(`the brand colour from src/css/custom.css wins over Infima in ${mode} mode`, async ({page}) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.colorMode, mode] as const);
      await gotoHydrated(page, '/');
      const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());
      expect(primary).toBe(brandPrimary);
    });
  }

  for (const mode of ['light', 'dark'] as const) {
    test(`every kind of page renders readable text in ${mode} mode`, async ({page}) => {
      await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.colorMode, mode] as const);
      for (const path of PAGES) {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        const {background, text} = await page.evaluate(() => {
          const main = document.querySelector('main') ?? document.body;
          // Infima leaves the light background transparent over the white canvas.
          const painted = [document.body, document.documentElement]
            .map((element) => getComputedStyle(element).backgroundColor)
            .find((color) => color !== 'rgba(0, 0, 0, 0)');
          return {background: painted ?? 'rgb(255, 255, 255)', text: getComputedStyle(main).color};
        });
        expect(relativeLuminance(background) > 0.5, `${path} background`).toBe(mode === 'light');
        expect(contrastRatio(background, text), `${path} contrast`).toBeGreaterThan(7);
      }
    });
  }
});
