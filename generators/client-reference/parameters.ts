/**
 * Parameters a client method accepts but never sends. A method passes its
 * `variables` parameter to graphql-request as the request's variables; a
 * top-level field of that parameter's type that the GraphQL document the
 * method sends never declares as a variable (`$context`) is silently dropped
 * (client 2.4.0's `spacePostType.list({…, context})` is the known case).
 *
 * The facts come from the package itself: each builder's document as the
 * client builds it (with the `'basic'` and `'all'` field sets: the variables
 * a document declares are the union of both), and, with the TypeScript
 * checker, which builders a method calls (directly, or through methods of its
 * own class) and the properties of the type of its `variables` parameter.
 * A method counts only when it hands that parameter over as it is:
 * `variables`, or `{...variables, postId}`; one that wraps it
 * (`{input: variables}`) or builds its own (`generateToken`) is left out, as
 * are the generic `query`/`mutation`, whose variables type is the document's own.
 */
import path from 'node:path';

import {type DocumentNode, Kind, type OperationDefinitionNode, parse, print} from 'graphql';
import ts from 'typescript';

import {type ApiName, type Builder, documentBuilders, FIELD_SETS} from './documents';

/** A document a client method can send: a builder of `src/graphql`, or a generic `QueryFunctions.x`/`MutationFunctions.x` of one API. */
export interface BuiltDocument {
  /** `getSpacePostTypesGQLQuery`, or `QueryFunctions.post` (network) / `global:QueryFunctions.eventTypes`. */
  readonly key: string;
  /** The document built with the `'basic'` field set (its root field and arguments are those of every field set). */
  readonly document: DocumentNode;
  /** Variables its documents declare, over both field sets, sorted. */
  readonly variables: readonly string[];
}

/** The key of a generic builder of an API in `BuiltDocument`. */
export function genericKey(api: ApiName, group: 'QueryFunctions' | 'MutationFunctions', name: string): string {
  return `${api === 'global' ? 'global:' : ''}${group}.${name}`;
}

function operationOf(document: DocumentNode): OperationDefinitionNode | undefined {
  return document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
}

function built(key: string, build: Builder): BuiltDocument | null {
  const documents: DocumentNode[] = [];
  for (const fieldSet of FIELD_SETS) {
    try {
      // The package builds with its own copy of graphql; reparse into ours.
      documents.push(parse(print(build(fieldSet))));
    } catch {
      // Not a document builder (or not with this field set).
    }
  }
  const first = documents[0];
  if (first === undefined || operationOf(first) === undefined) return null;
  const variables = new Set(
    documents.flatMap((document) => (operationOf(document)?.variableDefinitions ?? []).map((definition) => definition.variable.name.value)),
  );
  return {key, document: first, variables: [...variables].sort()};
}

const documentsByPackage = new Map<string, Promise<ReadonlyMap<string, BuiltDocument>>>();

/** Every document the client's builders and generic functions build, by key; read once per package folder. */
export function builtDocuments(packageDir: string): Promise<ReadonlyMap<string, BuiltDocument>> {
  let documents = documentsByPackage.get(packageDir);
  if (documents === undefined) {
    documents = readBuiltDocuments(packageDir);
    documentsByPackage.set(packageDir, documents);
  }
  return documents;
}

