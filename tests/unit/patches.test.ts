import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {cp, mkdtemp, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import {patchedFiles, patchedFilesHash} from '../../plugins/patch-aware-cache';
import {SITE_DIR} from '../../node/site/paths';

describe('patches', () => {
  it('are all applied to node_modules as they stand in patches/', async () => {
    const patches = (await readdir(path.join(SITE_DIR, 'patches'))).filter((name) => name.endsWith('.patch'));
    assert.ok(patches.length > 0);
    for (const patch of patches) {
      // Reversible means applied: each hunk is found in its patched form.
      assert.doesNotThrow(
        () => execFileSync('git', ['apply', '--reverse', '--check', path.join('patches', patch)], {cwd: SITE_DIR, stdio: 'pipe'}),
        `${patch} is not applied: run npm ci`,
      );
    }
  });

  it("change the bundler cache's version whenever a patched file changes", async () => {
    const files = patchedFiles(SITE_DIR);
    assert.ok(files.includes('node_modules/@docusaurus/core/lib/client/PendingNavigation.js'));
    // A copy of the site's patches and patched files, where one file is then "reversed".
    const dir = await mkdtemp(path.join(tmpdir(), 'patches-'));
    try {
      await cp(path.join(SITE_DIR, 'patches'), path.join(dir, 'patches'), {recursive: true});
      for (const file of files) await cp(path.join(SITE_DIR, file), path.join(dir, file)).catch(() => undefined);
      const before = patchedFilesHash(dir);
      assert.equal(before, patchedFilesHash(SITE_DIR));
      await writeFile(path.join(dir, 'node_modules/@docusaurus/core/lib/client/PendingNavigation.js'), '// the stock file\n');
      assert.notEqual(patchedFilesHash(dir), before);
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });
});
