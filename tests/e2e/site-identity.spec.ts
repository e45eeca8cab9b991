import {FOOTER_GROUPS, NAVBAR_LINKS, SITE_TITLE, TITLE_DELIMITER} from '../../src/site/constants';
import {expect, gotoHydrated, isSameDocument, markDocument, test, untilIdle} from './fixtures';

test.describe('site identity', () => {
  // One load of the home page for what every page shares; each step names the part that failed.
  test('the home page is English, left to right, titled with the site name, with the navbar and footer in order', async ({page}) => {
    await gotoHydrated(page, '/');
    await test.step('English, left to right', async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    });
    await test.step('titled with the site name alone', async () => {
      await expect(page).toHaveTitle(SITE_TITLE);
    });
    await test.step('the navbar shows the site title and its links in order', async () => {
      const navbar = page.locator('nav.navbar');
      await expect(navbar.locator('.navbar__title')).toHaveText(SITE_TITLE);
      const links = navbar.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
      await expect(links).toHaveText(NAVBAR_LINKS.map((link) => link.label));
      for (const link of NAVBAR_LINKS) {
        const anchor = links.filter({hasText: link.label});
        if (link.href !== undefined) {
          await expect(anchor).toHaveAttribute('href', link.href);
          await expect(anchor).toHaveAttribute('target', '_blank');
          await expect(anchor).toHaveAttribute('rel', /noopener/);
        } else {
          await expect(anchor).toHaveAttribute('href', link.to ?? '');
          await expect(anchor).not.toHaveAttribute('target', /.*/);
        }
      }
    });
    await test.step('the footer shows its four groups, their links and a fixed 2022 copyright', async () => {
      const footer = page.locator('footer.footer');
      await expect(footer.locator('.footer__title')).toHaveText(FOOTER_GROUPS.map((group) => group.title));
      for (const [index, group] of FOOTER_GROUPS.entries()) {
        const column = footer.locator('.footer__col').nth(index);
        await expect(column.locator('a.footer__link-item')).toHaveText(group.items.map((item) => item.label));
        for (const item of group.items) {
          await expect(column.getByRole('link', {name: item.label})).toHaveAttribute('href', item.href ?? item.to ?? '');
        }
      }
      // The original site's notice, year and all.
      await expect(footer.locator('.footer__copyright')).toHaveText('Copyright © 2022 Tribe.');
    });
  });

  test('a page title reads "<page> | Tribe Partners"', async ({page}) => {
    await gotoHydrated(page, '/docs/schema');
    await expect(page).toHaveTitle(`GraphQL API ${TITLE_DELIMITER} ${SITE_TITLE}`);
  });

  test('a client-side navigation replaces the title, description and canonical link, once each', async ({page}) => {
    await gotoHydrated(page, '/docs/graphql/objects/post');
    await markDocument(page);
    await page.locator('article').getByRole('link', {name: 'Space', exact: true}).first().click();
    await expect(page).toHaveURL(/\/docs\/graphql\/objects\/space$/);
    await expect(page).toHaveTitle(`Space ${TITLE_DELIMITER} ${SITE_TITLE}`);
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', 'The Space object of the Tribe Network API.');
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/docs\/graphql\/objects\/space$/);
    await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', `Space ${TITLE_DELIMITER} ${SITE_TITLE}`);
    expect(await isSameDocument(page)).toBe(true);
  });

  test('the navbar stays visible while the reader scrolls down', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    await gotoHydrated(page, '/docs/guide/index');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // A hide-on-scroll navbar would have reacted to the scroll by now.
    await untilIdle(page);
    const navbar = page.locator('nav.navbar');
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await expect(navbar).toBeInViewport({ratio: 1});
  });

  test('on a narrow screen the navbar links move into a menu', async ({page}) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, '/');
    const firstLink = NAVBAR_LINKS[0]!;
    await expect(page.locator('nav.navbar').getByRole('link', {name: firstLink.label})).toBeHidden();

    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    await expect(menu.locator('.menu__link')).toContainText(NAVBAR_LINKS.map((l) => l.label));

    await menu.getByRole('link', {name: firstLink.label}).click();
    await expect(page).toHaveURL(/\/docs\/guide\/index$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Developers Guide'})).toBeVisible();
    await expect(menu).toBeHidden();

    // Back with the menu open closes the menu and stays on the page (theme-common's pop handler, which the
    // page history asks before it loads the previous page).
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect(menu).toBeVisible();
    await page.evaluate(() => window.history.back());
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/docs\/guide\/index$/);
    await expect(page.getByRole('heading', {level: 1, name: 'Developers Guide'})).toBeVisible();

    // The next Back, menu closed, goes back.
    await page.evaluate(() => window.history.back());
    await expect(page).toHaveURL(/\/$/);
  });
});
