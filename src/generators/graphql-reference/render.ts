/**
 * Shapes the generated reference: one MDX page per item, one page per kind,
 * the overview, the sidebar and the redirects. Every piece of schema text
 * (names, descriptions, deprecation reasons, SDL) reaches the page as a
 * JSON string inside a JSX expression, so React renders it as literal text:
 * Markdown, HTML and MDX syntax in a description can never become markup.
 */
import {ITEM_KINDS, type ItemKind, KIND_INFO, isOperationKind} from './kinds';
import {type ReferenceItem, type ReferenceModel, anchorFor} from './model';
import {toKebabCase} from './slug';

export const GENERATED_NOTICE =
  '{/* Generated from the GraphQL schema by src/generators/graphql-reference. Do not edit: run `npm run generate`. */}';

const COMPONENTS_IMPORT = "import * as Ref from '@site/src/components/GraphqlReference';";

/** A JSX attribute value that MDX parses as a plain JavaScript literal. */
const literal = (value: unknown): string => `{${JSON.stringify(value)}}`;

function frontMatter(fields: Record<string, string | null>): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key}: ${value === null ? 'null' : JSON.stringify(value)}`);
  return ['---', ...lines, '---'].join('\n');
}

/** A one-line plain-text summary for meta descriptions and category tables. */
export function summaryOf(item: Pick<ReferenceItem, 'description'>): string {
  const text = (item.description ?? '').replace(/\s+/g, ' ').trim();
  if (text === '') return '';
  const sentence = /^(.+?[.!?])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.length > 160 ? `${sentence.slice(0, 157)}…` : sentence;
}

function metaDescription(item: ReferenceItem): string {
  const summary = summaryOf(item);
  const kind = KIND_INFO[item.kind].singular.toLowerCase();
  return summary !== '' ? summary : `The ${item.name} ${kind} of the Tribe GraphQL API.`;
}

function section(heading: string, body: string): string {
  return `## ${heading}\n\n${body}`;
}

function itemSections(item: ReferenceItem): string[] {
  const sections: string[] = [];
  const operation = isOperationKind(item.kind);

  if (operation || item.kind === 'directive') {
    sections.push(
      section(
        'Arguments',
        item.args.length === 0
          ? `<Ref.NoEntries text="This ${KIND_INFO[item.kind].singular.toLowerCase()} takes no arguments." />`
          : `<Ref.FieldList entries=${literal(item.args.map((arg) => ({...arg, args: []})))} anchorKind="argument" />`,
      ),
    );
  }
  if (item.returns !== null) {
    sections.push(section('Returns', `<Ref.Returns type=${literal(item.returns)} />`));
  }
  if (item.example !== null) {
    sections.push(
      section(
        'Example',
        `<Ref.Example document=${literal(item.example.document)} variables=${literal(JSON.stringify(item.example.variables, null, 2))} />`,
      ),
    );
  }
  if (item.kind === 'directive') {
    sections.push(section('Locations', `<Ref.Locations locations=${literal(item.locations)} />`));
  }
  if (item.kind === 'object' || item.kind === 'interface' || item.kind === 'input') {
    sections.push(
      section(
        'Fields',
        item.fields.length === 0
          ? '<Ref.NoEntries text="This type has no fields." />'
          : `<Ref.FieldList entries=${literal(item.fields)} anchorKind="field" />`,
      ),
    );
  }
  if (item.interfaces.length > 0) {
    sections.push(section('Implements', `<Ref.LinkList items=${literal(item.interfaces)} />`));
  }
  if (item.kind === 'enum') {
    sections.push(section('Values', `<Ref.EnumValues values=${literal(item.values)} />`));
  }
  if (item.kind === 'union') {
    sections.push(section('Possible types', `<Ref.LinkList items=${literal(item.members)} />`));
  }
  if (item.kind === 'scalar' && item.specifiedByUrl !== null) {
    sections.push(section('Specification', `<Ref.ExternalLink href=${literal(item.specifiedByUrl)} />`));
  }
  if (item.returnedBy.length > 0) {
    sections.push(section('Returned by', `<Ref.LinkList items=${literal(item.returnedBy)} />`));
  }
  if (item.usedBy.length > 0) {
    sections.push(section('Used by', `<Ref.UsageList usages=${literal(item.usedBy)} />`));
  }
  if (item.memberOf.length > 0) {
    sections.push(section('Member of', `<Ref.LinkList items=${literal(item.memberOf)} />`));
  }
  if (item.implementedBy.length > 0) {
    sections.push(section('Implemented by', `<Ref.LinkList items=${literal(item.implementedBy)} />`));
  }
  return sections;
}

export function renderItemPage(item: ReferenceItem): string {
  const title = item.kind === 'directive' ? `@${item.name}` : item.name;
  return [
    frontMatter({
      id: item.slug,
      title,
      sidebar_label: title,
      slug: `/${KIND_INFO[item.kind].folder}/${item.slug}`,
      description: metaDescription(item),
      pagination_prev: null,
      pagination_next: null,
    }),
    GENERATED_NOTICE,
    COMPONENTS_IMPORT,
    `<Ref.ItemHeader kind=${literal(item.kind)} description=${literal(item.description)} deprecationReason=${literal(item.deprecationReason)} />`,
    `<Ref.Definition code=${literal(item.sdl)} />`,
    ...itemSections(item),
  ].join('\n\n') + '\n';
}

