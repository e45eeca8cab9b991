import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';

import {buildSchema} from 'graphql';

import {checkGraphqlSamples} from '../../tools/snippets/graphql';
import {formatProblem} from '../../tools/snippets/typecheck';
import {SITE_DIR} from '../../node/site/paths';

const schema = buildSchema(readFileSync(path.join(SITE_DIR, 'tests/fixtures/graphql/small.graphql'), 'utf8'));
const fence = '```';

function check(markdown: string) {
  const {problems, counts} = checkGraphqlSamples('docs/page.mdx', markdown, schema);
  return {counts, messages: problems.map(formatProblem)};
}

const validOperation = `${fence}graphql
mutation newPost($input: CreatePostInput!) {
  createPost(input: $input) {
    id
    title
  }
}
${fence}
`;

describe('GraphQL sample checker', () => {
  it('passes a valid operation with matching variables, and counts each kind of sample', () => {
    const result = check(
      `${validOperation}\n${fence}json title="Variables" variables\n{"input": {"title": "Hello"}}\n${fence}\n\n${fence}json\n{"data": {}}\n${fence}\n`,
    );
    assert.deepEqual(result.messages, []);
    assert.deepEqual(result.counts, {graphql: 1, partialGraphql: 0, variables: 1, json: 1, curl: 0});
  });

  it('fails an operation that asks for a field the schema does not have, naming the file, block and line', () => {
    const result = check('Intro\n\n' + validOperation.replace('    title', '    headline'));
    assert.deepEqual(result.messages, ['docs/page.mdx:3 (line 4): Cannot query field "headline" on type "Post".']);
  });

  it('fails a syntax error', () => {
    assert.match(check(`${fence}graphql\nquery { member(id: "1") { id }\n${fence}\n`).messages[0] ?? '', /Syntax Error/);
  });

  it('fails variables that do not fit the operation', () => {
    const result = check(`${validOperation}\n${fence}json variables\n{"input": {"title": 42}}\n${fence}\n`);
    assert.equal(result.messages.length, 1);
    assert.match(
      result.messages[0]!,
      /^docs\/page\.mdx:10 \(line 1\): variables: Variable "\$input" got invalid value 42 at "input\.title"/,
    );
  });

  it('fails variables with no GraphQL block before them, and JSON that does not parse', () => {
    assert.match(check(`${fence}json variables\n{}\n${fence}\n`).messages[0] ?? '', /must follow the ```graphql block/);
    assert.match(check(`${fence}json\n{"a": 1,}\n${fence}\n`).messages[0] ?? '', /invalid JSON/);
  });

  it('only parses a block marked partial, such as an SDL excerpt', () => {
    const sdl = `${fence}graphql partial\ntype Unknown {\n  id: ID!\n}\n${fence}\n`;
    assert.deepEqual(check(sdl), {counts: {graphql: 0, partialGraphql: 1, variables: 0, json: 0, curl: 0}, messages: []});
    assert.match(check(sdl.replace('id: ID!', 'id: ID!!')).messages[0] ?? '', /Syntax Error/);
  });

  it('validates the query and variables of a cURL request sent as a JSON heredoc', () => {
    const curl = (body: string) =>
      `${fence}bash\ncurl https://app.tribe.so/graphql \\\n  --header 'Content-Type: application/json' \\\n  --data @- <<'JSON'\n${body}\nJSON\n${fence}\n`;
    const good = curl('{"query": "query ($id: ID!) { member(id: $id) { name } }", "variables": {"id": "m1"}}');
    assert.deepEqual(check(good).messages, []);
    assert.equal(check(good).counts.curl, 1);
    assert.deepEqual(check(curl('{"query": "{ member(id: \\"m1\\") { email } }"}')).messages, [
      'docs/page.mdx:1 (line 4): Cannot query field "email" on type "Member".',
    ]);
    assert.match(
      check(curl('{"query": "query ($id: ID!) { member(id: $id) { name } }", "variables": {}}')).messages[0] ?? '',
      /variables: Variable "\$id" of required type "ID!" was not provided/,
    );
  });

  it('fails a cURL request to the API whose body cannot be checked', () => {
    const inline = `${fence}bash\ncurl https://app.tribe.so/graphql -d '{"query": "{ ping }"}'\n${fence}\n`;
    assert.match(check(inline).messages[0] ?? '', /send the cURL body as `--data @- <<'JSON'`/);
  });

  it('checks a block marked `global`, and a cURL call to the global gateway, against the Global API', () => {
    const global = buildSchema('type Query { eventTypes: [String!]! } type Mutation { noop: Boolean }');
    const schemas = {network: schema, global};
    const globalBlock = `${fence}graphql global\nquery { eventTypes }\n${fence}\n`;
    assert.deepEqual(checkGraphqlSamples('docs/page.mdx', globalBlock, schemas).problems, []);
    assert.equal(checkGraphqlSamples('docs/page.mdx', globalBlock.replace(' global', ''), schemas).problems.length, 1);
    const curl = (url: string) => `${fence}bash\ncurl ${url} \\\n  --data @- <<'JSON'\n{"query": "query { eventTypes }"}\nJSON\n${fence}\n`;
    assert.deepEqual(checkGraphqlSamples('docs/page.mdx', curl('https://app.tribe.so/api/global/gateway'), schemas).problems, []);
    assert.equal(checkGraphqlSamples('docs/page.mdx', curl('https://app.tribe.so/graphql'), schemas).problems.length, 1);
  });
});
