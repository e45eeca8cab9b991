import assert from 'node:assert/strict';
import {mkdtemp, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import {readRedirectFiles, redirectsOf, validateOptions} from '../../plugins/redirect-files/index';

/** What Docusaurus passes a plugin's validateOptions: validates with the plugin's Joi schema and fills its defaults. */
const validate = ((schema: {validate: (value: unknown) => {error?: Error; value: unknown}}, options: unknown) => {
  const {error, value} = schema.validate(options);
  if (error) throw error;
  return value;
}) as never;

async function jsonFile(name: string, value: unknown): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'redirect-files-'));
  const file = path.join(dir, name);
  await writeFile(file, typeof value === 'string' ? value : JSON.stringify(value));
  return file;
}

describe('redirect-files plugin', () => {
  it('reads the redirects of every file, in order, and validates them as the client-redirects plugin does', async () => {
    const first = await jsonFile('a.json', [{from: '/docs/old', to: '/docs/new'}]);
    const second = await jsonFile('b.json', [{from: ['/x', '/y'], to: '/docs/new'}]);
    assert.deepEqual(readRedirectFiles([first, second]), [
      {from: '/docs/old', to: '/docs/new'},
      {from: ['/x', '/y'], to: '/docs/new'},
    ]);
    const options = redirectsOf('/', [first, second]);
    assert.equal(options.redirects.length, 2);
    assert.deepEqual(options.fromExtensions, []);
    // Paths relative to the site, so that no checkout path reaches the site config.
    assert.equal(redirectsOf(path.dirname(first), [path.basename(first)]).redirects.length, 1);
    assert.deepEqual(validateOptions({validate, options: {files: ['generated/graphql/redirects.json']}}).files, [
      'generated/graphql/redirects.json',
    ]);
    assert.throws(() => validateOptions({validate, options: {} as never}), /give the plugin \{files: \[\.\.\.\]\}/);
  });

  it('fails naming the file and the entry when a file is missing, not JSON, or holds something else', async () => {
    assert.throws(
      () => readRedirectFiles(['/nonexistent/redirects.json']),
      /^Error: redirect-files: cannot read \/nonexistent\/redirects\.json/,
    );
    const broken = await jsonFile('broken.json', '[{"from": "/a",');
    assert.throws(() => readRedirectFiles([broken]), new RegExp(`cannot read ${broken.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`));
    const wrong = await jsonFile('wrong.json', [{from: '/a', to: '/b'}, {from: '/c'}]);
    assert.throws(() => readRedirectFiles([wrong]), /wrong\.json, entry 1: expected \{from, to\}/);
  });

  it('rejects a redirect the client-redirects plugin would reject (an old address that is not a path)', async () => {
    const file = await jsonFile('bad-from.json', [{from: 'docs/old', to: '/docs/new'}]);
    assert.throws(() => redirectsOf('/', [file]), /redirects\[0\]\.from/);
  });
});
