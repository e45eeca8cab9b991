import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import {FixtureSite} from './fixture-site';

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

describe('reproducible builds', () => {
  it('the same sources build the same bytes from another folder with another node_modules', async () => {
    // Each with a node_modules of its own, as two checkouts have: a shared one would sit outside one of them.
    const sites = [await FixtureSite.create({ownNodeModules: true}), await FixtureSite.create({ownNodeModules: true})];
    try {
      const builds: Map<string, string>[] = [];
      for (const site of sites) {
        const result = await site.build();
        assert.equal(result.exitCode, 0, result.output);
        builds.push(await fileHashes(path.join(site.dir, 'build')));
      }
      const [first, second] = builds as [Map<string, string>, Map<string, string>];
      const names = [...new Set([...first.keys(), ...second.keys()])].sort();
      const differing = names.filter((name) => first.get(name) !== second.get(name));
      // The chunk file names carry the build's hash: one path-dependent input renames them all.
      assert.deepEqual(
        differing.slice(0, 20),
        [],
        `${differing.length} of ${names.length} files differ between ${sites[0]?.dir} and ${sites[1]?.dir}`,
      );
      assert.ok(
        names.some((name) => /^assets\/js\/\d+\.[0-9a-f]{8}\.js$/.test(name)),
        'the build has hashed chunks',
      );
    } finally {
      await Promise.all(sites.map((site) => site.remove()));
    }
  });
});
