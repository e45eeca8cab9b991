/**
 * Reads graphql-codegen's `typescript` + `fragment-matcher` output (the
 * format of the client package's generated types) back into a graphql-js
 * schema, with the TypeScript compiler API. What that format cannot carry
 * (default values, argument descriptions and deprecations, directives,
 * `@specifiedBy`, an interface's own interfaces, original type names) comes
 * from an SDL snapshot through `mergeWithSdl`, never from a guess.
 */
import {readFile} from 'node:fs/promises';

import {
  GraphQLEnumType,
  type GraphQLEnumValueConfigMap,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLFieldConfigMap,
  GraphQLInputObjectType,
  type GraphQLInputType,
  GraphQLInterfaceType,
  GraphQLList,
  type GraphQLNamedType,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLScalarType,
  GraphQLSchema,
  type GraphQLType,
  GraphQLUnionType,
  type GraphQLSchemaConfig,
  specifiedDirectives,
  specifiedScalarTypes,
  valueFromAST,
  astFromValue,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  isUnionType,
  isSpecifiedDirective,
  isSpecifiedScalarType,
  validateSchema,
  GraphQLDirective,
} from 'graphql';
import ts from 'typescript';

export class CodegenTypesError extends Error {
  override name = 'CodegenTypesError';
}

/** Declarations codegen writes for its own use, not schema types. */
const HELPERS = new Set(['Maybe', 'InputMaybe', 'Exact', 'MakeOptional', 'MakeMaybe', 'Incremental', 'PossibleTypesResultData']);
/** What codegen writes for a bare `@deprecated`. */
export const CODEGEN_DEFAULT_DEPRECATION = 'Field no longer supported';

export interface RootNames {
  readonly query: string | null;
  readonly mutation: string | null;
  readonly subscription: string | null;
}

/** A type as written in TypeScript: nullability and lists around a named type. */
type TypeShape =
  | {readonly kind: 'named'; readonly name: string; readonly scalar: boolean}
  | {readonly kind: 'list'; readonly of: Nullable}
  | {readonly kind: 'never'};
interface Nullable {
  readonly nullable: boolean;
  readonly inputMaybe: boolean;
  readonly type: TypeShape;
}

interface Member {
  readonly name: string;
  readonly optional: boolean;
  readonly type: Nullable;
  readonly description: string | undefined;
  readonly deprecationReason: string | undefined;
}

interface Declared {
  readonly name: string;
  readonly node: ts.Node;
  readonly description: string | undefined;
}

interface ObjectLike extends Declared {
  readonly kind: 'objectLike';
  readonly interfaces: readonly string[];
  readonly members: readonly Member[];
}
interface UnionLike extends Declared {
  readonly kind: 'union';
  readonly members: readonly string[];
}
interface EnumLike extends Declared {
  readonly kind: 'enum';
  readonly values: ReadonlyArray<{name: string; value: string; description: string | undefined; deprecationReason: string | undefined}>;
}
type Declaration = ObjectLike | UnionLike | EnumLike;

class Reader {
  constructor(
    private readonly file: ts.SourceFile,
    private readonly fileName: string,
  ) {}

  fail(node: ts.Node, declaration: string, message: string): never {
    const {line, character} = this.file.getLineAndCharacterOfPosition(node.getStart(this.file));
    throw new CodegenTypesError(`${this.fileName}:${line + 1}:${character + 1}: ${declaration}: ${message}`);
  }

