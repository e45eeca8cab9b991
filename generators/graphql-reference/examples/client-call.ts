/**
 * The example as a call of `@tribeplatform/gql-client`: the method that sends
 * the operation, found with the client reference's method → operation map
 * (client-reference/operations.ts) read in reverse, and the example's
 * variables written as TypeScript (enum values as the client's enum
 * members). `npm test` type-checks every call against the pinned package.
 */
import path from 'node:path';

import {type GraphQLInputType, type GraphQLSchema, getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType} from 'graphql';
import ts from 'typescript';

import {readOperationMap, sourceFiles} from '../../client-reference/operations';
import type {TribeApiDefinition, TribeApiId} from '../apis';
import type {OperationKind} from '../../../plugins/reference-docs/contract/kinds';

interface MethodParameter {
  readonly name: string;
  /** Optional, or with a default value: a call may leave it out. */
  readonly optional: boolean;
  /** The declared type, as written (`MutationCreatePostArgs`); empty when there is none. */
  readonly type: string;
}

/** A public method of one of the client's classes that sends exactly one operation. */
export interface ClientMethod {
  readonly className: string;
  readonly method: string;
  /** The TribeClient property that holds the class (`posts` for PostsClient); null for TribeClient's and GlobalClient's own methods. */
  readonly accessor: string | null;
  readonly parameters: readonly MethodParameter[];
}

/** Per API, `<kind> <root field>` → the method that sends it. */
export type ClientMethods = Readonly<Record<TribeApiId, ReadonlyMap<string, ClientMethod>>>;

/** The package's file of query and mutation field presets, per API (`CustomQueryFields`, …). */
export const CLIENT_FIELDS_FILES: Readonly<Record<TribeApiId, string>> = {
  network: 'src/types/fields.generated.ts',
  global: 'src/global-types/fields.global.generated.ts',
};

/** The client classes whose methods call each API, and how a program creates them. */
const ROOT_CLASSES: Readonly<Record<TribeApiId, string>> = {network: 'TribeClient', global: 'GlobalClient'};

