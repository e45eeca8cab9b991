import {ROUTES} from '../../src/site/constants';
import {expect, gotoHydrated, test, untilIdle} from './fixtures';

test.describe('page load', () => {
  test("the HTML starts no script itself: one inline loader adds them, the initial files before the page's", async ({request}) => {
    const html = await (await request.get('/docs/guide/index')).text();
    expect(html).not.toMatch(/<script[^>]*\ssrc=/);
    const scripts = [...html.matchAll(/"\/assets\/js\/([^".]+)\.[0-9a-f]+\.js"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(5);
    // The entry, main, starts the app once the runtime and the three files it was split from have run.
    const main = scripts.indexOf('main');
    expect(new Set(scripts.slice(0, main))).toEqual(new Set(['runtime~main', 'react-dom', 'docusaurus', 'vendor']));
    // Then the route chunks of the page, by id.
    expect(scripts.slice(main + 1).every((name) => /^\d+$/.test(name))).toBe(true);
  });

  test('a home, guide and reference page each paints its text before any script is added, then hydrates', async ({page}) => {
    await page.addInitScript(() => {
      const record = window as unknown as {paintsBeforeScripts?: string[]};
      new MutationObserver((mutations, observer) => {
        const script = mutations
          .flatMap((mutation) => Array.from(mutation.addedNodes))
          .find((node) => node instanceof HTMLScriptElement && node.src !== '');
        if (script === undefined) return;
        record.paintsBeforeScripts = performance.getEntriesByType('paint').map((entry) => entry.name);
        observer.disconnect();
      }).observe(document, {childList: true, subtree: true});
    });
    for (const path of [ROUTES.home, '/docs/guide/webhooks/getting-started', '/docs/graphql/objects/post']) {
      await test.step(path, async () => {
        await gotoHydrated(page, path);
        const paints = await page.evaluate(() => (window as unknown as {paintsBeforeScripts?: string[]}).paintsBeforeScripts);
        expect(paints).toContain('first-contentful-paint');
      });
    }
  });

  // On a phone the theme used to swap the sidebar and table of contents for their mobile versions,
  // remount every set of tabs and set every code block's HTML again after hydration: long tasks that
  // rebuilt what the server had already drawn.
  test("on a phone, a guide, reference and client page each keeps the server's content, sidebar and table of contents through hydration", async ({
    page,
  }) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.addInitScript(() => {
      const record = window as unknown as {serverElements?: Element[]; removedFromArticle?: string[]};
      new MutationObserver((mutations) => {
        if (record.removedFromArticle === undefined) {
          if (document.querySelector('script[src]') === null) return;
          record.removedFromArticle = [];
          record.serverElements = Array.from(document.querySelectorAll('.theme-doc-sidebar-menu, .theme-doc-toc-desktop, article pre'));
        }
        for (const mutation of mutations) {
          if (!(mutation.target instanceof Element) || mutation.target.closest('article') === null) continue;
          for (const node of Array.from(mutation.removedNodes))
            record.removedFromArticle.push(`${node.nodeName} from ${mutation.target.nodeName}.${mutation.target.className}`);
        }
      }).observe(document, {childList: true, subtree: true});
    });
    // PostType: a type whose definition is on the page (a longer one loads when opened).
    for (const path of ['/docs/guide/webhooks/getting-started', '/docs/graphql/objects/post-type', '/docs/gql-client/classes/App']) {
      await test.step(path, async () => {
        await gotoHydrated(page, path);
        // Let the updates that follow hydration (the browser context, the window size) finish.
        await untilIdle(page);
        const {removed, serverElements, stillThere} = await page.evaluate(() => {
          const record = window as unknown as {serverElements?: Element[]; removedFromArticle?: string[]};
          const elements = record.serverElements ?? [];
          return {
            removed: record.removedFromArticle,
            serverElements: elements.length,
            stillThere: elements.filter((element) => element.isConnected).length,
          };
        });
        expect(removed).toEqual([]);
        expect(serverElements).toBeGreaterThan(2);
        expect(stillThere).toBe(serverElements);
        // The phone's menu is built when it first opens, and offers the page's sidebar, with the page in it.
        await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
        await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
        await expect(page.locator('.navbar-sidebar .menu__link--active').first()).toBeVisible();
      });
    }
  });
});
