import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdir, mkdtemp, readFile, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {replaceFolder, sweepStaleStaging} from '../../generators/write-output';

const temporary: string[] = [];
after(async () => {
  await Promise.all(temporary.map((dir) => rm(dir, {recursive: true, force: true})));
});

/** The pid of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(String(child.stdout));
}

describe('replacing an output folder', () => {
  it('sweeps the staging folders a killed run left behind, and keeps those of a run still going', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'write-output-'));
    temporary.push(parent);
    const outDir = path.join(parent, 'graphql');
    const dead = `.graphql-staging-${endedPid()}-aB12cD`;
    const deadRetired = `${dead}-retired`;
    const alive = `.graphql-staging-${process.pid}-zZ99yY`;
    const unnamed = '.graphql-staging-Xy12Zw';
    for (const name of [dead, deadRetired, alive, unnamed, '.other-staging-1-a']) await mkdir(path.join(parent, name));

    await replaceFolder(outDir, new Map([['page.mdx', '# Page']]));
    const left = (await readdir(parent)).sort();
    assert.deepEqual(left, ['.graphql-staging-' + `${process.pid}-zZ99yY`, '.other-staging-1-a', 'graphql'].sort());
    assert.equal(await readFile(path.join(outDir, 'page.mdx'), 'utf8'), '# Page');
    assert.deepEqual(await sweepStaleStaging(outDir), []);
  });
});
