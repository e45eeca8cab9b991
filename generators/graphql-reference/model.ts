import {
  type GraphQLArgument,
  type GraphQLDirective,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  astFromValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  parse,
  print,
  printType,
  visit,
  specifiedScalarTypes,
} from 'graphql';

import {type OperationExample, buildOperationExample, rootFields} from './examples';
import type {ApiExampleOverrides} from './examples/overrides';
import {
  type ArgumentInfo,
  type Description,
  type EnumValueInfo,
  type FieldInfo,
  type GuidePage,
  type ItemLink,
  type RemovedInfo,
  type TypeRef,
  type Usage,
  type Via,
  anchorFor,
} from '../../plugins/reference-docs/contract/entries';
import {type ItemKind, KIND_INFO, type OperationKind, isOperationKind} from '../../plugins/reference-docs/contract/kinds';
import {describe} from './description';
import {type SlugRequest, allocateSlugs, assertUniqueRoutes, slugKey} from './slug';

export interface ReferenceItem extends ItemLink {
  readonly slug: string;
  readonly description: Description | null;
  readonly deprecationReason: string | null;
  /** The definition in SDL, or the operation's signature. */
  readonly sdl: string;
  readonly fields: readonly FieldInfo[];
  readonly args: readonly ArgumentInfo[];
  readonly values: readonly EnumValueInfo[];
  readonly returns: TypeRef | null;
  readonly example: OperationExample | null;
  readonly members: readonly ItemLink[];
  readonly interfaces: readonly ItemLink[];
  readonly locations: readonly string[];
  readonly specifiedByUrl: string | null;
  readonly returnedBy: readonly ItemLink[];
  readonly usedBy: readonly Usage[];
  readonly memberOf: readonly ItemLink[];
  readonly implementedBy: readonly ItemLink[];
  readonly removed: RemovedInfo | null;
  /** Guide pages whose samples use the item (guide-usage.ts), in the guide's order of paths. */
  readonly guidePages: readonly GuidePage[];
}

export interface ReferenceModel {
  readonly items: readonly ReferenceItem[];
  /** Pages kept for items that older snapshots had (see history.ts). */
  readonly removedItems: readonly ReferenceItem[];
  readonly routeBasePath: string;
  /** What the generator could not do for an item, which it left out of the page instead of refusing the schema; each names its item. */
  readonly warnings: readonly string[];
}

/** A stable order that does not depend on the machine's locale. */
export function byName<T extends {readonly name: string}>(a: T, b: T): number {
  const left = a.name.toLowerCase();
  const right = b.name.toLowerCase();
  if (left !== right) return left < right ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

function typeKind(type: GraphQLNamedType): ItemKind {
  if (isObjectType(type)) return 'object';
  if (isInterfaceType(type)) return 'interface';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isUnionType(type)) return 'union';
  return 'scalar';
}

function printDefault(arg: GraphQLArgument | GraphQLInputField): string | null {
  if (arg.defaultValue === undefined) return null;
  const ast = astFromValue(arg.defaultValue, arg.type);
  return ast == null ? null : print(ast);
}

/**
 * A type's definition in SDL without its descriptions: the page shows each
 * one beside its field or value, as Markdown, and repeating them as SDL
 * doubled the weight of a well-described type's page.
 */
export function definitionOf(type: GraphQLNamedType): string {
  const withoutDescriptions = visit(parse(printType(type)), {
    enter: (node) => ('description' in node && node.description !== undefined ? {...node, description: undefined} : undefined),
  });
  return print(withoutDescriptions);
}

function argumentSignature(arg: GraphQLArgument): string {
  const defaultValue = printDefault(arg);
  return `${arg.name}: ${String(arg.type)}${defaultValue === null ? '' : ` = ${defaultValue}`}`;
}

function fieldSignature(field: GraphQLField<unknown, unknown>): string {
  if (field.args.length === 0) return `${field.name}: ${String(field.type)}`;
  const args = field.args.map((arg) => `  ${argumentSignature(arg)}`).join('\n');
  return `${field.name}(\n${args}\n): ${String(field.type)}`;
}

