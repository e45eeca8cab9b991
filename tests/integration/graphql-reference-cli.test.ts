import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readdir, rm, writeFile} from 'node:fs/promises';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';

import {repoRoot, run} from './fixture-site';

/** `npm run generate` as a person runs it, into a folder of the test's own. */
async function generate(
  env: Record<string, string>,
  {withPreviousOutput = false} = {},
): Promise<{exitCode: number; output: string; leftBehind: string[]}> {
  const parent = await mkdtemp(path.join(tmpdir(), 'graphql-reference-cli-'));
  try {
    if (withPreviousOutput) {
      for (const folder of ['graphql', 'global-api']) {
        await mkdir(path.join(parent, folder));
        await writeFile(path.join(parent, folder, 'manifest.json'), '{}');
      }
    }
    const result = await run(
      path.join(repoRoot, 'node_modules/.bin/tsx'),
      ['generators/graphql-reference/cli.ts', '--out-dir', path.join(parent, 'graphql')],
      {cwd: repoRoot, env},
    );
    return {...result, leftBehind: await readdir(parent)};
  } finally {
    await rm(parent, {recursive: true, force: true});
  }
}

describe('npm run generate with bad input', {concurrency: 2}, () => {
  it('writes the reference and sums it up on good input', async () => {
    const result = await generate({GRAPHQL_SCHEMA: 'tests/fixtures/graphql/small.graphql', GRAPHQL_COMPARE_WITH: 'none'});
    assert.equal(result.exitCode, 0, result.output);
    assert.match(
      result.output,
      /GraphQL reference \(Network API\): \d+ pages \(5 query, 1 mutation, 1 subscription, .*\) from tests\/fixtures\/graphql\/small\.graphql in [\d.]+ s/,
    );
    assert.match(
      result.output,
      /GraphQL reference \(Global API\): \d+ pages \(21 query, 30 mutation, .*\) from @tribeplatform\/gql-client@2\.4\.0\/src\/global-types\/tribe-global-graphql\.generated\.ts/,
    );
    assert.deepEqual(result.leftBehind, ['global-api', 'graphql']);
  });

  it('compares a file source with the embedded default: changelog and removed pages', async () => {
    const result = await generate({GRAPHQL_SCHEMA: 'tests/fixtures/graphql/small.graphql'});
    assert.equal(result.exitCode, 0, result.output);
    assert.match(
      result.output,
      /\d+ kept for removed items from tests\/fixtures\/graphql\/small\.graphql .*; changelog: \d+ changes since the network API types generated for the 2\.x client/,
    );
  });

  it('an unreadable codegen types file names the file, line and declaration, and leaves nothing', async () => {
    // The network reference, from a small schema, is written first: the failure of the second must remove it too.
    const result = await generate({
      GRAPHQL_SCHEMA: 'tests/fixtures/graphql/small.graphql',
      GRAPHQL_COMPARE_WITH: 'none',
      GRAPHQL_GLOBAL_SCHEMA: 'tests/fixtures/graphql/unreadable.generated.ts',
    });
    assert.equal(result.exitCode, 1);
    assert.match(
      result.output,
      /error: \[graphql-reference\] tests\/fixtures\/graphql\/unreadable\.generated\.ts:4:9: type Post\.tags: unknown generic type Set<…>/,
    );
    assert.deepEqual(result.leftBehind, []);
  });

  it('a syntax error exits non-zero, names the file and line, and leaves nothing', async () => {
    const result = await generate({GRAPHQL_SCHEMA: 'tests/fixtures/graphql/syntax-error.graphql'});
    assert.equal(result.exitCode, 1);
    assert.match(result.output, /error: \[graphql-reference\] tests\/fixtures\/graphql\/syntax-error\.graphql:7:8: Syntax Error/);
    assert.deepEqual(result.leftBehind, []);
  });

  it('a reference to an unknown type exits non-zero, names the file and line, and leaves nothing', async () => {
    const result = await generate({GRAPHQL_SCHEMA: 'tests/fixtures/graphql/unknown-type.graphql'});
    assert.equal(result.exitCode, 1);
    assert.match(result.output, /unknown-type\.graphql:7:12: Unknown type "Profile"/);
    assert.deepEqual(result.leftBehind, []);
  });

  it('an unreachable endpoint exits non-zero with a clear message', async () => {
    // A port that was free a moment ago: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const {port} = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const url = `http://127.0.0.1:${port}/graphql`;
    const result = await generate({GRAPHQL_SCHEMA: url, GRAPHQL_SCHEMA_TIMEOUT_MS: '2000'});
    assert.equal(result.exitCode, 1);
    assert.ok(result.output.includes(`${url}: could not fetch the schema (ECONNREFUSED)`), result.output);
    assert.deepEqual(result.leftBehind, []);
  });

  it('a bad option exits non-zero and names the variable', async () => {
    const result = await generate({GRAPHQL_ROOT_TYPES: 'query=Query'}, {withPreviousOutput: true});
    assert.equal(result.exitCode, 1);
    assert.match(result.output, /GRAPHQL_ROOT_TYPES: mutation is missing/);
    // The message says the previous output was removed: it must be true.
    assert.match(result.output, /any previous output was removed/);
    assert.deepEqual(result.leftBehind, []);
  });
});
