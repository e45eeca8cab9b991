import assert from 'node:assert/strict';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import type {Root} from 'mdast';

import {highlightToHtml, isKnownLanguage} from '../../plugins/code-highlighting/highlight';
import {tokenClassName} from '../../plugins/code-highlighting/token-classes';
import remarkHighlight from '../../plugins/code-highlighting/remark-highlight';
import {codeThemeCss} from '../../plugins/code-highlighting/theme-css';
import {darkCodeTheme, lightCodeTheme} from '../../plugins/code-highlighting/code-themes';
import {codeOfHtml} from '../../plugins/code-highlighting/theme/CodeBlock/highlighted-code';
import {SITE_DIR} from '../../node/site/paths';

interface Node {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  name?: string;
  attributes?: Array<{type: 'mdxJsxAttribute'; name: string; value: string}>;
  position?: {start: {line: number; column: number}};
  children?: Node[];
}

/** The class of a token type, as the HTML and the CSS write it. */
const cls = (type: string): string => {
  const name = tokenClassName(type);
  assert.ok(name !== undefined, `${type} has no class`);
  return name;
};
/** A span for tokens of these types. */
const span = (text: string, ...types: string[]): string => {
  const classes = types.map(cls).join(' ');
  return `<span class=${classes.includes(' ') ? `"${classes}"` : classes}>${text}</span>`;
};

describe('highlightToHtml', () => {
  it('wraps styled tokens in spans with a short class per token type, and escapes the text', () => {
    const html = highlightToHtml('query Q($id: ID!) {\n  post(id: $id) { title } # <all>\n}', 'graphql');
    assert.equal(
      html,
      [
        `${span('query', 'keyword')} ${span('Q', 'constant')}${span('(', 'punctuation')}${span('$id', 'variable')}${span(':', 'punctuation')} ID${span('!', 'operator')}${span(') {', 'punctuation')}`,
        `  post${span('(', 'punctuation')}${span('id', 'attr-name')}${span(':', 'punctuation')} ${span('$id', 'variable')}${span(') {', 'punctuation')} ${span('title', 'property')} ${span('}', 'punctuation')} ${span('# &lt;all&gt;', 'comment')}`,
        span('}', 'punctuation'),
      ].join('\n'),
    );
    assert.match(cls('punctuation'), /^t[0-9a-z]+$/);
    assert.equal(tokenClassName('plain'), undefined);
  });

  it('puts adjacent tokens of the same types into one span, with the spaces between them when only colour shows', () => {
    assert.equal(highlightToHtml('a && b', 'bash'), `a ${span('&amp;&amp;', 'operator')} b`);
    assert.equal(
      highlightToHtml('x = ((1))', 'ts'),
      `x ${span('=', 'operator')} ${span('((', 'punctuation')}${span('1', 'number')}${span('))', 'punctuation')}`,
    );
    assert.equal(
      highlightToHtml('f(a, [b])', 'ts'),
      `${span('f', 'function')}${span('(', 'punctuation')}a${span(', [', 'punctuation')}b${span('])', 'punctuation')}`,
    );
    assert.equal(
      highlightToHtml('x = {a: [1]} ', 'ts'),
      `x ${span('=', 'operator')} ${span('{', 'punctuation')}a${span(':', 'operator')} ${span('[', 'punctuation')}${span('1', 'number')}${span(']}', 'punctuation')} `,
    );
  });

  it('keeps spaces out of a span whose types show more than colour (bold, italic, an underline)', () => {
    const italic = span('*', 'italic', 'punctuation');
    assert.equal(
      highlightToHtml('*a* *b*', 'markdown'),
      `${italic}${span('a', 'italic')}${italic} ${italic}${span('b', 'italic')}${italic}`,
    );
  });

  it('highlights the grammars Prism lacks by default: bash and liquid', () => {
    assert.ok((highlightToHtml('echo "$HOME"', 'bash') ?? '').includes(span('$HOME', 'string', 'constant')));
    assert.ok((highlightToHtml('{% if member %}{{ member.name }}{% endif %}', 'liquid') ?? '').includes(span('if', 'keyword')));
  });

  it('leaves plain languages alone and refuses a language it has no grammar for', () => {
    assert.equal(highlightToHtml('just text', 'text'), null);
    assert.equal(isKnownLanguage('text'), true);
    assert.equal(isKnownLanguage('grapql'), false);
    assert.throws(() => highlightToHtml('x', 'grapql'), /no syntax highlighting for the language "grapql"; use one of: .*graphql/);
  });

  it('keeps the text of every fenced block of the site, so the HTML can stand for the code', async () => {
    const entries = await readdir(path.join(SITE_DIR, 'docs'), {recursive: true, withFileTypes: true});
    const pages = entries
      .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
      .map((entry) => path.join(entry.parentPath, entry.name));
    let checked = 0;
    for (const page of pages) {
      const source = await readFile(page, 'utf8');
      for (const match of source.matchAll(/^([ \t]*)```(\w+)[^\n]*\n([\s\S]*?)\n\1```/gm)) {
        const [, , language, code] = match as unknown as [string, string, string, string];
        if (language === 'mermaid' || !isKnownLanguage(language)) continue;
        const html = highlightToHtml(code, language);
        if (html === null) continue;
        assert.equal(codeOfHtml(html), code, `${path.relative(SITE_DIR, page)}: a ${language} block`);
        checked += 1;
      }
    }
    assert.ok(checked > 500, `only ${checked} blocks checked`);
  });
});

