import assert from 'node:assert/strict';
import path from 'node:path';
import {before, describe, it} from 'node:test';

import {type ContentFile, readContentFiles} from '../snippets/content';
import {typescriptSnippets} from '../snippets/extract';
import {checkGraphqlSamples, type GraphqlSampleCounts, loadBuiltSchema} from '../snippets/graphql';
import {formatProblem, typecheckSnippets} from '../snippets/typecheck';

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('samples in the hand-written pages', () => {
  let pages: ContentFile[] = [];
  before(async () => {
    // Hand-written content; generated pages are checked by their generators.
    pages = await readContentFiles(repoRoot, ['docs', 'gql-client'], [path.join('gql-client', 'api')]);
  });

  it('TypeScript samples all type-check against the pinned packages', () => {
    const snippets = pages.flatMap(({file, markdown}) => typescriptSnippets(file, markdown));
    // Counted a second way, from the fence lines themselves: a sample the extractor missed would go unchecked.
    const fences = pages.reduce((count, {markdown}) => count + (markdown.match(/^[ \t]*(`{3,}|~{3,})(ts|tsx|typescript)\b/gm)?.length ?? 0), 0);
    assert.equal(snippets.length, fences, `${fences} TypeScript fences in the docs, ${snippets.length} samples extracted`);
    const problems = typecheckSnippets(snippets, repoRoot);
    assert.deepEqual(problems.map(formatProblem), []);
  });

  it('GraphQL, variables and cURL samples all validate against the schema the site is built from', () => {
    const schema = loadBuiltSchema(repoRoot);
    const totals: GraphqlSampleCounts = {graphql: 0, partialGraphql: 0, variables: 0, json: 0, curl: 0};
    const problems: string[] = [];
    for (const {file, markdown} of pages) {
      const result = checkGraphqlSamples(file, markdown, schema);
      problems.push(...result.problems.map(formatProblem));
      for (const key of Object.keys(totals) as (keyof GraphqlSampleCounts)[]) totals[key] += result.counts[key];
    }
    assert.deepEqual(problems, []);
    // Deliberately partial blocks are meant to be rare; most must be whole, checkable operations.
    assert.ok(totals.partialGraphql * 10 <= totals.graphql, `too many partial GraphQL blocks: ${JSON.stringify(totals)}`);
    console.log(`GraphQL samples checked: ${JSON.stringify(totals)}`);
  });
});
