/**
 * Shapes the generated reference: one MDX page per item, one page per kind,
 * the overview, the sidebar and the redirects. Every piece of schema text
 * (names, descriptions, deprecation reasons, SDL) reaches the page as a
 * string in the page's JSON props file (page-file.ts), so React renders it as
 * literal text: Markdown, HTML and MDX syntax in a description can never
 * become markup.
 */
import {highlightToHtml} from '../../plugins/code-highlighting/highlight';
import {type ApiDefinition, NETWORK_API, SCHEMA_DOWNLOAD_ROUTE} from './apis';
import {curlCommand} from './examples/curl';
import {formatJson} from './examples/format-json';
import {ITEM_KINDS, type ItemKind, KIND_INFO, type OperationKind, isOperationKind} from '../../plugins/reference-docs/contract/kinds';
import type {OverviewFacts} from '../../plugins/reference-docs/contract/components';
import {anchorFor} from '../../plugins/reference-docs/contract/entries';
import type {ReferenceIndex} from '../../plugins/reference-docs/contract/reference-index';
import {CLIENT_PACKAGE} from '../../node/site/paths';
import {type ReferenceItem, type ReferenceModel} from './model';
import {type GeneratedPage, PageProps} from './page-file';
import {toKebabCase} from './slug';
import {descriptionText} from './description';

/** Code blocks are highlighted here, as the site's fences are (plugins/code-highlighting). */
function highlight(code: string, language: 'graphql' | 'json' | 'bash' | 'ts'): string {
  const html = highlightToHtml(code, language);
  if (html === null) throw new Error(`${language} is not highlighted`);
  return html;
}

/** A one-line plain-text summary for meta descriptions and category tables. */
export function summaryOf(item: Pick<ReferenceItem, 'description'>): string {
  const text = descriptionText(item.description?.markdown);
  if (text === '') return '';
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence;
}

function metaDescription(item: ReferenceItem, api: ApiDefinition): string {
  const kind = KIND_INFO[item.kind].singular.toLowerCase();
  if (item.removed !== null) return `The ${item.name} ${kind} is no longer in the ${api.fullTitle}: its last known definition.`;
  const summary = summaryOf(item);
  return summary !== '' ? summary : `The ${item.name} ${kind} of the ${api.fullTitle}.`;
}

/**
 * Above this many lines, the definition is loaded when the reader opens it:
 * a type of a hundred fields (GitHub's Repository) had 35 KB of SDL above a
 * field list that says the same.
 */
export const DEFINITION_LINES_SHOWN = 40;

function definitionElement(item: ReferenceItem, props: PageProps): string {
  const title = item.removed === null ? 'Definition' : 'Last known definition';
  const highlighted = highlight(item.sdl, 'graphql');
  const lines = item.sdl.split('\n').length;
  if (lines <= DEFINITION_LINES_SHOWN) return props.element('Definition', 'definition', {highlighted, title});
  return props.lazyElement('LongDefinition', 'definition', {title, lines}, {highlighted});
}

/**
 * Above this many items, "Used by" is a summary with the full list loaded on
 * request: String's list was 418 KB of a 440 KB page in a public schema.
 */
export const USAGES_LISTED_MAX = 50;
const KIND_ORDER_FOR_USAGES = ITEM_KINDS;

function section(heading: string, body: string): string {
  return `## ${heading}\n\n${body}`;
}

