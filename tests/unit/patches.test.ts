import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {cp, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import {patchedFiles, patchedFilesHash} from '../../plugins/patch-aware-cache';
import {groupPatchFiles, listPatchFiles} from '../../scripts/check-upstream';
import {SITE_DIR} from '../../node/site/paths';

/** The patch files of `siteDir`'s patches/, one list per package, each in the order patch-package 8 applies them. */
function patchSequences(siteDir: string): string[][] {
  const {packages, unrecognized} = groupPatchFiles(listPatchFiles(path.join(siteDir, 'patches')));
  assert.deepEqual(unrecognized, [], 'patch files whose names patch-package does not read');
  return packages.map((sequence) => sequence.map((patch) => patch.patchFilename));
}

/** Applies `patchFile` to the files under `dir`, or reverses it; false, with nothing changed, when it does not fit them. */
function gitApply(dir: string, patchFile: string, direction: 'forward' | 'reverse'): boolean {
  try {
    execFileSync('git', ['apply', ...(direction === 'reverse' ? ['--reverse'] : []), patchFile], {cwd: dir, stdio: 'pipe'});
    return true;
  } catch {
    return false;
  }
}

/** A new folder holding `siteDir`'s patches/ and the files in its node_modules that they change. */
async function copyOfPatchedSite(siteDir: string): Promise<string> {
  const copy = await mkdtemp(path.join(tmpdir(), 'patches-'));
  await cp(path.join(siteDir, 'patches'), path.join(copy, 'patches'), {recursive: true});
  for (const file of patchedFiles(siteDir)) {
    // A file that a patch creates is missing when that patch is not applied.
    if (existsSync(path.join(siteDir, file))) await cp(path.join(siteDir, file), path.join(copy, file));
  }
  return copy;
}

/**
 * The last patch of `sequence` whose changes are missing from the files under `dir`, which it changes: the patches
 * are reversed there, the last first, since a later patch of a sequence may change lines an earlier one wrote, and
 * each patch has to be checked against the files as it left them. The patches before a missing one are not
 * checked: the files they left are then unknown.
 */
function lastUnappliedPatch(dir: string, sequence: readonly string[]): string | undefined {
  return [...sequence].reverse().find((patch) => !gitApply(dir, path.join(dir, 'patches', patch), 'reverse'));
}

/** The patches whose changes are missing from `siteDir`'s node_modules, at most one per package. */
async function unappliedPatches(siteDir: string): Promise<string[]> {
  const copy = await copyOfPatchedSite(siteDir);
  try {
    const sequences = patchSequences(siteDir);
    return sequences.flatMap((sequence) => lastUnappliedPatch(copy, sequence) ?? []);
  } finally {
    await rm(copy, {recursive: true, force: true});
  }
}

/** A behaviour test named in patches/README.md: a test file and the title of a test or group of tests in it. */
interface NamedTest {
  readonly file: string;
  readonly title: string;
}

/** The sections of patches/README.md, by the patch file each is about. */
function readmeSections(markdown: string): Map<string, NamedTest[]> {
  const sections = new Map<string, NamedTest[]>();
  for (const section of markdown.split(/^(?=## )/m)) {
    const patch = /^## .*?`([^`]+\.patch)`/.exec(section)?.[1];
    if (patch === undefined) continue;
    assert.ok(!sections.has(patch), `patches/README.md has two sections about ${patch}`);
    const tests = [...section.matchAll(/^- `(tests\/[^`]+)` › "(.+)"$/gm)].map((match) => ({file: match[1]!, title: match[2]!}));
    sections.set(patch, tests);
  }
  return sections;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `source` has a test, or a group of tests, titled `title`: the first argument of test(), it() or describe(). */
function hasTitle(source: string, title: string): boolean {
  return new RegExp(`\\b(?:test|it|describe)(?:\\.\\w+)*\\(\\s*(["'\`])${escapeRegExp(title)}\\1`).test(source);
}

describe('patches', () => {
  it('are all applied to node_modules as they stand in patches/', async () => {
    const patches = patchSequences(SITE_DIR).flat();
    assert.ok(patches.length > 0);
    assert.deepEqual(
      await unappliedPatches(SITE_DIR),
      [],
      'these patches, or one before them in their sequence, are not applied as they stand in patches/: run npm ci',
    );
  });

  it('that are not applied are named, wherever they stand in their sequence', async () => {
    const sequences = patchSequences(SITE_DIR);
    let checkedBeforeTheLast = 0;
    for (const sequence of sequences) {
      for (const [index, patch] of sequence.entries()) {
        const site = await copyOfPatchedSite(SITE_DIR);
        try {
          const patchFile = (name: string): string => path.join(site, 'patches', name);
          // node_modules as an install leaves it without `patch`: the later patches reversed with it, then applied again.
          const later = sequence.slice(index + 1);
          for (const name of [patch, ...later].reverse()) assert.ok(gitApply(site, patchFile(name), 'reverse'), name);
          // A later patch may change lines that `patch` wrote: then it cannot be applied without it.
          if (!later.every((name) => gitApply(site, patchFile(name), 'forward'))) continue;
          assert.equal(lastUnappliedPatch(site, sequence), patch);
          if (later.length > 0) checkedBeforeTheLast += 1;
        } finally {
          await rm(site, {recursive: true, force: true});
        }
      }
    }
    assert.ok(
      checkedBeforeTheLast > 0 || sequences.every((sequence) => sequence.length === 1),
      'no patch before the last of a sequence could be left out',
    );
  });

  it('each have a section in patches/README.md that names behaviour tests that exist', async () => {
    const sections = readmeSections(await readFile(path.join(SITE_DIR, 'patches', 'README.md'), 'utf8'));
    const patches = patchSequences(SITE_DIR).flat();
    assert.deepEqual(
      patches.filter((patch) => !sections.has(patch)),
      [],
      'patches without a section in patches/README.md',
    );
    assert.deepEqual(
      [...sections.keys()].filter((patch) => !patches.includes(patch)),
      [],
      'sections of patches/README.md about patches that are gone',
    );
    for (const [patch, tests] of sections) {
      assert.ok(tests.length > 0, `${patch}: its section names no behaviour test`);
      for (const {file, title} of tests) {
        assert.match(file, /^tests\/(e2e|unit|integration)\//, `${patch}: ${file} is not a behaviour test`);
        const source = await readFile(path.join(SITE_DIR, file), 'utf8').catch(() => undefined);
        assert.ok(source !== undefined, `${patch}: ${file} does not exist`);
        assert.ok(hasTitle(source, title), `${patch}: ${file} has no test titled "${title}"`);
      }
    }
  });

  it("change the bundler cache's version whenever a patched file changes", async () => {
    const files = patchedFiles(SITE_DIR);
    // Every file of every patch, across a package's sequence of patches.
    for (const patch of patchSequences(SITE_DIR).flat()) {
      const source = await readFile(path.join(SITE_DIR, 'patches', patch), 'utf8');
      for (const [, file] of source.matchAll(/^\+\+\+ b\/(\S+)$/gm)) assert.ok(files.includes(file!), `${file} of ${patch}`);
    }
    assert.ok(files.includes('node_modules/@docusaurus/core/lib/client/PendingNavigation.js'));
    // A copy of the site's patches and patched files, where one file is then "reversed".
    const dir = await copyOfPatchedSite(SITE_DIR);
    try {
      const before = patchedFilesHash(dir);
      assert.equal(before, patchedFilesHash(SITE_DIR));
      await writeFile(path.join(dir, 'node_modules/@docusaurus/core/lib/client/PendingNavigation.js'), '// the stock file\n');
      assert.notEqual(patchedFilesHash(dir), before);
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });
});
