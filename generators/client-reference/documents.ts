/**
 * Every GraphQL document the pinned client can send, built the way the client
 * builds it (each builder with the `'basic'` and `'all'` field sets), and
 * validated against the schema of the API it is sent to:
 * - the builders in `src/graphql` and the generic `QueryFunctions` /
 *   `MutationFunctions` of `src/types`: the Network API (TribeClient and its
 *   sub-clients); `getLimitedTokenGQLQuery` is also sent by GlobalClient;
 * - the `QueryFunctions` / `MutationFunctions` of `src/global-types`: the
 *   Global API (GlobalClient).
 */
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import {type DocumentNode, type GraphQLSchema, Kind, type OperationDefinitionNode, parse, print, validate} from 'graphql';

import type {OperationType} from './operations';

export type ApiName = 'network' | 'global';
export const FIELD_SETS = ['basic', 'all'] as const;
export type FieldSet = (typeof FIELD_SETS)[number];

/** Builders that GlobalClient sends as well (see src/client/global.client.ts). */
const ALSO_GLOBAL = new Set(['getLimitedTokenGQLQuery']);

export interface ClientDocument {
  /** `getPostGQLQuery`, or `QueryFunctions.post` for the generic builders. */
  readonly builder: string;
  readonly fieldSet: FieldSet;
  readonly api: ApiName;
  readonly operation: {readonly type: OperationType; readonly field: string} | null;
  readonly errors: readonly string[];
}

export type Builder = (fields: FieldSet) => DocumentNode;

function operationOf(document: DocumentNode): ClientDocument['operation'] {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  const field = operation?.selectionSet.selections.find((selection) => selection.kind === Kind.FIELD);
  return operation === undefined || field?.kind !== Kind.FIELD ? null : {type: operation.operation, field: field.name.value};
}

async function importFrom(packageDir: string, file: string): Promise<Record<string, unknown>> {
  return (await import(pathToFileURL(path.join(packageDir, file)).href)) as Record<string, unknown>;
}

export interface DocumentBuilder {
  /** `getPostGQLQuery`, or `QueryFunctions.post` for the generic builders. */
  readonly name: string;
  readonly build: Builder;
  readonly apis: readonly ApiName[];
}

/**
 * The client's document builders, sorted by name, with the APIs each is sent
 * to: those `src/graphql/index.ts` exports, then the generic ones of each API.
 * With `everyModule`, every function of every module of `src/graphql` instead
 * of the index (some builders, such as `redirectGQLQuery`, are imported by
 * their file), the first module to export a name winning; a caller then keeps
 * only the functions that build a document.
 */
export async function documentBuilders(packageDir: string, {everyModule = false} = {}): Promise<DocumentBuilder[]> {
  const builders: DocumentBuilder[] = [];
  const named = new Set<string>();
  const add = (name: string, build: unknown, apis: readonly ApiName[]) => {
    if (typeof build !== 'function' || named.has(name)) return;
    named.add(name);
    builders.push({name, build: build as Builder, apis});
  };
  const modules = everyModule ? await graphqlModules(packageDir) : ['src/graphql/index.ts'];
  for (const file of modules) {
    for (const [name, value] of Object.entries(await importFrom(packageDir, file))) {
      if (everyModule || /GQL(Query|Mutation)$/.test(name)) add(name, value, ALSO_GLOBAL.has(name) ? ['network', 'global'] : ['network']);
    }
  }
  const generic = [
    ['network', 'src/types/fields.generated.ts'],
    ['global', 'src/global-types/fields.global.generated.ts'],
  ] as const;
  for (const [api, file] of generic) {
    const module = await importFrom(packageDir, file);
    for (const group of ['QueryFunctions', 'MutationFunctions']) {
      for (const [name, value] of Object.entries(module[group] as Record<string, unknown>)) {
        // The two APIs share generic names; the global ones are told apart by their `apis`.
        builders.push({name: `${group}.${name}`, build: value as Builder, apis: [api]});
      }
    }
  }
  return builders.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The TypeScript modules of the package's `src/graphql`, relative to the package, sorted. */
async function graphqlModules(packageDir: string): Promise<string[]> {
  const graphqlDir = path.join(packageDir, 'src/graphql');
  return (await readdir(graphqlDir, {recursive: true, withFileTypes: true}))
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(packageDir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Every document, valid or not, in a stable order. */
export async function clientDocuments(packageDir: string, schemas: Readonly<Record<ApiName, GraphQLSchema>>): Promise<ClientDocument[]> {
  const documents: ClientDocument[] = [];
  for (const {name, build, apis} of await documentBuilders(packageDir)) {
    for (const fieldSet of FIELD_SETS) {
      // The package builds with its own copy of graphql; reparse into ours.
      const document = parse(print(build(fieldSet)));
      for (const api of apis) {
        documents.push({
          builder: name,
          fieldSet,
          api,
          operation: operationOf(document),
          errors: validate(schemas[api], document).map((error) => error.message),
        });
      }
    }
  }
  return documents;
}
