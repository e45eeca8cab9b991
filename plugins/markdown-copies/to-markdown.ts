/**
 * A page's source (MDX or Markdown) as plain Markdown: what the page shows,
 * without MDX. Imports and comments go; the reference's components become
 * their text (reference-blocks.ts); tabs become labelled sections;
 * admonitions become block quotes; links to pages point at their copies.
 */
import {readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';

import type {Blockquote, Nodes, Paragraph, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {visit} from 'unist-util-visit';

import {
  NOT_CONFIRMED_COMPONENT,
  NOT_CONFIRMED_LINK_TEXT,
  NOT_CONFIRMED_TITLE,
  notConfirmedHref,
} from '../../src/components/NotConfirmed/wording';
import {isMdxFile, parseMarkdown} from '../../node/markdown/parse';
import {type DefinitionFile, type LazyFiles, componentOfJsxName} from '../reference-docs/contract/components';
import {applyChangelogConditions, hasChangelog} from '../changelog-conditions';
import {type LinkTo, referenceBlock} from './reference-blocks';

export interface PageSource {
  /** Absolute path of the MDX or Markdown file. */
  readonly file: string;
  readonly title: string;
}

export interface LinkResolver {
  /** An absolute route (`/docs/a#b`) as it should appear in a copy. */
  readonly route: LinkTo;
  /** The route of a page's source file, for file links (`../x.md`). */
  readonly routeOfFile: (absoluteFile: string) => string | undefined;
}

export class MarkdownCopyError extends Error {}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

const isJsx = (node: Nodes): node is JsxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

function attribute(node: JsxElement, name: string): string | undefined {
  const found = node.attributes.find((entry): entry is MdxJsxAttribute => entry.type === 'mdxJsxAttribute' && entry.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

/** `{...generated.fields}` → `fields`. */
function spreadKey(node: JsxElement): string | undefined {
  for (const entry of node.attributes) {
    if (entry.type === 'mdxJsxExpressionAttribute') {
      const match = /^\.\.\.\s*\w+\.(\w+)$/.exec(entry.value.trim());
      if (match) return match[1];
    }
  }
  return undefined;
}

const ADMONITION_LABELS: Readonly<Record<string, string>> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

function textOf(node: Nodes): string {
  let text = '';
  visit(node, (descendant: Nodes) => {
    if ('value' in descendant && typeof descendant.value === 'string') text += descendant.value;
  });
  return text;
}

interface Context {
  readonly source: PageSource;
  readonly links: LinkResolver;
  readonly props: Readonly<Record<string, Readonly<Record<string, unknown>>>> | null;
  /** Imported MDX partials (`import Overview from './_overview.mdx'`), by binding, as converted nodes. */
  readonly partials: ReadonlyMap<string, readonly RootContent[]>;
}

/** Components that add nothing a reader of the text needs (`<Head>` sets page metadata). */
const DROPPED_COMPONENTS = new Set(['Head']);

function rewriteUrl(url: string, context: Context): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('#') || url.startsWith('//')) return url;
  if (url.startsWith('/')) return context.links.route(url);
  // A file link, as Docusaurus resolves it: relative to the page's file.
  const [file = '', hash] = url.split('#');
  const route = context.links.routeOfFile(path.resolve(path.dirname(context.source.file), decodeURI(file)));
  if (route === undefined) return url;
  return context.links.route(hash === undefined ? route : `${route}#${hash}`);
}

/** The node's replacement in its parent: nothing, itself, or other nodes. */
function transform(node: RootContent, context: Context): RootContent[] {
  switch (node.type) {
    case 'yaml':
    case 'mdxjsEsm':
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return [];
    case 'link':
      node.url = rewriteUrl(node.url, context);
      break;
    case 'definition':
      node.url = rewriteUrl(node.url, context);
      break;
    case 'code': {
      // The site's fence options (title="…", variables) mean nothing elsewhere; a title becomes a caption.
      const title = /\btitle=(["'])(.*?)\1/.exec(node.meta ?? '')?.[2];
      node.meta = null;
      if (title !== undefined) return [{type: 'paragraph', children: [{type: 'emphasis', children: [{type: 'text', value: title}]}]}, node];
      break;
    }
    case 'containerDirective': {
      const label = ADMONITION_LABELS[node.name];
      if (label === undefined) break;
      // `:::note[Title]`: the label paragraph comes first.
      const [first, ...rest] = node.children;
      const titled = first?.type === 'paragraph' && (first.data as {directiveLabel?: boolean} | undefined)?.directiveLabel === true;
      const title = titled ? textOf(first) : label;
      const body = transformChildren(titled ? rest : node.children, context);
      const heading: Paragraph = {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: `${title}:`}]}]};
      return [{type: 'blockquote', children: [heading, ...body] as Blockquote['children']}];
    }
    case 'leafDirective':
      // Not a directive the site uses: the text it was written as (as Docusaurus shows it).
      return [{type: 'paragraph', children: [{type: 'text', value: `::${node.name}${textOf(node)}`}]}];
    case 'textDirective':
      return [{type: 'text', value: `:${node.name}${textOf(node)}`}];
    default:
      break;
  }
  if (isJsx(node)) return transformJsx(node, context);
  if ('children' in node) (node as Parent).children = transformChildren((node as Parent).children, context);
  return [node];
}

