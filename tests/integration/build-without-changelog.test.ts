/**
 * The Tribe site built with GRAPHQL_COMPARE_WITH=none: its reference has no
 * changelog and no pages for removed items, and the hand-written pages that
 * mention them (plugins/changelog-conditions) must still build, with no
 * link to either, in the pages and in their Markdown copies.
 */
import assert from 'node:assert/strict';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {FixtureSite, repoRoot, run} from './fixture-site';

describe('the Tribe site compared with no older schema', () => {
  let site: FixtureSite;
  let output = '';

  before(async () => {
    site = await FixtureSite.create({realContent: true});
    const env = {GRAPHQL_COMPARE_WITH: 'none', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'};
    const tsx = path.join(repoRoot, 'node_modules/.bin/tsx');
    for (const args of [['generators/graphql-reference/cli.ts'], ['generators/client-reference/cli.mts'], ['scripts/build-site.ts']]) {
      const result = await run(tsx, args, {cwd: site.dir, env});
      output += result.output;
      assert.equal(result.exitCode, 0, output.slice(-6000));
    }
  });

  after(async () => {
    await site?.remove();
  });

  it('builds, with neither the changelog nor a removed item’s page, and no link to them', async () => {
    const build = path.join(site.dir, 'build');
    await assert.rejects(readFile(path.join(build, 'docs/graphql/changelog/index.html')));
    await assert.rejects(readFile(path.join(build, 'docs/graphql/queries/get-spaces/index.html')));
    const linking: string[] = [];
    for (const entry of await readdir(build, {recursive: true, withFileTypes: true})) {
      if (!entry.isFile() || !/\.(html|md)$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (/\/docs\/graphql\/(changelog|queries\/get-spaces|mutations\/remove-space)(?![\w-])/.test(await readFile(file, 'utf8'))) {
        linking.push(path.relative(build, file));
      }
    }
    assert.deepEqual(linking, []);
  });

  it('keeps what holds without a changelog, in the page and in its Markdown copy', async () => {
    const page = await readFile(path.join(site.dir, 'build/docs/guide/graphql/making-queries/index.html'), 'utf8');
    assert.match(page, /Some old names are gone altogether\. <code>getSpaces<\/code>, for example/);
    const copy = await readFile(path.join(site.dir, 'build/docs/guide/graphql/making-queries.md'), 'utf8');
    assert.match(copy, /Some old names are gone altogether\. `getSpaces`, for example, was deprecated in favour of/);
    assert.doesNotMatch(copy, /WithChangelog|WithoutChangelog/);
  });
});
