/**
 * A ready-to-send example for each operation, written for the reader: a
 * short selection (what names the result, not every field it has), the
 * variables a real call needs, with values that look like data, and the
 * response the call returns, built from the same rules. An override file
 * (overrides.ts) sets the selection and the variables of the most-used
 * operations by hand.
 */
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  isRequiredArgument,
  isRequiredInputField,
  isScalarType,
  isUnionType,
  Kind,
  parse,
  type SelectionSetNode,
  validate,
} from 'graphql';

import type {OperationKind} from '../../../plugins/reference-docs/contract/kinds';
import type {ExampleOverride} from './overrides';
import {entityOf, exampleScalar, postMappingFields} from './values';

export interface OperationExample {
  readonly document: string;
  readonly variables: Readonly<Record<string, unknown>>;
  /** The `data` the operation returns for these variables. */
  readonly response: Readonly<Record<string, unknown>>;
  /** The same call with `@tribeplatform/gql-client` (client-call.ts), when the client can send it. */
  readonly client?: string;
}

/** One line of a selection set: a field (with its own selection, for an object; an alias when its name is taken) or an inline fragment. */
export type Selection =
  | {readonly kind: 'field'; readonly name: string; readonly alias?: string; readonly selections: readonly Selection[] | null}
  | {readonly kind: 'fragment'; readonly typeName: string; readonly selections: readonly Selection[]};

const INDENT = '  ';

export function operationName(fieldName: string): string {
  return fieldName.charAt(0).toUpperCase() + fieldName.slice(1);
}

type Field = GraphQLField<unknown, unknown>;

/** Fields an example can select without inventing arguments, deprecated ones left out. */
function selectableFields(type: GraphQLNamedType): Field[] {
  if (!isObjectType(type) && !isInterfaceType(type)) return [];
  return Object.values(type.getFields()).filter((field) => field.deprecationReason == null && !field.args.some(isRequiredArgument));
}

const leaf = (name: string): Selection => ({kind: 'field', name, selections: null});

/** The fields that name or describe a thing, in this order, when it has them. */
const NAMING_FIELDS = ['id', 'name', 'title', 'slug', 'status', 'createdAt'];
/** A thing with fewer naming fields than MIN_LEAVES also gets its first other leaf fields, up to MAX_LEAVES. */
const MIN_LEAVES = 2;
const MAX_LEAVES = 4;
/** Members of a union shown as fragments. */
const MAX_FRAGMENTS = 2;

/** `id` and the fields that name the thing, plus one count; other leaf fields when it has too few of those. */
function namingSelection(type: GraphQLNamedType): Selection[] {
  const fields = selectableFields(type).filter((field) => isLeafType(getNamedType(field.type)));
  const byName = new Map(fields.map((field) => [field.name, field]));
  const chosen = NAMING_FIELDS.flatMap((name) => (byName.has(name) ? [name] : []));
  const count = fields.find((field) => /Count$/.test(field.name) && field.name !== 'totalCount' && getNamedType(field.type).name === 'Int');
  if (count !== undefined) chosen.push(count.name);
  if (chosen.length < MIN_LEAVES) {
    for (const field of fields) {
      if (chosen.length >= MAX_LEAVES) break;
      if (!chosen.includes(field.name)) chosen.push(field.name);
    }
  }
  return chosen.map(leaf);
}

/** A paginated list: the page's `nodes` (or `edges { node }`), with `totalCount` or, failing that, Relay's `pageInfo`. */
function connectionParts(type: GraphQLNamedType): {nodes: Field | null; edges: Field | null; counted: boolean} | null {
  if (!isObjectType(type)) return null;
  const fields = type.getFields();
  const counted = fields.totalCount !== undefined;
  if (!counted && fields.pageInfo === undefined) return null;
  const nodes = fields.nodes ?? null;
  const edges = fields.edges ?? null;
  return nodes !== null || edges !== null ? {nodes, edges, counted} : null;
}

/** How a page tells what else there is: its total, or whether there is a next page and where it starts. */
function pageSummary(connection: {readonly counted: boolean}): Selection[] {
  if (connection.counted) return [leaf('totalCount')];
  return [{kind: 'field', name: 'pageInfo', selections: [leaf('hasNextPage'), leaf('endCursor')]}];
}

const lowerFirst = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

/**
 * One fragment per member, its fields aliased where an earlier fragment
 * selects a field of the same name and another type (`name: String` and
 * `name: String!`): GraphQL refuses two such fields at one key, even on
 * different members.
 */
