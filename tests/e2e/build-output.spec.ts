import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';

import {BUILD_DIR, SITE_DIR as repoRoot} from '../../node/site/paths';
import {expect, test} from './fixtures';

const TEXT_FILE = /\.(html|js|css|json|svg|xml|txt)$/;

test.describe('the build output', () => {
  test('holds no path of the checkout it was built in, so it is the same from any folder', async () => {
    const entries = await readdir(BUILD_DIR, {recursive: true, withFileTypes: true});
    const files = entries
      .filter((entry) => entry.isFile() && TEXT_FILE.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    expect(files.length).toBeGreaterThan(1000);
    const holding: string[] = [];
    for (const file of files) {
      if ((await readFile(file, 'utf8')).includes(repoRoot)) holding.push(path.relative(BUILD_DIR, file));
    }
    expect(holding).toEqual([]);
  });
});