  /** The text of the JSDoc comments before a node: description and `@deprecated` reason. */
  docs(node: ts.Node): {description: string | undefined; deprecationReason: string | undefined} {
    const ranges = ts.getLeadingCommentRanges(this.file.text, node.getFullStart()) ?? [];
    const block = ranges
      .map((range) => this.file.text.slice(range.pos, range.end))
      .filter((text) => text.startsWith('/**'))
      .pop();
    if (block === undefined) return {description: undefined, deprecationReason: undefined};
    const lines = block
      .replace(/^\/\*\*/, '')
      .replace(/\*\/$/, '')
      .split('\n')
      .map((line) => line.replace(/^\s*\* ?/, '').replace(/\s+$/, ''));
    while (lines.length > 0 && lines[0]!.trim() === '') lines.shift();
    while (lines.length > 0 && lines[lines.length - 1]!.trim() === '') lines.pop();
    const text = lines
      .join('\n')
      .trim()
      .replace(/\*\\\//g, '*/');
    const deprecated = /(?:^|\n)@deprecated(?: ([\s\S]*))?$/.exec(text);
    if (deprecated === null) return {description: text === '' ? undefined : text, deprecationReason: undefined};
    const description = text.slice(0, deprecated.index).trim();
    return {
      description: description === '' ? undefined : description,
      deprecationReason: (deprecated[1] ?? '').trim() || CODEGEN_DEFAULT_DEPRECATION,
    };
  }

  typeShape(node: ts.TypeNode, declaration: string): Nullable {
    if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) {
      const name = node.typeName.text;
      const args = node.typeArguments ?? [];
      if ((name === 'Maybe' || name === 'InputMaybe') && args.length === 1) {
        const inner = this.typeShape(args[0]!, declaration);
        return {...inner, nullable: true, inputMaybe: name === 'InputMaybe' || inner.inputMaybe};
      }
      if (name === 'Array' && args.length === 1) {
        return {nullable: false, inputMaybe: false, type: {kind: 'list', of: this.typeShape(args[0]!, declaration)}};
      }
      if (args.length > 0) this.fail(node, declaration, `unknown generic type ${name}<…>`);
      return {nullable: false, inputMaybe: false, type: {kind: 'named', name, scalar: false}};
    }
    if (ts.isIndexedAccessTypeNode(node) && ts.isTypeReferenceNode(node.objectType) && ts.isIdentifier(node.objectType.typeName)) {
      if (
        node.objectType.typeName.text === 'Scalars' &&
        ts.isLiteralTypeNode(node.indexType) &&
        ts.isStringLiteral(node.indexType.literal)
      ) {
        return {nullable: false, inputMaybe: false, type: {kind: 'named', name: node.indexType.literal.text, scalar: true}};
      }
    }
    if (node.kind === ts.SyntaxKind.NeverKeyword) return {nullable: false, inputMaybe: false, type: {kind: 'never'}};
    return this.fail(node, declaration, `cannot read the type \`${node.getText(this.file)}\``);
  }

  members(literal: ts.TypeLiteralNode, declaration: string): Member[] {
    return literal.members.map((member) => {
      if (!ts.isPropertySignature(member) || member.type === undefined) {
        return this.fail(member, declaration, 'expected only properties with types');
      }
      const name =
        ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)
          ? member.name.text
          : this.fail(member, declaration, 'unreadable property name');
      return {
        name,
        optional: member.questionToken !== undefined,
        type: this.typeShape(member.type, `${declaration}.${name}`),
        ...this.docs(member),
      };
    });
  }
}

interface Parsed {
  readonly declarations: Map<string, Declaration>;
  readonly scalars: Map<string, string | undefined>;
  readonly possibleTypes: Map<string, string[]>;
  readonly reader: Reader;
}