function unionFragments(members: readonly GraphQLObjectType[]): Selection[] {
  const typeAtKey = new Map<string, string>([['__typename', 'String!']]);
  const fragments: Selection[] = [];
  for (const member of members) {
    const fields = member.getFields();
    const own = ERROR_TYPE.test(member.name) ? errorSelection(member) : namingSelection(member);
    const selections = own.map((selection): Selection => {
      if (selection.kind !== 'field') return selection;
      // Only leaves can clash here: an object field's selection is its type's own.
      const type = selection.selections === null ? String(fields[selection.name]!.type) : `${String(fields[selection.name]!.type)} {…}`;
      const existing = typeAtKey.get(selection.name);
      if (existing === undefined || existing === type) {
        typeAtKey.set(selection.name, type);
        return selection;
      }
      let alias = `${lowerFirst(member.name)}${operationName(selection.name)}`;
      for (let suffix = 2; typeAtKey.has(alias); suffix++) {
        alias = `${lowerFirst(member.name)}${operationName(selection.name)}${suffix}`;
      }
      typeAtKey.set(alias, type);
      return {...selection, alias};
    });
    if (selections.length > 0) fragments.push({kind: 'fragment', typeName: member.name, selections});
  }
  return fragments;
}

/** A type that reports failures (`UserError`, `ThingErrors`, `ValidationProblem`): an example shows the ordinary case first. */
const ERROR_TYPE = /error|problem|invalid|fail/i;
/** Relay's echo of the caller's own id for a mutation: bookkeeping, not a result. */
const CLIENT_MUTATION_ID = 'clientMutationId';
/** The list of failures a mutation's payload carries (`errors`, `userErrors`). */
const ERRORS_FIELD = /^(user)?errors$/i;

/** What a failure says: its leaf fields, or those of the failures it lists (`ThingErrors { errors { message } }`). */
function errorSelection(type: GraphQLNamedType): Selection[] {
  const leaves = namingSelection(type);
  if (leaves.length > 0) return leaves;
  for (const field of selectableFields(type)) {
    const inner = namingSelection(getNamedType(field.type));
    if (inner.length > 0) return [{kind: 'field', name: field.name, selections: inner}];
  }
  return [];
}

/**
 * A mutation's payload (Relay's `CreateThingPayload { thing clientMutationId }`,
 * `{ thing userErrors { field message } }`): the thing it made or changed,
 * named by its own fields, and the failures with what they say; never only
 * `clientMutationId` or `errors`. Null when `type` has an `id` of its own
 * (it is the thing) or no other object to show.
 */
function payloadSelection(type: GraphQLNamedType): Selection[] | null {
  if (!isObjectType(type) || type.getFields().id !== undefined) return null;
  const fields = selectableFields(type);
  const errors = fields.find((field) => ERRORS_FIELD.test(field.name) && !isLeafType(getNamedType(field.type)));
  // A payload by its shape: the bookkeeping fields a payload has, and nothing else of its own to name it by.
  const ownLeaves = namingSelection(type).filter((selection) => selection.kind === 'field' && selection.name !== CLIENT_MUTATION_ID);
  const looksLikePayload = /Payload$/.test(type.name) || errors !== undefined || type.getFields()[CLIENT_MUTATION_ID] !== undefined;
  if (!looksLikePayload || ownLeaves.length > 0) return null;
  const main = fields.find((field) => {
    const named = getNamedType(field.type);
    return field !== errors && !isLeafType(named) && !ERROR_TYPE.test(named.name) && connectionParts(named) === null;
  });
  if (main === undefined) return null;
  const mainType = getNamedType(main.type);
  // An interface or union is shown as any other: its type name and fragments.
  const mainSelection = isAbstractType(mainType) ? (defaultSelection(mainType) ?? []) : namingSelection(mainType);
  const selections: Selection[] = [
    {kind: 'field', name: main.name, selections: mainSelection.length > 0 ? mainSelection : [leaf('__typename')]},
  ];
  if (errors !== undefined) {
    const said = errorSelection(getNamedType(errors.type));
    if (said.length > 0) selections.push({kind: 'field', name: errors.name, selections: said});
  }
  return selections;
}

