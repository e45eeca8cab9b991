import assert from 'node:assert/strict';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {chromium, type Browser} from '@playwright/test';

import {type StaticServer, startStaticServer} from '../../src/hosting/static-server';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../src/site/chromium';
import {FixtureSite} from './fixture-site';

/**
 * A site built from a schema whose descriptions are full of HTML, MDX and
 * Markdown syntax: it must build, show that text literally, and run nothing.
 */
describe('reference built from a hostile schema', () => {
  let site: FixtureSite;
  let served: StaticServer;
  let browser: Browser;

  before(async () => {
    site = await FixtureSite.create({schema: 'tests/fixtures/graphql/hostile.graphql'});
    const result = await site.build();
    assert.equal(result.exitCode, 0, result.output);
    served = await startStaticServer({dir: path.join(site.dir, 'build'), host: '127.0.0.1', port: 0});
    browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
  });

  after(async () => {
    await browser?.close();
    served?.server.close();
    await site?.remove();
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

  it('shows descriptions and deprecation reasons as literal text and runs no script', async () => {
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
      '```fences```',
      '_underscores_',
      '*stars*',
      '< and >',
      '# Not a heading',
      '[not a link](javascript:alert(2))',
      '<img src=x onerror="alert(3)">',
      'café, 東京, emoji 🚀, right-to-left مرحبا',
    ]) {
      assert.ok(text.includes(literal), `literal text: ${literal}`);
    }
    assert.equal(await query.page.locator('article a[href^="javascript:"]').count(), 0);
    assert.deepEqual([...dialogs, ...query.dialogs], []);
    assert.deepEqual([...errors, ...query.errors], []);
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
