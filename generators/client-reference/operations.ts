/**
 * Which GraphQL operation each client method sends, read from the package's
 * own TypeScript sources: a method calls a `…GQLQuery()`/`…GQLMutation()`
 * builder (or holds a `gql` template itself), and the builder's template names
 * the operation type and its root field.
 */
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';

import ts from 'typescript';

export type OperationType = 'query' | 'mutation' | 'subscription';

export interface SentOperation {
  readonly type: OperationType;
  /** The root field, e.g. `app` for `query app($id: ID) { app(id: $id) { … } }`. */
  readonly field: string;
}

/** Class name → method name → the operations the method sends, in source order. */
export type OperationMap = ReadonlyMap<string, ReadonlyMap<string, readonly SentOperation[]>>;

const OPERATION = /\b(query|mutation|subscription)\b[^{]*\{\s*([_A-Za-z][_0-9A-Za-z]*)/;

export function operationOfTemplate(template: string): SentOperation | null {
  const match = OPERATION.exec(template.replace(/#[^\n]*/g, ''));
  return match === null ? null : {type: match[1] as OperationType, field: match[2]!};
}

function templateText(node: ts.TemplateLiteral): string {
  if (ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return node.head.text + node.templateSpans.map((span) => ` __interpolation__ ${span.literal.text}`).join('');
}

function isGqlTemplate(node: ts.Node): node is ts.TaggedTemplateExpression {
  return ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'gql';
}

/** The first `gql` template below a node, skipping nested function bodies' siblings order. */
function firstGqlOperation(node: ts.Node): SentOperation | null {
  let found: SentOperation | null = null;
  const visit = (child: ts.Node): void => {
    if (found !== null) return;
    if (isGqlTemplate(child)) {
      found = operationOfTemplate(templateText(child.template));
      if (found !== null) return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** The package's TypeScript sources below `dir`, parsed, in path order. */
export async function sourceFiles(dir: string): Promise<ts.SourceFile[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  const files = entries
    .filter((entry) => entry.isFile() && /\.m?ts$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  return Promise.all(files.map(async (file) => ts.createSourceFile(file, await readFile(file, 'utf8'), ts.ScriptTarget.Latest, true)));
}

/** Builder function name → the operation its template sends. */
export function collectBuilders(files: readonly ts.SourceFile[]): Map<string, SentOperation> {
  const builders = new Map<string, SentOperation>();
  for (const file of files) {
    ts.forEachChild(file, function visit(node) {
      if (ts.isFunctionDeclaration(node) && node.name !== undefined && node.body !== undefined) {
        const operation = firstGqlOperation(node.body);
        if (operation !== null) builders.set(node.name.text, operation);
      } else if (ts.isVariableStatement(node)) {
        for (const declaration of node.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name) && declaration.initializer !== undefined) {
            const operation = firstGqlOperation(declaration.initializer);
            if (operation !== null) builders.set(declaration.name.text, operation);
          }
        }
      }
    });
  }
  return builders;
}

/** What a method body sends directly, and which other methods of its class it calls. */
interface MethodFacts {
  readonly direct: SentOperation[];
  readonly calls: string[];
}

function methodFacts(method: ts.MethodDeclaration, builders: ReadonlyMap<string, SentOperation>): MethodFacts {
  const direct: SentOperation[] = [];
  const calls: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee)) {
        const operation = builders.get(callee.text);
        if (operation !== undefined) direct.push(operation);
      } else if (ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword) {
        calls.push(callee.name.text);
      }
    } else if (isGqlTemplate(node)) {
      const operation = operationOfTemplate(templateText(node.template));
      if (operation !== null) direct.push(operation);
    }
    ts.forEachChild(node, visit);
  };
  if (method.body !== undefined) visit(method.body);
  return {direct, calls};
}

/** A method sends what it sends itself plus what the methods of its own class that it calls send. */
function resolveOperations(name: string, facts: ReadonlyMap<string, MethodFacts>, visiting = new Set<string>()): SentOperation[] {
  const own = facts.get(name);
  if (own === undefined || visiting.has(name)) return [];
  visiting.add(name);
  const all = [...own.direct, ...own.calls.flatMap((callee) => resolveOperations(callee, facts, visiting))];
  const seen = new Set<string>();
  return all.filter((operation) => {
    const key = `${operation.type} ${operation.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function isPublicMethod(member: ts.ClassElement): member is ts.MethodDeclaration {
  if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) return false;
  const modifiers = ts.getModifiers(member) ?? [];
  return !modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword || modifier.kind === ts.SyntaxKind.ProtectedKeyword);
}

/** Reads `src/graphql` for builders and `src/client` for the classes that call them. */
export async function readOperationMap(packageSrcDir: string): Promise<OperationMap> {
  const builders = collectBuilders(await sourceFiles(path.join(packageSrcDir, 'graphql')));
  const map = new Map<string, Map<string, SentOperation[]>>();
  for (const file of await sourceFiles(path.join(packageSrcDir, 'client'))) {
    ts.forEachChild(file, (node) => {
      if (!ts.isClassDeclaration(node) || node.name === undefined) return;
      const facts = new Map<string, MethodFacts>();
      for (const member of node.members) {
        if (ts.isMethodDeclaration(member) && ts.isIdentifier(member.name)) facts.set(member.name.text, methodFacts(member, builders));
      }
      const methods = new Map<string, SentOperation[]>();
      for (const member of node.members) {
        if (isPublicMethod(member)) {
          const name = (member.name as ts.Identifier).text;
          methods.set(name, resolveOperations(name, facts));
        }
      }
      map.set(node.name.text, methods);
    });
  }
  return map;
}