/** The default selection set of a value of `type`; null for a leaf. */
export function defaultSelection(type: GraphQLNamedType): Selection[] | null {
  if (isLeafType(type)) return null;
  if (isUnionType(type)) {
    // The ordinary result first, so the example's response shows it, then a failure, with what it says.
    const members = [...type.getTypes()].sort((a, b) => Number(ERROR_TYPE.test(a.name)) - Number(ERROR_TYPE.test(b.name)));
    return [leaf('__typename'), ...unionFragments(members.slice(0, MAX_FRAGMENTS))];
  }
  if (isInterfaceType(type)) return [leaf('__typename'), ...namingSelection(type)];
  const connection = connectionParts(type);
  if (connection !== null) {
    const pageOf = (field: Field): Selection[] => defaultSelection(getNamedType(field.type)) ?? [];
    const summary = pageSummary(connection);
    if (connection.nodes !== null) return [...summary, {kind: 'field', name: 'nodes', selections: pageOf(connection.nodes)}];
    const edge = getNamedType(connection.edges!.type);
    const node = isObjectType(edge) ? edge.getFields().node : undefined;
    if (node !== undefined) {
      return [...summary, {kind: 'field', name: 'edges', selections: [{kind: 'field', name: 'node', selections: pageOf(node)}]}];
    }
    return summary;
  }
  const payload = payloadSelection(type);
  if (payload !== null) return payload;
  const naming = namingSelection(type);
  if (naming.length > 0) return naming;
  // Nothing to name it by: one object field, named by its own fields.
  for (const field of selectableFields(type)) {
    const nested = getNamedType(field.type);
    if (!isObjectType(nested)) continue;
    const selections = namingSelection(nested);
    if (selections.length > 0) return [{kind: 'field', name: field.name, selections}];
  }
  return [leaf('__typename')];
}

export function printSelections(selections: readonly Selection[], depth: number): string[] {
  const pad = INDENT.repeat(depth);
  return selections.flatMap((selection) => {
    const head =
      selection.kind === 'fragment'
        ? `... on ${selection.typeName}`
        : selection.alias === undefined
          ? selection.name
          : `${selection.alias}: ${selection.name}`;
    if (selection.selections === null) return [`${pad}${head}`];
    return [`${pad}${head} {`, ...printSelections(selection.selections, depth + 1), `${pad}}`];
  });
}

/** Optional arguments an example sets: the page size of a list. */
const OPTIONAL_ARGUMENTS_SET: ReadonlySet<string> = new Set(['limit']);
/** Optional input fields an example sets: what a reader fills in on a real call. */
const OPTIONAL_INPUT_FIELDS_SET: ReadonlySet<string> = new Set(['name', 'title', 'description', 'email', 'mappingFields', 'publish']);

/** A value for an input of `type`, named `name`, belonging to a thing of kind `entity`; `visiting` breaks cycles. */
export function exampleInputValue(
  type: GraphQLInputType,
  name: string,
  entity: string,
  visiting: ReadonlySet<string> = new Set(),
): unknown {
  if (isNonNullType(type)) return exampleInputValue(type.ofType, name, entity, visiting);
  const named = getNamedType(type);
  if (isListType(type)) {
    if (named.name === 'PostMappingFieldInput') return postMappingFields();
    return isInputObjectType(named) && visiting.has(named.name) ? [] : [exampleInputValue(type.ofType, name, entity, visiting)];
  }
  if (isEnumType(type)) return preferredEnumValue(type.getValues());
  if (isScalarType(type)) return exampleScalar(type.name, name, entity);
  const nested = new Set(visiting).add(type.name);
  const inputEntity = entityOf(type.name);
  const fields = Object.values(type.getFields());
  const value: Record<string, unknown> = {};
  for (const field of fields) {
    const setIt = isRequiredInputField(field) || (OPTIONAL_INPUT_FIELDS_SET.has(field.name) && field.deprecationReason == null);
    if (setIt) value[field.name] = exampleInputValue(field.type, field.name, inputEntity, nested);
  }
  // All of it optional and none of it a usual field: an empty object would show nothing, so set a few leaves.
  if (Object.keys(value).length === 0) {
    for (const field of fields
      .filter((candidate) => candidate.deprecationReason == null && isLeafType(getNamedType(candidate.type)))
      .slice(0, MIN_LEAVES)) {
      value[field.name] = exampleInputValue(field.type, field.name, inputEntity, nested);
    }
  }
  return value;
}

