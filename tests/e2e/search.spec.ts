import type {Page} from '@playwright/test';

import {ROUTES} from '../../src/site/constants';
import {axe, expect, gotoHydrated, JS_CHUNKS, screenshotFaultCase, startInColorMode, test, waitForHydration, WCAG_TAGS} from './fixtures';

function dialog(page: Page) {
  return page.getByRole('dialog', {name: 'Search the documentation'});
}

function options(page: Page) {
  return dialog(page).getByRole('option');
}

async function openAndSearch(page: Page, query: string): Promise<void> {
  await page.getByRole('button', {name: 'Search'}).click();
  await dialog(page).getByRole('combobox', {name: 'Search'}).fill(query);
  await expect(dialog(page).getByRole('status')).not.toHaveText(/Searching|Type to search/);
}

const EXACT_NAMES = [
  {query: 'createPost', url: '/docs/graphql/mutations/create-post', title: 'createPost', kind: 'Mutation', section: 'Network API'},
  {query: 'Post', url: '/docs/graphql/objects/post', title: 'Post', kind: 'Object', section: 'GraphQL reference'},
  {query: 'MemberStatus', url: '/docs/graphql/enums/member-status', title: 'MemberStatus', kind: 'Enum', section: 'GraphQL reference'},
  {
    query: 'generateToken',
    url: '/docs/gql-client/classes/Tribe#generatetoken',
    title: 'Tribe',
    kind: 'Client method',
    section: 'JavaScript client › Tribe',
  },
];

