/**
 * The `<Tabs>` of an MDX page, read from the JSX elements of its syntax tree,
 * so that the guide's conventions for them (tests/unit/guide-conventions.test.ts)
 * see what MDX renders, attributes in any order or layout.
 */
import type {Nodes} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {parseMarkdown, startLine} from '../../node/markdown/parse';

export interface TabsElement {
  /** 1-based line of the `<Tabs>` tag. */
  readonly line: number;
  /** The `groupId` attribute; null when it is missing or not a plain string (`groupId={…}`). */
  readonly groupId: string | null;
  /** The `value` of each `<TabItem>` child, in order; null for one without a plain string value. */
  readonly values: readonly (string | null)[];
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

function isJsxElement(node: Nodes, name: string): node is JsxElement {
  return (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name;
}

function stringAttribute(element: JsxElement, name: string): string | null {
  const attribute = element.attributes.find((candidate) => candidate.type === 'mdxJsxAttribute' && candidate.name === name);
  return typeof attribute?.value === 'string' ? attribute.value : null;
}

export function findTabs(file: string, markdown: string): TabsElement[] {
  const found: TabsElement[] = [];
  visit(parseMarkdown(file, markdown), (tabs: Nodes) => {
    if (!isJsxElement(tabs, 'Tabs')) return;
    found.push({
      line: startLine(file, tabs),
      groupId: stringAttribute(tabs, 'groupId'),
      values: tabs.children.filter((child) => isJsxElement(child, 'TabItem')).map((item) => stringAttribute(item, 'value')),
    });
  });
  return found;
}