/** Enum values a thing most often has, preferred in examples over the first one listed. */
const PREFERRED_ENUM_VALUES = ['PUBLISHED', 'published', 'ACTIVE', 'active', 'VERIFIED', 'ENABLED', 'enabled', 'text', 'PUBLIC', 'public'];
/** Values that describe a thing gone wrong: an example shows the ordinary case. */
const UNUSUAL_ENUM_VALUE = /block|delet|reject|archiv|suspend|inactive|disabled|fail|error|expired|spam|unverified|draft/i;

function preferredEnumValue(values: ReadonlyArray<{readonly name: string; readonly deprecationReason?: string | null}>): string | null {
  const current = values.filter((value) => value.deprecationReason == null);
  const pool = current.length > 0 ? current : values;
  const preferred = PREFERRED_ENUM_VALUES.find((name) => pool.some((value) => value.name === name));
  return preferred ?? (pool.find((value) => !UNUSUAL_ENUM_VALUE.test(value.name)) ?? pool[0])?.name ?? null;
}

/** Items in an example list: two for a page of a connection, so the reader sees it is a list. */
const CONNECTION_ITEMS = 2;

/**
 * The data a field returns for `selections`: leaf values by the rules of
 * values.ts, one item per list (two in a connection's page), and for an
 * abstract type its first member that the selection names.
 */
export function exampleResponse(
  schema: GraphQLSchema,
  type: GraphQLOutputType,
  selections: readonly Selection[] | null,
  fieldName: string,
  entity: string,
  index = 0,
  inConnection = false,
): unknown {
  if (isNonNullType(type)) return exampleResponse(schema, type.ofType, selections, fieldName, entity, index, inConnection);
  if (isListType(type)) {
    const count = inConnection && (fieldName === 'nodes' || fieldName === 'edges') ? CONNECTION_ITEMS : 1;
    return Array.from({length: count}, (_, item) =>
      exampleResponse(schema, type.ofType, selections, fieldName, entity, item, inConnection),
    );
  }
  if (isEnumType(type)) return preferredEnumValue(type.getValues());
  if (isScalarType(type)) return exampleScalar(type.name, fieldName, entity, index);
  const concrete = isAbstractType(type) ? concreteTypeFor(schema, type, selections) : type;
  const thing = entityOf(concrete.name);
  const connection = connectionParts(concrete) !== null;
  const value: Record<string, unknown> = {};
  for (const selection of selections ?? []) {
    if (selection.kind === 'fragment') {
      if (selection.typeName !== concrete.name) continue;
      Object.assign(value, exampleResponse(schema, concrete, selection.selections, fieldName, entity, index, inConnection));
      continue;
    }
    if (selection.name === '__typename') {
      value.__typename = concrete.name;
      continue;
    }
    const field = concrete.getFields()[selection.name];
    if (field === undefined) throw new Error(`${concrete.name} has no field ${selection.name}`);
    if (ERRORS_FIELD.test(selection.name) && isListType(isNonNullType(field.type) ? field.type.ofType : field.type)) {
      // The call the example shows succeeds: its list of failures is empty.
      value[selection.alias ?? selection.name] = [];
      continue;
    }
    value[selection.alias ?? selection.name] = exampleResponse(
      schema,
      field.type,
      selection.selections,
      selection.name,
      thing,
      index,
      connection || (inConnection && selection.name === 'node'),
    );
  }
  if (isAbstractType(type)) value.__typename = concrete.name;
  return value;
}

/** The object type an example of a union or an interface shows: the first its selection has a fragment for, else the schema's first. */
function concreteTypeFor(schema: GraphQLSchema, type: GraphQLNamedType, selections: readonly Selection[] | null): GraphQLObjectType {
  if (!isAbstractType(type)) throw new Error(`${type.name} is not abstract`);
  const possible = schema.getPossibleTypes(type);
  const named = (selections ?? []).flatMap((selection) => (selection.kind === 'fragment' ? [selection.typeName] : []));
  // The first fragment's type: fragments come in the order an example shows them (the ordinary result first).
  const chosen = named.map((name) => possible.find((member) => member.name === name)).find((member) => member !== undefined) ?? possible[0];
  if (chosen === undefined) throw new Error(`no object type implements ${type.name}, so its example cannot show one`);
  return chosen;
}

