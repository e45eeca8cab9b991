/**
 * What changed between an older snapshot of an API and the schema the
 * reference documents, computed with @graphql-inspector/core at build time.
 * Every entry links to its page, removed items included (their pages stay).
 */
import {type Change, CriticalityLevel, diff} from '@graphql-inspector/core';
import {type GraphQLSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType} from 'graphql';

import type {ReferenceIndex} from './render';

export const CRITICALITIES = ['breaking', 'dangerous', 'safe'] as const;
export type Criticality = (typeof CRITICALITIES)[number];
export const CATEGORIES = ['removed', 'changed', 'added', 'deprecated'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface ChangelogEntry {
  readonly criticality: Criticality;
  readonly category: Category;
  readonly changeType: string;
  readonly message: string;
  readonly coordinate: string | null;
  readonly route: string | null;
}

export interface ChangelogSide {
  readonly label: string;
  readonly origin: string;
}

export type ChangelogCounts = Readonly<Record<Category, Readonly<Record<Criticality, number>>>> & {
  readonly total: number;
  /** Wording changes of descriptions, left off the page. */
  readonly descriptionChanges: number;
};

export interface Changelog {
  readonly from: ChangelogSide;
  readonly to: ChangelogSide;
  readonly entries: readonly ChangelogEntry[];
  readonly counts: ChangelogCounts;
}

const CRITICALITY: Readonly<Record<CriticalityLevel, Criticality>> = {
  [CriticalityLevel.Breaking]: 'breaking',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'safe',
};

/** Description edits are wording, not API: counted, not listed. */
export function isDescriptionChange(changeType: string): boolean {
  return changeType.includes('DESCRIPTION');
}

/** Which group a change type belongs to, from its name (`…_ADDED`, `…_REMOVED`, `…DEPRECATION…_ADDED`). */
export function categoryOf(changeType: string): Category {
  if (/DEPRECATION(_REASON)?_ADDED$/.test(changeType)) return 'deprecated';
  if (changeType.includes('DEPRECATION')) return 'changed';
  if (changeType.endsWith('_ADDED')) return 'added';
  if (changeType.endsWith('_REMOVED')) return 'removed';
  return 'changed';
}

interface RootNames {
  readonly query: string | undefined;
  readonly mutation: string | undefined;
  readonly subscription: string | undefined;
}

function rootNames(schema: GraphQLSchema): RootNames {
  return {query: schema.getQueryType()?.name, mutation: schema.getMutationType()?.name, subscription: schema.getSubscriptionType()?.name};
}

/** Whether a page shows an entry for `Type.member` (and its argument): only then may a link point at its anchor. */
function hasMember(schema: GraphQLSchema, typeName: string, member: string, argument?: string): boolean {
  const type = schema.getType(typeName);
  if (isEnumType(type)) return type.getValue(member) !== undefined;
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    return field !== undefined && (argument === undefined || field.args.some((arg) => arg.name === argument));
  }
  if (isInputObjectType(type)) return type.getFields()[member] !== undefined;
  return false;
}

/** One reference's routes and the schema its pages show. */
export interface RoutedSchema {
  readonly index: ReferenceIndex;
  readonly schema: GraphQLSchema;
}

/**
 * The page (and anchor, where that page has the entry) of a schema coordinate
 * such as `Post.title`, `Query.posts.limit` or `PostStatus.DRAFT`.
 */
export function routeOf(coordinate: string, references: readonly RoutedSchema[]): string | null {
  const [typeName = '', member, argument] = coordinate.split('.');
  for (const {index, schema} of references) {
    const roots = rootNames(schema);
    const kind = (['query', 'mutation', 'subscription'] as const).find((entry) => roots[entry] === typeName);
    if (kind !== undefined) {
      if (member === undefined) return null;
      const route = index.operations[kind][member];
      if (route === undefined) continue;
      return argument !== undefined && hasMember(schema, typeName, member, argument) ? `${route}#argument-${argument}` : route;
    }
    const typeRoute = index.types[typeName];
    if (typeRoute === undefined) continue;
    if (member === undefined || !hasMember(schema, typeName, member)) return typeRoute;
    return `${typeRoute}#${isEnumType(schema.getType(typeName)) ? 'value' : 'field'}-${member}`;
  }
  return null;
}

function compare(a: string | null, b: string | null): number {
  const left = a ?? '';
  const right = b ?? '';
  return left < right ? -1 : left > right ? 1 : 0;
}

export function sortEntries(entries: ChangelogEntry[]): ChangelogEntry[] {
  return entries.sort(
    (a, b) =>
      CRITICALITIES.indexOf(a.criticality) - CRITICALITIES.indexOf(b.criticality) ||
      CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) ||
      compare(a.coordinate, b.coordinate) ||
      compare(a.message, b.message),
  );
}

export async function buildChangelog({
  from,
  to,
  index,
  removedIndex,
}: {
  from: ChangelogSide & {schema: GraphQLSchema};
  to: ChangelogSide & {schema: GraphQLSchema};
  index: ReferenceIndex;
  removedIndex: ReferenceIndex;
}): Promise<Changelog> {
  const changes: Change[] = await diff(from.schema, to.schema);
  // Removed items' pages show the older snapshot's definition.
  const references: RoutedSchema[] = [
    {index, schema: to.schema},
    {index: removedIndex, schema: from.schema},
  ];
  let descriptionChanges = 0;
  const entries: ChangelogEntry[] = [];
  for (const change of changes) {
    if (isDescriptionChange(change.type)) {
      descriptionChanges++;
      continue;
    }
    const coordinate = change.path ?? null;
    entries.push({
      criticality: CRITICALITY[change.criticality.level],
      category: categoryOf(change.type),
      changeType: change.type,
      message: change.message,
      coordinate,
      route: coordinate === null ? null : routeOf(coordinate, references),
    });
  }
  sortEntries(entries);
  const counts = Object.fromEntries(
    CATEGORIES.map((category) => [
      category,
      Object.fromEntries(CRITICALITIES.map((criticality) => [criticality, entries.filter((entry) => entry.category === category && entry.criticality === criticality).length])),
    ]),
  ) as Record<Category, Record<Criticality, number>>;
  return {
    from: {label: from.label, origin: from.origin},
    to: {label: to.label, origin: to.origin},
    entries,
    counts: {...counts, total: entries.length, descriptionChanges},
  };
}

export function renderChangelogPage(changelog: Changelog, {routeBasePath, apiName}: {routeBasePath: string; apiName: string}): string {
  const fields: Record<string, string | null> = {
    id: 'changelog',
    title: `${apiName} changelog`,
    sidebar_label: 'Changelog',
    slug: '/changelog',
    description: `What changed in the Tribe ${apiName} from the ${changelog.from.label} to the ${changelog.to.label}: ${changelog.counts.total} changes.`,
    pagination_prev: null,
    pagination_next: null,
  };
  const frontMatter = ['---', ...Object.entries(fields).map(([key, value]) => `${key}: ${value === null ? 'null' : JSON.stringify(value)}`), '---'].join('\n');
  return [
    frontMatter,
    '{/* Generated by src/generators/graphql-reference (changelog.ts). Do not edit: run `npm run generate`. */}',
    "import Changelog from '@site/src/components/GraphqlReference/Changelog';",
    `<Changelog changelog={${JSON.stringify(changelog)}} referenceRoute={${JSON.stringify(`${routeBasePath}/schema`)}} />`,
  ].join('\n\n') + '\n';
}