function parseFile(source: string, fileName: string): Parsed {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const reader = new Reader(file, fileName);
  const declarations = new Map<string, Declaration>();
  const scalars = new Map<string, string | undefined>();
  const possibleTypes = new Map<string, string[]>();

  const add = (declaration: Declaration): void => {
    if (declarations.has(declaration.name)) reader.fail(declaration.node, `type ${declaration.name}`, 'declared twice');
    declarations.set(declaration.name, declaration);
  };

  for (const statement of file.statements) {
    if (ts.isTypeAliasDeclaration(statement)) {
      const name = statement.name.text;
      if (HELPERS.has(name)) continue;
      const label = `type ${name}`;
      const {description} = reader.docs(statement);
      const type = statement.type;
      if (name === 'Scalars') {
        if (!ts.isTypeLiteralNode(type)) return reader.fail(statement, label, 'expected an object type');
        // Only the names and descriptions matter: the TypeScript side of a scalar is codegen config.
        for (const member of type.members) {
          if (member.name === undefined) return reader.fail(member, label, 'unnamed scalar');
          scalars.set(propertyName(member.name), reader.docs(member).description);
        }
        continue;
      }
      if (ts.isTypeLiteralNode(type)) {
        add({kind: 'objectLike', name, node: statement, description, interfaces: [], members: reader.members(type, label)});
      } else if (ts.isIntersectionTypeNode(type)) {
        const literal = type.types.at(-1);
        const interfaces = type.types.slice(0, -1);
        if (literal === undefined || !ts.isTypeLiteralNode(literal))
          return reader.fail(statement, label, 'an intersection must end in an object type');
        const names = interfaces.map((part) =>
          ts.isTypeReferenceNode(part) && ts.isIdentifier(part.typeName) && part.typeArguments === undefined
            ? part.typeName.text
            : reader.fail(part, label, `\`${part.getText(file)}\` is not an interface name`),
        );
        add({kind: 'objectLike', name, node: statement, description, interfaces: names, members: reader.members(literal, label)});
      } else if (ts.isUnionTypeNode(type) || ts.isTypeReferenceNode(type)) {
        const parts = ts.isUnionTypeNode(type) ? type.types : [type];
        const members = parts.map((part) =>
          ts.isTypeReferenceNode(part) && ts.isIdentifier(part.typeName) && part.typeArguments === undefined
            ? part.typeName.text
            : reader.fail(part, label, `\`${part.getText(file)}\` is not a type name`),
        );
        add({kind: 'union', name, node: statement, description, members});
      } else {
        reader.fail(statement, label, `cannot read \`${type.getText(file).slice(0, 60)}\``);
      }
    } else if (ts.isEnumDeclaration(statement)) {
      const name = statement.name.text;
      const values = statement.members.map((member) => {
        if (member.initializer === undefined || !ts.isStringLiteral(member.initializer)) {
          return reader.fail(member, `enum ${name}`, 'every value needs a string initializer');
        }
        return {name: member.name.getText(file), value: member.initializer.text, ...reader.docs(member)};
      });
      add({kind: 'enum', name, node: statement, description: reader.docs(statement).description, values});
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        readPossibleTypes(declaration, reader, possibleTypes, file);
      }
    } else if (ts.isInterfaceDeclaration(statement) && HELPERS.has(statement.name.text)) {
      continue;
    } else if (ts.isExportAssignment(statement) || ts.isImportDeclaration(statement)) {
      continue;
    } else if (ts.isInterfaceDeclaration(statement)) {
      reader.fail(statement, `interface ${statement.name.text}`, 'codegen writes object types as type aliases; this is not codegen output');
    }
  }
  return {declarations, scalars, possibleTypes, reader};
}

function readPossibleTypes(
  declaration: ts.VariableDeclaration,
  reader: Reader,
  possibleTypes: Map<string, string[]>,
  file: ts.SourceFile,
): void {
  const label = `const ${declaration.name.getText(file)}`;
  const initializer = declaration.initializer;
  if (initializer === undefined || !ts.isObjectLiteralExpression(initializer))
    reader.fail(declaration, label, 'expected { possibleTypes: {…} }');
  const property = initializer.properties.find((entry) => entry.name !== undefined && propertyName(entry.name) === 'possibleTypes');
  if (property === undefined || !ts.isPropertyAssignment(property) || !ts.isObjectLiteralExpression(property.initializer)) {
    reader.fail(declaration, label, 'expected a possibleTypes object');
  }
  for (const entry of property.initializer.properties) {
    if (!ts.isPropertyAssignment(entry) || !ts.isArrayLiteralExpression(entry.initializer))
      reader.fail(entry, label, 'possibleTypes entries must be arrays of names');
    const names = entry.initializer.elements.map((element) =>
      ts.isStringLiteral(element) ? element.text : reader.fail(element, label, 'possibleTypes lists type names as strings'),
    );
    possibleTypes.set(propertyName(entry.name), names);
  }
}

function propertyName(name: ts.PropertyName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
}

/** Codegen pascal-cases names; compare them without case and underscores. */
export function nameKey(name: string): string {
  return name.replace(/_/g, '').toLowerCase();
}

