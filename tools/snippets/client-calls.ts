/**
 * What the TypeScript samples do with the pinned client, checked with the
 * samples' own TypeScript program (tools/snippets/typecheck.ts):
 *
 * - A call of a client method (`client.posts.create(…)`, or the generic
 *   `client.query({name: 'x', …})`) sends the document the client reference
 *   maps it to (generators/client-reference/parameters.ts).
 *   `NoDeprecatedCustomRule` runs over that document: a deprecated root field
 *   is a use of it, and so is a deprecated argument of the root field when the
 *   sample passes the variable that feeds it.
 * - A parameter the sample passes that the method's document never declares
 *   is dropped by the client: always a failure.
 * - Deprecated fields inside the client's fixed field sets do not count as
 *   such: the sample cannot choose them, and the client sends them whatever
 *   the page says. A deprecated field counts where the sample itself touches
 *   it: reads it from a result (`network.subscriptionPlan`, or by
 *   destructuring), or sets it in an input object it passes. That is found
 *   through the client's generated types: the property's declaration belongs
 *   to a schema type of the API's snapshot.
 *
 * A deprecated use passes when the page names it as deprecated with its
 * replacement (tools/snippets/deprecations.ts), as for the GraphQL blocks.
 */
import path from 'node:path';

import type {DocumentNode, GraphQLSchema} from 'graphql';
import {Kind} from 'graphql';
import ts from 'typescript';

import type {ApiName} from '../../generators/client-reference/documents';
import {
  type BuiltDocument,
  builtDocuments,
  genericKey,
  type MethodVariables,
  methodVariables,
  propertyNames,
} from '../../generators/client-reference/parameters';
import {GLOBAL_API, NETWORK_API} from '../../generators/graphql-reference/apis';
import {CLIENT_PACKAGE_NAME} from '../../node/site/paths';
import {type DeprecatedItem, deprecatedField, deprecatedUses, deprecationMessage, namedAsDeprecated, rootFieldNode} from './deprecations';
import type {ApiSchemas} from './graphql';
import type {SampleInspector, SnippetProblem} from './typecheck';

/** The class whose methods call the Global API; every other class calls the Network API. */
const GLOBAL_CLASS = 'GlobalClient';
const GENERIC_METHODS: Readonly<Record<string, 'QueryFunctions' | 'MutationFunctions'>> = {
  query: 'QueryFunctions',
  mutation: 'MutationFunctions',
};

/** A client call of a sample: the method, the documents it sends and the variables the sample passes. */
interface ClientCall {
  readonly label: string;
  readonly api: ApiName;
  readonly documents: readonly BuiltDocument[];
  readonly passed: readonly string[];
  /** The method's parameters that its documents never declare (empty for the generic methods). */
  readonly dropped: readonly string[];
}

/** The page a sample's origin (`docs/x.mdx:42`) belongs to. */
function pageOf(origin: string): string {
  return origin.replace(/:\d+$/, '');
}

/**
 * The inspector `typecheckSnippets` runs over each sample of the site's
 * environment. `pages`: file → Markdown of the pages the samples come from,
 * whose prose may name a deprecated item.
 */
