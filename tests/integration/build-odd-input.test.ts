import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {chromium, type Browser} from '@playwright/test';

import {type StaticServer, startStaticServer} from '../../node/hosting/static-server';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../node/site/chromium';
import {FixtureSite, guidePage} from './fixture-site';

/** Every file of a build with the SHA-256 of its bytes. */
async function fileHashes(dir: string): Promise<Map<string, string>> {
  const hashes = new Map<string, string>();
  for (const entry of await readdir(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    hashes.set(
      path.relative(dir, file),
      createHash('sha256')
        .update(await readFile(file))
        .digest('hex'),
    );
  }
  return hashes;
}

/**
 * One fixture site whose input is odd but valid, built in two folders: a
 * schema whose descriptions are full of HTML, MDX and Markdown syntax, and two
 * guide pages on one route, built over an earlier build. Every check that
 * needs a site that builds shares these two builds (each is ~15 s of CPU).
 */
describe('a fixture site with odd but valid input, built in two folders', () => {
  const builds: {site: FixtureSite; output: string}[] = [];

  before(async () => {
    // Each with a node_modules of its own, as two checkouts have: a shared one would sit outside one of them.
    for (let copy = 0; copy < 2; copy++) {
      const site = await FixtureSite.create({
        schema: 'tests/fixtures/graphql/hostile.graphql',
        docs: {
          'guide/duplicate-a.mdx': guidePage('Duplicate A', 'Duplicate A.', '/guide/duplicate'),
          'guide/duplicate-b.mdx': guidePage('Duplicate B', 'Duplicate B.', '/guide/duplicate'),
        },
        ownNodeModules: true,
      });
      await site.writeEarlierBuild();
      const result = await site.build();
      builds.push({site, output: result.output});
      assert.equal(result.exitCode, 0, result.output);
    }
  });

  after(async () => {
    await Promise.all(builds.map(({site}) => site.remove()));
  });

  it('the same sources build the same bytes from another folder with another node_modules', async () => {
    const [first, second] = (await Promise.all(builds.map(({site}) => fileHashes(path.join(site.dir, 'build'))))) as [
      Map<string, string>,
      Map<string, string>,
    ];
    const names = [...new Set([...first.keys(), ...second.keys()])].sort();
    const differing = names.filter((name) => first.get(name) !== second.get(name));
    // The chunk file names carry the build's hash: one path-dependent input renames them all.
    assert.deepEqual(
      differing.slice(0, 20),
      [],
      `${differing.length} of ${names.length} files differ between ${builds[0]?.site.dir} and ${builds[1]?.site.dir}`,
    );
    assert.ok(
      names.some((name) => /^assets\/js\/\d+\.[0-9a-f]{8}\.js$/.test(name)),
      'the build has hashed chunks',
    );
  });

  it('a duplicate route only warns, and the new site replaces the earlier build, ready for hosting', async () => {
    const [{site, output}] = builds as [{site: FixtureSite; output: string}];
    assert.match(output, /\[WARNING\] Duplicate routes found/);
    assert.match(output, /\/docs\/guide\/duplicate/);
    assert.deepEqual(await site.buildFolders(), ['build']);
    assert.deepEqual((await readdir(path.join(site.dir, 'build/.hosting'))).sort(), [
      'asset-headers.conf',
      'document-headers.conf',
      'search-worker-headers.conf',
      'security-headers.json',
    ]);
    assert.doesNotMatch(await readFile(path.join(site.dir, 'build/index.html'), 'utf8'), /An earlier build/);
    // One page holds the route, and the route's Markdown copy is of that page.
    const shown = /<h1>(Duplicate [AB])<\/h1>/.exec(
      await readFile(path.join(site.dir, 'build/docs/guide/duplicate/index.html'), 'utf8'),
    )?.[1];
    assert.ok(shown !== undefined, 'the route shows one of the two pages');
    assert.match(await readFile(path.join(site.dir, 'build/docs/guide/duplicate.md'), 'utf8'), new RegExp(`^# ${shown}\n`));
  });

  /** The hostile schema's Markdown shows as formatting, its HTML as text, and nothing in it may run or load. */
  describe('its reference, from a hostile schema', () => {
    let served: StaticServer;
    let browser: Browser;

    before(async () => {
      served = await startStaticServer({dir: path.join(builds[0]!.site.dir, 'build'), host: '127.0.0.1', port: 0});
      browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
    });

    after(async () => {
      await browser?.close();
      served?.server.close();
    });

    async function open(pathname: string, width = 1280) {
      const page = await browser.newPage({viewport: {width, height: 800}});
      const dialogs: string[] = [];
      const errors: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(new URL(pathname, served.url).href);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      // Scripts, event handlers and failing images have all had their chance by the load event.
      await page.waitForLoadState('load');
      return {page, dialogs, errors};
    }

    it('shows HTML in descriptions and deprecation reasons as text, MDX syntax as text, and runs no script', async () => {
      const {page, dialogs, errors} = await open('/docs/graphql/objects/hostile-thing');
      const article = await page.locator('article').innerText();
      assert.match(article, /A <\/div><script>alert\(4\)<\/script> type \{\{ mdx \}\}/);
      assert.match(article, /Field with \{curly\} and <b>bold<\/b> tags/);
      assert.match(article, /Reason with <script>alert\(5\)<\/script> and \{braces\} and `ticks`/);
      assert.equal(await page.locator('article script, article b, article img').count(), 0);

      const query = await open('/docs/graphql/queries/hostile');
      const text = await query.page.locator('article').innerText();
      for (const literal of [
        '{danger}',
        '<script>alert(1)</script>',
        '</div>',
        '< and >',
        'not a link',
        '<img src=x onerror="alert(3)">',
        'café, 東京, emoji 🚀, right-to-left مرحبا',
      ]) {
        assert.ok(text.includes(literal), `literal text: ${literal}`);
      }
      // Markdown is formatting: code, emphasis, and a heading made a bold line rather than a heading of the page.
      const description = query.page.locator('article [class*="description"]').first();
      assert.deepEqual(await description.locator('code').allInnerTexts(), ['code', 'fences']);
      assert.deepEqual(await description.locator('em').allInnerTexts(), ['underscores', 'stars']);
      assert.deepEqual(await description.locator('strong').allInnerTexts(), ['Not a heading']);
      assert.equal(await query.page.locator('article h1, article h2, article h3').filter({hasText: 'Not a heading'}).count(), 0);
      assert.equal(await query.page.locator('article a[href^="javascript:"]').count(), 0);
      assert.deepEqual([...dialogs, ...query.dialogs], []);
      assert.deepEqual([...errors, ...query.errors], []);
    });

    it('renders descriptions as Markdown: links that work, reflowed paragraphs, nested lists, and no unsafe link or image', async () => {
      const {page, dialogs, errors} = await open('/docs/graphql/objects/markdown-thing');
      const description = page.locator('article [class*="description"]').first();
      const paragraph = await description.locator('p').first().innerText();
      // The SDL's hard line wrap is not a line break on the page.
      assert.match(paragraph, /^Described in Markdown, with hard-wrapped lines that belong to one sentence\. See the GraphQL spec,/);
      const links = await description
        .locator('a')
        .evaluateAll((anchors) => anchors.map((anchor) => [anchor.textContent, anchor.getAttribute('href')]));
      assert.deepEqual(links, [
        ['GraphQL spec', 'https://spec.graphql.org/October2021/#sec-Descriptions'],
        ['relative guide', '/docs/guide/index'],
        ['https://example.com/autolink', 'https://example.com/autolink'],
        ['an image', 'https://example.com/tracker.png'],
      ]);
      assert.equal(await description.locator('code').innerText(), 'inline code');
      assert.equal(await description.locator('ul ul li').innerText(), 'a nested item');
      assert.equal(await description.locator('li strong').innerText(), 'bold');
      const items = await description.locator(':scope > ul > li').allInnerTexts();
      assert.match(items[1]!, /^a script link, a data link and an image$/);
      assert.equal(await page.locator('article img, article a[href^="javascript:"], article a[href^="data:"]').count(), 0);
      const field = page.locator('article li[id="field-id"]');
      assert.equal(await field.locator('em').innerText(), 'emphasis');
      assert.equal(await field.getByRole('link', {name: 'link', exact: true}).getAttribute('href'), 'https://example.com/field');

      // The link is followed, as any link on the page.
      await description.getByRole('link', {name: 'relative guide'}).click();
      await page.waitForURL(/\/docs\/guide\/index$/);
      assert.deepEqual(dialogs, []);
      assert.deepEqual(errors, []);
    });

    it('shows default values and @specifiedBy URLs as literal text, and links only an absolute http(s) URL', async () => {
      const input = await open('/docs/graphql/inputs/hostile-input');
      const inputText = await input.page.locator('article').innerText();
      assert.ok(inputText.includes('"</script><script>alert(8)</script>{x}"'), inputText);
      const query = await open('/docs/graphql/queries/hostile');
      assert.ok((await query.page.locator('article').innerText()).includes('<img src=x onerror=alert(9)>'));

      const scripted = await open('/docs/graphql/scalars/scripted-date');
      assert.ok((await scripted.page.locator('article').innerText()).includes('javascript:alert(6)'));
      assert.equal(await scripted.page.locator('article a[href^="javascript:"]').count(), 0);

      const quoted = await open('/docs/graphql/scalars/quoted-url');
      const link = quoted.page.locator('article a[href^="https://example.com/"]');
      assert.equal(await link.count(), 1);
      assert.equal(await link.getAttribute('href'), 'https://example.com/"><script>alert(7)</script>');
      assert.equal(await quoted.page.locator('article script').count(), 0);

      for (const opened of [input, query, scripted, quoted]) {
        assert.deepEqual(opened.dialogs, []);
        assert.deepEqual(opened.errors, []);
      }
    });

    it('very long names wrap instead of widening the page', async () => {
      for (const width of [1280, 375]) {
        for (const pathname of [
          '/docs/graphql/objects/hostile-thing',
          '/docs/graphql/queries/averyveryveryveryveryveryveryveryveryveryveryveryveryveryveryveryveryverylong-operation-name-that-keeps-going-and-going',
        ]) {
          const {page} = await open(pathname, width);
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          assert.ok(overflow <= 0, `${pathname} at ${width}px overflows by ${overflow}px`);
          await page.close();
        }
      }
    });
  });
});
