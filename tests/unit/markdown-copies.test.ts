import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';

import {markdownPathOf} from '../../plugins/markdown-copies/client/markdown-path';
import {fullText, llmsTxt, type CopiedPage} from '../../plugins/markdown-copies/llms-txt';

import {textOfHighlighted} from '../../plugins/markdown-copies/reference-blocks';
import {type LinkResolver, toMarkdown} from '../../plugins/markdown-copies/to-markdown';
import {SITE_DIR} from '../../node/site/paths';

const fixtures = path.join(SITE_DIR, 'tests/fixtures/markdown');

/** Routes with a copy: the fixture pages and the generated reference's post object. */
const ROUTES = new Map([
  [path.join(fixtures, 'guide-page.mdx'), '/docs/guide/page'],
  [path.join(fixtures, 'other-page.md'), '/docs/guide/other'],
]);
const links: LinkResolver = {
  route(route) {
    const [pathname = '', hash] = route.split('#');
    const known = [...ROUTES.values(), '/docs/graphql/objects/post', '/docs/graphql/scalars/string'].includes(pathname);
    return known ? `${markdownPathOf(pathname)}${hash === undefined ? '' : `#${hash}`}` : route;
  },
  routeOfFile: (file) => ROUTES.get(file),
};

/** The text outside fenced code blocks, where MDX could leak. */
const prose = (markdown: string): string => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');

