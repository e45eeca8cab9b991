/**
 * What changed between an older snapshot of an API and the schema the
 * reference documents, computed with @graphql-inspector/core at build time.
 *
 * Every change inspector reports is classified through an explicit table keyed
 * by its ChangeType (a ChangeType the table does not know is an error, never a
 * silent "changed"), linked to the page that documents it (removed items keep
 * their pages, so they link too) and sorted into a stable order. The page shows
 * schema text (messages quote names, defaults and deprecation reasons) only as
 * strings in the page's JSON props file, like every other generated page.
 */
import {type Change, CriticalityLevel, type TypeOfChangeType, diff} from '@graphql-inspector/core';
import {type GraphQLSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType} from 'graphql';

import {
  CATEGORIES,
  type Category,
  type Changelog,
  type ChangelogCounts,
  type ChangelogEntry,
  type ChangelogSnapshot,
  CRITICALITIES,
  type Criticality,
} from '../../plugins/reference-docs/contract/changelog';
import {anchorFor} from '../../plugins/reference-docs/contract/entries';
import type {ReferenceIndex} from '../../plugins/reference-docs/contract/reference-index';
import {type GeneratedPage, PageProps} from './page-file';

export type {Changelog};

export interface ChangelogSource extends ChangelogSnapshot {
  readonly schema: GraphQLSchema;
}

/**
 * Routes of a reference, as `renderIndex` produces them. Directive pages are not
 * in `ReferenceIndex`; a caller that has them may pass them keyed by name (no `@`).
 */
export type ChangelogIndex = ReferenceIndex & {readonly directives?: Readonly<Record<string, string>>};

/** A category, or `description`: a wording edit, listed (as `changed`, safe) only on request. */
export type ChangeRule = Category | 'description';

/**
 * Every ChangeType of @graphql-inspector/core 8, classified by hand. `satisfies`
 * makes the compiler reject a missing or unknown key; the unit test checks the
 * table against the installed package, so an upgrade that adds a type fails there.
 */
