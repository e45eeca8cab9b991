/**
 * The fenced code blocks of a Markdown or MDX page. The snippet checks
 * (tests/snippets) validate them; the GraphQL reference generator reads the
 * guide's ```graphql blocks to link each reference page to the guide pages
 * that use it.
 */

/** A fenced code block, with the line it starts on. */
export interface CodeBlock {
  readonly language: string;
  readonly meta: string;
  readonly code: string;
  /** 1-based line of the opening fence. */
  readonly line: number;
}

export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const opening = /^(\s*)(`{3,}|~{3,})([\w+-]*)\s*(.*)$/.exec(lines[index]!);
    if (opening === null) continue;
    const fence = opening[2]!;
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !lines[end]!.trimStart().startsWith(fence)) {
      body.push(lines[end]!);
      end++;
    }
    blocks.push({language: opening[3]!, meta: opening[4]!, code: body.join('\n'), line: index + 1});
    index = end;
  }
  return blocks;
}

/** The bare words of a block's meta string (`partial`, `variables`, `webhook-server`), without `title="…"` and the like. */
export function metaFlags(block: CodeBlock): Set<string> {
  return new Set(block.meta.replace(/\w+="[^"]*"/g, ' ').split(/\s+/).filter(Boolean));
}