/** An override's selection (`{ id title }`) as the generator's selections; fails on what an example does not need. */
export function parseSelection(selection: string): Selection[] {
  const document = parse(`query Override ${selection}`);
  const operation = document.definitions[0];
  if (document.definitions.length !== 1 || operation?.kind !== Kind.OPERATION_DEFINITION)
    throw new Error('the selection must be one selection set, such as { id title }');
  const convert = (set: SelectionSetNode): Selection[] =>
    set.selections.map((node): Selection => {
      if (node.kind === Kind.INLINE_FRAGMENT) {
        if (node.typeCondition === undefined) throw new Error('an inline fragment needs a type condition (... on Post)');
        return {kind: 'fragment', typeName: node.typeCondition.name.value, selections: convert(node.selectionSet)};
      }
      if (node.kind === Kind.FRAGMENT_SPREAD) throw new Error(`use an inline fragment, not the spread ...${node.name.value}`);
      if (node.alias !== undefined || (node.arguments?.length ?? 0) > 0)
        throw new Error(`${node.name.value}: no aliases or arguments in a selection`);
      return {kind: 'field', name: node.name.value, selections: node.selectionSet === undefined ? null : convert(node.selectionSet)};
    });
  return convert(operation.selectionSet);
}

/** Optional arguments that say which thing a lookup returns, in the order an example prefers them. */
const IDENTIFYING_ARGUMENTS = ['id', 'slug', 'handle', 'key', 'username', 'login', 'email', 'name', 'code', 'path', 'number'];

/**
 * Optional arguments a reader would set on this call: `first` on a field that
 * returns a page of a list (many APIs refuse a connection without it), and,
 * on a lookup that requires nothing (`product(id: ID, slug: String)`), the
 * argument that names the thing, since without it the call finds nothing.
 */
function argumentsAReaderSets(kind: OperationKind, field: Field): Set<string> {
  const names = new Set<string>();
  const returned = getNamedType(field.type);
  const optional = field.args.filter((arg) => !isRequiredArgument(arg) && arg.deprecationReason == null);
  if (connectionParts(returned) !== null && optional.some((arg) => arg.name === 'first' && getNamedType(arg.type).name === 'Int')) {
    names.add('first');
  }
  const list = isListType(isNonNullType(field.type) ? field.type.ofType : field.type);
  const lookup = kind === 'query' && !list && !isLeafType(returned) && connectionParts(returned) === null;
  if (lookup && !field.args.some(isRequiredArgument)) {
    const identifying = IDENTIFYING_ARGUMENTS.map((name) =>
      optional.find((arg) => arg.name === name && isLeafType(getNamedType(arg.type))),
    ).find((arg) => arg !== undefined);
    if (identifying !== undefined) names.add(identifying.name);
  }
  return names;
}

export interface ExampleContext {
  readonly schema: GraphQLSchema;
  /** Where an override comes from, for messages: "<file> (Network API): mutation createPost". */
  readonly overrideOrigin?: string;
  readonly override?: ExampleOverride;
}

