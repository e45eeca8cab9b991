/**
 * `npm run build:reference`: the reference of a schema no one here wrote,
 * built alone, compared with an older version of it, and used in a browser.
 */
import assert from 'node:assert/strict';
import {readFile, readdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {chromium, type Browser} from '@playwright/test';

import {type StaticServer, startStaticServer} from '../../node/hosting/static-server';
import {SEARCH_BUNDLE_DIR} from '../../plugins/search/client/bundle';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../node/site/chromium';
import {stressSdl} from '../fixtures/stress-schema';
import {FixtureSite} from './fixture-site';

const TITLE = 'Stress API';
const ENDPOINT = 'https://api.example.com/graphql';

/** The same schema as it was before: without the cycle query, with a type since removed. */
const olderSdl = (): string =>
  stressSdl().replace('  cycle: Cycle\n', '').concat('\ntype Retired { id: ID! }\ntype RetiredHolder { retired: Retired }\n');

describe('a reference built alone from a synthetic schema of every pattern', () => {
  let site: FixtureSite;
  let buildDir: string;
  let output: string;
  let served: StaticServer;
  let browser: Browser;

  before(async () => {
    site = await FixtureSite.create();
    await writeFile(path.join(site.dir, 'stress.graphql'), stressSdl());
    await writeFile(path.join(site.dir, 'older.graphql'), olderSdl());
    const result = await site.buildReference([
      'stress.graphql',
      '--compare-with',
      'older.graphql',
      '--title',
      TITLE,
      '--endpoint',
      ENDPOINT,
      '--token-variable',
      'STRESS_TOKEN',
    ]);
    output = result.output;
    assert.equal(result.exitCode, 0, output);
    buildDir = path.join(site.dir, 'build-reference');
    served = await startStaticServer({dir: buildDir, host: '127.0.0.1', port: 0});
    browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
  });

  after(async () => {
    await browser?.close();
    served?.server.close();
    await site?.remove();
  });

  it('prints what it could not do, naming the item, and builds every page, the changelog, search, Markdown copies and llms.txt', async () => {
    assert.match(output, /warn: \[graphql-reference\] query orphan: no example on its page/);
    for (const file of [
      'index.html',
      'docs/graphql/schema/index.html',
      'docs/graphql/changelog/index.html',
      'docs/graphql/objects/retired/index.html',
      'docs/graphql/queries/relay/index.html',
      'docs/graphql/objects/foo-bar-2/index.html',
      'docs/graphql/enums/big-enum.md',
      'llms.txt',
      'search/index.html',
      '404.html',
    ]) {
      await readFile(path.join(buildDir, file));
    }
    assert.ok((await readdir(path.join(buildDir, SEARCH_BUNDLE_DIR))).length > 0, 'a search index');
    const llms = await readFile(path.join(buildDir, 'llms.txt'), 'utf8');
    assert.match(llms, new RegExp(`^# ${TITLE}`, 'm'));
    assert.match(llms, /\/docs\/graphql\/queries\/search\.md/);
    // Neither the guide nor the client reference.
    for (const absent of ['docs/guide', 'docs/gql-client', 'docs/global-api']) {
      await assert.rejects(readdir(path.join(buildDir, absent)), absent);
    }
  });

  it('has no Tribe text, and its examples call the configured endpoint with the configured token variable', async () => {
    const tribe: string[] = [];
    for (const entry of await readdir(buildDir, {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !/\.(html|md|txt|graphql)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (/tribe/i.test(await readFile(file, 'utf8'))) tribe.push(path.relative(buildDir, file));
    }
    assert.deepEqual(tribe, []);
    const mutation = await readFile(path.join(buildDir, 'docs/graphql/mutations/create-thing.md'), 'utf8');
    assert.ok(mutation.includes(`curl ${ENDPOINT} \\`), mutation);
    assert.ok(mutation.includes('Authorization: Bearer $STRESS_TOKEN'));
    assert.ok(!mutation.includes('JavaScript client'));
  });

  it('leads from its root to the overview, finds an item with search, and offers the reference on a missing page', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(served.url);
    await page.waitForURL(/\/docs\/graphql\/schema$/);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    assert.equal(await page.getByRole('heading', {level: 1}).innerText(), `${TITLE} reference`);
    assert.match(await page.locator('article').innerText(), new RegExp(`every query, mutation and type of the ${TITLE}`));

    await page.getByRole('button', {name: 'Search'}).click();
    await page.getByRole('combobox', {name: 'Search'}).fill('SearchResult');
    await page.locator('[role="option"][data-url="/docs/graphql/unions/search-result"]').first().click();
    await page.waitForURL(/\/docs\/graphql\/unions\/search-result$/);
    await page.getByRole('heading', {level: 1, name: 'SearchResult'}).waitFor();

    await page.goto(new URL('/docs/graphql/objects/no-such-thing', served.url).href);
    const wayBack = page.getByRole('link', {name: `${TITLE} reference`}).last();
    assert.equal(await wayBack.getAttribute('href'), '/docs/graphql/schema');
    assert.deepEqual(errors, []);
  });
});