/** Which object-like declarations are argument types, and of which field. */
function argumentTypes(parsed: Parsed): Map<string, {owner: string; field: string}> {
  const fieldKeys = new Map<string, Array<{owner: string; field: string}>>();
  for (const declaration of parsed.declarations.values()) {
    if (declaration.kind !== 'objectLike') continue;
    for (const member of declaration.members) {
      const key = `${nameKey(declaration.name)}${nameKey(member.name)}args`;
      fieldKeys.set(key, [...(fieldKeys.get(key) ?? []), {owner: declaration.name, field: member.name}]);
    }
  }
  const result = new Map<string, {owner: string; field: string}>();
  for (const declaration of parsed.declarations.values()) {
    if (declaration.kind !== 'objectLike' || !declaration.name.endsWith('Args')) continue;
    const matches = fieldKeys.get(nameKey(declaration.name)) ?? [];
    if (matches.length > 1) {
      parsed.reader.fail(
        declaration.node,
        `type ${declaration.name}`,
        `matches the arguments of ${matches.map((match) => `${match.owner}.${match.field}`).join(' and ')}`,
      );
    }
    if (matches.length === 1) result.set(declaration.name, matches[0]!);
  }
  return result;
}

function namedIn(shape: Nullable): string | null {
  return shape.type.kind === 'named'
    ? shape.type.scalar
      ? null
      : shape.type.name
    : shape.type.kind === 'list'
      ? namedIn(shape.type.of)
      : null;
}

function usesInputSyntax(declaration: ObjectLike): boolean {
  const inputMaybe = (shape: Nullable): boolean => shape.inputMaybe || (shape.type.kind === 'list' && inputMaybe(shape.type.of));
  return declaration.members.some((member) => inputMaybe(member.type) || (member.optional && !member.type.nullable));
}

/** Input objects: what arguments reference, what uses input syntax, and everything they reference. */
function inputObjects(parsed: Parsed, args: ReadonlyMap<string, unknown>): Set<string> {
  const inputs = new Set<string>();
  const queue: string[] = [];
  const visit = (name: string | null): void => {
    if (name === null || inputs.has(name)) return;
    const declaration = parsed.declarations.get(name);
    if (declaration?.kind !== 'objectLike') return;
    inputs.add(name);
    queue.push(name);
  };
  for (const declaration of parsed.declarations.values()) {
    if (declaration.kind !== 'objectLike') continue;
    if (args.has(declaration.name)) declaration.members.forEach((member) => visit(namedIn(member.type)));
    else if (usesInputSyntax(declaration)) visit(declaration.name);
  }
  while (queue.length > 0) {
    const declaration = parsed.declarations.get(queue.pop()!) as ObjectLike;
    declaration.members.forEach((member) => visit(namedIn(member.type)));
  }
  return inputs;
}

