/**
 * Remark plugin: highlights every fenced code block of a page while it
 * compiles. Each becomes `<CodeBlock>` (@theme/CodeBlock, one of the MDX
 * components) with the HTML as its `highlighted` prop. A fence in a language
 * with no grammar fails the build with its file and line.
 */
import type {Code, Parent, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {sourceLocation} from '../../node/markdown/parse';
import {highlightToHtml} from './highlight';

/** Fences that other remark plugins turn into something else (the diagrams plugin takes mermaid). */
const NOT_CODE: ReadonlySet<string> = new Set(['mermaid']);

/**
 * `<CodeBlock language="…" metastring="…" highlighted="…" />`: the HTML
 * carries the text too, so the page's chunk holds the code once.
 */
function codeBlockElement(node: Code, language: string, highlighted: string): MdxJsxFlowElement {
  const attribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});
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
  return (tree: Root, file: {path: string}): void => {
    visit(tree, 'code', (node: Code, index: number | undefined, parent: Parent | undefined) => {
      const language = node.lang ?? 'text';
      if (NOT_CODE.has(language)) return;
      let highlighted: string | null;
      try {
        highlighted = highlightToHtml(node.value, language);
      } catch (error) {
        throw new Error(`${sourceLocation(file, node)}: ${(error as Error).message}`, {cause: error});
      }
      if (highlighted !== null && parent !== undefined && index !== undefined)
        parent.children[index] = codeBlockElement(node, language, highlighted);
    });
  };
}