function directiveSignature(directive: GraphQLDirective): string {
  const args = directive.args.length === 0 ? '' : `(\n${directive.args.map((arg) => `  ${argumentSignature(arg)}`).join('\n')}\n)`;
  return `directive @${directive.name}${args}${directive.isRepeatable ? ' repeatable' : ''} on ${directive.locations.join(' | ')}`;
}

interface Builder {
  typeRef(type: GraphQLType): TypeRef;
}

/** The overview page's slug, below the reference's base path: where the root types are described. */
export const OVERVIEW_SLUG = 'schema';

function makeBuilder(routeOfType: (name: string) => string | undefined): Builder {
  return {
    typeRef(type) {
      let prefix = '';
      let suffix = '';
      let current = type;
      for (;;) {
        if (isNonNullType(current)) {
          suffix = `!${suffix}`;
          current = current.ofType;
        } else if (isListType(current)) {
          prefix = `${prefix}[`;
          suffix = `]${suffix}`;
          current = current.ofType;
        } else break;
      }
      const name = getNamedType(type).name;
      const route = routeOfType(name);
      if (route === undefined) throw new Error(`no page for type ${name}`);
      return {prefix, name, suffix, route};
    },
  };
}

function argumentInfo(builder: Builder, arg: GraphQLArgument | GraphQLInputField): ArgumentInfo {
  return {
    name: arg.name,
    description: describe(arg.description),
    type: builder.typeRef(arg.type),
    defaultValue: printDefault(arg),
    defaultValueUnknown: arg.extensions.defaultValueUnknown === true,
    deprecationReason: arg.deprecationReason ?? null,
  };
}

function fieldInfo(builder: Builder, field: GraphQLField<unknown, unknown>): FieldInfo {
  return {
    name: field.name,
    description: describe(field.description),
    type: builder.typeRef(field.type),
    defaultValue: null,
    defaultValueUnknown: false,
    deprecationReason: field.deprecationReason ?? null,
    args: field.args.map((arg) => argumentInfo(builder, arg)),
  };
}

type MutableIndex = Map<string, Map<string, {item: ItemLink; via: Map<string, Via>}>>;

function addUsage(index: MutableIndex, typeName: string, item: ItemLink, via: Via): void {
  let users = index.get(typeName);
  if (users === undefined) index.set(typeName, (users = new Map<string, {item: ItemLink; via: Map<string, Via>}>()));
  const key = `${item.kind}:${item.name}`;
  let usage = users.get(key);
  if (usage === undefined) users.set(key, (usage = {item, via: new Map()}));
  usage.via.set(via.label, via);
}

const viaField = (name: string): Via => ({label: name, anchor: anchorFor('field', name)});
const viaArgument = (name: string): Via => ({label: `(${name})`, anchor: anchorFor('argument', name)});
const viaFieldArgument = (field: string, arg: string): Via => ({
  label: `${field}(${arg})`,
  anchor: anchorFor('field', field),
});

function addLink(index: Map<string, ItemLink[]>, typeName: string, item: ItemLink): void {
  const links = index.get(typeName) ?? [];
  if (!links.some((link) => link.kind === item.kind && link.name === item.name)) links.push(item);
  index.set(typeName, links);
}

const EMPTY = {
  fields: [],
  args: [],
  values: [],
  returns: null,
  example: null,
  members: [],
  interfaces: [],
  locations: [],
  specifiedByUrl: null,
  returnedBy: [],
  usedBy: [],
  memberOf: [],
  implementedBy: [],
  removed: null,
  guidePages: [],
} as const;

/** Hand-written parts of some operations' examples (examples/overrides.ts), and where they come from, for messages. */
export interface ExampleOverrides {
  readonly origin: string;
  readonly byOperation: ApiExampleOverrides;
}

/**
 * The operation's example, or null and a warning naming it when the generator
 * cannot build one: any valid schema gets its reference. A hand-written
 * override that does not fit is the site's own mistake, and still fails.
 */
