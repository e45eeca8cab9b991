import assert from 'node:assert/strict';
import {before, describe, it} from 'node:test';

import {type ContentFile, readHandWrittenPages} from '../../tools/snippets/content';
import {checkGraphqlSamples, type GraphqlSampleCounts, loadBuiltSchema} from '../../tools/snippets/graphql';
import {uncheckedLanguageProblems} from '../../tools/snippets/languages';
import {formatProblem} from '../../tools/snippets/typecheck';
import {SITE_DIR} from '../../node/site/paths';

describe('samples in the hand-written pages', () => {
  let pages: ContentFile[] = [];
  before(async () => {
    // Hand-written content; generated pages are checked by their generators.
    pages = await readHandWrittenPages(SITE_DIR);
  });

  it('every code block is in a language that is checked, or listed with the reason it is not', () => {
    const problems = pages.flatMap(({file, markdown}) => uncheckedLanguageProblems(file, markdown));
    assert.deepEqual(problems.map(formatProblem), []);
  });

  it('GraphQL, variables and cURL samples all validate against the schema the site is built from; nothing deprecated is used or linked unless the page names it so', () => {
    const schema = loadBuiltSchema(SITE_DIR);
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

describe('code block languages', () => {
  it('a block in a language nothing checks is a problem naming its page and line', () => {
    const markdown = ['# Page', '', '```ts', 'export const a = 1;', '```', '', '```js', 'console.log(1);', '```', ''].join('\n');
    const messages = uncheckedLanguageProblems('docs/page.mdx', markdown).map(formatProblem);
    assert.equal(messages.length, 1, messages.join('\n'));
    assert.match(messages[0]!, /^docs\/page\.mdx:7: a ```js block is not checked; use a checked language \(ts, tsx, /);
  });

  it('so is a block without a language, also inside JSX', () => {
    const markdown = ['<Tabs>', '<TabItem value="a">', '', '```', 'plain', '```', '', '</TabItem>', '</Tabs>', ''].join('\n');
    assert.deepEqual(
      uncheckedLanguageProblems('docs/page.mdx', markdown).map((problem) => formatProblem(problem).split(';')[0]),
      ['docs/page.mdx:4: a code block without a language is not checked'],
    );
  });
});