export const CHANGE_TYPE_RULES = {
  // Types
  TYPE_ADDED: 'added',
  TYPE_REMOVED: 'removed',
  TYPE_KIND_CHANGED: 'changed',
  TYPE_DESCRIPTION_ADDED: 'description',
  TYPE_DESCRIPTION_CHANGED: 'description',
  TYPE_DESCRIPTION_REMOVED: 'description',
  // Fields of objects and interfaces
  FIELD_ADDED: 'added',
  FIELD_REMOVED: 'removed',
  FIELD_TYPE_CHANGED: 'changed',
  FIELD_DESCRIPTION_ADDED: 'description',
  FIELD_DESCRIPTION_CHANGED: 'description',
  FIELD_DESCRIPTION_REMOVED: 'description',
  FIELD_DEPRECATION_ADDED: 'deprecated',
  FIELD_DEPRECATION_REASON_ADDED: 'deprecated',
  FIELD_DEPRECATION_REASON_CHANGED: 'changed',
  FIELD_DEPRECATION_REASON_REMOVED: 'changed',
  FIELD_DEPRECATION_REMOVED: 'changed',
  // Arguments of fields
  FIELD_ARGUMENT_ADDED: 'added',
  FIELD_ARGUMENT_REMOVED: 'removed',
  FIELD_ARGUMENT_TYPE_CHANGED: 'changed',
  FIELD_ARGUMENT_DEFAULT_CHANGED: 'changed',
  FIELD_ARGUMENT_DESCRIPTION_CHANGED: 'description',
  // Input fields
  INPUT_FIELD_ADDED: 'added',
  INPUT_FIELD_REMOVED: 'removed',
  INPUT_FIELD_TYPE_CHANGED: 'changed',
  INPUT_FIELD_DEFAULT_VALUE_CHANGED: 'changed',
  INPUT_FIELD_DESCRIPTION_ADDED: 'description',
  INPUT_FIELD_DESCRIPTION_CHANGED: 'description',
  INPUT_FIELD_DESCRIPTION_REMOVED: 'description',
  // Enum values (inspector reports a new deprecation of a value as its reason being added)
  ENUM_VALUE_ADDED: 'added',
  ENUM_VALUE_REMOVED: 'removed',
  ENUM_VALUE_DESCRIPTION_CHANGED: 'description',
  ENUM_VALUE_DEPRECATION_REASON_ADDED: 'deprecated',
  ENUM_VALUE_DEPRECATION_REASON_CHANGED: 'changed',
  ENUM_VALUE_DEPRECATION_REASON_REMOVED: 'changed',
  // Unions and interfaces
  UNION_MEMBER_ADDED: 'added',
  UNION_MEMBER_REMOVED: 'removed',
  OBJECT_TYPE_INTERFACE_ADDED: 'added',
  OBJECT_TYPE_INTERFACE_REMOVED: 'removed',
  // Root types
  SCHEMA_QUERY_TYPE_CHANGED: 'changed',
  SCHEMA_MUTATION_TYPE_CHANGED: 'changed',
  SCHEMA_SUBSCRIPTION_TYPE_CHANGED: 'changed',
  // Directive definitions
  DIRECTIVE_ADDED: 'added',
  DIRECTIVE_REMOVED: 'removed',
  DIRECTIVE_DESCRIPTION_CHANGED: 'description',
  DIRECTIVE_LOCATION_ADDED: 'added',
  DIRECTIVE_LOCATION_REMOVED: 'removed',
  DIRECTIVE_ARGUMENT_ADDED: 'added',
  DIRECTIVE_ARGUMENT_REMOVED: 'removed',
  DIRECTIVE_ARGUMENT_TYPE_CHANGED: 'changed',
  DIRECTIVE_ARGUMENT_DEFAULT_VALUE_CHANGED: 'changed',
  DIRECTIVE_ARGUMENT_DESCRIPTION_CHANGED: 'description',
  // A flag of the directive changes; nothing is added or removed.
  DIRECTIVE_REPEATABLE_ADDED: 'changed',
  DIRECTIVE_REPEATABLE_REMOVED: 'changed',
  // Directives applied in the schema (see DEPRECATED_USAGE_RULES for @deprecated)
  DIRECTIVE_USAGE_SCHEMA_ADDED: 'added',
  DIRECTIVE_USAGE_SCHEMA_REMOVED: 'removed',
  DIRECTIVE_USAGE_SCALAR_ADDED: 'added',
  DIRECTIVE_USAGE_SCALAR_REMOVED: 'removed',
  DIRECTIVE_USAGE_OBJECT_ADDED: 'added',
  DIRECTIVE_USAGE_OBJECT_REMOVED: 'removed',
  DIRECTIVE_USAGE_INTERFACE_ADDED: 'added',
  DIRECTIVE_USAGE_INTERFACE_REMOVED: 'removed',
  DIRECTIVE_USAGE_UNION_MEMBER_ADDED: 'added',
  DIRECTIVE_USAGE_UNION_MEMBER_REMOVED: 'removed',
  DIRECTIVE_USAGE_ENUM_ADDED: 'added',
  DIRECTIVE_USAGE_ENUM_REMOVED: 'removed',
  DIRECTIVE_USAGE_ENUM_VALUE_ADDED: 'added',
  DIRECTIVE_USAGE_ENUM_VALUE_REMOVED: 'removed',
  DIRECTIVE_USAGE_INPUT_OBJECT_ADDED: 'added',
  DIRECTIVE_USAGE_INPUT_OBJECT_REMOVED: 'removed',
  DIRECTIVE_USAGE_FIELD_ADDED: 'added',
  DIRECTIVE_USAGE_FIELD_REMOVED: 'removed',
  DIRECTIVE_USAGE_FIELD_DEFINITION_ADDED: 'added',
  DIRECTIVE_USAGE_FIELD_DEFINITION_REMOVED: 'removed',
  DIRECTIVE_USAGE_ARGUMENT_DEFINITION_ADDED: 'added',
  DIRECTIVE_USAGE_ARGUMENT_DEFINITION_REMOVED: 'removed',
  DIRECTIVE_USAGE_INPUT_FIELD_DEFINITION_ADDED: 'added',
  DIRECTIVE_USAGE_INPUT_FIELD_DEFINITION_REMOVED: 'removed',
  DIRECTIVE_USAGE_ARGUMENT_ADDED: 'added',
  DIRECTIVE_USAGE_ARGUMENT_REMOVED: 'removed',
} as const satisfies Readonly<Record<TypeOfChangeType, ChangeRule>>;

/**
 * Usages of `@deprecated` override the table above. Inspector reports a field
 * or enum value deprecation twice (FIELD_DEPRECATION_ADDED and the directive
 * usage) and its reason a third time (the usage's `reason` argument): those
 * repeats are `omitted`. Arguments and input fields have no dedicated
 * deprecation change, so the usage is the deprecation.
 */