/** Reads codegen TypeScript output into a valid schema. */
export function schemaFromCodegenTypes(source: string, fileName: string, roots?: RootNames): GraphQLSchema {
  const parsed = parseFile(source, fileName);
  const {declarations, reader} = parsed;
  const args = argumentTypes(parsed);
  const inputs = inputObjects(parsed, args);
  const interfaces = new Set<string>();
  for (const [name, members] of parsed.possibleTypes) {
    const declaration = declarations.get(name);
    if (declaration === undefined) throw new CodegenTypesError(`${fileName}: possibleTypes: ${name} is not declared`);
    for (const member of members) {
      if (declarations.get(member)?.kind !== 'objectLike')
        throw new CodegenTypesError(`${fileName}: possibleTypes: ${name} lists ${member}, which is not an object type`);
    }
    if (declaration.kind === 'objectLike') interfaces.add(name);
  }

  const types = new Map<string, GraphQLNamedType>();
  for (const [name, description] of parsed.scalars) {
    types.set(name, specifiedScalarTypes.find((scalar) => scalar.name === name) ?? new GraphQLScalarType({name, description}));
  }
  const typeOf = (name: string, context: Declared, node: ts.Node = context.node): GraphQLNamedType => {
    const type = types.get(name);
    return type ?? reader.fail(node, `type ${context.name}`, `refers to ${name}, which is not declared`);
  };
  const wrap = (shape: Nullable, context: Declared): GraphQLType => {
    let inner: GraphQLType;
    if (shape.type.kind === 'named') inner = typeOf(shape.type.name, context);
    else if (shape.type.kind === 'list') inner = new GraphQLList(wrap(shape.type.of, context));
    else return reader.fail(context.node, `type ${context.name}`, 'a field of type never');
    return shape.nullable ? inner : new GraphQLNonNull(inner);
  };
  const inputValue = (member: Member, context: Declared) => {
    const type = wrap(member.type, context) as GraphQLInputType;
    // `field?: T`: non-null with a default value that the format does not carry.
    const unknownDefault = member.optional && !member.type.nullable;
    return {
      type,
      description: member.description,
      deprecationReason: member.deprecationReason,
      ...(unknownDefault ? {defaultValue: null, extensions: {defaultValueUnknown: true}} : {}),
    };
  };

  for (const declaration of declarations.values()) {
    if (declaration.kind === 'enum') {
      const values: GraphQLEnumValueConfigMap = {};
      for (const value of declaration.values)
        values[value.value] = {value: value.value, description: value.description, deprecationReason: value.deprecationReason};
      types.set(declaration.name, new GraphQLEnumType({name: declaration.name, description: declaration.description, values}));
    } else if (declaration.kind === 'objectLike' && !args.has(declaration.name)) {
      if (inputs.has(declaration.name)) {
        types.set(
          declaration.name,
          new GraphQLInputObjectType({
            name: declaration.name,
            description: declaration.description,
            fields: () => Object.fromEntries(declaration.members.map((member) => [member.name, inputValue(member, declaration)])),
          }),
        );
      } else {
        const fields = (): GraphQLFieldConfigMap<unknown, unknown> =>
          Object.fromEntries(
            declaration.members.map((member) => {
              const argsType = [...args].find(([, target]) => target.owner === declaration.name && target.field === member.name)?.[0];
              const argsDeclaration = argsType === undefined ? undefined : (declarations.get(argsType) as ObjectLike);
              const fieldArgs: GraphQLFieldConfigArgumentMap = Object.fromEntries(
                (argsDeclaration?.members ?? []).map((arg) => [arg.name, inputValue(arg, argsDeclaration!)]),
              );
              return [
                member.name,
                {
                  type: wrap(member.type, declaration) as GraphQLOutputType,
                  description: member.description,
                  deprecationReason: member.deprecationReason,
                  args: fieldArgs,
                },
              ];
            }),
          );
        const config = {name: declaration.name, description: declaration.description, fields};
        types.set(
          declaration.name,
          interfaces.has(declaration.name)
            ? new GraphQLInterfaceType(config)
            : new GraphQLObjectType({
                ...config,
                interfaces: () => declaration.interfaces.map((name) => asInterface(typeOf(name, declaration), declaration)),
              }),
        );
      }
    }
  }
  const asInterface = (type: GraphQLNamedType, context: Declared): GraphQLInterfaceType =>
    isInterfaceType(type) ? type : reader.fail(context.node, `type ${context.name}`, `${type.name} is not an interface`);
  for (const declaration of declarations.values()) {
    if (declaration.kind !== 'union') continue;
    if (!parsed.possibleTypes.has(declaration.name)) {
      reader.fail(declaration.node, `type ${declaration.name}`, 'a union type that possibleTypes does not list');
    }
    types.set(
      declaration.name,
      new GraphQLUnionType({
        name: declaration.name,
        description: declaration.description,
        types: () =>
          declaration.members.map((name) => {
            const type = typeOf(name, declaration);
            return isObjectType(type) ? type : reader.fail(declaration.node, `type ${declaration.name}`, `${name} is not an object type`);
          }),
      }),
    );
  }

  const rootNames: RootNames = roots ?? {
    query: types.has('Query') ? 'Query' : null,
    mutation: types.has('Mutation') ? 'Mutation' : null,
    subscription: types.has('Subscription') ? 'Subscription' : null,
  };
  const root = (name: string | null): GraphQLObjectType | undefined => {
    if (name === null) return undefined;
    const type = types.get(name);
    if (!isObjectType(type)) throw new CodegenTypesError(`${fileName}: the root type ${name} is not an object type`);
    return type;
  };
  const schema = new GraphQLSchema({
    query: root(rootNames.query),
    mutation: root(rootNames.mutation),
    subscription: root(rootNames.subscription),
    types: [...types.values()],
    directives: specifiedDirectives.filter((directive) => directive.name !== 'oneOf'),
  });
  const errors = validateSchema(schema);
  if (errors.length > 0) throw new CodegenTypesError(`${fileName}: ${errors.map((error) => error.message).join('; ')}`);
  return schema;
}

