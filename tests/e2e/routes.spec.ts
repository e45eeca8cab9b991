import {readFile} from 'node:fs/promises';

import {builtFileFor} from '../../node/hosting/static-server';
import {ROUTES, SITE_URL} from '../../src/site/constants';
import {BUILD_DIR} from '../../node/site/paths';
import {expect, expectEachServed, gotoHydrated, test} from './fixtures';

const canonical = (path: string): string => `${SITE_URL}${path}`;

test.describe('routes', () => {
  test('/ is the home page with cards into the guide and the references', async ({page}) => {
    await gotoHydrated(page, ROUTES.home);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tribe Partners');
    const cards = page.getByRole('region', {name: 'Where to start'}).getByRole('listitem');
    await expect(cards.getByRole('heading', {level: 3})).toHaveText([
      'Developers Guide',
      'GraphQL API reference',
      'JavaScript client',
      'Developers Portal',
    ]);
    await expect(page.locator('main')).not.toContainText(/lorem ipsum|docusaurus/i);

    await cards.getByRole('link', {name: 'Read the guide'}).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.guideIndex}$`));
    await page.goBack();
    await page.getByRole('link', {name: 'Explore the API'}).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.schema}$`));
  });

  test('/docs/guide/index is the guide home and its own canonical URL', async ({page}) => {
    await gotoHydrated(page, ROUTES.guideIndex);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Developers Guide');
    await expect(page.getByRole('heading', {level: 2, name: 'What you can build'})).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical(ROUTES.guideIndex));
    // The guide sidebar marks the page as current.
    await expect(page.locator('.theme-doc-sidebar-menu .menu__link--active')).toHaveText('Overview');
  });

  test('/docs shows the guide home under the same canonical URL', async ({page}) => {
    const response = await page.goto(ROUTES.docsRoot);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Developers Guide');
    await expect(page.getByRole('heading', {level: 2, name: 'Where everything is'})).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical(ROUTES.guideIndex));
  });

  test('/docs/schema introduces the GraphQL API and links only to pages that exist', async ({page, request}) => {
    await gotoHydrated(page, ROUTES.schema);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('GraphQL API');
    await expect(page.locator('article')).toContainText('https://app.tribe.so/graphql');
    // The endpoint is stated once, in the guide; the overview names the client's default and links there.
    await expect(page.locator('article')).toContainText('https://app.tribe.so/api/gateway');
    await expect(page.locator('article a[href="/docs/guide/graphql/getting-started#where-to-send-requests"]')).toBeVisible();
    for (const kind of ['Queries', 'Mutations', 'Objects', 'Inputs', 'Enums', 'Unions', 'Scalars', 'Directives']) {
      await expect(page.locator('article table').getByRole('cell', {name: kind, exact: true})).toBeVisible();
    }
    const internalLinks = await page
      .locator('article a[href^="/"]')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
    expect(internalLinks.length).toBeGreaterThan(0);
    for (const href of internalLinks) {
      const response = await request.get(href.split('#')[0]!);
      expect(response.status(), href).toBe(200);
    }
  });

  test('/-deb shows the resolved config and plugin versions, and is not indexed', async ({page, request}) => {
    await gotoHydrated(page, ROUTES.siteConfig);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Site configuration');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    const pluginRows = page.locator('table tbody tr');
    await expect(page.getByText(/^Docusaurus 3\.\d+\.\d+/)).toBeVisible();
    // The site's own wrappers of Docusaurus plugins (plugins/classic-theme, slim-docs, reference-docs) are its own code.
    await expect(pluginRows.filter({hasText: 'docusaurus-theme-classic'})).toContainText('this project');
    await expect(pluginRows.filter({hasText: 'docusaurus-plugin-content-pages'})).toContainText(/3\.\d+\.\d+/);

    const json = await page.locator('pre code').first().innerText();
    const config = JSON.parse(json) as {title: string; baseUrl: string};
    expect(config).toMatchObject({title: 'Tribe Partners', baseUrl: '/'});

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(`<loc>${canonical(ROUTES.siteConfig)}`);
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Disallow: ${ROUTES.siteConfig}`);
  });

  test('the sitemap lists each canonical page once, and no alias or utility page', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(locations).size).toBe(locations.length);
    for (const path of [ROUTES.home, ROUTES.guideIndex, ROUTES.schema, '/docs/graphql/schema', '/docs/graphql/objects/post']) {
      expect(locations).toContain(canonical(path));
    }
    for (const path of [ROUTES.siteConfig, `${ROUTES.docsRoot}/`, '/docs/graphql/subscriptions/created-at']) {
      expect(locations).not.toContain(canonical(path));
    }
  });

  test.describe('an unknown path', () => {
    test.use({expectedConsoleErrors: [/status of 404/]});

    test('answers 404 with a way back and the normal navbar and footer', async ({page}) => {
      const response = await page.goto('/docs/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page).toHaveTitle('Page Not Found | Tribe Partners');
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
      await expect(page.locator('nav.navbar')).toBeVisible();
      await expect(page.locator('footer.footer')).toBeVisible();
      await expect(page.locator('.navbar__search, [role="search"]')).toHaveCount(0);

      const waysBack = page.getByRole('navigation', {name: 'Where to go instead'});
      await expect(waysBack.getByRole('link')).toHaveText([
        'Developers Guide',
        'GraphQL API reference',
        'JavaScript client reference',
        'Home page',
      ]);
      await waysBack.getByRole('link', {name: 'GraphQL API reference'}).click();
      await expect(page).toHaveURL(new RegExp(`${ROUTES.schema}$`));
      await expect(page.getByRole('heading', {level: 1})).toHaveText('GraphQL API');
    });
  });

  test('every page in the sitemap is served, with one title and a canonical link to itself', async ({request, baseURL}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThan(800);
    const paths = urls.map((url) => new URL(url).pathname);
    // The server is asked for the status only; the page it would send is the built file it finds, read here.
    await expectEachServed(baseURL!, paths);
    for (const path of paths) {
      const found = await builtFileFor(BUILD_DIR, path);
      if (found === null) throw new Error(`${path}: the server found no file for it`);
      const html = await readFile(found.file, 'utf8');
      expect(html.match(/<h1[ >]/g)?.length, `${path} has one h1`).toBe(1);
      expect(html, path).toContain(`rel=canonical href=${canonical(path)} `);
    }
  });

  test('pages of every kind load, hydrate and log no error', async ({page}) => {
    // Fifteen full page loads, each a cold hydration: the default per-test time is sized for one or two.
    test.slow();
    const samples = [
      ROUTES.home,
      ROUTES.docsRoot,
      ROUTES.guideIndex,
      ROUTES.schema,
      ROUTES.siteConfig,
      '/docs/graphql/schema',
      '/docs/graphql/queries',
      '/docs/graphql/queries/member',
      '/docs/graphql/mutations/create-post',
      '/docs/graphql/objects/network',
      '/docs/graphql/inputs/create-post-input',
      '/docs/graphql/enums/member-status',
      '/docs/graphql/unions',
      '/docs/graphql/scalars/string',
      '/docs/graphql/directives/deprecated',
    ];
    for (const path of samples) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.getByRole('heading', {level: 1})).toHaveCount(1);
      // Markdown that failed to render (an admonition, a heading id) shows up as literal text.
      await expect(page.locator('main')).not.toContainText(/:::|\{#[\w-]+\}/);
    }
  });
});