test.describe('search', () => {
  test('an exact API name wins, and its result opens the page', async ({page}) => {
    await gotoHydrated(page, ROUTES.guideIndex);
    // One search after another, each from the page the last one opened, as a reader goes.
    for (const {query, url, title, kind, section} of EXACT_NAMES) {
      await test.step(`"${query}" puts ${url} first`, async () => {
        await openAndSearch(page, query);
        const first = options(page).first();
        await expect(first).toHaveAttribute('data-url', url);
        await expect(first).toContainText(kind);
        await expect(first).toContainText(section);
        await first.click();
        await expect(page).toHaveURL(new RegExp(`${url}$`));
        // The address changes before the page does; a page from another section brings its own navbar, and with it a
        // new search button. Search again once the page is there, as a reader would.
        await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
        await expect(dialog(page)).toBeHidden();
      });
    }
  });

  // One page and one loaded index for the queries a reader types; each step names the one that failed.
  test('the dialog finds partial and case-insensitive queries, leaves out the configuration view and the 404 page, says when nothing matches, and sends no request beyond 127.0.0.1', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await gotoHydrated(page, ROUTES.guideIndex);
    await page.getByRole('button', {name: 'Search'}).click();
    const input = dialog(page).getByRole('combobox', {name: 'Search'});

    await test.step('partial and case-insensitive queries still find the right pages, with their kind and section', async () => {
      const expectations: [string, RegExp][] = [
        ['create post', /\/docs\/(graphql\/mutations\/create-post|guide\/tutorial\/create-post)/],
        ['post stat', /\/docs\/graphql\/(enums\/post-status|objects\/post)/],
        ['webhook signature', /\/docs\/guide\/webhooks\//],
        ['CREATEPOST', /\/docs\/graphql\/mutations\/create-post$/],
      ];
      for (const [query, expected] of expectations) {
        await input.fill(query);
        await expect(dialog(page).getByRole('status')).toHaveText(/\d+ results?/);
        const hrefs = await options(page).evaluateAll((items) => items.slice(0, 5).map((item) => item.getAttribute('data-url') ?? ''));
        expect(
          hrefs.some((href) => expected.test(href)),
          `${query}: ${hrefs.join(', ')}`,
        ).toBe(true);
      }
      await expect(options(page).first().locator('[class*="kind"]')).not.toBeEmpty();
      await expect(options(page).first().locator('[class*="section"]')).not.toBeEmpty();
    });

    await test.step('the configuration view and the 404 page are left out', async () => {
      for (const query of ['Resolved site config', 'Page Not Found']) {
        await input.fill(query);
        await expect(dialog(page).getByRole('status')).not.toHaveText(/Searching/);
        const urls = await options(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-url') ?? ''));
        expect(
          urls.filter((url) => url.startsWith(ROUTES.siteConfig) || url.startsWith('/404')),
          query,
        ).toEqual([]);
      }
    });

    await test.step('an empty result says so and suggests what to try', async () => {
      await input.fill('qqzzxxvv');
      await expect(dialog(page).getByRole('status')).toHaveText(
        /No results for “qqzzxxvv”\. Try fewer words, an API name such as createPost/,
      );
      await expect(options(page)).toHaveCount(0);
      await expect(input).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the index came from this site, and no request left 127.0.0.1', () => {
      expect(requests.some((url) => url.includes('/pagefind/'))).toBe(true);
      expect(requests.filter((url) => !url.startsWith('http://127.0.0.1:'))).toEqual([]);
    });
  });

  test('a question in words finds the guide page that explains and the reference item that specifies, each labelled so', async ({page}) => {
    await gotoHydrated(page, ROUTES.guideIndex);
    await openAndSearch(page, 'publish my app');
    // Among the first five results, both: the mutation that publishes, and the guide page that walks through it.
    const urls = await options(page).evaluateAll((items) => items.slice(0, 5).map((item) => item.getAttribute('data-url') ?? ''));
    expect(
      urls.some((url) => url.startsWith('/docs/guide/apps/test-and-publish')),
      urls.join(', '),
    ).toBe(true);
    expect(urls.includes('/docs/global-api/mutations/publish-app'), urls.join(', ')).toBe(true);

    const guide = options(page)
      .filter({has: page.locator('[data-role="explains"]')})
      .first();
    await expect(guide).toContainText('Guide');
    await expect(guide).toContainText('Guide › Apps');
    const reference = options(page).and(page.locator('[data-url="/docs/global-api/mutations/publish-app"]'));
    await expect(reference.locator('[data-role="specifies"]')).toBeVisible();
    await expect(reference).toContainText('Mutation');
    await expect(reference).toContainText('Global API');
    // The two labels look different, so the difference shows before the words are read.
    const background = (option: typeof guide) =>
      option
        .locator('[data-role] > span')
        .first()
        .evaluate((label) => getComputedStyle(label).backgroundColor);
    expect(await background(guide)).not.toBe(await background(reference));
  });

  test("a hit in a section of a page leads to that section's heading", async ({page}) => {
    await gotoHydrated(page, ROUTES.guideIndex);
    await openAndSearch(page, 'retries duplicate deliveries');
    const option = options(page).filter({hasText: 'Retries and duplicate deliveries'}).first();
    await expect(option).toHaveAttribute('data-url', '/docs/guide/webhooks/getting-started#retries-and-duplicate-deliveries');
    await option.click();
    await expect(page).toHaveURL(/\/docs\/guide\/webhooks\/getting-started#retries-and-duplicate-deliveries$/);
    await expect(page.getByRole('heading', {name: 'Retries and duplicate deliveries'})).toBeInViewport();
  });

  test('works from the keyboard: Ctrl+K, Cmd+K and / open it, arrows move, Enter opens a result without a reload, Esc closes', async ({
    page,
  }) => {
    await gotoHydrated(page, ROUTES.guideIndex);
    await page.evaluate(() => Object.assign(window, {notReloaded: true}));

    const button = page.getByRole('button', {name: 'Search'});
    const input = dialog(page).getByRole('combobox', {name: 'Search'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    // With a query typed, one Esc still closes it (a search field's own first Esc only empties it).
    await page.keyboard.press('Meta+k');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.type('post');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await page.locator('body').click();
    await page.keyboard.press('/');
    await expect(input).toBeFocused();

    await page.keyboard.type('MemberStatus');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    await page.keyboard.press('ArrowUp');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/docs\/graphql\/enums\/member-status$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('MemberStatus');
    await expect(dialog(page)).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded)).toBe(true);
  });

  test('Enter pressed before the results arrive opens the first result once they do, not the results of the query before', async ({
    page,
  }) => {
    await gotoHydrated(page, ROUTES.guideIndex);
    await openAndSearch(page, 'MemberStatus');
    await expect(options(page).first()).toHaveAttribute('data-url', '/docs/graphql/enums/member-status');

    // The index's files for the next query are held on their way, as on a slow connection.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: string[] = [];
    await page.route('**/pagefind/**', async (route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    const input = dialog(page).getByRole('combobox', {name: 'Search'});
    await input.fill('createPost');
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await expect(dialog(page).getByRole('status')).toHaveText('Searching…');
    await input.press('Enter');
    // Nothing opens yet: neither the earlier query's first result nor anything else.
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.guideIndex}$`));

    release();
    await expect(page).toHaveURL(/\/docs\/graphql\/mutations\/create-post$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('createPost');
    await expect(dialog(page)).toBeHidden();
  });

  test('Enter pressed before the first search has loaded the index opens the first result once it has', async ({page}) => {
    await gotoHydrated(page, ROUTES.guideIndex);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/pagefind/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', {name: 'Search'}).click();
    const input = dialog(page).getByRole('combobox', {name: 'Search'});
    await input.fill('MemberStatus');
    await expect(dialog(page).getByRole('status')).toHaveText('Searching…');
    await input.press('Enter');
    await expect(dialog(page)).toBeVisible();
    release();
    await expect(page).toHaveURL(/\/docs\/graphql\/enums\/member-status$/);
    await expect(dialog(page)).toBeHidden();
  });

  test('a shortcut pressed the moment the dialog closes opens it again', async ({page}) => {
    await gotoHydrated(page, ROUTES.guideIndex);
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    // Both in one task: the closed dialog's close event and its unmount come after the shortcut.
    await page.evaluate(() => {
      document.querySelector<HTMLDialogElement>('dialog[open]')!.close();
      document.dispatchEvent(new KeyboardEvent('keydown', {key: 'k', ctrlKey: true, bubbles: true}));
    });
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).getByRole('combobox', {name: 'Search'})).toBeFocused();
  });

  test('the results page works when opened from a shared link, keeps the query in the address, and a / typed in its field does not open the dialog', async ({
    page,
  }) => {
    await gotoHydrated(page, `${ROUTES.search}?q=createPost`);
    await expect(page.getByRole('searchbox')).toHaveValue('createPost');
    await expect(page).toHaveTitle(/Search: createPost/);
    const results = page.getByRole('list', {name: 'Search results'}).getByRole('link');
    await expect(results.first()).toHaveAttribute('href', '/docs/graphql/mutations/create-post');
    expect(await results.count()).toBeGreaterThan(8);

    await page.getByRole('searchbox').fill('MemberStatus');
    await expect(page).toHaveURL(/\/search\?q=MemberStatus$/);
    await expect(results.first()).toHaveAttribute('href', '/docs/graphql/enums/member-status');

    await page.getByRole('searchbox').fill('');
    await page.getByRole('searchbox').pressSequentially('a/b');
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByRole('searchbox')).toHaveValue('a/b');
  });

  test("a page action's label finds the pages about it, not every page that shows the action", async ({page, request}) => {
    // "View as Markdown" and "Copy page as Markdown" are on every docs page; in the index they made "markdown" match
    // some 1,300 pages.
    await gotoHydrated(page, `${ROUTES.search}?q=markdown`);
    const status = page.getByRole('status');
    await expect(status).toHaveText(/^(\d+ results?|No results)/);
    const total = Number(/^(\d+)/.exec((await status.textContent()) ?? '')?.[1] ?? 0);
    expect(total, 'results for "markdown"').toBeLessThan(50);
    const hrefs = await page
      .getByRole('list', {name: 'Search results'})
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    for (const href of new Set(hrefs.map((url) => url.split('#')[0]!))) {
      const html = await (await request.get(href)).text();
      // The page's own text: its main content without what search leaves out (the page actions among it).
      const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
      const text = main.replace(/<div[^>]*data-pagefind-ignore[^>]*>[\s\S]*?<\/div>/g, '').replace(/<[^>]+>/g, ' ');
      expect(text, `${href} is about Markdown`).toMatch(/markdown/i);
    }
  });

  test('"See all results" leads from the dialog to the results page', async ({page}) => {
    await gotoHydrated(page, ROUTES.guideIndex);
    await openAndSearch(page, 'space');
    await dialog(page)
      .getByRole('link', {name: /See all \d+ results/})
      .click();
    await expect(page).toHaveURL(/\/search\?q=space$/);
    await expect(page.getByRole('searchbox')).toHaveValue('space');
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the dialog with results passes axe in ${mode} mode`, async ({page}) => {
      await startInColorMode(page, mode);
      await gotoHydrated(page, ROUTES.guideIndex);
      await openAndSearch(page, 'create post');
      const results = await axe(page).include('dialog').withTags(WCAG_TAGS).analyze();
      expect(
        results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }
});

test.describe('search when the network fails', () => {
  // What the browser and Pagefind log while requests fail.
  test.use({expectedConsoleErrors: [/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|Failed to load/]});

  const status = (page: Page) => dialog(page).getByRole('status');
  const fill = (page: Page, query: string) => dialog(page).getByRole('combobox', {name: 'Search'}).fill(query);

  test('a first search made offline says so in reader words, and searches again once the network is back', async ({page, context}) => {
    await gotoHydrated(page, ROUTES.home);
    await context.setOffline(true);
    await page.getByRole('button', {name: 'Search'}).click();
    await fill(page, 'invitation');
    await expect(status(page)).toHaveText('Search could not load: you may be offline. Check your connection, then try again.');
    await expect(dialog(page).getByRole('button', {name: 'Try again'})).toBeVisible();
    await context.setOffline(false);
    await expect(status(page)).toHaveText(/^\d+ results$/);
    await expect(options(page).first()).toBeVisible();
  });

  test('with the index loaded, a query made offline is not answered "No results", and finds its results back online', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, ROUTES.home);
    await openAndSearch(page, 'invitation');
    await expect(status(page)).toHaveText(/^\d+ results$/);
    await context.setOffline(true);
    await fill(page, 'webhook signature');
    await expect(status(page)).toHaveText(/you may be offline/);
    await context.setOffline(false);
    await expect(status(page)).toHaveText(/^\d+ results$/);
  });

  test('when the search files fail to load, Try again loads them again', async ({page}) => {
    await gotoHydrated(page, ROUTES.home);
    await page.route('**/pagefind/**', (route) => route.abort('failed'));
    await page.getByRole('button', {name: 'Search'}).click();
    await fill(page, 'invitation');
    await expect(status(page)).toHaveText(/you may be offline/);
    await page.unroute('**/pagefind/**');
    await dialog(page).getByRole('button', {name: 'Try again'}).click();
    await expect(status(page)).toHaveText(/^\d+ results$/);
  });
});

/**
 * Holds every script of every page until `release()`, as a slow connection does: the page paints long before its
 * code can answer a click.
 */
async function holdScripts(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(JS_CHUNKS, async (route) => {
    await released;
    // A script held for a page that the reader has since left is no longer wanted by anyone.
    await route.continue().catch(() => undefined);
  });
  return release;
}

test.describe('search before the scripts have run', () => {
  test('a click on Search opens the search page, and a query typed there before its scripts run is searched once they do', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(ROUTES.guideIndex, {waitUntil: 'domcontentloaded'});
    await page.getByRole('button', {name: 'Search'}).click();

    await expect(page).toHaveURL(/\/search\??$/);
    const searchbox = page.getByRole('searchbox');
    await expect(searchbox).toBeFocused();
    await screenshotFaultCase(page, 'search-before-scripts');
    await page.keyboard.type('post');

    release();
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/search\?q=post$/);
    await expect(searchbox).toHaveValue('post');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/);
    await expect(page.getByRole('list', {name: 'Search results'}).getByRole('link').first()).toBeVisible();
  });

  test('a query submitted on the search page before its scripts run is searched once they do', async ({page}) => {
    const release = await holdScripts(page);
    await page.goto(ROUTES.search, {waitUntil: 'domcontentloaded'});
    await page.getByRole('searchbox').fill('webhook');
    await page.getByRole('searchbox').press('Enter');
    await expect(page).toHaveURL(/\/search\?q=webhook$/);

    release();
    await waitForHydration(page);
    await expect(page.getByRole('searchbox')).toHaveValue('webhook');
    await expect(page.getByRole('status')).toHaveText(/^\d+ results?$/);
  });
});

test.describe('search without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('Search, pressed from the keyboard, opens the search page, which says that searching needs JavaScript and offers what to browse', async ({
    page,
  }) => {
    await page.goto(ROUTES.guideIndex);
    await page.getByRole('button', {name: 'Search'}).focus();
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/search\??$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search');
    await expect(page.getByRole('searchbox')).toBeFocused();
    // Playwright's text matching skips <noscript>, even where it shows: ask its paragraph.
    const note = page.locator('main noscript p');
    await expect(note).toHaveText(
      'Search needs JavaScript, which is off in this browser. Browse instead: Developers Guide, GraphQL API reference, JavaScript client reference.',
    );
    // "Type to search" would be untrue here.
    await expect(page.getByRole('status')).toBeHidden();
    await note.getByRole('link', {name: 'GraphQL API reference'}).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.schema}$`));
  });
});