describe('Markdown copies', () => {
  it('turn a guide page into plain Markdown: tabs labelled, admonitions quoted, partials inlined, links to copies', async () => {
    const markdown = await toMarkdown({file: path.join(fixtures, 'guide-page.mdx'), title: 'A guide page'}, links);
    assert.match(markdown, /^# A guide page\n/);
    assert.ok(markdown.includes('[the post object](/docs/graphql/objects/post.md#fields)'), markdown);
    assert.ok(markdown.includes('[the other page](/docs/guide/other.md)'), markdown);
    assert.match(markdown, /> \*\*Tokens expire:\*\*\n>\n> Ask for a new one\./);
    // The note as the page shows it: its title, its text and the link the component adds.
    assert.match(
      markdown,
      /> \*\*Not confirmed:\*\*\n>\n> How long a token lasts is not documented\.\n>\n> \[How these docs are sourced\]\(\/docs\/guide\/how-these-docs-are-sourced#not-confirmed\)/,
    );
    assert.match(markdown, /\*\*GraphQL\*\*\n\n_Query_\n\n```graphql\nquery \{ network \{ id \} \}\n```/);
    assert.match(markdown, /\*\*cURL\*\*\n\n```bash\n/);
    assert.ok(markdown.includes('A paragraph shared by two pages.'));
    for (const leftover of ['import ', '{/*', '<NotConfirmed', '<Tabs', '<TabItem', '<Head', 'keywords', ':::', 'title="']) {
      assert.ok(!prose(markdown).includes(leftover), `"${leftover}" left in:\n${markdown}`);
    }
  });

  it('resolve file links in plain Markdown pages', async () => {
    const markdown = await toMarkdown({file: path.join(fixtures, 'other-page.md'), title: 'Other page'}, links);
    assert.ok(markdown.includes('[link back](/docs/guide/page.md)'), markdown);
    assert.equal(markdown.match(/^# /gm)?.length, 1);
  });

  it('give a reference page its definition, fields with types and descriptions, and links to other copies', async () => {
    const markdown = await toMarkdown({file: path.join(SITE_DIR, 'generated/graphql/objects/post.mdx'), title: 'Post'}, links);
    assert.match(markdown, /^# Post\n\nAn object type of the Network API\./);
    assert.match(markdown, /```graphql\ntype Post \{\n/);
    assert.match(markdown, /^## Fields$/m);
    assert.match(
      markdown,
      /^- `allowedEmojis`: \[\[`String`\]\(\/docs\/graphql\/scalars\/string\.md\)!\] \*\*Deprecated:\*\* Use allowedReactions instead\.$/m,
    );
    assert.ok(!prose(markdown).includes('<Ref.'));
    assert.ok(!prose(markdown).includes('<span'));
  });

  it('give a type that many items use its counts and its whole "Used by" list, which the page itself loads only on request', async () => {
    const markdown = await toMarkdown({file: path.join(SITE_DIR, 'generated/graphql/scalars/string.mdx'), title: 'String'}, links);
    const summary = /^(\d+) items use this type: \d+ queries, \d+ mutations, \d+ objects, \d+ inputs, \d+ directives\.$/m.exec(markdown);
    assert.ok(summary, markdown.slice(0, 2000));
    const usedBy = markdown.slice(markdown.indexOf('## Used by'));
    assert.equal(usedBy.match(/^- \[`/gm)?.length, Number(summary[1]));
    assert.match(usedBy, /^- \[`Post`\]\(\/docs\/graphql\/objects\/post\.md\): .*`title`/m);
  });

  it('fail on a reference component they cannot write, naming the file', async () => {
    await assert.rejects(
      toMarkdown({file: path.join(fixtures, 'unknown-component.mdx'), title: 'x'}, links),
      /tests\/fixtures\/markdown\/unknown-component\.mdx: no Markdown is defined for <Mystery>/,
    );
  });

  it('decode the highlighted HTML back to the code', () => {
    assert.equal(textOfHighlighted('<span class=t1>a</span> &lt;b&gt; &amp;&amp; &quot;c&quot;'), 'a <b> && "c"');
  });
});

describe('llms.txt', () => {
  const page = (permalink: string, title: string, extra: Partial<CopiedPage> = {}): CopiedPage => ({
    file: '',
    permalink,
    title,
    description: `About ${title}.`,
    noIndex: false,
    alias: false,
    ...extra,
  });
  const sections = [
    {title: 'Guide', description: 'The guide.', pages: [page('/docs/guide/index', 'Home'), page('/docs', 'Home again', {alias: true})]},
    {
      title: 'Network API reference',
      description: 'Every item.',
      pages: [page('/docs/graphql/objects/post', 'Post'), page('/docs/graphql/objects/gone', 'Gone', {noIndex: true})],
    },
  ];

  it('follows llmstxt.org: a title, a summary quote, a section per part with a line per page', () => {
    const text = llmsTxt({
      title: 'Tribe Partners',
      summary: 'Docs\nfor partners.',
      siteUrl: 'https://partners.tribe.so',
      sections,
      fullFiles: [{file: 'llms-full.txt', title: 'the guide in full'}],
    });
    assert.match(text, /^# Tribe Partners\n\n> Docs for partners\.\n/);
    assert.match(text, /^## Guide\n\nThe guide\.\n\n- \[Home\]\(https:\/\/partners\.tribe\.so\/docs\/guide\/index\.md\): About Home\.$/m);
    assert.match(text, /^- \[Post\]\(https:\/\/partners\.tribe\.so\/docs\/graphql\/objects\/post\.md\): About Post\.$/m);
    assert.match(
      text,
      /^## Optional\n\n- \[the guide in full\]\(https:\/\/partners\.tribe\.so\/llms-full\.txt\): every page of it in one file\n$/m,
    );
  });

  it('leaves out the pages of removed items and second addresses of a page', () => {
    const text = llmsTxt({title: 'T', summary: 'S', siteUrl: 'https://x', sections, fullFiles: []});
    assert.doesNotMatch(text, /gone\.md|Home again/);
  });

  it('llms-full.txt holds each page in full, in order, under its address', () => {
    const copies = new Map([['/docs/guide/index', '# Home\n\nWelcome.\n']]);
    const text = fullText({title: 'T', summary: 'S', siteUrl: 'https://x', pages: sections[0]?.pages ?? [], copies});
    assert.match(text, /Source: https:\/\/x\/docs\/guide\/index\n\n# Home\n\nWelcome\.\n$/);
  });
});