const isPublic = (member: ts.MethodDeclaration): boolean =>
  !(ts.getModifiers(member) ?? []).some(
    (modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword || modifier.kind === ts.SyntaxKind.ProtectedKeyword,
  );

/** Per package folder: both APIs' references read the same client, once. */
const clientMethodsByPackage = new Map<string, Promise<ClientMethods>>();

/** Reads which method sends which operation, with each method's parameters and the TribeClient property of its class. */
export function readClientMethods(packageDir: string): Promise<ClientMethods> {
  let methods = clientMethodsByPackage.get(packageDir);
  if (methods === undefined) {
    methods = readClientMethodsOnce(packageDir);
    clientMethodsByPackage.set(packageDir, methods);
  }
  return methods;
}

async function readClientMethodsOnce(packageDir: string): Promise<ClientMethods> {
  const operations = await readOperationMap(path.join(packageDir, 'src'));
  const parameters = new Map<string, MethodParameter[]>();
  const accessors = new Map<string, string>();
  for (const file of await sourceFiles(path.join(packageDir, 'src/client'))) {
    ts.forEachChild(file, (node) => {
      if (!ts.isClassDeclaration(node) || node.name === undefined) return;
      const className = node.name.text;
      for (const member of node.members) {
        if (ts.isMethodDeclaration(member) && ts.isIdentifier(member.name) && isPublic(member)) {
          parameters.set(
            `${className}.${member.name.text}`,
            member.parameters.map((parameter) => ({
              name: ts.isIdentifier(parameter.name) ? parameter.name.text : '',
              optional: parameter.questionToken !== undefined || parameter.initializer !== undefined,
              type: parameter.type?.getText(file) ?? '',
            })),
          );
        }
        // `posts: PostsClient` in TribeClient.
        if (
          className === ROOT_CLASSES.network &&
          ts.isPropertyDeclaration(member) &&
          ts.isIdentifier(member.name) &&
          member.type !== undefined &&
          ts.isTypeReferenceNode(member.type)
        ) {
          accessors.set(member.type.typeName.getText(file), member.name.text);
        }
      }
    });
  }
  const byApi: Record<TribeApiId, Map<string, ClientMethod>> = {network: new Map(), global: new Map()};
  const classes = [...operations.keys()].sort();
  for (const className of classes) {
    const api: TribeApiId = className === ROOT_CLASSES.global ? 'global' : 'network';
    const accessor = className === ROOT_CLASSES[api] ? null : accessors.get(className);
    if (accessor === undefined) continue;
    for (const [method, sent] of [...operations.get(className)!].sort(([a], [b]) => a.localeCompare(b))) {
      if (sent.length !== 1) continue;
      const key = `${sent[0]!.type} ${sent[0]!.field}`;
      if (byApi[api].has(key)) continue;
      byApi[api].set(key, {className, method, accessor, parameters: parameters.get(`${className}.${method}`) ?? []});
    }
  }
  return byApi;
}

/** What `client.query({name, args})` and `client.mutation(…)` take as `args` for an operation (the package's `CustomQueryFields`). */
export type GenericArgs = {readonly fields: boolean; readonly variables: boolean};

/** For the client's generic `query` and `mutation`: kind → operation → which of `fields` and `variables` its args have. */
export type GenericOperations = Readonly<Record<'query' | 'mutation', ReadonlyMap<string, GenericArgs>>>;

/**
 * Reads `CustomQueryFields` and `CustomMutationFields` from the client's
 * fields file. An entry is `{fields, variables}`, `{variables}` or a fields
 * type alone; only fields types that accept the preset `'basic'` are kept,
 * as the calls written here pass it.
 */
export function readGenericOperations(fieldsSource: string): GenericOperations {
  const basicFields = new Set([...fieldsSource.matchAll(/^export type (\w+Fields) = 'basic'/gm)].map((match) => match[1]!));
  const read = (interfaceName: string): Map<string, GenericArgs> => {
    const body = new RegExp(`export interface ${interfaceName} \\{([\\s\\S]*?)\\n\\}`).exec(fieldsSource)?.[1] ?? '';
    const entries = new Map<string, GenericArgs>();
    for (const match of body.matchAll(/^ {2}(\w+)\?: (\{[\s\S]*?\n {2}\}|\w+)$/gm)) {
      const shape = match[2]!;
      if (!shape.startsWith('{')) {
        if (basicFields.has(shape)) entries.set(match[1]!, {fields: true, variables: false});
        continue;
      }
      const fieldsType = /fields: (\w+)/.exec(shape)?.[1];
      if (fieldsType !== undefined && !basicFields.has(fieldsType)) continue;
      entries.set(match[1]!, {fields: fieldsType !== undefined, variables: /variables: /.test(shape)});
    }
    return entries;
  };
  return {query: read('CustomQueryFields'), mutation: read('CustomMutationFields')};
}

/** Enum type name → value → member name, from the generated types file the client exports. */
export type EnumMembers = ReadonlyMap<string, ReadonlyMap<string, string>>;

export function readEnumMembers(typesSource: string): EnumMembers {
  const enums = new Map<string, Map<string, string>>();
  for (const match of typesSource.matchAll(/export enum (\w+) \{([^}]*)\}/g)) {
    enums.set(match[1]!, new Map([...match[2]!.matchAll(/(\w+) = '([^']*)'/g)].map((member) => [member[2]!, member[1]!])));
  }
  return enums;
}

const INDENT = '  ';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A value as TypeScript, enum values as members of the client's enums; `imports` collects the enums used. */
function tsValue(value: unknown, type: GraphQLInputType | null, enums: EnumMembers, imports: Set<string>, indent: string): string {
  if (type !== null && isNonNullType(type)) return tsValue(value, type.ofType, enums, imports, indent);
  if (Array.isArray(value)) {
    const itemType = type !== null && isListType(type) ? type.ofType : null;
    const items = value.map((item) => tsValue(item, itemType, enums, imports, indent + INDENT));
    const flat = `[${items.join(', ')}]`;
    return flat.length + indent.length <= 80 && !flat.includes('\n')
      ? flat
      : `[\n${items.map((item) => `${indent}${INDENT}${item},`).join('\n')}\n${indent}]`;
  }
  const named = type === null ? null : getNamedType(type);
  if (named !== null && isEnumType(named) && typeof value === 'string') {
    const member = enums.get(named.name)?.get(value);
    if (member === undefined) throw new Error(`the client has no member for ${named.name}.${value}`);
    imports.add(named.name);
    return `${named.name}.${member}`;
  }
  if (typeof value === 'object' && value !== null) {
    const fields = named !== null && isInputObjectType(named) ? named.getFields() : {};
    const entries = Object.entries(value).map(
      ([key, entry]) =>
        `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}: ${tsValue(entry, fields[key]?.type ?? null, enums, imports, indent + INDENT)}`,
    );
    const flat = `{${entries.join(', ')}}`;
    return flat.length + indent.length <= 80 && !flat.includes('\n')
      ? flat
      : `{\n${entries.map((entry) => `${indent}${INDENT}${entry},`).join('\n')}\n${indent}}`;
  }
  if (typeof value !== 'string') return JSON.stringify(value);
  // A JSON-encoded text (a post's mapping field value): written as the guide advises, with JSON.stringify.
  const encoded = jsonEncodedString(value);
  return encoded === null ? tsString(value) : `JSON.stringify(${tsString(encoded)})`;
}

const tsString = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;

function jsonEncodedString(value: string): string | null {
  if (!value.startsWith('"') || !value.endsWith('"')) return null;
  try {
    const decoded: unknown = JSON.parse(value);
    return typeof decoded === 'string' ? decoded : null;
  } catch {
    return null;
  }
}

export interface ClientCallInput {
  readonly api: TribeApiDefinition;
  readonly schema: GraphQLSchema;
  readonly kind: OperationKind;
  readonly field: string;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly methods: ClientMethods;
  readonly generic: GenericOperations;
  readonly enums: EnumMembers;
}

/** The program that sends the example with the client, or null when no method of the client sends this operation. */
/** `{…}` of the variables as TypeScript, at `indent`. */
function variablesObject(
  variables: Readonly<Record<string, unknown>>,
  args: readonly {readonly name: string; readonly type: GraphQLInputType}[],
  enums: EnumMembers,
  imports: Set<string>,
  indent: string,
): string {
  const entries = Object.entries(variables).map(
    ([name, value]) =>
      `${indent}${INDENT}${name}: ${tsValue(value, args.find((arg) => arg.name === name)?.type ?? null, enums, imports, indent + INDENT)},`,
  );
  return entries.length === 0 ? '{}' : `{\n${entries.join('\n')}\n${indent}}`;
}

/** The call: the method that sends the operation, else the client's generic `query` or `mutation`; null when neither can. */
function callExpression(input: ClientCallInput, imports: Set<string>): string | null {
  const {api, schema, kind, field, variables, methods, generic, enums} = input;
  const root =
    kind === 'mutation' ? schema.getMutationType() : kind === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
  const args = root?.getFields()[field]?.args ?? [];
  const hasVariables = Object.keys(variables).length > 0;
  const method = methods[api.id].get(`${kind} ${field}`);
  if (method !== undefined) {
    const [first, ...rest] = method.parameters;
    // The call written here is (variables) or (): any other parameter must be one a call can leave out,
    // and `variables` must be the operation's own arguments type (`MutationCreatePostArgs`), alone or
    // in a union; a method that builds the variables from something else gets the generic call.
    const argsType = `${kind.charAt(0).toUpperCase()}${kind.slice(1)}${field.charAt(0).toUpperCase()}${field.slice(1)}Args`;
    const takesVariables = first?.name === 'variables' && first.type.split('|').some((member) => member.trim() === argsType);
    const fits =
      rest.every((parameter) => parameter.optional) &&
      (takesVariables || first === undefined || first.optional) &&
      (!hasVariables || takesVariables);
    if (fits) {
      const receiver = method.accessor === null ? 'client' : `client.${method.accessor}`;
      return `${receiver}.${method.method}(${takesVariables ? variablesObject(variables, args, enums, imports, '') : ''})`;
    }
  }
  if (kind === 'subscription') return null;
  const shape = generic[kind].get(field);
  if (shape === undefined || (hasVariables && !shape.variables)) return null;
  const argsValue = shape.variables
    ? `{\n${INDENT}${INDENT}${shape.fields ? `fields: 'basic',\n${INDENT}${INDENT}` : ''}variables: ${variablesObject(variables, args, enums, imports, INDENT + INDENT)},\n${INDENT}}`
    : `'basic'`;
  return `client.${kind}({\n${INDENT}name: '${field}',\n${INDENT}args: ${argsValue},\n})`;
}

export function clientCall(input: ClientCallInput): string | null {
  const {api} = input;
  const imports = new Set<string>();
  const call = callExpression(input, imports);
  if (call === null) return null;
  const rootClass = ROOT_CLASSES[api.id];
  const typesModule = api.id === 'global' ? '@tribeplatform/gql-client/global-types' : '@tribeplatform/gql-client/types';
  return [
    `import {${rootClass}} from '@tribeplatform/gql-client/client'`,
    ...(imports.size > 0 ? [`import {${[...imports].sort().join(', ')}} from '${typesModule}'`] : []),
    '',
    `const client = new ${rootClass}({`,
    `  graphqlUrl: '${api.endpoint}',`,
    '  accessToken: process.env.TRIBE_ACCESS_TOKEN,',
    '})',
    '',
    `const result = await ${call}`,
  ].join('\n');
}
