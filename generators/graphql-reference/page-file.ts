/**
 * A generated page is two files: its MDX (front matter, headings, one
 * element per component) and a JSON file beside it with every component's
 * props. MDX parses each JSX attribute expression with acorn; the reference's
 * props as inline literals (7 MB for 1,200 pages) were most of the build's
 * Markdown time, where the bundler reads JSON natively. Schema text never
 * passes through the MDX parser either, so Markdown, HTML and MDX syntax in a
 * description can only ever be a string.
 */

import path from 'node:path';

import {
  COMPONENT_IMPORTS,
  type ReferenceComponentName,
  type ReferenceComponentProps,
  type LazyFiles,
  jsxNameOf,
} from '../../plugins/reference-docs/contract/components';

/** The name the MDX file imports its JSON file as. */
const PROPS_BINDING = 'generated';

const GENERATED_NOTICE = '{/* Generated from the GraphQL schema by generators/graphql-reference. Do not edit: run `npm run generate`. */}';

export type FrontMatter = Readonly<Record<string, string | null>>;

function frontMatterBlock(fields: FrontMatter): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${value === null ? 'null' : JSON.stringify(value)}`);
  return ['---', ...lines, '---'].join('\n');
}

export interface GeneratedPage {
  /** The MDX file's path inside the reference's output folder. */
  readonly file: string;
  readonly mdx: string;
  /** The props of each element, by the key the MDX spreads them from. */
  readonly props: Readonly<Record<string, ReferenceComponentProps[ReferenceComponentName]>>;
  /** Data the page loads only when asked (a long "Used by" list), by file path inside the output folder. */
  readonly lazyFiles: Readonly<Record<string, unknown>>;
}

/** `objects/post.mdx` → `objects/post.props.json`. */
export const propsFileOf = (mdxFile: string): string => mdxFile.replace(/\.mdx$/, '.props.json');

/** Collects one page's elements and their props while its MDX is written. */
export class PageProps {
  private readonly byKey: Record<string, ReferenceComponentProps[ReferenceComponentName]> = {};
  private readonly used = new Set<ReferenceComponentName>();
  private readonly lazyFiles: Record<string, unknown> = {};

  /** `file`: the MDX file's path inside the output folder. */
  constructor(private readonly file: string) {}

  /** `<Ref.FieldList {...generated.key} />`, with `props` kept for the JSON file. */
  element<Name extends ReferenceComponentName>(component: Name, key: string, props: ReferenceComponentProps[Name]): string {
    if (Object.hasOwn(this.byKey, key)) throw new Error(`${this.file}: two elements share the props key "${key}"`);
    this.byKey[key] = props;
    this.used.add(component);
    return `<${jsxNameOf(component)} {...${PROPS_BINDING}.${key}} />`;
  }

  /**
   * `<Ref.UsageSummary {...generated.key} load={() => import('./x.usedBy.json')} />`:
   * part of the page goes to its own file beside it, which the bundler makes
   * a chunk of its own, loaded when the component calls `load`.
   */
  lazyElement<Name extends keyof LazyFiles>(
    component: Name,
    key: string,
    props: Omit<ReferenceComponentProps[Name], 'lazyFile'>,
    data: LazyFiles[Name],
  ): string {
    const lazyFile = `./${path.posix.basename(this.file).replace(/\.mdx$/, '')}.${key}.json`;
    const element = this.element(component, key, {...props, lazyFile} as ReferenceComponentProps[Name]);
    this.lazyFiles[path.posix.join(path.posix.dirname(this.file), lazyFile)] = data;
    return element.replace(/ \/>$/, ` load={() => import(${JSON.stringify(lazyFile)})} />`);
  }

  /** The page: its front matter, the generated-file notice, the imports of its components and JSON file, then `body`'s blocks. */
  page(frontMatter: FrontMatter, body: readonly string[]): GeneratedPage {
    const imports = [`import ${PROPS_BINDING} from './${path.posix.basename(propsFileOf(this.file))}';`];
    if (this.used.has('Changelog'))
      imports.push(`import ${COMPONENT_IMPORTS.changelog.binding} from '${COMPONENT_IMPORTS.changelog.from}';`);
    if ([...this.used].some((component) => component !== 'Changelog')) {
      imports.push(`import * as ${COMPONENT_IMPORTS.reference.binding} from '${COMPONENT_IMPORTS.reference.from}';`);
    }
    const mdx = [frontMatterBlock(frontMatter), GENERATED_NOTICE, imports.join('\n'), ...body].join('\n\n') + '\n';
    return {file: this.file, mdx, props: this.byKey, lazyFiles: this.lazyFiles};
  }
}