function transformChildren(children: readonly RootContent[], context: Context): RootContent[] {
  return children.flatMap((child) => transform(child, context));
}

function transformJsx(node: JsxElement, context: Context): RootContent[] {
  const name = node.name ?? '';
  if (DROPPED_COMPONENTS.has(name)) return [];
  const partial = context.partials.get(name);
  if (partial !== undefined) return structuredClone(partial) as RootContent[];
  const component = componentOfJsxName(name);
  if (component !== null) {
    // The generator writes every element as `<Ref.X {...generated.key} />` (page-file.ts).
    const key = spreadKey(node);
    const props = key === undefined ? undefined : context.props?.[key];
    if (props === undefined) throw new MarkdownCopyError(`<${name} {...${key}}>: no such props in the page's JSON file`);
    const linkTo = (route: string): string => context.links.route(route);
    const block = referenceBlock(component, props, linkTo);
    if (component !== 'UsageSummary' && component !== 'LongDefinition') return [{type: 'html', value: block}];
    // What the page loads on request is a file of its own; the copy has it whole.
    const lazyFile = path.resolve(path.dirname(context.source.file), (props as {lazyFile: string}).lazyFile);
    const data = JSON.parse(readFileSync(lazyFile, 'utf8')) as LazyFiles[typeof component];
    const whole =
      component === 'UsageSummary'
        ? `${block}\n\n${referenceBlock('UsageList', data, linkTo)}`
        : referenceBlock('Definition', {highlighted: (data as DefinitionFile).highlighted, title: ''}, linkTo);
    return [{type: 'html', value: whole}];
  }
  if (name === NOT_CONFIRMED_COMPONENT) {
    // As the page shows it: an admonition (a block quote here) with its title and the link the component adds.
    const heading: Paragraph = {
      type: 'paragraph',
      children: [{type: 'strong', children: [{type: 'text', value: `${NOT_CONFIRMED_TITLE}:`}]}],
    };
    const link: Paragraph = {
      type: 'paragraph',
      children: [{type: 'link', url: context.links.route(notConfirmedHref), children: [{type: 'text', value: NOT_CONFIRMED_LINK_TEXT}]}],
    };
    return [{type: 'blockquote', children: [heading, ...transformChildren(node.children, context), link] as Blockquote['children']}];
  }
  if (name === 'TabItem') {
    const label = attribute(node, 'label') ?? attribute(node, 'value') ?? 'Tab';
    const heading: Paragraph = {type: 'paragraph', children: [{type: 'strong', children: [{type: 'text', value: label}]}]};
    return [heading, ...transformChildren(node.children, context)];
  }
  // Tabs, and plain HTML such as <details>: what they hold.
  return transformChildren(node.children, context);
}

/** The JSON file the page imports its props from (`import generated from './x.props.json'`). */
async function propsOf(tree: Root, file: string): Promise<Context['props']> {
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const match = /import\s+\w+\s+from\s+['"](\.\/[^'"]+\.json)['"]/.exec(node.value);
    if (match?.[1]) return JSON.parse(await readFile(path.resolve(path.dirname(file), match[1]), 'utf8')) as Context['props'];
  }
  return null;
}

/** The converted nodes of each MDX or Markdown file the page imports. */
async function partialsOf(tree: Root, file: string, links: LinkResolver): Promise<Map<string, RootContent[]>> {
  const partials = new Map<string, RootContent[]>();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of node.value.matchAll(/import\s+(\w+)\s+from\s+['"](\.{1,2}\/[^'"]+\.mdx?)['"]/g)) {
      const partialFile = path.resolve(path.dirname(file), match[2] as string);
      partials.set(match[1] as string, (await convertedTree({file: partialFile, title: ''}, links)).children);
    }
  }
  return partials;
}

async function convertedTree(source: PageSource, links: LinkResolver): Promise<Root> {
  const text = await readFile(source.file, 'utf8');
  const isMdx = isMdxFile(source.file);
  const relative = path.relative(process.cwd(), source.file);
  let tree: Root;
  try {
    tree = parseMarkdown(relative, text);
  } catch (error) {
    // A syntax error's message names the page, line and column already.
    throw new MarkdownCopyError((error as Error).message);
  }
  // As the page: only the text that holds for this build's changelog (plugins/changelog-conditions).
  // The manifest is read only for a page that has a condition.
  if (isMdx) applyChangelogConditions(tree, () => hasChangelog());
  const context: Context = {
    source,
    links,
    props: isMdx ? await propsOf(tree, source.file) : null,
    partials: isMdx ? await partialsOf(tree, source.file, links) : new Map(),
  };
  try {
    tree.children = transformChildren(tree.children, context);
  } catch (error) {
    throw new MarkdownCopyError(`${relative}: ${(error as Error).message}`);
  }
  return tree;
}

/** The page as Markdown, with its title as the first heading. */
export async function toMarkdown(source: PageSource, links: LinkResolver): Promise<string> {
  const tree = await convertedTree(source, links);
  const hasTitle = tree.children.some((node) => node.type === 'heading' && node.depth === 1);
  if (!hasTitle) tree.children.unshift({type: 'heading', depth: 1, children: [{type: 'text', value: source.title}]});
  const markdown = unified()
    .use(remarkGfm, {tablePipeAlign: false})
    .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_'})
    .stringify(tree);
  return markdown.replace(/\n{3,}/g, '\n\n');
}