function itemSections(item: ReferenceItem, props: PageProps, api: ApiDefinition): string[] {
  const sections: string[] = [];
  const operation = isOperationKind(item.kind);

  if (operation || item.kind === 'directive') {
    sections.push(
      section(
        'Arguments',
        item.args.length === 0
          ? props.element('NoEntries', 'arguments', {text: `This ${KIND_INFO[item.kind].singular.toLowerCase()} takes no arguments.`})
          : props.element('FieldList', 'arguments', {entries: item.args.map((arg) => ({...arg, args: []})), anchorKind: 'argument'}),
      ),
    );
  }
  if (item.returns !== null) {
    sections.push(section('Returns', props.element('Returns', 'returns', {type: item.returns})));
  }
  if (item.example !== null) {
    sections.push(
      section(
        'Example',
        props.element('Example', 'example', {
          document: highlight(item.example.document, 'graphql'),
          variables: highlight(formatJson(item.example.variables), 'json'),
          ...(api.endpoint === null ? {} : {curl: highlight(curlCommand(api.endpoint, api.tokenVariable, item.example), 'bash')}),
          ...(item.example.client === undefined ? {} : {client: highlight(item.example.client, 'ts')}),
          response: highlight(formatJson({data: item.example.response}), 'json'),
        }),
      ),
    );
  }
  if (item.kind === 'directive') {
    sections.push(section('Locations', props.element('Locations', 'locations', {locations: item.locations})));
  }
  if (item.kind === 'object' || item.kind === 'interface' || item.kind === 'input') {
    sections.push(
      section(
        'Fields',
        item.fields.length === 0
          ? props.element('NoEntries', 'fields', {text: 'This type has no fields.'})
          : props.element('FieldList', 'fields', {entries: item.fields, anchorKind: 'field'}),
      ),
    );
  }
  if (item.interfaces.length > 0) {
    sections.push(section('Implements', props.element('LinkList', 'interfaces', {items: item.interfaces})));
  }
  if (item.kind === 'enum') {
    sections.push(section('Values', props.element('EnumValues', 'values', {values: item.values})));
  }
  if (item.kind === 'union') {
    sections.push(section('Possible types', props.element('LinkList', 'members', {items: item.members})));
  }
  if (item.kind === 'scalar' && item.specifiedByUrl !== null) {
    // A schema can write anything in @specifiedBy: only an absolute http(s) URL becomes a link.
    const linkable = /^https?:\/\/[^\s]+$/i.test(item.specifiedByUrl);
    sections.push(section('Specification', props.element('ExternalLink', 'specification', {href: item.specifiedByUrl, linkable})));
  }
  if (item.returnedBy.length > 0) {
    sections.push(section('Returned by', props.element('LinkList', 'returnedBy', {items: item.returnedBy})));
  }
  if (item.usedBy.length > USAGES_LISTED_MAX) {
    const byKind = KIND_ORDER_FOR_USAGES.flatMap((kind) => {
      const count = item.usedBy.filter((usage) => usage.item.kind === kind).length;
      return count === 0 ? [] : [{kind, label: (count === 1 ? KIND_INFO[kind].singular : KIND_INFO[kind].plural).toLowerCase(), count}];
    });
    sections.push(
      section('Used by', props.lazyElement('UsageSummary', 'usedBy', {total: item.usedBy.length, byKind}, {usages: item.usedBy})),
    );
  } else if (item.usedBy.length > 0) {
    sections.push(section('Used by', props.element('UsageList', 'usedBy', {usages: item.usedBy})));
  }
  if (item.memberOf.length > 0) {
    sections.push(section('Member of', props.element('LinkList', 'memberOf', {items: item.memberOf})));
  }
  if (item.implementedBy.length > 0) {
    sections.push(section('Implemented by', props.element('LinkList', 'implementedBy', {items: item.implementedBy})));
  }
  if (item.guidePages.length > 0) {
    sections.push(section('Used in the guide', props.element('GuidePages', 'guidePages', {pages: item.guidePages})));
  }
  return sections;
}

export function displayName(item: Pick<ReferenceItem, 'kind' | 'name'>): string {
  return item.kind === 'directive' ? `@${item.name}` : item.name;
}

/**
 * The page title names the API when the name alone could be the other API's
 * page (`App` is in both): browser tabs, history and search results tell them apart.
 */
export function pageTitle(item: Pick<ReferenceItem, 'kind' | 'name'>, api: ApiDefinition): string {
  return api.id === NETWORK_API.id ? displayName(item) : `${displayName(item)} (${api.title})`;
}