function itemsOfKind(model: ReferenceModel, kind: ItemKind): ReferenceItem[] {
  return model.items.filter((item) => item.kind === kind);
}

export function renderCategoryPage(kind: ItemKind, items: readonly ReferenceItem[]): string {
  const info = KIND_INFO[kind];
  const rows = items.map((item) => ({
    name: item.kind === 'directive' ? `@${item.name}` : item.name,
    route: item.route,
    summary: summaryOf(item),
    deprecated: item.deprecationReason !== null,
  }));
  return [
    frontMatter({
      id: 'index',
      title: info.plural,
      slug: `/${info.folder}`,
      description: `All ${items.length} ${info.plural.toLowerCase()} of the Tribe GraphQL API.`,
      pagination_prev: null,
      pagination_next: null,
    }),
    GENERATED_NOTICE,
    COMPONENTS_IMPORT,
    `<Ref.CategoryIntro kind=${literal(kind)} count=${literal(items.length)} />`,
    `<Ref.ItemTable rows=${literal(rows)} />`,
  ].join('\n\n') + '\n';
}

export interface OverviewFacts {
  readonly origin: string;
  readonly sourceHash: string;
  readonly rootTypes: {readonly query: string | null; readonly mutation: string | null; readonly subscription: string | null};
}

export function kindCounts(model: ReferenceModel): Array<{kind: ItemKind; label: string; route: string; count: number}> {
  return ITEM_KINDS.map((kind) => ({
    kind,
    label: KIND_INFO[kind].plural,
    route: `${model.routeBasePath}/${KIND_INFO[kind].folder}`,
    count: itemsOfKind(model, kind).length,
  })).filter((entry) => entry.count > 0);
}

export function renderOverview(model: ReferenceModel, facts: OverviewFacts): string {
  return [
    frontMatter({
      id: 'schema',
      title: 'GraphQL reference',
      slug: '/schema',
      description: 'Every query, mutation and type of the Tribe GraphQL API, generated from its schema.',
      pagination_prev: null,
      pagination_next: null,
    }),
    GENERATED_NOTICE,
    COMPONENTS_IMPORT,
    `<Ref.Overview counts=${literal(kindCounts(model))} origin=${literal(facts.origin)} sourceHash=${literal(facts.sourceHash.slice(0, 12))} rootTypes=${literal(facts.rootTypes)} />`,
  ].join('\n\n') + '\n';
}

interface SidebarDoc {
  type: 'doc';
  id: string;
  label: string;
  className?: string;
}

interface SidebarCategory {
  type: 'category';
  label: string;
  collapsed: true;
  collapsible: true;
  link: {type: 'doc'; id: string};
  items: SidebarDoc[];
}

export function renderSidebars(model: ReferenceModel): {reference: Array<SidebarDoc | SidebarCategory>} {
  const categories = kindCounts(model).map(({kind, label}): SidebarCategory => ({
    type: 'category',
    label,
    collapsed: true,
    collapsible: true,
    link: {type: 'doc', id: `${KIND_INFO[kind].folder}/index`},
    items: itemsOfKind(model, kind).map((item) => ({
      type: 'doc',
      id: `${KIND_INFO[kind].folder}/${item.slug}`,
      label: kind === 'directive' ? `@${item.name}` : item.name,
      ...(item.deprecationReason === null ? {} : {className: 'gql-sidebar-deprecated'}),
    })),
  }));
  return {reference: [{type: 'doc', id: 'schema', label: 'Overview'}, ...categories]};
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
  if (model.items.some((item) => item.kind === 'subscription')) return [];
  const billing = model.items.find((item) => item.kind === 'object' && item.name === 'Subscription');
  if (billing === undefined) return [];
  return billing.fields.map((field) => ({
    from: `${model.routeBasePath}/${KIND_INFO.subscription.folder}/${toKebabCase(field.name)}`,
    to: `${billing.route}#${anchorFor.field(field.name)}`,
  }));
}

/**
 * Where each schema item lives, for other generators that link into the
 * reference (the JavaScript client reference links its types and operations).
 */
export interface ReferenceIndex {
  readonly types: Readonly<Record<string, string>>;
  readonly operations: Readonly<Record<'query' | 'mutation' | 'subscription', Readonly<Record<string, string>>>>;
}

export function renderIndex(model: ReferenceModel): ReferenceIndex {
  const types: Record<string, string> = {};
  const operations: Record<'query' | 'mutation' | 'subscription', Record<string, string>> = {query: {}, mutation: {}, subscription: {}};
  for (const item of model.items) {
    if (isOperationKind(item.kind)) operations[item.kind][item.name] = item.route;
    else if (item.kind !== 'directive') types[item.name] = item.route;
  }
  return {types, operations};
}
