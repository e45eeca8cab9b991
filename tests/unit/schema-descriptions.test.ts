/**
 * Schema descriptions are CommonMark: rendered at build time, with no power
 * over the page (generators/graphql-reference/description.ts), and kept as
 * Markdown, structure included, in the Markdown copies.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {descriptionHtml, descriptionText, describe as describeText, isSafeUrl} from '../../generators/graphql-reference/description';
import {referenceBlock} from '../../plugins/markdown-copies/reference-blocks';
import type {FieldInfo} from '../../plugins/reference-docs/contract/entries';

describe('schema descriptions as HTML', () => {
  it('render Markdown: emphasis, code, links, autolinks and lists, with soft line breaks joined', () => {
    assert.equal(
      descriptionHtml('A **bold** and _soft_ `code`\nwrapped [link](https://example.com/a) <https://example.com/b>.\n\n- one\n  - nested'),
      '<p>A <strong>bold</strong> and <em>soft</em> <code>code</code>\nwrapped <a href="https://example.com/a" rel="nofollow">link</a> <a href="https://example.com/b" rel="nofollow">https://example.com/b</a>.</p>\n<ul>\n<li>one\n<ul>\n<li>nested</li>\n</ul>\n</li>\n</ul>',
    );
    assert.ok(!descriptionHtml('one\ntwo')!.includes('<br'), 'a soft line break is not a line break');
  });

  it('show raw HTML and MDX syntax as text, a block of HTML as a paragraph', () => {
    assert.equal(descriptionHtml('<script>alert(1)</script>'), '<p>&#x3C;script>alert(1)&#x3C;/script></p>');
    assert.equal(
      descriptionHtml('a <b onclick="x()">b</b> {props} <Tabs />'),
      '<p>a &#x3C;b onclick="x()">b&#x3C;/b> {props} &#x3C;Tabs /></p>',
    );
    assert.equal(descriptionHtml('import X from "y"\n\nexport const z = 1'), '<p>import X from "y"</p>\n<p>export const z = 1</p>');
  });

  it('keep only http(s) and relative links, and make images links', () => {
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      'mailto:a@b.c',
    ]) {
      assert.equal(isSafeUrl(url), false, url);
    }
    for (const url of ['https://example.com', 'HTTP://example.com', '/docs/guide/index', 'other-page', '#anchor', '../up']) {
      assert.equal(isSafeUrl(url), true, url);
    }
    assert.equal(descriptionHtml('[click](javascript:alert(1)) [ref][1]\n\n[1]: data:text/html,x'), '<p>click ref</p>');
    assert.equal(
      descriptionHtml('![logo](https://example.com/logo.png) ![x](javascript:y)'),
      '<p><a href="https://example.com/logo.png" rel="nofollow">logo</a> x</p>',
    );
    assert.equal(descriptionHtml('[guide](/docs/guide/index)'), '<p><a href="/docs/guide/index">guide</a></p>');
  });

  it('make a heading a bold paragraph, so that it does not enter the page outline', () => {
    assert.equal(descriptionHtml('# Title\n\nText'), '<p><strong>Title</strong></p>\n<p>Text</p>');
  });

  it('render a huge description whole', () => {
    const items = 20_000;
    const markdown = Array.from({length: items}, (_, index) => `- item ${index} with \`code\` and <b>${index}</b>`).join('\n');
    const html = descriptionHtml(markdown)!;
    assert.equal(html.match(/<li>/g)?.length, items);
    assert.ok(html.includes(`item ${items - 1} with <code>code</code> and &#x3C;b>${items - 1}&#x3C;/b>`));
  });

  it('have none for an empty or missing description, and one plain line for summaries', () => {
    assert.equal(descriptionHtml(null), null);
    assert.equal(descriptionHtml('  \n '), null);
    assert.equal(describeText(undefined), null);
    assert.equal(descriptionText('First **paragraph**\nwrapped.\n\n- one\n- two <b>x</b>'), 'First paragraph wrapped. one two <b>x</b>');
  });
});

describe('schema descriptions in the Markdown copies', () => {
  const field = (markdown: string): FieldInfo => ({
    name: 'title',
    description: describeText(markdown),
    type: {prefix: '', name: 'String', suffix: '', route: '/docs/graphql/scalars/string'},
    defaultValue: null,
    defaultValueUnknown: false,
    deprecationReason: 'Use `name`.',
    args: [],
  });
  const block = (markdown: string) =>
    referenceBlock('FieldList', {entries: [field(markdown)], anchorKind: 'field'}, (route) => `${route}.md`);

  it('keep a one-paragraph description on its entry line, reflowed', () => {
    assert.equal(
      block('The title,\nwrapped in the SDL.'),
      '- `title`: [`String`](/docs/graphql/scalars/string.md) — The title, wrapped in the SDL. **Deprecated:** Use `name`.',
    );
  });

  it('keep a longer description below its entry, indented into it, with its paragraphs and nested lists', () => {
    assert.equal(
      block('The title.\n\n- short\n  - nested'),
      [
        '- `title`: [`String`](/docs/graphql/scalars/string.md) **Deprecated:** Use `name`.',
        '  The title.',
        '',
        '  - short',
        '    - nested',
      ].join('\n'),
    );
  });
});