function exampleOrWarning(
  kind: OperationKind,
  field: GraphQLField<unknown, unknown>,
  schema: GraphQLSchema,
  exampleOverrides: ExampleOverrides | undefined,
  warnings: string[],
): OperationExample | null {
  const override = exampleOverrides?.byOperation[kind]?.[field.name];
  try {
    return buildOperationExample(kind, field, {
      schema,
      overrideOrigin: `${exampleOverrides?.origin ?? 'example'}: ${kind} ${field.name}`,
      override,
    });
  } catch (error) {
    if (override !== undefined) throw error;
    warnings.push(`${kind} ${field.name}: no example on its page, since ${(error as Error).message}`);
    return null;
  }
}

/** Everything the pages show, with every list sorted so that output is deterministic. */
export function buildModel(schema: GraphQLSchema, routeBasePath: string, exampleOverrides?: ExampleOverrides): ReferenceModel {
  const operationNames = new Set(rootFields(schema).map(({kind, field}) => `${kind} ${field.name}`));
  const orphans = Object.entries(exampleOverrides?.byOperation ?? {})
    .flatMap(([kind, byName]) => Object.keys(byName).map((name) => `${kind} ${name}`))
    .filter((operation) => !operationNames.has(operation));
  if (orphans.length > 0) {
    throw new Error(`${exampleOverrides!.origin}: an example override names ${orphans.join(', ')}, which the schema has no operation for`);
  }
  const rootTypeNames = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter((type) => type != null).map((type) => type.name),
  );
  const typeMap = schema.getTypeMap();
  const namedTypes = [
    ...Object.values(typeMap),
    // The five standard scalars always have a page, even when the schema does not use one.
    ...specifiedScalarTypes.filter((scalar) => typeMap[scalar.name] === undefined),
  ].filter((type) => !isIntrospectionType(type) && !rootTypeNames.has(type.name));
  const slugRequests: SlugRequest[] = [
    ...rootFields(schema).map(({kind, field}) => ({folder: KIND_INFO[kind].folder, name: field.name})),
    ...namedTypes.map((type) => ({folder: KIND_INFO[typeKind(type)].folder, name: type.name})),
    ...schema.getDirectives().map((directive) => ({folder: KIND_INFO.directive.folder, name: directive.name})),
  ];
  const slugs = allocateSlugs(slugRequests);
  const slugOf = (kind: ItemKind, name: string): string => slugs.get(slugKey({folder: KIND_INFO[kind].folder, name}))!;
  const overviewRoute = `${routeBasePath}/${OVERVIEW_SLUG}`;
  // A root type has no page of its own (its fields are the operations), so a field returning it (`relay: Query!`) leads to the overview.
  const routeOf = (kind: ItemKind, name: string): string =>
    kind === 'object' && rootTypeNames.has(name) ? overviewRoute : `${routeBasePath}/${KIND_INFO[kind].folder}/${slugOf(kind, name)}`;
  const typeKinds = new Map(namedTypes.map((type) => [type.name, typeKind(type)]));
  const builder = makeBuilder((name) => {
    if (rootTypeNames.has(name)) return overviewRoute;
    const kind = typeKinds.get(name);
    return kind === undefined ? undefined : routeOf(kind, name);
  });
  const link = (kind: ItemKind, name: string): ItemLink => ({kind, name, route: routeOf(kind, name)});

  const usedBy: MutableIndex = new Map();
  const returnedBy = new Map<string, ItemLink[]>();
  const memberOf = new Map<string, ItemLink[]>();
  const implementedBy = new Map<string, ItemLink[]>();

  const items: Array<Omit<ReferenceItem, 'returnedBy' | 'usedBy' | 'memberOf' | 'implementedBy'>> = [];
  const warnings: string[] = [];

  for (const {kind, field} of rootFields(schema)) {
    const self = link(kind, field.name);
    addLink(returnedBy, getNamedType(field.type).name, self);
    for (const arg of field.args) addUsage(usedBy, getNamedType(arg.type).name, self, viaArgument(arg.name));
    items.push({
      ...EMPTY,
      ...self,
      slug: slugOf(kind, field.name),
      description: describe(field.description),
      deprecationReason: field.deprecationReason ?? null,
      sdl: fieldSignature(field),
      args: field.args.map((arg) => argumentInfo(builder, arg)),
      returns: builder.typeRef(field.type),
      example: exampleOrWarning(kind, field, schema, exampleOverrides, warnings),
    });
  }

  for (const type of namedTypes) {
    const kind = typeKind(type);
    const self = link(kind, type.name);
    const base = {
      ...EMPTY,
      ...self,
      slug: slugOf(kind, type.name),
      description: describe(type.description),
      deprecationReason: null,
      sdl: definitionOf(type),
    };
    if (isObjectType(type) || isInterfaceType(type)) {
      const fields = Object.values(type.getFields());
      for (const field of fields) {
        addUsage(usedBy, getNamedType(field.type).name, self, viaField(field.name));
        for (const arg of field.args) {
          addUsage(usedBy, getNamedType(arg.type).name, self, viaFieldArgument(field.name, arg.name));
        }
      }
      for (const implemented of type.getInterfaces()) addLink(implementedBy, implemented.name, self);
      items.push({
        ...base,
        fields: fields.map((field) => fieldInfo(builder, field)),
        interfaces: type
          .getInterfaces()
          .map((implemented) => link(typeKind(implemented), implemented.name))
          .sort(byName),
      });
    } else if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      for (const field of fields) addUsage(usedBy, getNamedType(field.type).name, self, viaField(field.name));
      items.push({...base, fields: fields.map((field) => ({...argumentInfo(builder, field), args: []}))});
    } else if (isEnumType(type)) {
      items.push({
        ...base,
        values: type.getValues().map((value) => ({
          name: value.name,
          description: describe(value.description),
          deprecationReason: value.deprecationReason ?? null,
        })),
      });
    } else if (isUnionType(type)) {
      for (const member of type.getTypes()) addLink(memberOf, member.name, self);
      items.push({
        ...base,
        members: type
          .getTypes()
          .map((member) => link('object', member.name))
          .sort(byName),
      });
    } else if (isScalarType(type)) {
      items.push({...base, specifiedByUrl: type.specifiedByURL ?? null});
    }
  }

  for (const directive of schema.getDirectives()) {
    const self = link('directive', directive.name);
    for (const arg of directive.args) addUsage(usedBy, getNamedType(arg.type).name, self, viaArgument(arg.name));
    items.push({
      ...EMPTY,
      ...self,
      slug: slugOf('directive', directive.name),
      description: describe(directive.description),
      deprecationReason: null,
      sdl: directiveSignature(directive),
      args: directive.args.map((arg) => argumentInfo(builder, arg)),
      locations: [...directive.locations],
    });
  }

  assertUniqueRoutes(items.map((item) => ({route: item.route, label: `${item.kind} ${item.name}`})));

  const finished: ReferenceItem[] = items.map((item) => {
    const ownName = isOperationKind(item.kind) || item.kind === 'directive' ? null : item.name;
    const usages = ownName === null ? [] : [...(usedBy.get(ownName)?.values() ?? [])];
    return {
      ...item,
      returnedBy: ownName === null ? [] : [...(returnedBy.get(ownName) ?? [])].sort(byKindThenName),
      usedBy: usages
        .map(({item: user, via}) => ({item: user, via: [...via.values()].sort((a, b) => (a.label < b.label ? -1 : 1))}))
        .sort((a, b) => byKindThenName(a.item, b.item)),
      memberOf: ownName === null ? [] : [...(memberOf.get(ownName) ?? [])].sort(byName),
      implementedBy: ownName === null ? [] : [...(implementedBy.get(ownName) ?? [])].sort(byName),
    };
  });
  finished.sort(byKindThenName);
  return {items: finished, removedItems: [], routeBasePath, warnings};
}

const KIND_ORDER = Object.keys(KIND_INFO) as ItemKind[];

export function byKindThenName(a: ItemLink, b: ItemLink): number {
  const kindOrder = KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind);
  return kindOrder !== 0 ? kindOrder : byName(a, b);
}
