/**
 * Schema descriptions and deprecation reasons are CommonMark (GraphQL spec,
 * "Descriptions"). They are rendered here, at build time, with the Markdown
 * tools Docusaurus already uses (remark, with GitHub's extensions for bare
 * URLs and tables), into HTML that a page shows as is.
 *
 * The schema is not the site's own text, so its Markdown gets no power over
 * the page: raw HTML is shown as text, a link or image whose URL is not
 * http(s) or relative (`javascript:`, `data:`) keeps its text and loses the
 * link, images become links (the page loads nothing from the schema's
 * hosts), and headings become bold paragraphs so as not to break the page's
 * outline. Soft line breaks join their lines, as in any Markdown.
 */
import type {Element, ElementContent, Root as HastRoot, RootContent as HastContent} from 'hast';
import {toHtml} from 'hast-util-to-html';
import type {Html, Nodes, Parent, Root, Text} from 'mdast';
import {toHast} from 'mdast-util-to-hast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import type {Description} from '../../plugins/reference-docs/contract/entries';

const parser = unified().use(remarkParse).use(remarkGfm);

/** Nodes whose children are blocks, not text. */
const FLOW_PARENTS: ReadonlySet<string> = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

function parseMarkdown(markdown: string): Root {
  const tree = parser.runSync(parser.parse(markdown)) as Root;
  // Raw HTML, block or inline, is shown as the text it is.
  visit(tree, 'html', (node: Html, index: number | undefined, parent: Parent | undefined) => {
    if (parent === undefined || index === undefined) return;
    const text: Text = {type: 'text', value: node.value};
    // A block of HTML stands where a paragraph would.
    parent.children[index] = FLOW_PARENTS.has(parent.type) ? {type: 'paragraph', children: [text]} : text;
  });
  return tree;
}

/** http(s), or relative (no scheme, not `//host`); browsers drop whitespace and control characters inside a scheme, so the check does too. */
export function isSafeUrl(url: string): boolean {
  // The control characters are the point here.
  // eslint-disable-next-line no-control-regex
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^https?:\/\//i.test(cleaned)) return true;
  return !/^[a-z][a-z\d+.-]*:/i.test(cleaned) && !cleaned.startsWith('//') && !cleaned.startsWith('\\\\');
}

const isExternal = (url: string): boolean => /^https?:\/\//i.test(url.trim());

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/** The element's replacement under the rules above: itself, or other nodes. */
function tamed(element: Element): ElementContent[] {
  const children = element.children.flatMap((child) => (child.type === 'element' ? tamed(child) : [child]));
  if (element.tagName === 'a') {
    const href = element.properties.href;
    if (typeof href !== 'string' || !isSafeUrl(href)) return children;
    return [{...element, properties: isExternal(href) ? {...element.properties, rel: ['nofollow']} : element.properties, children}];
  }
  if (element.tagName === 'img') {
    const src = element.properties.src;
    const alt =
      typeof element.properties.alt === 'string' && element.properties.alt !== ''
        ? element.properties.alt
        : typeof src === 'string'
          ? src
          : '';
    const text: ElementContent = {type: 'text', value: alt};
    if (typeof src !== 'string' || !isSafeUrl(src)) return [text];
    return [{type: 'element', tagName: 'a', properties: isExternal(src) ? {href: src, rel: ['nofollow']} : {href: src}, children: [text]}];
  }
  if (HEADINGS.has(element.tagName)) {
    return [{type: 'element', tagName: 'p', properties: {}, children: [{type: 'element', tagName: 'strong', properties: {}, children}]}];
  }
  return [{...element, children}];
}

/** `markdown` as HTML for a page, under the rules above; null for no description. */
export function descriptionHtml(markdown: string | null | undefined): string | null {
  if (markdown == null || markdown.trim() === '') return null;
  const hast = toHast(parseMarkdown(markdown)) as HastRoot;
  const children = hast.children.flatMap((child: HastContent): HastContent[] => (child.type === 'element' ? tamed(child) : [child]));
  return toHtml({type: 'root', children}).trim();
}

/** Schemas repeat descriptions ("The ID of the object."): each is rendered once. */
const described = new Map<string, Description>();

/** A description for the page: its Markdown and its HTML; null when there is none. */
export function describe(markdown: string | null | undefined): Description | null {
  if (markdown == null || markdown.trim() === '') return null;
  let description = described.get(markdown);
  if (description === undefined) {
    description = {markdown: markdown.trim(), html: descriptionHtml(markdown)!};
    described.set(markdown, description);
  }
  return description;
}

/** The text of a node, blocks separated by a space. */
function plainText(node: Nodes): string {
  if (!('children' in node)) return toString(node);
  return node.children.map((child) => plainText(child)).join(FLOW_PARENTS.has(node.type) || node.type === 'list' ? ' ' : '');
}

/** `markdown` as one line of plain text: for meta descriptions, summaries and search. */
export function descriptionText(markdown: string | null | undefined): string {
  if (markdown == null) return '';
  return plainText(parseMarkdown(markdown)).replace(/\s+/g, ' ').trim();
}
