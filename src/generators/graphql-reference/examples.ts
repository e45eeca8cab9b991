import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  type GraphQLSchema,
  getNamedType,
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
} from 'graphql';

import type {OperationKind} from './kinds';

/**
 * A ready-to-send example for one operation: every argument becomes a variable,
 * the required ones get plausible values, and the selection set is the return
 * type's leaf fields plus one level of nested objects.
 */
export interface OperationExample {
  readonly document: string;
  readonly variables: Readonly<Record<string, unknown>>;
}

const INDENT = '  ';

export function operationName(fieldName: string): string {
  return fieldName.charAt(0).toUpperCase() + fieldName.slice(1);
}

type Selectable = GraphQLField<unknown, unknown>;

/** Fields an example can select without inventing arguments, deprecated ones left out. */
function selectableFields(type: GraphQLNamedType): Selectable[] {
  if (!isObjectType(type) && !isInterfaceType(type)) return [];
  return Object.values(type.getFields()).filter(
    (field) => field.deprecationReason == null && !field.args.some(isRequiredArgument),
  );
}

function leafSelection(type: GraphQLNamedType): string[] {
  return selectableFields(type)
    .filter((field) => isLeafType(getNamedType(field.type)))
    .map((field) => field.name);
}

function block(header: string, lines: readonly string[]): string[] {
  return [`${header} {`, ...lines.map((line) => INDENT + line), '}'];
}

/** The selection set of the operation's return type; null for a leaf return type. */
function topLevelSelection(returnType: GraphQLOutputType): string[] | null {
  const type = getNamedType(returnType);
  if (isLeafType(type)) return null;
  if (isUnionType(type)) {
    const fragments = type
      .getTypes()
      .map((member) => ({member, leaves: leafSelection(member)}))
      .filter(({leaves}) => leaves.length > 0)
      .flatMap(({member, leaves}) => block(`... on ${member.name}`, leaves));
    return ['__typename', ...fragments];
  }
  const lines: string[] = [];
  for (const field of selectableFields(type)) {
    const fieldType = getNamedType(field.type);
    if (isLeafType(fieldType)) {
      lines.push(field.name);
    } else if (isObjectType(fieldType) || isInterfaceType(fieldType)) {
      const leaves = leafSelection(fieldType);
      if (leaves.length > 0) lines.push(...block(field.name, leaves));
    }
  }
  return lines.length > 0 ? lines : ['__typename'];
}

const STRING_BY_NAME: ReadonlyArray<readonly [RegExp, string]> = [
  [/I[dD]s?$/, 'gQ2Xw8mZ0k'],
  [/email/i, 'member@example.com'],
  [/password/i, 'a-long-and-unique-passphrase'],
  [/(url|uri|link|href)$/i, 'https://example.com/'],
  [/domain/i, 'community.example.com'],
  [/username/i, 'jane_doe'],
  [/slug/i, 'product-updates'],
  [/title/i, 'Welcome to the community'],
  [/name$/i, 'Jane Doe'],
  [/(content|text|body|message)$/i, 'Hello from the Tribe API!'],
  [/description|tagline|about/i, 'A short description.'],
  [/(token|code|secret|challenge)$/i, 'paste-the-value-here'],
  [/locale|language/i, 'en-US'],
  [/color/i, '#3451b2'],
];

function scalarExample(typeName: string, argumentName: string): unknown {
  switch (typeName) {
    case 'ID':
      return 'gQ2Xw8mZ0k';
    case 'Int':
      if (/^(limit|first|last|size|count)$/i.test(argumentName)) return 10;
      if (/offset|skip/i.test(argumentName)) return 0;
      return 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return true;
    case 'DateTime':
      return '2022-05-01T09:30:00.000Z';
    case 'String':
      return STRING_BY_NAME.find(([pattern]) => pattern.test(argumentName))?.[1] ?? 'example';
    default:
      return 'example';
  }
}

/** A plausible JSON value for an input type; `visiting` breaks cycles of input objects. */
export function exampleValue(type: GraphQLInputType, name: string, visiting: ReadonlySet<string> = new Set()): unknown {
  if (isNonNullType(type)) return exampleValue(type.ofType, name, visiting);
  if (isListType(type)) {
    const named = getNamedType(type);
    return isInputObjectType(named) && visiting.has(named.name) ? [] : [exampleValue(type.ofType, name, visiting)];
  }
  if (isEnumType(type)) {
    const values = type.getValues();
    return (values.find((value) => value.deprecationReason == null) ?? values[0])?.name ?? null;
  }
  if (isScalarType(type)) return scalarExample(type.name, name);
  const nested = new Set(visiting).add(type.name);
  const value: Record<string, unknown> = {};
  for (const field of Object.values(type.getFields())) {
    if (isRequiredInputField(field)) value[field.name] = exampleValue(field.type, field.name, nested);
  }
  return value;
}

export function buildOperationExample(
  kind: OperationKind,
  field: GraphQLField<unknown, unknown>,
): OperationExample {
  const args: readonly GraphQLArgument[] = field.args;
  const variableDefinitions = args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const header = `${kind} ${operationName(field.name)}${args.length > 0 ? `(${variableDefinitions})` : ''}`;
  const call = `${field.name}${args.length > 0 ? `(${args.map((arg) => `${arg.name}: $${arg.name}`).join(', ')})` : ''}`;
  const selection = topLevelSelection(field.type);
  const body = selection === null ? [call] : block(call, selection);
  const document = block(header, body).join('\n');

  const variables: Record<string, unknown> = {};
  for (const arg of args) {
    if (isRequiredArgument(arg)) variables[arg.name] = exampleValue(arg.type, arg.name);
  }
  return {document, variables};
}

/** For tests and the generator's own check: the root field behind each operation kind. */
export function rootFields(schema: GraphQLSchema): Array<{kind: OperationKind; field: GraphQLField<unknown, unknown>}> {
  const roots: Array<[OperationKind, ReturnType<GraphQLSchema['getQueryType']>]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([kind, type]) =>
    type == null ? [] : Object.values(type.getFields()).map((field) => ({kind, field})),
  );
}