export function renderItemPage(item: ReferenceItem, api: ApiDefinition = NETWORK_API): GeneratedPage {
  const name = displayName(item);
  const title = pageTitle(item, api);
  const props = new PageProps(`${KIND_INFO[item.kind].folder}/${item.slug}.mdx`);
  return props.page(
    {
      id: item.slug,
      title,
      sidebar_label: name,
      slug: `/${KIND_INFO[item.kind].folder}/${item.slug}`,
      description: metaDescription(item, api),
      pagination_prev: null,
      pagination_next: null,
    },
    [
      // GraphQL names are [_A-Za-z][_0-9A-Za-z]*: safe as Markdown heading text.
      ...(title === name ? [] : [`# ${name}`]),
      props.element('ItemHeader', 'header', {
        kind: item.kind,
        api: api.title,
        description: item.description,
        deprecationReason: item.deprecationReason,
        removed: item.removed,
      }),
      definitionElement(item, props),
      ...itemSections(item, props, api),
    ],
  );
}

function itemsOfKind(model: ReferenceModel, kind: ItemKind): ReferenceItem[] {
  return model.items.filter((item) => item.kind === kind);
}

function categoryTitle(plural: string, api: ApiDefinition): string {
  return api.id === NETWORK_API.id ? plural : `${plural} (${api.title})`;
}

export function renderCategoryPage(kind: ItemKind, items: readonly ReferenceItem[], api: ApiDefinition = NETWORK_API): GeneratedPage {
  const info = KIND_INFO[kind];
  const props = new PageProps(`${info.folder}/index.mdx`);
  const rows = items.map((item) => ({
    name: displayName(item),
    route: item.route,
    summary: summaryOf(item),
    deprecated: item.deprecationReason !== null,
  }));
  const title = categoryTitle(info.plural, api);
  return props.page(
    {
      id: 'index',
      title,
      slug: `/${info.folder}`,
      description: `All ${items.length} ${info.plural.toLowerCase()} of the ${api.fullTitle}.`,
      pagination_prev: null,
      pagination_next: null,
    },
    [
      ...(title === info.plural ? [] : [`# ${info.plural}`]),
      props.element('CategoryIntro', 'intro', {kind, count: items.length, api: api.title}),
      props.element('ItemTable', 'table', {rows}),
    ],
  );
}

export const REMOVED_FOLDER = 'removed';

/** The list of pages kept for removed items, with their replacements. */
export function renderRemovedPage(items: readonly ReferenceItem[], api: ApiDefinition = NETWORK_API): GeneratedPage {
  const props = new PageProps(`${REMOVED_FOLDER}/index.mdx`);
  const rows = items.map((item) => ({
    name: displayName(item),
    kind: item.kind,
    route: item.route,
    snapshot: item.removed?.snapshot ?? '',
    replacement: item.removed?.replacement ?? null,
  }));
  const title = categoryTitle('Removed items', api);
  return props.page(
    {
      id: 'index',
      title,
      slug: `/${REMOVED_FOLDER}`,
      description: `${items.length} items that older snapshots of the ${api.fullTitle} had and the documented schema no longer has.`,
      pagination_prev: null,
      pagination_next: null,
    },
    [...(title === 'Removed items' ? [] : ['# Removed items']), props.element('RemovedTable', 'table', {rows})],
  );
}

/** What the overview says about the schema source, from the generator. */
export interface SourceFacts {
  readonly origin: string;
  /** How pages name the documented snapshot. */
  readonly label: string;
  readonly sourceHash: string;
  readonly rootTypes: {readonly query: string | null; readonly mutation: string | null; readonly subscription: string | null};
  /** Route of the changelog page, when there is an older snapshot to compare with. */
  readonly changelogRoute: string | null;
  readonly removedCount: number;
}

export function kindCounts(model: ReferenceModel): Array<{kind: ItemKind; label: string; route: string; count: number}> {
  return ITEM_KINDS.map((kind) => ({
    kind,
    label: KIND_INFO[kind].plural,
    route: `${model.routeBasePath}/${KIND_INFO[kind].folder}`,
    count: itemsOfKind(model, kind).length,
  })).filter((entry) => entry.count > 0);
}