async function readBuiltDocuments(packageDir: string): Promise<ReadonlyMap<string, BuiltDocument>> {
  const documents = new Map<string, BuiltDocument>();
  for (const {name, build, apis} of await documentBuilders(packageDir, {everyModule: true})) {
    const [api = 'network'] = apis;
    const [group, generic] = name.split('.') as [string, string | undefined];
    const key = generic === undefined ? name : genericKey(api, group as 'QueryFunctions' | 'MutationFunctions', generic);
    const document = built(key, build);
    if (document !== null) documents.set(key, document);
  }
  return new Map([...documents].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** What one public method of a client class sends, and with which variables. */
export interface MethodVariables {
  readonly className: string;
  readonly method: string;
  /** Keys of the documents the method can send (`BuiltDocument.key`), in source order. */
  readonly documents: readonly string[];
  /** Position of the `variables` parameter it hands over as it is; null when it has none. */
  readonly variablesIndex: number | null;
  /** Top-level fields of that parameter's type, sorted; empty when it has none. */
  readonly accepted: readonly string[];
  /** Variables its documents declare, sorted. */
  readonly declared: readonly string[];
  /** Accepted but declared by none of its documents: graphql-request sends them, the API never reads them. */
  readonly dropped: readonly string[];
}

/** Compiler options for reading the package's sources with the checker. */
export const CLIENT_PROGRAM_OPTIONS: ts.CompilerOptions = {
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  skipLibCheck: true,
  types: [],
};

/** A program over the client's classes, for `methodVariables` outside the samples' own program. */
export function clientProgram(packageDir: string): ts.Program {
  return ts.createProgram({rootNames: [path.join(packageDir, 'src/client/index.ts')], options: CLIENT_PROGRAM_OPTIONS});
}

const isPublic = (member: ts.ClassElement): member is ts.MethodDeclaration =>
  ts.isMethodDeclaration(member) &&
  ts.isIdentifier(member.name) &&
  !(ts.getModifiers(member) ?? []).some(
    (modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword || modifier.kind === ts.SyntaxKind.ProtectedKeyword,
  );

/** Property names of a type, over every member of a union; null for `any`, arrays and primitives. */
export function propertyNames(checker: ts.TypeChecker, type: ts.Type): string[] | null {
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return null;
  const members = type.isUnion() ? type.types : [type];
  const names = new Set<string>();
  for (const member of members) {
    if (member.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)) continue;
    if (!(member.flags & ts.TypeFlags.Object) || checker.isArrayType(member)) return null;
    for (const property of checker.getPropertiesOfType(member)) names.add(property.getName());
  }
  return [...names].sort();
}

/** Whether the parameter reaches a request's `variables` as it is: `variables`, `variables: variables` or `variables: {...variables, …}`. */
function handsOver(body: ts.Node, parameter: ts.Symbol, checker: ts.TypeChecker): boolean {
  const isParameter = (node: ts.Expression): boolean => ts.isIdentifier(node) && checker.getSymbolAtLocation(node) === parameter;
  let found = false;
  const visit = (node: ts.Node): void => {
    if (found) return;
    if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'variables') {
      found = checker.getShorthandAssignmentValueSymbol(node) === parameter;
    } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'variables') {
      const value = node.initializer;
      found =
        isParameter(value) ||
        (ts.isObjectLiteralExpression(value) &&
          value.properties.some((property) => ts.isSpreadAssignment(property) && isParameter(property.expression)));
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

/** Builder calls of a method body, and the methods of its own class it calls. */
function callsOf(body: ts.Node, documents: ReadonlyMap<string, BuiltDocument>): {builders: string[]; own: string[]} {
  const builders: string[] = [];
  const own: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && documents.has(callee.text)) builders.push(callee.text);
      else if (ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword) own.push(callee.name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return {builders, own};
}

/**
 * Every public method of the client classes in `program` (those below the
 * package's `src/client`), with the documents it sends and the variables it
 * accepts and declares, sorted by class and method.
 */
export function methodVariables(program: ts.Program, packageDir: string, documents: ReadonlyMap<string, BuiltDocument>): MethodVariables[] {
  const clientDir = `${path.join(packageDir, 'src/client')}${path.sep}`;
  const checker = program.getTypeChecker();
  const result: MethodVariables[] = [];
  for (const file of program.getSourceFiles()) {
    if (!path.resolve(file.fileName).startsWith(clientDir)) continue;
    ts.forEachChild(file, (node) => {
      if (!ts.isClassDeclaration(node) || node.name === undefined) return;
      const className = node.name.text;
      const bodies = new Map<string, ts.Node>();
      for (const member of node.members) {
        if (ts.isMethodDeclaration(member) && ts.isIdentifier(member.name) && member.body !== undefined)
          bodies.set(member.name.text, member.body);
      }
      const sent = (name: string, visiting: Set<string>): string[] => {
        const body = bodies.get(name);
        if (body === undefined || visiting.has(name)) return [];
        visiting.add(name);
        const {builders, own} = callsOf(body, documents);
        return [...builders, ...own.flatMap((callee) => sent(callee, visiting))];
      };
      for (const member of node.members) {
        if (!isPublic(member) || member.body === undefined) continue;
        const method = (member.name as ts.Identifier).text;
        const keys = [...new Set(sent(method, new Set()))];
        const declared = [...new Set(keys.flatMap((key) => documents.get(key)?.variables ?? []))].sort();
        const index = member.parameters.findIndex((parameter) => ts.isIdentifier(parameter.name) && parameter.name.text === 'variables');
        const parameter = member.parameters[index];
        const symbol = parameter === undefined ? undefined : checker.getSymbolAtLocation(parameter.name);
        const passed = symbol !== undefined && keys.length > 0 && handsOver(member.body, symbol, checker);
        const accepted = passed ? (propertyNames(checker, checker.getTypeAtLocation(parameter!)) ?? []) : [];
        result.push({
          className,
          method,
          documents: keys,
          variablesIndex: passed ? index : null,
          accepted,
          declared,
          dropped: accepted.filter((name) => !declared.includes(name)),
        });
      }
    });
  }
  const key = (entry: MethodVariables) => `${entry.className}.${entry.method}`;
  return result.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}

/** The methods that drop at least one parameter, read from the package on its own. */
export async function readDroppedParameters(packageDir: string): Promise<MethodVariables[]> {
  const documents = await builtDocuments(packageDir);
  return methodVariables(clientProgram(packageDir), packageDir, documents).filter((entry) => entry.dropped.length > 0);
}
