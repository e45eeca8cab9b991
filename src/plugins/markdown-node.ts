import path from 'node:path';

/** The parts of the Markdown syntax tree (mdast, with MDX's JSX nodes) that the site's remark plugins read and write. */
export interface MarkdownNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  value?: string;
  position?: {start: {line: number; column: number}};
  children?: MarkdownNode[];
  name?: string;
  attributes?: Array<{type: 'mdxJsxAttribute'; name: string; value: string}>;
}

/** `docs/guide/page.mdx:12:3`: where a node starts, for build errors. */
export function sourceLocation(file: {path: string}, node: MarkdownNode): string {
  return `${path.relative(process.cwd(), file.path)}:${node.position?.start.line ?? '?'}:${node.position?.start.column ?? '?'}`;
}
