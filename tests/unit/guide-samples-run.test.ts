import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {readHandWrittenPages} from '../../tools/snippets/content';
import {type ApiSchemas, loadBuiltSchema} from '../../tools/snippets/graphql';
import {type MockPlatform, startMockPlatform} from '../../tools/snippets/mock-platform/server';
import {type GuideSample, normalizeOutput, platformSamples, runSamples} from '../../tools/snippets/run-samples';
import {SITE_DIR} from '../../node/site/paths';

describe('samples that call the platform, run against the local platform', () => {
  it('every runnable sample in the guide finishes, sends valid requests, reads only what it selected and prints what its page shows', async () => {
    const pages = await readHandWrittenPages(SITE_DIR);
    const samples = pages.flatMap(({file, markdown}) => platformSamples(file, markdown));
    const runnable = samples.filter((sample) => sample.notRunnable === null);
    // Most pages call the API; finding few samples means the classification broke.
    assert.ok(runnable.length >= 60, `only ${runnable.length} runnable samples found`);
    const runs = await runSamples(samples, loadBuiltSchema(SITE_DIR), SITE_DIR);
    const failures = runs.flatMap((run) => run.failures.map((failure) => `${run.sample.origin}: ${failure}`));
    assert.deepEqual(failures, []);

    const reasons = new Map<string, number>();
    for (const sample of samples) if (sample.notRunnable) reasons.set(sample.notRunnable, (reasons.get(sample.notRunnable) ?? 0) + 1);
    const requests = runs.reduce((sum, run) => sum + run.requests.length, 0);
    console.log(`Samples run: ${runs.length} (${requests} requests); not runnable: ${samples.length - runnable.length}`);
    for (const [reason, count] of [...reasons].sort()) console.log(`  not runnable, ${count}×: ${reason}`);
  });
});

describe('the sample runner', () => {
  let controls: GuideSample[] = [];
  before(async () => {
    const file = 'tests/fixtures/samples/runner-controls.mdx';
    controls = platformSamples(file, await readFile(path.join(SITE_DIR, file), 'utf8'));
  });

  it('rejects a sample that reads `nodes` from a list whose request selected only `edges` (the guide’s old mistake)', async () => {
    const [run] = await runSamples([controls[0]!], loadBuiltSchema(SITE_DIR), SITE_DIR, 1);
    assert.ok(
      run!.failures.includes(
        'it reads a field its request did not select: data.members.nodes (the request selected only: totalCount, edges, pageInfo)',
      ),
      run!.failures.join('\n'),
    );
  });

  it('rejects output that differs from the page, a request with errors, an undocumented endpoint and printing without a shown output; skips a marked sample and accepts a silent one', async () => {
    assert.equal(controls.length, 8);
    assert.equal(controls[6]!.notRunnable, 'needs a browser: it reads window.location');
    const runs = await runSamples(controls.slice(1, 7), loadBuiltSchema(SITE_DIR), SITE_DIR, 2);
    assert.equal(runs.length, 5, 'the marked sample must not run');
    const [wrongOutput, invalidQuery, undocumented, printsWithoutOutput, printsNothing] = runs;
    assert.deepEqual(wrongOutput!.failures, [
      `its output differs from the page's (line ${controls[1]!.output!.line}), line 1: the page shows "Got 50 of 1200 members", the sample printed "Got 4 of 4 members"`,
    ]);
    assert.deepEqual(invalidQuery!.failures, [
      'the platform answered (anonymous) with an error: Cannot query field "nameThatDoesNotExist" on type "Network".',
    ]);
    assert.ok(undocumented!.failures.some((failure) => failure.startsWith('it exited with code 1')));
    assert.ok(
      undocumented!.failures.some((failure) =>
        failure.includes('https://app.dev.tribe.so/api/global/gateway is not an endpoint the guide documents'),
      ),
      undocumented!.failures.join('\n'),
    );
    assert.deepEqual(printsWithoutOutput!.failures, [
      'the page shows no output for it (add a ```text title="Output" output block right after it)',
    ]);
    assert.deepEqual(printsNothing!.failures, [], 'a sample that prints nothing needs no output block');
  });

  it('rejects a sample whose mutation gets back another value than it sent under the same name, even when its output matches', async () => {
    const [run] = await runSamples([controls[7]!], loadBuiltSchema(SITE_DIR), SITE_DIR, 1);
    assert.equal(run!.failures.length, 1, run!.failures.join('\n'));
    assert.match(
      run!.failures[0]!,
      /^the platform returned another value than \(anonymous\) sent: data\.createSpace\.name: sent "Product updates", the platform returned "product-updates-[a-z0-9]{8}"$/,
    );
  });

  it('lets whole tokens differ, and nothing else but blank lines and trailing spaces', () => {
    assert.deepEqual(normalizeOutput('\nXq4kT9vB2m created 2024-03-14T09:26:53.120Z  \n\n'), [
      'Xq4kT9vB2m created 2024-03-14T09:26:53.120Z',
    ]);
    assert.deepEqual(normalizeOutput('token eyJhbGciOiJI.eyJpZCI6IjEifQ.c2ln'), ['token <token>']);
    assert.deepEqual(normalizeOutput('general 128 members'), ['general 128 members']);
  });
});

