/**
 * Markdown for the GraphQL reference's components, from the props the
 * generator wrote for them (`<slug>.props.json`): what each component shows
 * in the browser, as text a tool can read.
 */

import type {ReferenceComponentName, ReferenceComponentProps} from '../reference-docs/contract/components';
import type {ArgumentInfo, Description, FieldInfo, ItemLink, TypeRef} from '../reference-docs/contract/entries';
import type {ItemKind} from '../reference-docs/contract/kinds';

/** A link target: a page with a Markdown copy, or the route as it is. */
export type LinkTo = (route: string) => string;

/** The text of the build-time highlighted HTML: tags dropped, entities decoded. */
export function textOfHighlighted(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** A fence long enough for any run of backticks inside. */
function fence(language: string, code: string): string {
  const longest = Math.max(2, ...[...code.matchAll(/`+/g)].map((run) => run[0].length));
  const marks = '`'.repeat(longest + 1);
  return `${marks}${language}\n${code.replace(/\n+$/, '')}\n${marks}`;
}

/** Inline code that survives backticks in the text. */
function code(text: string): string {
  const marks = text.includes('`') ? '``' : '`';
  return `${marks}${marks.length > 1 ? ' ' : ''}${text}${marks.length > 1 ? ' ' : ''}${marks}`;
}

/** Schema text is the schema author's; in a list item it must stay on its line. */
const oneLine = (text: string): string => text.replace(/\s*\n\s*/g, ' ').trim();

/** A line that starts a Markdown block other than a paragraph's continuation: a list item, quote, heading, fence or indented code. */
const BLOCK_START = /^(\s{4,}|\s*([-*+]|\d+[.)])(\s|$)|\s*(>|#{1,6}\s|```|~~~))/;

/**
 * A description (CommonMark) as the tail of a list item at `indent`: on the
 * item's line when it is one paragraph, which Markdown reflows anyway; else
 * below it, indented into the item, so that its paragraphs and nested lists
 * keep their structure.
 */
function descriptionInItem(markdown: string, indent: string): string {
  const lines = markdown.trim().split('\n');
  const oneParagraph = lines.every((line) => line.trim() !== '' && !BLOCK_START.test(line));
  if (oneParagraph) return ` — ${oneLine(markdown)}`;
  const inside = `${indent}  `;
  return `\n${lines.map((line) => (line.trim() === '' ? '' : `${inside}${line}`)).join('\n')}`;
}

/** A list item's line with the entry's description and deprecation; a description that needs its own lines comes last. */
function withNotes(
  line: string,
  {description, deprecationReason}: {readonly description: Description | null; readonly deprecationReason: string | null},
  indent: string,
): string {
  const about = description === null ? '' : descriptionInItem(description.markdown, indent);
  const deprecation = deprecationReason === null ? '' : ` **Deprecated:** ${oneLine(deprecationReason)}`;
  return about.startsWith('\n') ? `${line}${deprecation}${about}` : `${line}${about}${deprecation}`;
}

const link = (label: string, route: string | null, linkTo: LinkTo): string => (route === null ? label : `[${label}](${linkTo(route)})`);

function typeText(type: TypeRef, linkTo: LinkTo): string {
  return `${type.prefix}${link(code(type.name), type.route, linkTo)}${type.suffix}`;
}

function fieldLines(fields: readonly (FieldInfo | ArgumentInfo)[], linkTo: LinkTo, indent = ''): string[] {
  return fields.flatMap((field) => {
    let line = `${indent}- ${code(field.name)}: ${typeText(field.type, linkTo)}`;
    if (field.defaultValue !== null) line += ` (default: ${code(field.defaultValue)})`;
    if (field.defaultValueUnknown) line += ' (optional: has a default value that the schema snapshot does not record)';
    line = withNotes(line, field, indent);
    const args = 'args' in field ? field.args : [];
    return args.length === 0 ? [line] : [line, `${indent}  Arguments:`, ...fieldLines(args, linkTo, `${indent}  `)];
  });
}

const bulletLinks = (items: readonly ItemLink[], linkTo: LinkTo): string =>
  items.map((item) => `- ${link(code(item.name), item.route, linkTo)} (${item.kind})`).join('\n');

type Renderers = {readonly [Name in ReferenceComponentName]: (props: ReferenceComponentProps[Name], linkTo: LinkTo) => string};

const KIND_WORDS: Readonly<Record<ItemKind, string>> = {
  query: 'query',
  mutation: 'mutation',
  subscription: 'subscription',
  object: 'object type',
  input: 'input type',
  enum: 'enum',
  union: 'union',
  scalar: 'scalar',
  directive: 'directive',
  interface: 'interface',
};

const RENDERERS: Renderers = {
  ItemHeader({kind, api, description, deprecationReason, removed}, linkTo) {
    const word = KIND_WORDS[kind];
    const lines = [`${/^[aeiou]/.test(word) ? 'An' : 'A'} ${word} of the ${api}.`];
    if (removed !== null) {
      const instead =
        removed.replacement === null
          ? ''
          : ` Use ${link(code(removed.replacement.name), removed.replacement.route, linkTo)} instead.${removed.replacementReason ? ` ${oneLine(removed.replacementReason)}` : ''}`;
      lines.push(
        `**Removed:** this item is no longer in the ${api}. Shown is its last definition, from the ${removed.snapshot}.${instead}`,
      );
    }
    if (deprecationReason !== null) lines.push(`**Deprecated:** ${oneLine(deprecationReason)}`);
    if (description) lines.push(description.markdown);
    return lines.join('\n\n');
  },
  Definition: ({highlighted}) => fence('graphql', textOfHighlighted(highlighted)),
  // The definition itself is in its own file, which the Markdown copy writes instead (to-markdown.ts).
  LongDefinition: ({title, lines}) => `${title}: ${lines} lines of SDL.`,
  FieldList: ({entries}, linkTo) => fieldLines(entries, linkTo).join('\n'),
  EnumValues({values}) {
    return values.map((value) => withNotes(`- ${code(value.name)}`, value, '')).join('\n');
  },
  Returns: ({type}, linkTo) => `Returns ${typeText(type, linkTo)}.`,
  Example(example) {
    const blocks = [`The operation:\n\n${fence('graphql', textOfHighlighted(example.document))}`];
    if (example.variables) blocks.push(`Its variables:\n\n${fence('json', textOfHighlighted(example.variables))}`);
    if (example.curl) blocks.push(`With cURL:\n\n${fence('bash', textOfHighlighted(example.curl))}`);
    if (example.client) blocks.push(`With the JavaScript client:\n\n${fence('ts', textOfHighlighted(example.client))}`);
    if (example.response) blocks.push(`A response:\n\n${fence('json', textOfHighlighted(example.response))}`);
    return blocks.join('\n\n');
  },
  LinkList: ({items}, linkTo) => bulletLinks(items, linkTo),
  UsageList({usages}, linkTo) {
    return usages
      .map(({item, via}) => `- ${link(code(item.name), item.route, linkTo)}: ${via.map((entry) => code(entry.label)).join(', ')}`)
      .join('\n');
  },
  // The list itself is in its own file, which the Markdown copy appends (to-markdown.ts).
  UsageSummary: ({total, byKind}) => `${total} items use this type: ${byKind.map((entry) => `${entry.count} ${entry.label}`).join(', ')}.`,
  GuidePages: ({pages}, linkTo) => pages.map((page) => `- ${link(page.title, page.route, linkTo)}`).join('\n'),
  Locations: ({locations}) => locations.map((location) => `- ${code(location)}`).join('\n'),
  NoEntries: ({text}) => text,
  // As on the page: only an absolute http(s) URL is a link.
  ExternalLink({href, linkable}) {
    return linkable ? `<${href}>` : code(href);
  },
  CategoryIntro({kind, count, api}) {
    return `The ${count} ${KIND_WORDS[kind]}${count === 1 ? '' : 's'} of the ${api}.`;
  },
  ItemTable({rows}, linkTo) {
    return rows
      .map(
        (row) =>
          `- ${link(code(row.name), row.route, linkTo)}${row.deprecated ? ' (deprecated)' : ''}${row.summary ? ` — ${oneLine(row.summary)}` : ''}`,
      )
      .join('\n');
  },
  RemovedTable({rows}, linkTo) {
    return rows
      .map(
        (row) =>
          `- ${link(code(row.name), row.route, linkTo)} (${row.kind}, last seen in the ${row.snapshot})${row.replacement === null ? '' : `: use ${link(code(row.replacement.name), row.replacement.route, linkTo)}`}`,
      )
      .join('\n');
  },
  Overview({facts}, linkTo) {
    const lines = [
      `The ${facts.apiTitle}${facts.endpoint === null ? '' : `: one GraphQL endpoint, ${code(facts.endpoint)}`}. Its schema, as SDL: ${facts.download} (from the ${facts.label}).`,
      facts.counts.map((entry) => `- ${link(entry.label, entry.route, linkTo)}: ${entry.count}`).join('\n'),
    ];
    if (facts.changelogRoute !== null)
      lines.push(`What changed between schema versions: ${link('changelog', facts.changelogRoute, linkTo)}.`);
    if (facts.removedRoute !== null && facts.removedCount > 0)
      lines.push(`${facts.removedCount} items were removed from the API: ${link('removed items', facts.removedRoute, linkTo)}.`);
    return lines.join('\n\n');
  },
  Changelog({changelog}, linkTo) {
    const entries = changelog.entries.map(
      (entry) =>
        `- ${entry.criticality === 'breaking' ? '**Breaking:** ' : ''}${oneLine(entry.message)}${entry.route === null ? '' : ` (${link('page', entry.route, linkTo)})`}`,
    );
    return [`Changes from the ${changelog.from.label} to the ${changelog.to.label}:`, entries.join('\n')].join('\n\n');
  },
};

export class UnknownComponentError extends Error {}

/**
 * The Markdown of one reference component, by its name (`FieldList` for
 * `<Ref.FieldList>`), from the props the generator wrote for it.
 */
export function referenceBlock(component: string, props: unknown, linkTo: LinkTo): string {
  if (!Object.hasOwn(RENDERERS, component)) {
    throw new UnknownComponentError(`no Markdown is defined for <${component}> (plugins/markdown-copies/reference-blocks.ts)`);
  }
  const render = RENDERERS[component as ReferenceComponentName] as (props: unknown, linkTo: LinkTo) => string;
  return render(props, linkTo);
}
