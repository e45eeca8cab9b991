import assert from 'node:assert/strict';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {
  applyPatchSequence,
  chooseTargets,
  compareEjected,
  EJECTED_COMPONENTS,
  formatTable,
  groupPatchFiles,
  PATCH_PACKAGE_MAX_OFFSET,
  summariseResults,
  type PatchFileDetails,
  type PatchResult,
} from '../../scripts/check-upstream';
import {SITE_DIR} from '../../node/site/paths';

describe('check:upstream: patch file names', () => {
  it('groups plain and sequenced patches per package, in sequence number order', () => {
    const {packages, unrecognized} = groupPatchFiles([
      '@docusaurus+core+3.10.2+10+links.patch',
      'react-router+5.3.4.patch',
      '@docusaurus+core+3.10.2+2+preload.patch',
      '@docusaurus+core+3.10.2+001.patch',
      'notes.txt.patch',
    ]);
    assert.deepEqual(
      packages.map((group) => group.map((patch) => [patch.name, patch.version, patch.path, patch.sequenceNumber, patch.sequenceName])),
      [
        [
          ['@docusaurus/core', '3.10.2', 'node_modules/@docusaurus/core', 1, undefined],
          ['@docusaurus/core', '3.10.2', 'node_modules/@docusaurus/core', 2, 'preload'],
          ['@docusaurus/core', '3.10.2', 'node_modules/@docusaurus/core', 10, 'links'],
        ],
        [['react-router', '5.3.4', 'node_modules/react-router', undefined, undefined]],
      ],
    );
    assert.deepEqual(unrecognized, ['notes.txt.patch']);
  });
});

describe('check:upstream: which versions to install', () => {
  const coreVersions = ['3.10.1-canary-6807', '3.10.2', '4.0.0-canary-999', '4.0.0-canary-6808', '4.0.0-canary-6822'];

  it('takes the dist-tag canary when the preset has that version too', () => {
    const {targets} = chooseTargets({
      distTags: {latest: '3.10.2', canary: '4.0.0-canary-6822'},
      coreVersions,
      presetVersions: ['3.10.2', '4.0.0-canary-6822'],
    });
    assert.deepEqual(
      targets.map((target) => [target.label, target.version]),
      [
        ['stable', '3.10.2'],
        ['canary', '4.0.0-canary-6822'],
      ],
    );
  });

  it('without the tag, takes the next major’s newest canary (by build number) that core and preset both have', () => {
    const {targets, notes} = chooseTargets({
      distTags: {latest: '3.10.2'},
      coreVersions,
      presetVersions: ['3.10.2', '4.0.0-canary-999', '4.0.0-canary-6808'],
    });
    assert.equal(targets[1]?.version, '4.0.0-canary-6808');
    assert.match(targets[1]?.why ?? '', /no dist-tag canary/);
    assert.deepEqual(notes, [
      'canary: 4.0.0-canary-6822 of @docusaurus/core skipped: @docusaurus/preset-classic has no such version, so it cannot be installed',
    ]);
  });

  it('passes over a dist-tag canary that the preset does not have', () => {
    const {targets} = chooseTargets({
      distTags: {latest: '3.10.2', canary: '4.0.0-canary-6822'},
      coreVersions,
      presetVersions: ['3.10.2', '4.0.0-canary-6808'],
    });
    assert.equal(targets[1]?.version, '4.0.0-canary-6808');
    assert.match(targets[1]?.why ?? '', /dist-tag canary is 4\.0\.0-canary-6822, which @docusaurus\/preset-classic does not have/);
  });

  it('checks the stable release alone, and says why, when the next major has no installable canary', () => {
    const {targets, notes} = chooseTargets({distTags: {latest: '3.10.2'}, coreVersions, presetVersions: ['3.10.2']});
    assert.deepEqual(
      targets.map((target) => target.label),
      ['stable'],
    );
    assert.match(notes.at(-1) ?? '', /canary: not checked: no dist-tag canary, and no 4\.x canary/);
  });
});