describe('remarkHighlight', () => {
  const run = (children: Node[]): Node => {
    const tree: Node = {type: 'root', children};
    // The test's nodes hold only the parts of mdast that the plugin reads.
    remarkHighlight()(tree as unknown as Root, {path: path.join(process.cwd(), 'docs/guide/page.mdx')});
    return tree;
  };

  it('turns each fence into a CodeBlock element with its language, meta string and HTML', () => {
    const tree = run([
      {type: 'paragraph', children: [{type: 'text', value: 'Before'}]},
      {
        type: 'mdxJsxFlowElement',
        name: 'TabItem',
        children: [{type: 'code', lang: 'ts', meta: 'title="client.ts"', value: 'const a = 1;'}],
      },
    ]);
    const block = tree.children?.[1]?.children?.[0];
    assert.equal(block?.type, 'mdxJsxFlowElement');
    assert.equal(block?.name, 'CodeBlock');
    assert.deepEqual(
      block?.attributes?.map(({name, value}) => [name, value]),
      [
        ['language', 'ts'],
        ['metastring', 'title="client.ts"'],
        ['highlighted', `${span('const', 'keyword')} a ${span('=', 'operator')} ${span('1', 'number')}${span(';', 'punctuation')}`],
      ],
    );
    assert.deepEqual(block?.children, []);
  });

  it('leaves plain text, fences without a language and mermaid diagrams as they are', () => {
    const fences: Node[] = [
      {type: 'code', lang: 'text', value: 'plain'},
      {type: 'code', lang: null, value: 'no language'},
      {type: 'code', lang: 'mermaid', value: 'graph TD; A-->B'},
    ];
    const tree = run(structuredClone(fences));
    assert.deepEqual(tree.children, fences);
  });

  it('fails on a language with no grammar, naming the file, line and column', () => {
    assert.throws(
      () => run([{type: 'code', lang: 'grapql', value: '{ a }', position: {start: {line: 12, column: 3}}}]),
      /^Error: docs\/guide\/page\.mdx:12:3: no syntax highlighting for the language "grapql"/,
    );
  });
});

describe('codeThemeCss', () => {
  const css = codeThemeCss(lightCodeTheme, darkCodeTheme);

  it('sets the block colours of each mode as the variables theme-classic reads', () => {
    assert.ok(
      css.includes(
        `[data-theme='light']{--prism-color:${lightCodeTheme.plain.color};--prism-background-color:${lightCodeTheme.plain.backgroundColor}}`,
      ),
    );
    assert.ok(
      css.includes(
        `[data-theme='dark']{--prism-color:${darkCodeTheme.plain.color};--prism-background-color:${darkCodeTheme.plain.backgroundColor}}`,
      ),
    );
  });

  it('has one rule per theme entry, in the theme order, scoped to its mode', () => {
    for (const [mode, theme] of [
      ['light', lightCodeTheme],
      ['dark', darkCodeTheme],
    ] as const) {
      const positions = theme.styles.map((entry) => {
        const selector = entry.types.map((type) => `[data-theme='${mode}'] .prism-code .${cls(type)}`).join(',');
        const position = css.indexOf(`\n${selector}{`);
        assert.ok(position >= 0, `${mode}: no rule for ${entry.types.join(', ')}`);
        return position;
      });
      assert.deepEqual(
        positions,
        [...positions].sort((a, b) => a - b),
      );
    }
    assert.ok(css.includes(`[data-theme='light'] .prism-code .${cls('keyword')}{color:rgb(0, 0, 255)}`));
    assert.ok(css.includes(`[data-theme='dark'] .prism-code .${cls('deleted')}{text-decoration-line:line-through}`));
  });
});
