import assert from 'node:assert/strict';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import {typescriptSnippets} from '../snippets/extract';
import {checkGraphqlSamples, type GraphqlSampleCounts, loadBuiltSchema} from '../snippets/graphql';
import {type Snippet, typecheckSnippets} from '../snippets/typecheck';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Hand-written content; generated pages are checked by their generators. */
const CONTENT_DIRS = ['docs', 'gql-client'];

async function contentFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of CONTENT_DIRS) {
    for (const entry of await readdir(path.join(repoRoot, dir), {recursive: true, withFileTypes: true})) {
      const file = path.relative(repoRoot, path.join(entry.parentPath, entry.name));
      if (entry.isFile() && /\.mdx?$/.test(entry.name) && !file.startsWith(path.join('gql-client', 'api'))) files.push(file);
    }
  }
  return files.sort();
}

describe('samples in the hand-written pages', () => {
  it('TypeScript samples all type-check against the pinned packages', async () => {
    const snippets: Snippet[] = [];
    for (const file of await contentFiles()) {
      snippets.push(...typescriptSnippets(file, await readFile(path.join(repoRoot, file), 'utf8')));
    }
    // The getting-started page alone has several samples: finding none means the extraction broke.
    assert.ok(snippets.length >= 5, `only ${snippets.length} samples found`);
    const problems = typecheckSnippets(snippets, repoRoot);
    assert.deepEqual(problems.map((problem) => `${problem.origin} (line ${problem.line}): ${problem.message}`), []);
  });

  it('GraphQL, variables and cURL samples all validate against the schema the site is built from', async () => {
    const schema = loadBuiltSchema(repoRoot);
    const totals: GraphqlSampleCounts = {graphql: 0, partialGraphql: 0, variables: 0, json: 0, curl: 0};
    const problems: string[] = [];
    for (const file of await contentFiles()) {
      const result = checkGraphqlSamples(file, await readFile(path.join(repoRoot, file), 'utf8'), schema);
      problems.push(...result.problems.map((problem) => `${problem.origin} (line ${problem.line}): ${problem.message}`));
      for (const key of Object.keys(totals) as (keyof GraphqlSampleCounts)[]) totals[key] += result.counts[key];
    }
    assert.deepEqual(problems, []);
    // Deliberately partial blocks are meant to be rare; most must be whole, checkable operations.
    assert.ok(totals.partialGraphql * 10 <= totals.graphql, `too many partial GraphQL blocks: ${JSON.stringify(totals)}`);
    console.log(`GraphQL samples checked: ${JSON.stringify(totals)}`);
  });
});
