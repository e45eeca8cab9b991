/**
 * Remark plugin: highlights every fenced code block of a page while it
 * compiles. Each becomes `<CodeBlock>` (@theme/CodeBlock, one of the MDX
 * components) with the HTML as its `highlighted` prop. A fence in a language
 * with no grammar fails the build with its file and line.
 */
import {type MarkdownNode, sourceLocation} from '../markdown-node';
import {highlightToHtml} from './highlight';

/** Fences that other remark plugins turn into something else (the diagrams plugin takes mermaid). */
const NOT_CODE: ReadonlySet<string> = new Set(['mermaid']);

/**
 * `<CodeBlock language="…" metastring="…" highlighted="…" />`: the HTML
 * carries the text too, so the page's chunk holds the code once.
 */
function codeBlockElement(node: MarkdownNode, language: string, highlighted: string): MarkdownNode {
  const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute' as const, name, value});
  return {
    type: 'mdxJsxFlowElement',
    name: 'CodeBlock',
    attributes: [
      attribute('language', language),
      ...(node.meta ? [attribute('metastring', node.meta)] : []),
      attribute('highlighted', highlighted),
    ],
    children: [],
    position: node.position,
  };
}

export default function remarkHighlight() {
  return (tree: MarkdownNode, file: {path: string}): void => {
    const visit = (parent: MarkdownNode): void => {
      parent.children?.forEach((node, index, siblings) => {
        if (node.type !== 'code') {
          visit(node);
          return;
        }
        const language = node.lang ?? 'text';
        if (NOT_CODE.has(language)) return;
        let highlighted: string | null;
        try {
          highlighted = highlightToHtml(node.value ?? '', language);
        } catch (error) {
          throw new Error(`${sourceLocation(file, node)}: ${(error as Error).message}`, {cause: error});
        }
        if (highlighted !== null) siblings[index] = codeBlockElement(node, language, highlighted);
      });
    };
    visit(tree);
  };
}
