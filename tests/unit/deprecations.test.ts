/**
 * Deprecated items in the GraphQL samples and the prose links of a page
 * (tools/snippets/deprecations.ts, deprecated-links.ts), against the schemas
 * of the last `npm run generate`. The TypeScript side (client calls) is in
 * typescript-samples.test.ts, which type-checks samples in one process.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {before, describe, it} from 'node:test';

import {checkGraphqlSamples, loadBuiltSchema, type ApiSchemas} from '../../tools/snippets/graphql';
import {namedAsDeprecated, proseSentences, replacementOf, type DeprecatedItem} from '../../tools/snippets/deprecations';
import {formatProblem} from '../../tools/snippets/typecheck';
import {SITE_DIR} from '../../node/site/paths';

const FIXTURES = 'tests/fixtures/deprecations';

function checkFixture(schemas: ApiSchemas, name: string): string[] {
  const file = `${FIXTURES}/${name}`;
  return checkGraphqlSamples(file, readFileSync(path.join(SITE_DIR, file), 'utf8'), schemas).problems.map(formatProblem);
}

describe('deprecated items on a page', () => {
  let schemas: ApiSchemas;
  before(() => {
    schemas = loadBuiltSchema(SITE_DIR);
  });

  it('fails a GraphQL block that sends a deprecated query, naming the block, the line, the item and its replacement', () => {
    assert.deepEqual(checkFixture(schemas, 'graphql-block.mdx'), [
      `${FIXTURES}/graphql-block.mdx:7 (line 2): getNetworkAppInstallations is deprecated (use networkAppInstallations); name it as deprecated on the page or use the replacement`,
    ]);
  });

  it('passes the same block when a sentence of the page names it as deprecated with its replacement', () => {
    assert.deepEqual(checkFixture(schemas, 'graphql-block-named.mdx'), []);
  });

  it('checks the query of a cURL body too', () => {
    const markdown = [
      'Send it with cURL.',
      '',
      '```bash',
      "curl https://app.tribe.so/graphql --header 'Content-Type: application/json' --data @- <<'JSON'",
      '{"query": "{ network { subscriptionPlan { name } } }"}',
      'JSON',
      '```',
      '',
    ].join('\n');
    assert.deepEqual(checkGraphqlSamples('docs/page.mdx', markdown, schemas).problems.map(formatProblem), [
      'docs/page.mdx:3 (line 2): Network.subscriptionPlan is deprecated (use planName); name it as deprecated on the page or use the replacement',
    ]);
  });

  it('fails prose links to a deprecated item, in a table cell or a paragraph, and passes them under a "Deprecated" header or sentence', () => {
    assert.deepEqual(checkFixture(schemas, 'prose-link.mdx'), [
      `${FIXTURES}/prose-link.mdx:7: getNetworkAppInstallations is deprecated (use networkAppInstallations); name it as deprecated on the page or use the replacement`,
      `${FIXTURES}/prose-link.mdx:9: Network.subscriptionPlan is deprecated (use planName); name it as deprecated on the page or use the replacement`,
    ]);
    assert.deepEqual(checkFixture(schemas, 'prose-link-named.mdx'), []);
  });
});

describe('the replacement a deprecation reason names', () => {
  it('is a sibling the reason names, or a root field of the kind it names; otherwise none', () => {
    assert.deepEqual(replacementOf('Use networkAppInstallations instead', ['networkAppInstallations']), {
      name: 'networkAppInstallations',
      label: 'networkAppInstallations',
    });
    assert.deepEqual(replacementOf('This query will be replaced by posts', ['posts', 'post'])?.name, 'posts');
    assert.deepEqual(replacementOf('Use "subscribersCount" instead', ['subscribersCount'])?.name, 'subscribersCount');
    assert.deepEqual(
      replacementOf('This field will be replaced by privateMessaging.membersCanUsePrivateMessaging', ['privateMessaging'])?.name,
      'privateMessaging.membersCanUsePrivateMessaging',
    );
    assert.equal(replacementOf('Use the global gateway instead', ['network']), null);
    assert.equal(replacementOf('Use new billing APIs', ['newBilling']), null);
  });
});

describe('naming an item as deprecated', () => {
  const item: DeprecatedItem = {
    kind: 'field',
    parent: 'Network',
    field: null,
    name: 'subscriptionPlan',
    reason: 'Use planName instead.',
    replacement: 'planName',
    replacementLabel: 'planName',
    root: false,
  };
  const named = (prose: string) => namedAsDeprecated('docs/page.mdx', prose, item);

  it('needs one sentence with the word, the name and the replacement, in backticks, outside code', () => {
    assert.ok(named('The `subscriptionPlan` field is deprecated in favour of `planName`.'));
    assert.ok(
      named(
        '`Network.subscriptionPlan` is deprecated. It still works.\n\nRead `planName`, which replaced it; `subscriptionPlan` is deprecated and `planName` is its replacement.',
      ),
    );
    assert.ok(!named('The `subscriptionPlan` field is deprecated. Use `planName` instead.'), 'two sentences');
    assert.ok(!named('The subscriptionPlan field is deprecated in favour of planName.'), 'no backticks');
    assert.ok(!named('```text\n`subscriptionPlan` is deprecated in favour of `planName`.\n```\n'), 'in a code block');
  });

  it('splits prose into sentences of paragraphs, headings and table rows', () => {
    assert.deepEqual(proseSentences('docs/page.mdx', '## A `b`\n\nOne. Two!\n\n| H | I |\n| --- | --- |\n| `x` | y |\n'), [
      'A `b`',
      'One.',
      'Two!',
      'H | I | `x` | y',
    ]);
  });
});