export const DEPRECATED_USAGE_RULES: Readonly<Partial<Record<TypeOfChangeType, Category | 'omitted'>>> = {
  DIRECTIVE_USAGE_FIELD_DEFINITION_ADDED: 'omitted',
  DIRECTIVE_USAGE_FIELD_DEFINITION_REMOVED: 'omitted',
  DIRECTIVE_USAGE_ENUM_VALUE_ADDED: 'omitted',
  DIRECTIVE_USAGE_ENUM_VALUE_REMOVED: 'omitted',
  DIRECTIVE_USAGE_ARGUMENT_ADDED: 'omitted',
  DIRECTIVE_USAGE_ARGUMENT_REMOVED: 'omitted',
  DIRECTIVE_USAGE_ARGUMENT_DEFINITION_ADDED: 'deprecated',
  DIRECTIVE_USAGE_ARGUMENT_DEFINITION_REMOVED: 'changed',
  DIRECTIVE_USAGE_INPUT_FIELD_DEFINITION_ADDED: 'deprecated',
  DIRECTIVE_USAGE_INPUT_FIELD_DEFINITION_REMOVED: 'changed',
};

const CRITICALITY: Readonly<Record<CriticalityLevel, Criticality>> = {
  [CriticalityLevel.Breaking]: 'breaking',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'safe',
};

function isKnownChangeType(changeType: string): changeType is TypeOfChangeType {
  return Object.hasOwn(CHANGE_TYPE_RULES, changeType);
}

/** The table's rule for a change type; an unknown type (a newer inspector) is an error, not a guess. */
export function ruleOf(changeType: string): ChangeRule {
  if (!isKnownChangeType(changeType)) {
    throw new Error(
      `@graphql-inspector/core reported the change type ${changeType}, which CHANGE_TYPE_RULES in generators/graphql-reference/changelog.ts does not classify: add it there.`,
    );
  }
  return CHANGE_TYPE_RULES[changeType];
}

/** The category a change type is listed under (description edits: `changed`). */
export function categoryOf(changeType: string): Category {
  const rule = ruleOf(changeType);
  return rule === 'description' ? 'changed' : rule;
}

/**
 * The schema coordinate of an inspector path: applied directives (`Post.title.@deprecated`,
 * `Post.title.@auth.role`) belong to the element they are applied to; a directive
 * definition (`@auth`, `@auth.role`) stays as it is; the schema itself (`.@link`) has none.
 */
export function coordinateOf(path: string | undefined): string | null {
  if (path === undefined || path === '') return null;
  if (path.startsWith('@')) return path;
  const segments = path.split('.');
  const applied = segments.findIndex((segment) => segment.startsWith('@'));
  const element = (applied === -1 ? segments : segments.slice(0, applied)).join('.');
  return element === '' ? null : element;
}

function hasDeprecatedUsage(path: string | undefined): boolean {
  return path !== undefined && path.split('.').includes('@deprecated');
}

interface RootNames {
  readonly query: string | undefined;
  readonly mutation: string | undefined;
  readonly subscription: string | undefined;
}

function rootNames(schema: GraphQLSchema): RootNames {
  return {
    query: schema.getQueryType()?.name,
    mutation: schema.getMutationType()?.name,
    subscription: schema.getSubscriptionType()?.name,
  };
}

function isRootTypeName(schema: GraphQLSchema, name: string): boolean {
  return Object.values(rootNames(schema)).includes(name);
}

/** Fields (with arguments), input fields and enum values of a named type. */
function hasMember(schema: GraphQLSchema, typeName: string, member: string): boolean {
  const type = schema.getType(typeName);
  if (isEnumType(type)) return type.getValue(member) !== undefined;
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) return type.getFields()[member] !== undefined;
  return false;
}

/**
 * Whether the element at a coordinate (`Type` or `Type.member`) is new. A new
 * root type is not: its fields are operations, each with its own page and entry.
 */
function isAddedElement(segments: readonly string[], from: GraphQLSchema, to: GraphQLSchema): boolean {
  const [typeName = '', member] = segments;
  if (member === undefined) return from.getType(typeName) == null && to.getType(typeName) != null && !isRootTypeName(to, typeName);
  return from.getType(typeName) != null && !hasMember(from, typeName, member) && hasMember(to, typeName, member);
}

/**
 * Inspector lists every field of a new type, every argument of a new field and
 * every location and argument of a new directive next to the entry that adds
 * the item, and the directives applied to them: those repeat what the added
 * item's own entry and page say.
 */