export async function readCodegenTypesFile(file: string, displayName: string, roots?: RootNames): Promise<GraphQLSchema> {
  return schemaFromCodegenTypes(await readFile(file, 'utf8'), displayName, roots);
}

/** Rebuilds a type reference inside the new type map. */
function rewrap<T extends GraphQLType>(type: GraphQLType, lookup: (name: string) => GraphQLNamedType): T {
  if (isNonNullType(type)) return new GraphQLNonNull(rewrap(type.ofType, lookup)) as unknown as T;
  if (isListType(type)) return new GraphQLList(rewrap(type.ofType, lookup)) as unknown as T;
  return lookup(type.name) as T;
}

/** The SDL's default for an input value, if it fits the converted type. */
function sdlDefault(sdlValue: {defaultValue?: unknown; type: GraphQLInputType}, type: GraphQLInputType): unknown {
  if (sdlValue.defaultValue === undefined) return undefined;
  const ast = astFromValue(sdlValue.defaultValue, sdlValue.type);
  if (ast == null) return undefined;
  const value = valueFromAST(ast, type);
  return value === undefined ? undefined : value;
}

/**
 * Completes a converted schema from an SDL snapshot where the same coordinate
 * exists: original type names, default values, argument descriptions and
 * deprecations, reasons hidden behind codegen's default text, interfaces of
 * interfaces, custom directives and `@specifiedBy` URLs.
 */