export function buildOperationExample(kind: OperationKind, field: Field, context: ExampleContext): OperationExample {
  const {schema, override} = context;
  const fail = (message: string): never => {
    throw new Error(`${context.overrideOrigin ?? `${kind} ${field.name}`}: ${message}`);
  };
  const returnType = getNamedType(field.type);
  let selections: readonly Selection[] | null;
  try {
    selections = override?.selection === undefined ? defaultSelection(returnType) : parseSelection(override.selection);
  } catch (error) {
    return fail((error as Error).message);
  }
  // For a union, the member the response shows: an `id` argument names that thing.
  const returnEntity = entityOf(isAbstractType(returnType) ? concreteTypeFor(schema, returnType, selections).name : returnType.name);
  const overriddenNames = Object.keys(override?.variables ?? {});
  const unknown = overriddenNames.filter((name) => !field.args.some((arg) => arg.name === name));
  if (unknown.length > 0) fail(`${field.name} has no argument ${unknown.join(', ')}`);
  const extra = override?.variables === undefined ? argumentsAReaderSets(kind, field) : new Set<string>();
  const setArgs: GraphQLArgument[] = field.args.filter((arg) =>
    override?.variables === undefined
      ? isRequiredArgument(arg) || OPTIONAL_ARGUMENTS_SET.has(arg.name) || extra.has(arg.name)
      : isRequiredArgument(arg) || overriddenNames.includes(arg.name),
  );
  // `deletePost(id)` returns an Action: its `id` is the post's, named by the operation.
  const returnsAThing =
    isAbstractType(returnType) || ((isObjectType(returnType) || isInterfaceType(returnType)) && returnType.getFields().id !== undefined);
  const idEntity = returnsAThing ? returnEntity : entityOf(field.name);
  // `addReply(postId)` returns a Post too, but another one than it names.
  const returnIndex = setArgs.some((arg) => arg.name !== 'id' && /[a-z]Id$/.test(arg.name) && entityOf(arg.name) === returnEntity) ? 1 : 0;
  const variables: Record<string, unknown> = {};
  for (const arg of setArgs) {
    const entity =
      arg.name === 'id' ? idEntity : entityOf(isInputObjectType(getNamedType(arg.type)) ? getNamedType(arg.type).name : arg.name);
    variables[arg.name] = override?.variables?.[arg.name] ?? exampleInputValue(arg.type, arg.name, entity);
  }
  const definitions = setArgs.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const header = `${kind} ${operationName(field.name)}${setArgs.length > 0 ? `(${definitions})` : ''}`;
  const call = `${field.name}${setArgs.length > 0 ? `(${setArgs.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : ''}`;
  const body = selections === null ? [`${INDENT}${call}`] : [`${INDENT}${call} {`, ...printSelections(selections, 2), `${INDENT}}`];
  const document = [`${header} {`, ...body, '}'].join('\n');
  if (override !== undefined) {
    const errors = validate(schema, parse(document)).map((error) => error.message);
    if (errors.length > 0) fail(errors.join('; '));
  }
  const data = exampleResponse(schema, field.type, selections, field.name, returnEntity, returnIndex);
  echoVariables(field, variables, data);
  return {document, variables, response: {[field.name]: data}};
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Both a leaf of the same named type, and both lists or both not. */
function sameLeafShape(output: GraphQLOutputType, input: GraphQLInputType): boolean {
  const outputNamed = getNamedType(output);
  const inputNamed = getNamedType(input);
  const isList = (type: GraphQLOutputType | GraphQLInputType): boolean => isListType(isNonNullType(type) ? type.ofType : type);
  return isLeafType(outputNamed) && outputNamed.name === inputNamed.name && isList(output) === isList(input);
}

/**
 * The thing an operation returns has what the call set on it: each field of
 * the returned object that an argument, or a field of an input argument,
 * sets (same name, same type) takes that value. An id asked for comes back;
 * a webhook URL set by `updateApp` is the one it returns.
 */
function echoVariables(field: Field, variables: Readonly<Record<string, unknown>>, data: unknown): void {
  const returnType = getNamedType(field.type);
  if (!isRecord(data) || !(isObjectType(returnType) || isInterfaceType(returnType))) return;
  echoOnto(returnType, field, variables, data);
  // A payload carries the thing the call made or changed: that is what has the values it sent.
  const main = payloadSelection(returnType)?.[0];
  const mainType = main?.kind === 'field' ? getNamedType(returnType.getFields()[main.name]!.type) : undefined;
  const carried = main?.kind === 'field' ? data[main.name] : undefined;
  if (mainType !== undefined && (isObjectType(mainType) || isInterfaceType(mainType)) && isRecord(carried)) {
    echoOnto(mainType, field, variables, carried);
  }
}

/** Each field of `type` in `data` that an argument of `field`, or a field of an input argument, sets (same name, same type) takes that value. */
function echoOnto(
  type: GraphQLObjectType | GraphQLInterfaceType,
  field: Field,
  variables: Readonly<Record<string, unknown>>,
  data: Record<string, unknown>,
): void {
  const outputFields = type.getFields();
  const set = (name: string, inputType: GraphQLInputType, value: unknown): void => {
    const output = outputFields[name];
    if (name in data && output !== undefined && sameLeafShape(output.type, inputType)) data[name] = value;
  };
  for (const arg of field.args) {
    const value = variables[arg.name];
    if (value === undefined) continue;
    const named = getNamedType(arg.type);
    if (isInputObjectType(named) && isRecord(value)) {
      for (const [name, entry] of Object.entries(value)) {
        const inputField = named.getFields()[name];
        if (inputField !== undefined) set(name, inputField.type, entry);
      }
    } else {
      set(arg.name, arg.type, value);
    }
  }
}

/** For tests and the generator's own check: the root field behind each operation kind. */
export function rootFields(schema: GraphQLSchema): Array<{kind: OperationKind; field: GraphQLField<unknown, unknown>}> {
  const roots: Array<[OperationKind, ReturnType<GraphQLSchema['getQueryType']>]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([kind, type]) => (type == null ? [] : Object.values(type.getFields()).map((field) => ({kind, field}))));
}
