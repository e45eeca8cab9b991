/**
 * The docs for tools: a Markdown copy of every docs page, /llms.txt and
 * /llms-full.txt, and the page actions that copy or open a page's Markdown.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';

import {SITE_URL} from '../../src/site/constants';
import {BUILD_DIR} from '../../node/site/paths';
import {expect, expectEachServed, gotoHydrated, test} from './fixtures';

/** Every page's HTML file under build/docs, as its route. */
async function docsRoutes(): Promise<string[]> {
  const routes: string[] = [];
  for (const entry of await readdir(path.join(BUILD_DIR, 'docs'), {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const html = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
    // Redirect pages (old addresses) are not pages of their own.
    if (/<meta http-equiv=["']?refresh/i.test(html)) continue;
    routes.push(`/${path.relative(BUILD_DIR, entry.parentPath).split(path.sep).join('/')}`);
  }
  return routes.sort();
}

/** The text outside fenced code blocks (indented ones in lists too), where MDX could leak. */
const prose = (markdown: string): string => markdown.replace(/^([ \t]*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\2[ \t]*$/gm, '');

/** What MDX would leave behind: its import and export lines, comments, and components. */
const MDX_LEFTOVERS: readonly RegExp[] = [
  /^import\s.+\sfrom\s+['"]/m,
  /^export\s+(default|const|function)\b/m,
  /\{\/\*/,
  /<Ref\./,
  /<Tabs\b/,
  /<TabItem\b/,
  /<Head\b/,
  /props\.json/,
  /<span class=/,
];

test.describe('Markdown copies', () => {
  test('every docs page has its copy at its address plus .md, with no MDX left in it', async () => {
    const routes = await docsRoutes();
    expect(routes.length).toBeGreaterThan(1000);
    const missing: string[] = [];
    const leftovers: string[] = [];
    for (const route of [...routes, '/docs']) {
      const copy = await readFile(path.join(BUILD_DIR, `${route}.md`), 'utf8').catch(() => null);
      if (copy === null) {
        missing.push(route);
        continue;
      }
      const text = prose(copy);
      for (const leftover of MDX_LEFTOVERS) {
        if (leftover.test(text)) leftovers.push(`${route}.md: ${leftover}`);
      }
    }
    expect(missing).toEqual([]);
    expect(leftovers).toEqual([]);
  });

  test("a reference page's copy gives its definition, fields with types and descriptions, and links to other copies", async ({request}) => {
    const response = await request.get('/docs/graphql/objects/post.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    const copy = await response.text();
    expect(copy).toMatch(/^# Post\n/);
    expect(copy).toContain('```graphql\ntype Post {');
    expect(copy).toMatch(/^- `title`: \[`String`\]\(\/docs\/graphql\/scalars\/string\.md\)/m);
    expect(copy).toMatch(/^- `allowedEmojis`: .* \*\*Deprecated:\*\* Use allowedReactions instead\.$/m);
    const operation = await (await request.get('/docs/graphql/mutations/create-post.md')).text();
    expect(operation).toContain('## Example');
    expect(operation).toMatch(/```graphql\nmutation CreatePost\(/);
    expect(operation).toContain('[`CreatePostInput`](/docs/graphql/inputs/create-post-input.md)!');
  });

  test('every link in a copy that points into the docs points at another copy that exists', async ({request}) => {
    for (const route of ['/docs/guide/javascript-client/getting-started', '/docs/gql-client/classes/Posts', '/docs/graphql/schema']) {
      const copy = await (await request.get(`${route}.md`)).text();
      const targets = [...copy.matchAll(/\]\((\/docs\/[^)\s#]*)(#[^)\s]*)?\)/g)].map((match) => match[1] ?? '');
      expect(targets.length, route).toBeGreaterThan(0);
      for (const target of new Set(targets)) {
        expect(target, `${route}.md links to a page, not its copy`).toMatch(/\.md$/);
        expect((await request.get(target)).status(), `${route}.md → ${target}`).toBe(200);
      }
    }
  });
});

test.describe('llms.txt', () => {
  test('lists the guide and each reference with one line per page; every link resolves', async ({request, baseURL}) => {
    const response = await request.get('/llms.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/^# Tribe Partners\n\n> /);
    expect([...text.matchAll(/^## (.+)$/gm)].map((match) => match[1])).toEqual([
      'Guide',
      'Network API reference',
      'Global API reference',
      'JavaScript client reference',
      'Optional',
    ]);
    const links = [...text.matchAll(/^- \[[^\]]+\]\(([^)]+)\): ./gm)].map((match) => match[1] ?? '');
    expect(links.length).toBeGreaterThan(1000);
    for (const link of links) expect(link.startsWith(`${SITE_URL}/`), link).toBe(true);
    await expectEachServed(
      baseURL!,
      links.map((link) => link.slice(SITE_URL.length)),
    );
    expect(links).toContain(`${SITE_URL}/docs/graphql/objects/post.md`);
  });

  test('llms-full.txt holds the whole guide; the two smaller references have a full file each', async ({request}) => {
    const text = await (await request.get('/llms-full.txt')).text();
    for (const title of ['# Developers Guide', '# Get an access token', '# Create a post']) expect(text).toContain(`\n${title}\n`);
    expect(text).not.toContain('<TabItem');
    const globalApi = await request.get('/llms-full-global-api.txt');
    expect(globalApi.status()).toBe(200);
    expect(await globalApi.text()).toContain('\n# createApp\n');
    const client = await request.get('/llms-full-gql-client.txt');
    expect(await client.text()).toContain('\n# Posts\n');
    // The Network API reference is too large for one file.
    expect((await request.get('/llms-full-graphql.txt')).status()).toBe(404);
  });

  test('leaves out the pages of removed items and the redirects of old addresses, as do the sitemap and search', async ({
    request,
    page,
  }) => {
    const llms = await (await request.get('/llms.txt')).text();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    // A removed item: its page stays for old links and says so.
    const removed = '/docs/graphql/objects/highlighted-tag';
    expect((await request.get(removed)).status()).toBe(200);
    expect(await (await request.get(removed)).text()).toMatch(/<meta [^>]*name=robots content=noindex/);
    expect(llms).not.toContain(`${removed}.md`);
    expect(sitemap).not.toContain(`${removed}<`);
    // An old address: a redirect page, in neither.
    for (const old of ['/docs/guide/gql-client/classes/PostsClient', '/docs/gql-client/classes/AppClient']) {
      expect(llms).not.toContain(old);
      expect(sitemap).not.toContain(`${old}<`);
    }
    // The site's search does not offer the removed item's page.
    await gotoHydrated(page, '/');
    await page.getByRole('button', {name: 'Search'}).click();
    const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
    await dialog.getByRole('combobox', {name: 'Search'}).fill('HighlightedTag');
    await expect(dialog.getByRole('status')).toHaveText(/results?$|No results/);
    const urls = await dialog
      .getByRole('option')
      .evaluateAll((options) => options.map((option) => option.querySelector('a')?.getAttribute('href') ?? ''));
    expect(urls.filter((url) => url.startsWith(removed))).toEqual([]);
  });
});

test.describe('page actions', () => {
  test('"Copy page as Markdown" copies the page\'s copy, loading its code only when pressed', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, '/docs/graphql/objects/post');
    const button = page.getByRole('button', {name: 'Copy page as Markdown'});
    await expect(button).toBeVisible();
    // Every file the page has loaded so far, as the browser records them.
    const loadedBefore = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await button.click();
    await expect(page.getByRole('status').filter({hasText: 'Copied the page as Markdown.'})).toBeVisible();
    // The click fetched the copying code, and the page had not loaded it before.
    expect(scripts.length, 'the copying code loads on the click').toBeGreaterThan(0);
    for (const script of scripts) expect(loadedBefore, 'loaded before the click').not.toContain(script);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^# Post\n/);
    expect(copied).toContain('## Fields');
  });

  test('"View as Markdown" opens the copy as text in the browser', async ({page}) => {
    await gotoHydrated(page, '/docs/guide/graphql/getting-started');
    await page.getByRole('link', {name: 'View as Markdown'}).click();
    await expect(page).toHaveURL(/\/docs\/guide\/graphql\/getting-started\.md$/);
    await expect(page.locator('body')).toContainText('# Get started with the GraphQL API');
  });
});