describe('the local platform', () => {
  let schemas: ApiSchemas;
  let platform: MockPlatform;
  before(async () => {
    schemas = loadBuiltSchema(SITE_DIR);
    platform = await startMockPlatform(schemas);
  });
  after(() => platform.close());

  const post = (url: string, query: string, variables: object = {}) =>
    fetch(platform.url, {
      method: 'POST',
      headers: {'Content-Type': 'application/json', 'x-sample-original-url': url},
      body: JSON.stringify({query, variables}),
    }).then((response) => response.json() as Promise<{data?: Record<string, unknown>; errors?: {message: string}[]}>);

  it('answers the same request with the same data after a reset, and echoes the arguments it was asked for', async () => {
    const query = 'query ($username: String) { member(username: $username) { id name username createdAt } }';
    const first = await post('https://app.tribe.so/graphql', query, {username: 'admin'});
    platform.reset();
    const second = await post('https://app.tribe.so/graphql', query, {username: 'admin'});
    assert.deepEqual(first, second);
    assert.equal(first.errors, undefined);
    const member = first.data!.member as Record<string, string>;
    assert.equal(member.username, 'admin');
    assert.match(member.id!, /^[A-Za-z0-9]{10}$/);
    assert.match(member.createdAt!, /^\d{4}-\d{2}-\d{2}T/);
  });

  it('pages a root list: the first page points to a second, which is the last', async () => {
    // The platform keeps state: the member the test above looked up by username is one more member.
    platform.reset();
    const query =
      'query ($after: String) { members(limit: 2, after: $after) { totalCount pageInfo { endCursor hasNextPage } edges { node { id } } } }';
    type Page = {totalCount: number; pageInfo: {endCursor: string; hasNextPage: boolean}; edges: {node: {id: string}}[]};
    const first = (await post('https://app.tribe.so/graphql', query)).data!.members as Page;
    const second = (await post('https://app.tribe.so/graphql', query, {after: first.pageInfo.endCursor})).data!.members as Page;
    assert.equal(first.pageInfo.hasNextPage, true);
    assert.equal(second.pageInfo.hasNextPage, false);
    assert.equal(first.totalCount, 4);
    const ids = [...first.edges, ...second.edges].map((edge) => edge.node.id);
    assert.equal(new Set(ids).size, 4, 'the two pages hold different members');
  });

  it('serves the global API at its gateway, and refuses an endpoint the guide does not document', async () => {
    const global = await post('https://app.tribe.so/api/global/gateway', '{ eventTypes { name } }');
    assert.equal(global.errors, undefined);
    const onNetwork = await post('https://app.tribe.so/graphql', '{ eventTypes { name } }');
    assert.match(onNetwork.errors?.[0]?.message ?? '', /Cannot query field "eventTypes"/);
    const dev = await post('https://app.dev.tribe.so/api/global/gateway', '{ eventTypes { name } }');
    assert.match(dev.errors?.[0]?.message ?? '', /not an endpoint the guide documents/);
  });
});
