/**
 * The code blocks of a Markdown or MDX page, read from the page's
 * syntax tree as Docusaurus's MDX parser builds it, so that a block inside
 * JSX (`<TabItem>`) or an admonition counts exactly when the site shows it.
 * The snippet checks (tools/snippets) validate them; the GraphQL reference
 * generator reads the guide's ```graphql blocks to link each reference page
 * to the guide pages that use it.
 */
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

/** A page's mdast, with MDX's JSX elements (`mdxJsxFlowElement`) for .mdx pages. */
export type MarkdownTree = ReturnType<typeof mdxParser.parse>;
export type MarkdownNode = MarkdownTree | MarkdownTree['children'][number];

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
export function parseMarkdown(file: string, markdown: string): MarkdownTree {
  const parser = file.endsWith('.md') ? markdownParser : mdxParser;
  try {
    return parser.parse(markdown);
  } catch (error) {
    if (!isParseMessage(error)) throw error;
    throw new Error(`${file}:${error.line ?? '?'}:${error.column ?? '?'}: ${error.reason}`, {cause: error});
  }
}

/** Every node of the tree, parents before their children, in document order. */
export function* markdownNodes(node: MarkdownNode): Generator<MarkdownNode> {
  yield node;
  if ('children' in node) for (const child of node.children) yield* markdownNodes(child);
}

/** 1-based line where a node starts; parsed nodes always have a position. */
export function startLine(file: string, node: MarkdownNode): number {
  if (node.position === undefined) throw new Error(`${file}: a ${node.type} node without a position`);
  return node.position.start.line;
}

/** A code block, with the line it starts on. */
export interface CodeBlock {
  /** The fence's language, `''` when it has none. */
  readonly language: string;
  readonly meta: string;
  readonly code: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
}

// Parsing reads about half a megabyte a second, and the checks ask for a page's blocks several times:
// each text is parsed once per process. Keyed by syntax too, since the same text reads differently as .md and .mdx.
const blocksByText = new Map<string, readonly CodeBlock[]>();

/** The page's code blocks, in document order; `file` chooses the syntax (see `parseMarkdown`) and names the page in errors. */
export function extractCodeBlocks(file: string, markdown: string): CodeBlock[] {
  const key = `${file.endsWith('.md') ? 'md' : 'mdx'}\n${markdown}`;
  let blocks = blocksByText.get(key);
  if (blocks === undefined) {
    blocks = [...markdownNodes(parseMarkdown(file, markdown))].flatMap((node) =>
      node.type === 'code' ? [{language: node.lang ?? '', meta: node.meta ?? '', code: node.value, line: startLine(file, node)}] : [],
    );
    blocksByText.set(key, blocks);
  }
  return [...blocks];
}

/** The bare words of a block's meta string (`partial`, `variables`, `webhook-server`), without `title="…"` and the like. */
export function metaFlags(block: CodeBlock): Set<string> {
  return new Set(
    block.meta
      .replace(/\w+="[^"]*"/g, ' ')
      .split(/\s+/)
      .filter(Boolean),
  );
}
