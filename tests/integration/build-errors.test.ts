import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {FixtureSite, guidePage, type RunResult} from './fixture-site';

/** Builds a fixture site over an old build/, and lists the build folders that are left. */
async function buildWith(docs: Record<string, string>): Promise<RunResult & {buildFolders: string[]}> {
  const site = await FixtureSite.create({docs});
  try {
    await site.writeEarlierBuild();
    const result = await site.build();
    return {...result, buildFolders: await site.buildFolders()};
  } finally {
    await site.remove();
  }
}

describe('build-time errors', {concurrency: 1}, () => {
  it('broken links fail the build, naming each page and link; a broken Markdown file link also warns with its file and line', async () => {
    // One build for both: Docusaurus reports every broken path of the site in one message.
    const result = await buildWith({
      'guide/broken-link.mdx': guidePage('Broken link', 'See [the missing page](/docs/not-a-page).'),
      'guide/markdown-link.mdx': guidePage('Markdown link', 'Read [the missing file](./missing-file.md).'),
    });
    assert.notEqual(result.exitCode, 0, result.output);
    assert.match(result.output, /broken links/i);
    assert.match(result.output, /source page path = \/docs\/guide\/broken-link/);
    assert.match(result.output, /linking to \/docs\/not-a-page/);
    assert.match(
      result.output,
      /\[WARNING\] Markdown link with URL `\.\/missing-file\.md` in source file "docs\/guide\/markdown-link\.mdx" \(5:6\)/,
    );
    assert.match(result.output, /source page path = \/docs\/guide\/markdown-link/);
    // Neither the new site nor the earlier one is left to pass for the build just asked for.
    assert.deepEqual(result.buildFolders, []);
    assert.match(result.output, /The site was not built, and any previous build\/ was removed\./);
  });

  // Its own build: Docusaurus stops at broken paths before it reports anchors.
  it('a broken anchor fails the build and names the page and the anchor', async () => {
    const result = await buildWith({
      'guide/broken-anchor.mdx': guidePage('Broken anchor', 'See [the endpoint](/docs/schema#no-such-heading).'),
    });
    assert.notEqual(result.exitCode, 0, result.output);
    assert.match(result.output, /broken anchors/i);
    assert.match(result.output, /source page path = \/docs\/guide\/broken-anchor/);
    assert.match(result.output, /\/docs\/schema#no-such-heading/);
  });

  it('a code block in a language with no grammar fails the build and names the file, line and language', async () => {
    const result = await buildWith({
      'guide/typo.mdx': guidePage('Typo', ['Query it:', '', '```grapql', '{ network { name } }', '```'].join('\n')),
    });
    assert.notEqual(result.exitCode, 0, result.output);
    assert.match(result.output, /docs\/guide\/typo\.mdx:7:1: no syntax highlighting for the language "grapql"; use one of: .*graphql/);
  });
});