export async function clientUseInspector(
  repoRoot: string,
  schemas: ApiSchemas,
  pages: ReadonlyMap<string, string>,
): Promise<SampleInspector> {
  const packageDir = path.join(repoRoot, 'node_modules', CLIENT_PACKAGE_NAME);
  const documents = await builtDocuments(packageDir);
  const typesFiles: ReadonlyArray<readonly [string, ApiName]> = [
    [path.join(packageDir, NETWORK_API.packageTypes.file), 'network'],
    [path.join(packageDir, GLOBAL_API.packageTypes.file), 'global'],
  ];
  const methodsByProgram = new WeakMap<ts.Program, ReadonlyMap<string, MethodVariables>>();
  const methodsOf = (program: ts.Program) => {
    let methods = methodsByProgram.get(program);
    if (methods === undefined) {
      methods = new Map(methodVariables(program, packageDir, documents).map((entry) => [`${entry.className}.${entry.method}`, entry]));
      methodsByProgram.set(program, methods);
    }
    return methods;
  };
  const clientDir = `${path.join(packageDir, 'src/client')}${path.sep}`;

  return (program, sourceFile, snippet) => {
    const checker = program.getTypeChecker();
    const methods = methodsOf(program);
    const markdown = pages.get(pageOf(snippet.origin)) ?? '';
    const problems: SnippetProblem[] = [];
    const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
    const report = (node: ts.Node, message: string) => problems.push({origin: snippet.origin, line: lineOf(node), message});
    const deprecated = (node: ts.Node, item: DeprecatedItem) => {
      if (!namedAsDeprecated(pageOf(snippet.origin), markdown, item)) report(node, deprecationMessage(item));
    };
    const schemaOf = (api: ApiName): GraphQLSchema => schemas[api];

    /** The client method a call resolves to, with what the sample passes. */
    const clientCall = (call: ts.CallExpression): ClientCall | null => {
      const declaration = checker.getResolvedSignature(call)?.declaration;
      if (declaration === undefined || !ts.isMethodDeclaration(declaration) || !ts.isIdentifier(declaration.name)) return null;
      const owner = declaration.parent;
      if (!ts.isClassDeclaration(owner) || owner.name === undefined) return null;
      if (!path.resolve(declaration.getSourceFile().fileName).startsWith(clientDir)) return null;
      const className = owner.name.text;
      const method = declaration.name.text;
      const api: ApiName = className === GLOBAL_CLASS ? 'global' : 'network';
      const label = `${ts.isPropertyAccessExpression(call.expression) ? call.expression.getText(sourceFile) : method}()`;
      const group = GENERIC_METHODS[method];
      if (group !== undefined) {
        // client.query({name: 'x', args: {variables: {…}, fields}}): the generic document of `x`.
        const options = call.arguments[0];
        if (options === undefined) return null;
        const optionsType = checker.getTypeAtLocation(options);
        const nameSymbol = optionsType.getProperty('name');
        const nameType = nameSymbol === undefined ? undefined : checker.getTypeOfSymbolAtLocation(nameSymbol, options);
        if (nameType === undefined || !nameType.isStringLiteral()) return null;
        const document = documents.get(genericKey(api, group, nameType.value));
        const argsSymbol = optionsType.getProperty('args');
        const argsType = argsSymbol === undefined ? undefined : checker.getTypeOfSymbolAtLocation(argsSymbol, options);
        const variablesSymbol = argsType?.getProperty('variables');
        const variablesType = variablesSymbol === undefined ? undefined : checker.getTypeOfSymbolAtLocation(variablesSymbol, options);
        return {
          label: `${label.slice(0, -2)}({name: '${nameType.value}'})`,
          api,
          documents: document === undefined ? [] : [document],
          passed: variablesType === undefined ? [] : (propertyNames(checker, variablesType) ?? []),
          dropped: [],
        };
      }
      const entry = methods.get(`${className}.${method}`);
      if (entry === undefined) return null;
      const argument = entry.variablesIndex === null ? undefined : call.arguments[entry.variablesIndex];
      return {
        label,
        api,
        documents: entry.documents.flatMap((key) => documents.get(key) ?? []),
        passed: argument === undefined ? [] : (propertyNames(checker, checker.getTypeAtLocation(argument)) ?? []),
        dropped: entry.dropped,
      };
    };

    const checkCall = (node: ts.CallExpression, call: ClientCall) => {
      for (const name of call.passed.filter((passed) => call.dropped.includes(passed))) {
        report(
          node,
          `${call.label} is passed \`${name}\`, which client 2.4.0 drops: the GraphQL document it sends never declares $${name}; leave it out and do not rely on it`,
        );
      }
      for (const {document} of call.documents) checkDocumentUses(node, call, document);
    };

    const checkDocumentUses = (node: ts.CallExpression, call: ClientCall, document: DocumentNode) => {
      const root = rootFieldNode(document);
      for (const use of deprecatedUses(schemaOf(call.api), document)) {
        if (use.node === root) deprecated(node, use.item);
        else if (
          use.item.kind === 'argument' &&
          use.node.kind === Kind.ARGUMENT &&
          root?.arguments?.includes(use.node) === true &&
          use.node.value.kind === Kind.VARIABLE &&
          call.passed.includes(use.node.value.name.value)
        ) {
          deprecated(node, use.item);
        }
        // Anything else is inside the client's fixed field sets: it counts only where the sample reads it (below).
      }
    };

    /** The schema type and API of a property of the client's generated types, or null. */
    const schemaProperty = (symbol: ts.Symbol | undefined): {api: ApiName; type: string; field: string} | null => {
      const declaration = symbol?.declarations?.[0];
      if (declaration === undefined || !ts.isPropertySignature(declaration)) return null;
      const literal = declaration.parent;
      const alias = ts.isTypeLiteralNode(literal) ? literal.parent : undefined;
      if (alias === undefined || !ts.isTypeAliasDeclaration(alias)) return null;
      const file = path.resolve(declaration.getSourceFile().fileName);
      const api = typesFiles.find(([typesFile]) => typesFile === file)?.[1];
      return api === undefined ? null : {api, type: alias.name.text, field: symbol!.getName()};
    };
    /** A property of a type, looked up in each member of a union (`InputMaybe<CreatePostInput>`). */
    const propertyOf = (type: ts.Type | undefined, name: string): ts.Symbol | undefined => {
      if (type === undefined) return undefined;
      for (const member of type.isUnion() ? type.types : [type]) {
        const property = member.getProperty(name);
        if (property !== undefined) return property;
      }
      return undefined;
    };
    const checkProperty = (node: ts.Node, symbol: ts.Symbol | undefined) => {
      const property = schemaProperty(symbol);
      if (property === null) return;
      const item = deprecatedField(schemaOf(property.api), property.type, property.field);
      if (item !== null) deprecated(node, item);
    };

    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) {
        const call = clientCall(node);
        if (call !== null) checkCall(node, call);
      } else if (ts.isPropertyAccessExpression(node)) {
        checkProperty(node.name, checker.getSymbolAtLocation(node.name));
      } else if (ts.isObjectLiteralExpression(node)) {
        const contextual = checker.getContextualType(node);
        for (const property of node.properties) {
          if ((ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) && ts.isIdentifier(property.name))
            checkProperty(property.name, propertyOf(contextual, property.name.text));
        }
      } else if (ts.isObjectBindingPattern(node)) {
        const type = checker.getTypeAtLocation(node);
        for (const element of node.elements) {
          const name = element.propertyName ?? element.name;
          if (ts.isIdentifier(name)) checkProperty(name, propertyOf(type, name.text));
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
    return problems;
  };
}