describe('check:upstream: applying patches as patch-package does', () => {
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'check-upstream-test-'));
  after(() => rmSync(scratch, {recursive: true, force: true}));
  const original = Array.from({length: 40}, (_, index) => `line ${index + 1}`);
  const diff = (file: string, hunk: string) =>
    `diff --git a/node_modules/pkg/${file} b/node_modules/pkg/${file}\n--- a/node_modules/pkg/${file}\n+++ b/node_modules/pkg/${file}\n${hunk}`;
  const firstChange = diff('index.js', '@@ -9,3 +9,3 @@\n line 9\n-line 10\n+LINE TEN\n line 11\n');
  const secondChange = diff('index.js', '@@ -9,3 +9,3 @@\n line 9\n-LINE TEN\n+LINE 10\n line 11\n');

  const kinds = (results: readonly PatchResult[]) =>
    results.map((result) => (result.kind === 'blocked' ? `blocked after ${result.after}, alone ${result.alone.kind}` : result.kind));

  let caseNumber = 0;
  /** An install root with node_modules/pkg (index.js holding `lines`) and a patches folder holding `patchTexts`, in order. */
  function setUp(lines: readonly string[], patchTexts: readonly string[]) {
    const root = path.join(scratch, `case-${++caseNumber}`);
    mkdirSync(path.join(root, 'node_modules/pkg'), {recursive: true});
    mkdirSync(path.join(root, 'patches'));
    writeFileSync(path.join(root, 'node_modules/pkg/package.json'), '{"name":"pkg","version":"2.0.0"}');
    writeFileSync(path.join(root, 'node_modules/pkg/index.js'), `${lines.join('\n')}\n`);
    const names = patchTexts.map((text, index) => {
      const name = patchTexts.length === 1 ? 'pkg+1.0.0.patch' : `pkg+1.0.0+00${index + 1}+step.patch`;
      writeFileSync(path.join(root, 'patches', name), text);
      return name;
    });
    const [patches] = groupPatchFiles(names).packages as [PatchFileDetails[]];
    return {root, patches, patchesDir: path.join(root, 'patches')};
  }

  it('applies a sequence in order, each patch on top of the one before', () => {
    const {root, patches, patchesDir} = setUp(original, [firstChange, secondChange]);
    assert.deepEqual(
      applyPatchSequence(patches, patchesDir, root).map((result) => result.kind),
      ['applies', 'applies'],
    );
    assert.match(readFileSync(path.join(root, 'node_modules/pkg/index.js'), 'utf8'), /^line 9\nLINE 10\nline 11$/m);
  });

  it(`finds a hunk moved by ${PATCH_PACKAGE_MAX_OFFSET} lines, not by one more (git apply would), and ignores trailing whitespace`, () => {
    const moved = (by: number) => [...Array.from({length: by}, () => '// upstream moved this code'), ...original];
    const atLimit = setUp(moved(PATCH_PACKAGE_MAX_OFFSET), [firstChange]);
    assert.equal(applyPatchSequence(atLimit.patches, atLimit.patchesDir, atLimit.root)[0]?.kind, 'applies');
    const trailingSpace = setUp(
      original.map((line) => (line === 'line 9' ? 'line 9  \r' : line)),
      [firstChange],
    );
    assert.equal(applyPatchSequence(trailingSpace.patches, trailingSpace.patchesDir, trailingSpace.root)[0]?.kind, 'applies');
    const beyond = setUp(moved(PATCH_PACKAGE_MAX_OFFSET + 1), [firstChange]);
    const [result] = applyPatchSequence(beyond.patches, beyond.patchesDir, beyond.root);
    assert.ok(result?.kind === 'fails', `expected a failure, got ${result?.kind}`);
    assert.deepEqual(result.files, [{file: 'index.js', reason: 'hunks', failedHunks: 1, hunks: 1}]);
    assert.match(result.message, /^Cannot apply hunk 0 for file .*node_modules\/pkg\/index\.js$/);
  });

  it('names the files that fail, stops the sequence there, and tells a change upstream already has', () => {
    const goneFile = diff('gone.js', '@@ -1,1 +1,1 @@\n-old\n+new\n');
    const gone = setUp(original, [goneFile + firstChange, secondChange]);
    const results = applyPatchSequence(gone.patches, gone.patchesDir, gone.root);
    assert.deepEqual(results[0]?.kind === 'fails' && results[0].files, [{file: 'gone.js', reason: 'missing'}]);
    // patch-package stops there; the rest are still tried, without the one that failed (whose index.js change this one needs).
    assert.deepEqual(kinds(results), ['fails', 'blocked after pkg+1.0.0+001+step.patch, alone fails']);

    const independent = setUp(original, [goneFile, firstChange, secondChange]);
    assert.deepEqual(kinds(applyPatchSequence(independent.patches, independent.patchesDir, independent.root)), [
      'fails',
      'blocked after pkg+1.0.0+001+step.patch, alone applies',
      'blocked after pkg+1.0.0+001+step.patch, alone applies',
    ]);

    const upstream = setUp(
      original.map((line) => (line === 'line 10' ? 'LINE TEN' : line)),
      [firstChange],
    );
    assert.equal(applyPatchSequence(upstream.patches, upstream.patchesDir, upstream.root)[0]?.kind, 'already-upstream');
  });

  it('reports a package that is no longer installed', () => {
    const {root, patches, patchesDir} = setUp(original, [firstChange]);
    rmSync(path.join(root, 'node_modules/pkg'), {recursive: true});
    assert.deepEqual(applyPatchSequence(patches, patchesDir, root), [{kind: 'package-missing'}]);
  });
});

