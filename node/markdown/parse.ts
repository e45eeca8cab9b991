/**
 * A page's Markdown syntax tree (mdast, with MDX's JSX elements for .mdx
 * pages), parsed as Docusaurus parses the page, so that a block inside JSX
 * (`<TabItem>`) or an admonition counts exactly when the site shows it. The
 * one parser of the site's pages: the snippet checks (tools/snippets), the
 * GraphQL reference generator (code-fences.ts) and the Markdown copies
 * (plugins/markdown-copies) read pages with it; the remark plugins, which
 * Docusaurus hands the tree it parsed, name a node's place with
 * `sourceLocation`. Node-only.
 */
import path from 'node:path';

import type {Node, Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

// The syntax extensions Docusaurus parses pages with. Without front matter, a
// YAML value holding `{` or `<` would be read as MDX; without directives, an
// admonition's `:::` lines would be paragraphs around its code.
const markdownParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).freeze();
const mdxParser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx).freeze();

/** Whether Docusaurus's `markdown.format: 'detect'` reads the file as MDX: anything but `.md`. */
export function isMdxFile(file: string): boolean {
  return !file.endsWith('.md');
}

/** What remark's parsers throw for a syntax error (a VFileMessage). */
interface ParseMessage {
  readonly reason: string;
  readonly line?: number;
  readonly column?: number;
}

function isParseMessage(error: unknown): error is ParseMessage {
  return error instanceof Error && typeof (error as Partial<ParseMessage>).reason === 'string';
}

/**
 * Parses a page the way Docusaurus's `markdown.format: 'detect'` does: `.md` as
 * CommonMark, anything else as MDX. A syntax error names the page and line.
 */
export function parseMarkdown(file: string, markdown: string): Root {
  const parser = isMdxFile(file) ? mdxParser : markdownParser;
  try {
    return parser.parse(markdown);
  } catch (error) {
    if (!isParseMessage(error)) throw error;
    throw new Error(`${file}:${error.line ?? '?'}:${error.column ?? '?'}: ${error.reason}`, {cause: error});
  }
}

/** 1-based line where a node starts; parsed nodes always have a position. */
export function startLine(file: string, node: Node): number {
  if (node.position === undefined) throw new Error(`${file}: a ${node.type} node without a position`);
  return node.position.start.line;
}

/** `docs/guide/page.mdx:12:3`: where a node starts, for build errors. */
export function sourceLocation(file: {path: string}, node: Node): string {
  return `${path.relative(process.cwd(), file.path)}:${node.position?.start.line ?? '?'}:${node.position?.start.column ?? '?'}`;
}
