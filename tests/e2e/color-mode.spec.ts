import type {Page} from '@playwright/test';

import {STORAGE_KEYS} from '../../src/site/constants';
import {colorModeSwitch, expect, gotoHydrated, test} from './fixtures';

/** The brand colour from src/css/custom.css, which must win over Infima's in each mode. */
const BRAND_PRIMARY = {light: '#3451b2', dark: '#a3b6f7'} as const;

const brandPrimary = (page: Page): Promise<string> =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--ifm-color-primary').trim());

// Text and background in both modes, on every kind of page: tests/e2e/accessibility.spec.ts.
test.describe('colour mode', () => {
  test.use({colorScheme: 'dark'});

  test('starts light even when the operating system prefers dark', async ({page}) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('the switch changes the mode and the brand colour, and the choice survives a reload', async ({page}) => {
    await gotoHydrated(page, '/docs/guide/index');
    const toggle = colorModeSwitch(page);
    await expect(toggle).toBeVisible();
    expect(await brandPrimary(page)).toBe(BRAND_PRIMARY.light);

    // Without the system preference the switch has two states: light and dark.
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await brandPrimary(page)).toBe(BRAND_PRIMARY.dark);
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
});