export function isPartOfAddedItem(coordinate: string, changeType: string, from: GraphQLSchema, to: GraphQLSchema): boolean {
  if (coordinate.startsWith('@')) {
    // A new directive's locations and arguments come as separate changes.
    const name = coordinate.slice(1).split('.')[0] ?? '';
    return changeType !== 'DIRECTIVE_ADDED' && from.getDirective(name) == null && to.getDirective(name) != null;
  }
  const segments = coordinate.split('.');
  for (let length = 1; length < segments.length && length <= 2; length++) {
    if (isAddedElement(segments.slice(0, length), from, to)) return true;
  }
  return changeType.startsWith('DIRECTIVE_USAGE_') && segments.length <= 2 && isAddedElement(segments, from, to);
}

/** A reference's routes with the schema its pages show: an anchor is only used when that page has the entry. */
export interface RouteView {
  readonly index: ChangelogIndex;
  readonly schema: GraphQLSchema;
}

const NOT_HERE = undefined;

function routeInView(coordinate: string, {index, schema}: RouteView): string | undefined {
  if (coordinate.startsWith('@')) {
    const [name = '', argument] = coordinate.slice(1).split('.');
    const route = index.directives?.[name];
    if (route === undefined) return NOT_HERE;
    const hasArgument = argument !== undefined && schema.getDirective(name)?.args.some((arg) => arg.name === argument) === true;
    return hasArgument ? `${route}#${anchorFor('argument', argument)}` : route;
  }
  const [typeName = '', member, argument] = coordinate.split('.');
  const roots = rootNames(schema);
  const operationKind = (['query', 'mutation', 'subscription'] as const).find((kind) => roots[kind] === typeName);
  if (operationKind !== undefined) {
    // Root types have no page of their own; their fields are the operations.
    if (member === undefined) return NOT_HERE;
    const route = index.operations[operationKind][member];
    if (route === undefined) return NOT_HERE;
    const root = schema.getType(typeName);
    const field = isObjectType(root) ? root.getFields()[member] : undefined;
    const hasArgument = argument !== undefined && field?.args.some((arg) => arg.name === argument) === true;
    return hasArgument ? `${route}#${anchorFor('argument', argument)}` : route;
  }
  const route = index.types[typeName];
  if (route === undefined) return NOT_HERE;
  if (member === undefined) return route;
  const type = schema.getType(typeName);
  if (isEnumType(type)) return type.getValue(member) === undefined ? route : `${route}#${anchorFor('value', member)}`;
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
    // Arguments of a field are listed inside the field's entry: they share its anchor.
    return type.getFields()[member] === undefined ? route : `${route}#${anchorFor('field', member)}`;
  }
  return route;
}

/**
 * The page of a coordinate, trying each view in turn (the current reference,
 * then the pages kept for removed items). A page is linked without an anchor
 * when it does not list the member (a field removed from a type that stays);
 * a coordinate no page documents gets null, never a guessed link.
 */
export function routeOf(coordinate: string | null, views: readonly RouteView[]): string | null {
  if (coordinate === null) return null;
  for (const view of views) {
    const route = routeInView(coordinate, view);
    if (route !== NOT_HERE) return route;
  }
  return null;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareCoordinates(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return compareStrings(a, b);
}

/** Criticality (breaking first), category (removed, changed, added, deprecated), coordinate, message. */
export function compareEntries(a: ChangelogEntry, b: ChangelogEntry): number {
  return (
    CRITICALITIES.indexOf(a.criticality) - CRITICALITIES.indexOf(b.criticality) ||
    CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) ||
    compareCoordinates(a.coordinate, b.coordinate) ||
    compareStrings(a.message, b.message) ||
    compareStrings(a.changeType, b.changeType)
  );
}

function emptyRow(): Record<Criticality | 'total', number> {
  return {breaking: 0, dangerous: 0, safe: 0, total: 0};
}

export function countEntries(
  entries: readonly ChangelogEntry[],
  found: {readonly descriptionChanges: number; readonly omitted: ChangelogCounts['omitted']},
): ChangelogCounts {
  const byCategory = Object.fromEntries(CATEGORIES.map((category) => [category, emptyRow()])) as Record<
    Category,
    Record<Criticality | 'total', number>
  >;
  const byCriticality: Record<Criticality, number> = {breaking: 0, dangerous: 0, safe: 0};
  const deprecated = new Set<string>();
  for (const entry of entries) {
    byCategory[entry.category][entry.criticality] += 1;
    byCategory[entry.category].total += 1;
    byCriticality[entry.criticality] += 1;
    if (entry.category === 'deprecated') deprecated.add(entry.coordinate ?? entry.message);
  }
  return {
    byCategory,
    byCriticality,
    total: entries.length,
    deprecations: deprecated.size,
    descriptionChanges: found.descriptionChanges,
    omitted: found.omitted,
  };
}