/** Operations the global overview names when it explains tokens. */
const TOKEN_OPERATIONS: readonly string[] = ['limitedToken', 'requestGlobalTokenCode', 'globalToken'];

export function overviewTitle(api: ApiDefinition): string {
  return api.id === NETWORK_API.id ? 'GraphQL reference' : `${api.title} reference`;
}

export function renderOverview(model: ReferenceModel, facts: SourceFacts, api: ApiDefinition = NETWORK_API): GeneratedPage {
  const props = new PageProps('schema.mdx');
  const overview: OverviewFacts = {
    api: api.id,
    apiTitle: api.title,
    apiFullTitle: api.fullTitle,
    endpoint: api.endpoint,
    download: `${SCHEMA_DOWNLOAD_ROUTE}/${api.downloadFile}`,
    counts: kindCounts(model),
    origin: facts.origin,
    label: facts.label,
    clientVersion: CLIENT_PACKAGE.version,
    sourceHash: facts.sourceHash.slice(0, 12),
    rootTypes: facts.rootTypes,
    changelogRoute: facts.changelogRoute,
    removedCount: facts.removedCount,
    removedRoute: facts.removedCount > 0 ? `${model.routeBasePath}/${REMOVED_FOLDER}` : null,
    operationRoutes: Object.fromEntries(
      model.items
        .filter((item) => isOperationKind(item.kind) && TOKEN_OPERATIONS.includes(item.name))
        .map((item) => [item.name, item.route]),
    ),
  };
  return props.page(
    {
      id: 'schema',
      title: overviewTitle(api),
      slug: '/schema',
      description: `Every query, mutation and type of the ${api.fullTitle}, generated from its schema.`,
      pagination_prev: null,
      pagination_next: null,
    },
    [props.element('Overview', 'overview', {facts: overview})],
  );
}

interface SidebarDoc {
  type: 'doc';
  id: string;
  label: string;
  className?: string;
}

interface SidebarRef {
  type: 'ref';
  id: string;
  label: string;
}

interface SidebarCategory {
  type: 'category';
  label: string;
  collapsed: true;
  collapsible: true;
  link?: {type: 'doc'; id: string};
  items: Array<SidebarDoc | SidebarCategory>;
}

type SidebarItem = SidebarDoc | SidebarRef | SidebarCategory;

function sidebarDoc(item: ReferenceItem): SidebarDoc {
  return {
    type: 'doc',
    id: `${KIND_INFO[item.kind].folder}/${item.slug}`,
    label: displayName(item),
    ...(item.deprecationReason === null ? {} : {className: 'gql-sidebar-deprecated'}),
  };
}

/**
 * A kind with more items than this lists them under one collapsed category
 * per initial letter. Docusaurus renders a collapsed category's items only
 * when it opens, so a page of a kind with 284 objects renders and hydrates
 * the letters and the items of its own letter, not 284 links.
 */
export const SIDEBAR_LETTER_GROUPS_ABOVE = 40;