describe('check:upstream: the report', () => {
  it('counts results and lists each failing file on its own line', () => {
    const failing = {kind: 'fails', files: [], message: ''} as const;
    assert.equal(
      summariseResults([{kind: 'applies'}, {kind: 'applies'}, failing, {kind: 'blocked', after: 'x', alone: {kind: 'applies'}}]),
      '4 patches: 2 apply, 1 FAILS, 1 blocked',
    );
    const table = formatTable([
      {patch: 'a+1.0.0.patch', installed: '1.1.0', result: {kind: 'applies'}, packageNote: ''},
      {
        patch: 'react-router+5.3.4.patch',
        installed: 'not installed',
        result: {kind: 'package-missing'},
        packageNote: 'no longer used upstream',
      },
      {
        patch: 'b+1.0.0.patch',
        installed: '2.0.0',
        result: {
          kind: 'fails',
          files: [
            {file: 'lib/a.js', reason: 'hunks', failedHunks: 2, hunks: 3},
            {file: 'lib/b.js', reason: 'missing'},
          ],
          message: 'Cannot apply hunk 1',
        },
        packageNote: '',
      },
      {
        patch: 'b+1.0.0+002+next.patch',
        installed: '2.0.0',
        result: {kind: 'blocked', after: 'b+1.0.0+001.patch', alone: {kind: 'applies'}},
        packageNote: '',
      },
    ]);
    assert.equal(
      table,
      [
        'patch                     installed      result      failing files',
        '------------------------  -------------  ----------  -------------',
        'a+1.0.0.patch             1.1.0          applies',
        'react-router+5.3.4.patch  not installed  no package  no longer used upstream',
        'b+1.0.0.patch             2.0.0          FAILS       lib/a.js (2 of 3 hunks)',
        '                                                     lib/b.js (no longer exists)',
        'b+1.0.0+002+next.patch    2.0.0          blocked     after b+1.0.0+001.patch failed; without it: applies',
      ].join('\n'),
    );
  });
});

describe('check:upstream: ejected components', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'check-upstream-ejected-'));
  after(() => rmSync(root, {recursive: true, force: true}));
  const themeWith = (name: string, sources: Readonly<Record<string, string>>) => {
    const dir = path.join(root, name);
    for (const [component, source] of Object.entries(sources)) {
      mkdirSync(path.join(dir, 'src/theme', component), {recursive: true});
      writeFileSync(path.join(dir, 'src/theme', component, 'index.tsx'), source);
    }
    return dir;
  };

  it("are each of the site's src/theme copies of a theme-classic component", () => {
    for (const component of EJECTED_COMPONENTS) {
      const header = readFileSync(path.join(SITE_DIR, 'src/theme', component, 'index.tsx'), 'utf8').slice(0, 300);
      assert.match(header, /ejected/, component);
    }
  });

  it('says which upstream sources changed since the installed version, and which are gone', () => {
    const installed = themeWith('installed', {'DocItem/Layout': 'layout v1', Tabs: 'tabs v1'});
    assert.deepEqual(compareEjected(installed, themeWith('same', {'DocItem/Layout': 'layout v1', Tabs: 'tabs v1'})), [
      {component: 'DocItem/Layout', result: 'unchanged'},
      {component: 'Tabs', result: 'unchanged'},
    ]);
    assert.deepEqual(compareEjected(installed, themeWith('newer', {'DocItem/Layout': 'layout v2'})), [
      {component: 'DocItem/Layout', result: 'changed'},
      {component: 'Tabs', result: 'gone'},
    ]);
  });
});
