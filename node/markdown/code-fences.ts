/**
 * The code blocks of a Markdown or MDX page, read from the page's syntax
 * tree (parse.ts), so that a block inside JSX (`<TabItem>`) or an admonition
 * counts exactly when the site shows it. The snippet checks (tools/snippets)
 * validate them; the GraphQL reference generator reads the guide's ```graphql
 * blocks to link each reference page to the guide pages that use it.
 */
import {visit} from 'unist-util-visit';

import {isMdxFile, parseMarkdown, startLine} from './parse';

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
  const key = `${isMdxFile(file) ? 'mdx' : 'md'}\n${markdown}`;
  let blocks = blocksByText.get(key);
  if (blocks === undefined) {
    const found: CodeBlock[] = [];
    visit(parseMarkdown(file, markdown), 'code', (node) => {
      found.push({language: node.lang ?? '', meta: node.meta ?? '', code: node.value, line: startLine(file, node)});
    });
    blocks = found;
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