function byInitialLetter(items: readonly SidebarDoc[]): Array<SidebarDoc | SidebarCategory> {
  if (items.length <= SIDEBAR_LETTER_GROUPS_ABOVE) return [...items];
  const groups = new Map<string, SidebarDoc[]>();
  for (const item of items) {
    const letter = item.label.charAt(0).toUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return [...groups].map(([letter, members]) => ({type: 'category', label: letter, collapsed: true, collapsible: true, items: members}));
}

/** The sidebar that holds the overview and the changelog. */
export const OVERVIEW_SIDEBAR = 'overview';

/**
 * One sidebar per kind, named after the kind's folder, plus the overview's.
 * Each lists the overview, the changelog, every kind and the removed items'
 * page in the same order, with only its own kind's items: a page loads the
 * sidebar of its kind, not the reference's 1,000 entries (the reference-docs
 * plugin gives each sidebar its own chunk). The other kinds are links to their
 * index pages. A removed item keeps its route in its kind's folder, so it is
 * listed in its kind's sidebar, under "Removed" after the current items.
 * A long kind lists its items by initial letter (see byInitialLetter).
 */
export function renderSidebars(model: ReferenceModel, options: {changelog: boolean} = {changelog: false}): Record<string, SidebarItem[]> {
  const sections = ITEM_KINDS.flatMap((kind) => {
    const current = byInitialLetter(itemsOfKind(model, kind).map(sidebarDoc));
    const removed = model.removedItems.filter((item) => item.kind === kind).map(sidebarDoc);
    if (current.length === 0 && removed.length === 0) return [];
    const {folder, plural} = KIND_INFO[kind];
    const removedCategory: SidebarCategory[] =
      removed.length === 0 ? [] : [{type: 'category', label: 'Removed', collapsed: true, collapsible: true, items: removed}];
    return [{folder, label: plural, hasIndex: current.length > 0, items: [...current, ...removedCategory]}];
  });
  const hasRemoved = model.removedItems.length > 0;
  const sidebarFor = (current: string | null): SidebarItem[] => {
    const own = current === null ? 'doc' : 'ref';
    return [
      {type: own, id: 'schema', label: 'Overview'},
      ...(options.changelog ? [{type: own, id: 'changelog', label: 'Changelog'} as const] : []),
      ...sections.flatMap(({folder, label, hasIndex, items}): SidebarItem[] => {
        if (folder === current) {
          return [
            {
              type: 'category',
              label,
              collapsed: true,
              collapsible: true,
              ...(hasIndex ? {link: {type: 'doc', id: `${folder}/index`}} : {}),
              items,
            },
          ];
        }
        return hasIndex ? [{type: 'ref', id: `${folder}/index`, label}] : [];
      }),
      ...(hasRemoved ? [{type: own, id: `${REMOVED_FOLDER}/index`, label: 'Removed'} as const] : []),
    ];
  };
  return Object.fromEntries([[OVERVIEW_SIDEBAR, sidebarFor(null)], ...sections.map(({folder}) => [folder, sidebarFor(folder)] as const)]);
}

export interface Redirect {
  readonly from: string;
  readonly to: string;
}

/**
 * Old routes of fields on an object named `Subscription`, kept working when the
 * schema has no subscription root: the spec once listed them as subscriptions.
 */
export function renderRedirects(model: ReferenceModel): Redirect[] {
  const billing = [...model.items, ...model.removedItems].find((item) => item.kind === 'object' && item.name === 'Subscription');
  if (billing === undefined) return [];
  const pages = new Set(model.items.map((item) => item.route));
  // A removed billing object that was renamed: its fields live on under the new name.
  const renamed = billing.removed?.replacement;
  const target = model.items.find((item) => item.kind === renamed?.kind && item.name === renamed.name);
  return billing.fields
    .map((field) => {
      const owner = target?.fields.some((entry) => entry.name === field.name) === true ? target : billing;
      return {
        from: `${model.routeBasePath}/${KIND_INFO.subscription.folder}/${toKebabCase(field.name)}`,
        to: `${owner.route}#${anchorFor('field', field.name)}`,
      };
    })
    .filter((redirect) => !pages.has(redirect.from));
}

export function renderIndex(model: ReferenceModel, which: 'current' | 'removed' = 'current'): ReferenceIndex {
  const types: Record<string, string> = {};
  const operations: Record<OperationKind, Record<string, string>> = {query: {}, mutation: {}, subscription: {}};
  const deprecated: string[] = [];
  for (const item of which === 'current' ? model.items : model.removedItems) {
    if (isOperationKind(item.kind)) operations[item.kind][item.name] = item.route;
    else if (item.kind !== 'directive') types[item.name] = item.route;
    if (item.deprecationReason !== null) deprecated.push(item.route);
  }
  return {types, operations, deprecated: deprecated.sort()};
}
