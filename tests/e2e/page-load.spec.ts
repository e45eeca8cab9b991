import {ROUTES} from '../../src/site/constants';
import {expect, gotoHydrated, test} from './fixtures';

test.describe('page load', () => {
  test('the HTML starts no script itself: one inline loader adds them, the initial files before the page\'s', async ({request}) => {
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

  for (const path of [ROUTES.home, '/docs/guide/webhooks/getting-started', '/docs/graphql/objects/post']) {
    test(`${path} paints its text before any script is added, then hydrates`, async ({page}) => {
      await page.addInitScript(() => {
        const record = window as unknown as {paintsBeforeScripts?: string[]};
        new MutationObserver((mutations, observer) => {
          const script = mutations.flatMap((mutation) => Array.from(mutation.addedNodes)).find((node) => node instanceof HTMLScriptElement && node.src !== '');
          if (script === undefined) return;
          record.paintsBeforeScripts = performance.getEntriesByType('paint').map((entry) => entry.name);
          observer.disconnect();
        }).observe(document, {childList: true, subtree: true});
      });
      await gotoHydrated(page, path);
      const paints = await page.evaluate(() => (window as unknown as {paintsBeforeScripts?: string[]}).paintsBeforeScripts);
      expect(paints).toContain('first-contentful-paint');
    });
  }
});
