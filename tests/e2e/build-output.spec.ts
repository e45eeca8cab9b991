import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';

import {expect, test} from './fixtures';

/** The tests run from the checkout's root, the folder the build was made in. */
const repoRoot = process.cwd();
const TEXT_FILE = /\.(html|js|css|json|svg|xml|txt)$/;

test.describe('the build output', () => {
  test('holds no path of the checkout it was built in, so it is the same from any folder', async () => {
    const buildDir = path.join(repoRoot, 'build');
    const entries = await readdir(buildDir, {recursive: true, withFileTypes: true});
    const files = entries
      .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(1000);
    const holding: string[] = [];
    for (const file of files) {
      if ((await readFile(file, 'utf8')).includes(repoRoot)) holding.push(path.relative(buildDir, file));
    }
    expect(holding).toEqual([]);
  });
});