export interface BuildChangelogOptions {
  /** The older snapshot. */
  readonly from: ChangelogSource;
  /** The snapshot the reference documents. */
  readonly to: ChangelogSource;
  /** Routes of the reference's pages (the `to` schema). */
  readonly index: ChangelogIndex;
  /** Routes of the pages kept for removed items, which show the `from` schema's definitions. */
  readonly removedIndex?: ChangelogIndex;
  /** List description-only edits too (as `changed`, safe). Default false: they are only counted. */
  readonly includeDescriptionChanges?: boolean;
}

export async function buildChangelog({
  from,
  to,
  index,
  removedIndex,
  includeDescriptionChanges = false,
}: BuildChangelogOptions): Promise<Changelog> {
  const changes: Change[] = await diff(from.schema, to.schema);
  const views: RouteView[] = [
    {index, schema: to.schema},
    ...(removedIndex === undefined ? [] : [{index: removedIndex, schema: from.schema}]),
  ];
  const omitted = {descriptionChanges: 0, deprecatedDirectiveUsages: 0, membersOfAddedItems: 0};
  let descriptionChanges = 0;
  const entries: ChangelogEntry[] = [];
  for (const change of changes) {
    const changeType = change.type as string;
    const rule = ruleOf(changeType);
    const coordinate = coordinateOf(change.path);
    let category: Category;
    let criticality = CRITICALITY[change.criticality.level];
    if (rule === 'description') {
      descriptionChanges += 1;
      if (!includeDescriptionChanges) {
        omitted.descriptionChanges += 1;
        continue;
      }
      category = 'changed';
      criticality = 'safe';
    } else {
      category = rule;
    }
    const deprecatedRule = hasDeprecatedUsage(change.path) ? DEPRECATED_USAGE_RULES[changeType as TypeOfChangeType] : undefined;
    if (deprecatedRule === 'omitted') {
      omitted.deprecatedDirectiveUsages += 1;
      continue;
    }
    if (deprecatedRule !== undefined) category = deprecatedRule;
    if (coordinate !== null && isPartOfAddedItem(coordinate, changeType, from.schema, to.schema)) {
      omitted.membersOfAddedItems += 1;
      continue;
    }
    entries.push({
      criticality,
      category,
      changeType,
      message: change.message,
      coordinate,
      route: routeOf(coordinate, views),
    });
  }
  entries.sort(compareEntries);
  return {
    from: {label: from.label, origin: from.origin},
    to: {label: to.label, origin: to.origin},
    entries,
    counts: countEntries(entries, {descriptionChanges, omitted}),
  };
}

/** Route of the changelog page inside a reference. */
export const CHANGELOG_SLUG = '/changelog';

/** The meta description: what is compared and how much changed, or that nothing did. */
export function changelogDescription(changelog: Changelog, apiFullName: string): string {
  const {from, to, counts} = changelog;
  const span = `from the ${from.label} to the ${to.label}`;
  if (counts.total === 0) return `No changes to the ${apiFullName} ${span}.`;
  const {breaking, dangerous, safe} = counts.byCriticality;
  return `${counts.total} changes to the ${apiFullName} ${span}: ${breaking} breaking, ${dangerous} dangerous, ${safe} safe.`;
}

/** The page: front matter, then one `<Changelog>` whose props are in the page's JSON file. */
export function renderChangelogPage(
  changelog: Changelog,
  {routeBasePath, apiName, apiFullName}: {readonly routeBasePath: string; readonly apiName: string; readonly apiFullName: string},
): GeneratedPage {
  const props = new PageProps('changelog.mdx');
  return props.page(
    {
      id: 'changelog',
      title: `${apiName} changelog`,
      sidebar_label: 'Changelog',
      slug: CHANGELOG_SLUG,
      description: changelogDescription(changelog, apiFullName),
      pagination_prev: null,
      pagination_next: null,
    },
    [props.element('Changelog', 'changelog', {changelog, referenceRoute: `${routeBasePath}/schema`})],
  );
}