export function mergeWithSdl(converted: GraphQLSchema, sdl: GraphQLSchema): GraphQLSchema {
  const sdlByKey = new Map<string, GraphQLNamedType[]>();
  for (const type of Object.values(sdl.getTypeMap())) sdlByKey.set(nameKey(type.name), [...(sdlByKey.get(nameKey(type.name)) ?? []), type]);
  const originalName = (name: string): string => {
    if (sdl.getType(name) != null) return name;
    const candidates = sdlByKey.get(nameKey(name)) ?? [];
    return candidates.length === 1 && converted.getType(candidates[0]!.name) == null ? candidates[0]!.name : name;
  };

  const built = new Map<string, GraphQLNamedType>();
  const lookup = (name: string): GraphQLNamedType => {
    const type = built.get(originalName(name)) ?? specifiedScalarTypes.find((scalar) => scalar.name === name);
    if (type === undefined) throw new Error(`mergeWithSdl: no type ${name}`);
    return type;
  };
  const inputValue = (
    value: {
      type: GraphQLInputType;
      description?: string | null;
      deprecationReason?: string | null;
      defaultValue?: unknown;
      extensions: Readonly<Record<string, unknown>>;
    },
    sdlValue: {type: GraphQLInputType; description?: string | null; deprecationReason?: string | null; defaultValue?: unknown} | undefined,
    carriesDocs: boolean,
  ) => {
    const type = rewrap<GraphQLInputType>(value.type, lookup);
    const fromSdl = sdlValue === undefined ? undefined : sdlDefault(sdlValue, type);
    const unknown = value.extensions.defaultValueUnknown === true;
    let defaultValue = value.defaultValue;
    let extensions = value.extensions;
    if (fromSdl !== undefined && (unknown || value.defaultValue === undefined)) {
      defaultValue = fromSdl;
      extensions = {};
    }
    return {
      type,
      description: carriesDocs ? value.description : (value.description ?? sdlValue?.description),
      deprecationReason: reason(value.deprecationReason, sdlValue?.deprecationReason, carriesDocs),
      defaultValue,
      extensions,
    };
  };

  for (const type of Object.values(converted.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    const name = originalName(type.name);
    const sdlType = sdl.getType(name) ?? undefined;
    if (isScalarType(type)) {
      const specifiedByURL = isScalarType(sdlType) ? sdlType.specifiedByURL : undefined;
      built.set(name, new GraphQLScalarType({...type.toConfig(), name, specifiedByURL: type.specifiedByURL ?? specifiedByURL}));
    } else if (isEnumType(type)) {
      const config = type.toConfig();
      const sdlValues = isEnumType(sdlType) ? sdlType : undefined;
      for (const [valueName, value] of Object.entries(config.values)) {
        value.deprecationReason = reason(value.deprecationReason, sdlValues?.getValue(valueName)?.deprecationReason, true);
      }
      built.set(name, new GraphQLEnumType({...config, name}));
    } else if (isInputObjectType(type)) {
      const sdlFields = isInputObjectType(sdlType) ? sdlType.getFields() : {};
      built.set(
        name,
        new GraphQLInputObjectType({
          ...type.toConfig(),
          name,
          fields: () =>
            Object.fromEntries(
              Object.values(type.getFields()).map((field) => [field.name, inputValue(field, sdlFields[field.name], true)]),
            ),
        }),
      );
    } else if (isObjectType(type) || isInterfaceType(type)) {
      const sdlFields = isObjectType(sdlType) || isInterfaceType(sdlType) ? sdlType.getFields() : {};
      const fields = () =>
        Object.fromEntries(
          Object.values(type.getFields()).map((field) => {
            const sdlField = sdlFields[field.name];
            return [
              field.name,
              {
                type: rewrap<GraphQLOutputType>(field.type, lookup),
                description: field.description,
                deprecationReason: reason(field.deprecationReason, sdlField?.deprecationReason, true),
                args: Object.fromEntries(
                  field.args.map((arg) => [
                    arg.name,
                    inputValue(
                      arg,
                      sdlField?.args.find((entry) => entry.name === arg.name),
                      false,
                    ),
                  ]),
                ),
              },
            ];
          }),
        );
      const ownInterfaces = type.getInterfaces().map((entry) => entry.name);
      const sdlInterfaces = isInterfaceType(type) && isInterfaceType(sdlType) ? sdlType.getInterfaces().map((entry) => entry.name) : [];
      const interfaces = () =>
        [...new Set([...ownInterfaces.map(originalName), ...sdlInterfaces])]
          .filter((entry) => isInterfaceType(built.get(entry)))
          .map((entry) => built.get(entry) as GraphQLInterfaceType);
      const config = {name, description: type.description, fields, interfaces};
      built.set(name, isObjectType(type) ? new GraphQLObjectType(config) : new GraphQLInterfaceType(config));
    } else if (isUnionType(type)) {
      built.set(
        name,
        new GraphQLUnionType({
          ...type.toConfig(),
          name,
          types: () => type.getTypes().map((member) => lookup(member.name) as GraphQLObjectType),
        }),
      );
    }
  }

  const directives: GraphQLDirective[] = [
    ...converted.getDirectives(),
    ...sdl
      .getDirectives()
      .filter((directive) => !isSpecifiedDirective(directive) && converted.getDirective(directive.name) == null)
      .filter((directive) =>
        directive.args.every((arg) => built.has(getNamedType(arg.type).name) || isSpecifiedScalarType(getNamedType(arg.type))),
      )
      .map((directive) => {
        const config = directive.toConfig();
        for (const arg of Object.values(config.args)) arg.type = rewrap<GraphQLInputType>(arg.type, lookup);
        return new GraphQLDirective(config);
      }),
  ];
  const rootOf = (type: GraphQLObjectType | null | undefined): GraphQLObjectType | undefined =>
    type == null ? undefined : (built.get(originalName(type.name)) as GraphQLObjectType);
  const config: GraphQLSchemaConfig = {
    query: rootOf(converted.getQueryType()),
    mutation: rootOf(converted.getMutationType()),
    subscription: rootOf(converted.getSubscriptionType()),
    types: [...built.values()],
    directives,
  };
  return new GraphQLSchema(config);
}

/**
 * The converted reason wins where the format carries it, except codegen's
 * stand-in text for a bare `@deprecated`; arguments carry none at all.
 */
function reason(converted: string | null | undefined, sdl: string | null | undefined, carries: boolean): string | undefined {
  if (!carries) return converted ?? sdl ?? undefined;
  if (converted === CODEGEN_DEFAULT_DEPRECATION && sdl != null) return sdl;
  return converted ?? undefined;
}
