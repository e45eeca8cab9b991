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

type Builder = (fields: FieldSet) => DocumentNode;

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

/** Name → builder, sorted by name, with the APIs each is sent to. */
async function buildersOf(packageDir: string): Promise<Array<{name: string; build: Builder; apis: readonly ApiName[]}>> {
  const graphql = await importFrom(packageDir, 'src/graphql/index.ts');
  const networkTypes = await importFrom(packageDir, 'src/types/fields.generated.ts');
  const globalTypes = await importFrom(packageDir, 'src/global-types/fields.global.generated.ts');
  const builders: Array<{name: string; build: Builder; apis: readonly ApiName[]}> = [];
  for (const [name, value] of Object.entries(graphql)) {
    if (typeof value === 'function' && /GQL(Query|Mutation)$/.test(name)) {
      builders.push({name, build: value as Builder, apis: ALSO_GLOBAL.has(name) ? ['network', 'global'] : ['network']});
    }
  }
  const generic = (module: Record<string, unknown>, api: ApiName) => {
    for (const group of ['QueryFunctions', 'MutationFunctions']) {
      for (const [name, value] of Object.entries(module[group] as Record<string, Builder>))
        builders.push({name: `${group}.${name}`, build: value, apis: [api]});
    }
  };
  generic(networkTypes, 'network');
  generic(globalTypes, 'global');
  return builders.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Every document, valid or not, in a stable order. */
export async function clientDocuments(packageDir: string, schemas: Readonly<Record<ApiName, GraphQLSchema>>): Promise<ClientDocument[]> {
  const documents: ClientDocument[] = [];
  for (const {name, build, apis} of await buildersOf(packageDir)) {
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
