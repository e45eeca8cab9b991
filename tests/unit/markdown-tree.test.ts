import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {extractCodeBlocks} from '../../node/markdown/code-fences';
import {findTabs} from '../../tools/snippets/tabs';

const PAGE = `---
title: "Braces {like} <these> in front matter"
---

import Tabs from '@theme/Tabs';

<Tabs
  groupId="api-client">
<TabItem value="graphql" label="GraphQL">

\`\`\`graphql title="Query" partial
{ me { id } }
\`\`\`

</TabItem>
<TabItem value={'curl'} label="cURL">

:::note
\`\`\`bash
curl https://example.com
\`\`\`
:::

</TabItem>
</Tabs>

\`\`\`\`md
\`\`\`ts
not a block of its own
\`\`\`
\`\`\`\`
`;

describe('code blocks and tabs from the MDX syntax tree', () => {
  it('finds blocks inside JSX and admonitions, with their opening lines, and not the fences inside a block', () => {
    assert.deepEqual(
      extractCodeBlocks('docs/page.mdx', PAGE).map(({language, meta, line}) => ({language, meta, line})),
      [
        {language: 'graphql', meta: 'title="Query" partial', line: 11},
        {language: 'bash', meta: '', line: 19},
        {language: 'md', meta: '', line: 27},
      ],
    );
    assert.equal(extractCodeBlocks('docs/page.mdx', PAGE)[0]!.code, '{ me { id } }');
  });

  it('reads Tabs attributes wherever they are written, and leaves out values that are not plain strings', () => {
    assert.deepEqual(findTabs('docs/page.mdx', PAGE), [{line: 7, groupId: 'api-client', values: ['graphql', null]}]);
  });

  it('names the file, line and column of an MDX syntax error', () => {
    const broken = 'Text\n\n<TabItem value="a">\n\nan unclosed {brace\n';
    assert.throws(() => extractCodeBlocks('docs/broken.mdx', broken), /^Error: docs\/broken\.mdx:5:\d+: /);
  });

  it('reads .md pages as CommonMark, where braces and tags are text', () => {
    assert.deepEqual(
      extractCodeBlocks('docs/plain.md', 'an unclosed {brace <b>\n\n```json\n{}\n```\n').map((block) => block.line),
      [3],
    );
  });
});
