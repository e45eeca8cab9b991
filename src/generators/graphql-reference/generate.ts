import path from 'node:path';

import {type OperationDefinitionNode, parse, printSchema, validate} from 'graphql';
import {getVariableValues} from 'graphql/execution/values.js';

import {KIND_INFO} from './kinds';
import {buildModel, type ReferenceModel} from './model';
import type {GraphqlReferenceOptions} from './options';
import {
  type Redirect,
  kindCounts,
  renderCategoryPage,
  renderIndex,
  renderItemPage,
  renderOverview,
  renderRedirects,
  renderSidebars,
} from './render';
import {loadSchema} from './schema-source';
import {removeFolder, replaceFolder} from '../write-output';

export const DEFAULT_OUT_DIR = 'generated/graphql';
export const ROUTE_BASE_PATH = '/docs/graphql';

export interface Manifest {
  readonly origin: string;
  readonly sourceHash: string;
  readonly rootTypes: {query: string | null; mutation: string | null; subscription: string | null};
  readonly counts: Readonly<Record<string, number>>;
  readonly pages: number;
}

export interface GenerateResult {
  readonly outDir: string;
  readonly manifest: Manifest;
  readonly redirects: readonly Redirect[];
}

/** A generated example that the schema rejects is a bug in the generator: fail loudly. */
export function checkExamples(model: ReferenceModel, schema: Parameters<typeof validate>[0]): void {
  const problems: string[] = [];
  for (const item of model.items) {
    if (item.example === null) continue;
    const document = parse(item.example.document);
    const errors = validate(schema, document).map((error) => error.message);
    const operation = document.definitions[0] as OperationDefinitionNode;
    const variables = getVariableValues(schema, operation.variableDefinitions ?? [], item.example.variables);
    if ('errors' in variables && variables.errors !== undefined) {
      errors.push(...variables.errors.map((error) => error.message));
    }
    if (errors.length > 0) problems.push(`${item.kind} ${item.name}: ${errors.join('; ')}`);
  }
  if (problems.length > 0) {
    throw new Error(`generated examples do not validate against the schema:\n- ${problems.join('\n- ')}`);
  }
}

/** The schema the reference was generated from, as SDL, inside the output folder. */
export const BUILT_SCHEMA_FILE = 'schema.graphql';

/** Pages, sidebar, redirects and manifest of the reference, keyed by path inside the output folder. */
export function renderFiles(model: ReferenceModel, manifest: Manifest, redirects: readonly Redirect[]): Map<string, string> {
  const files = new Map<string, string>();
  files.set('schema.mdx', renderOverview(model, manifest));
  for (const {kind} of kindCounts(model)) {
    const items = model.items.filter((item) => item.kind === kind);
    files.set(`${KIND_INFO[kind].folder}/index.mdx`, renderCategoryPage(kind, items));
    for (const item of items) files.set(`${KIND_INFO[kind].folder}/${item.slug}.mdx`, renderItemPage(item));
  }
  files.set('sidebars.json', `${JSON.stringify(renderSidebars(model), null, 2)}\n`);
  files.set('redirects.json', `${JSON.stringify(redirects, null, 2)}\n`);
  files.set('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  files.set('index.json', `${JSON.stringify(renderIndex(model), null, 2)}\n`);
  return files;
}

export async function generateGraphqlReference({
  siteDir,
  options,
  outDir = path.join(siteDir, DEFAULT_OUT_DIR),
}: {
  siteDir: string;
  options: GraphqlReferenceOptions;
  outDir?: string;
}): Promise<GenerateResult> {
  try {
    const {schema, origin, sourceHash} = await loadSchema(options, siteDir);
    const model = buildModel(schema, ROUTE_BASE_PATH);
    checkExamples(model, schema);
    const counts = Object.fromEntries(kindCounts(model).map(({kind, count}) => [kind, count]));
    const manifest: Manifest = {
      origin,
      sourceHash,
      rootTypes: {
        query: schema.getQueryType()?.name ?? null,
        mutation: schema.getMutationType()?.name ?? null,
        subscription: schema.getSubscriptionType()?.name ?? null,
      },
      counts,
      pages: model.items.length,
    };
    const redirects = renderRedirects(model);
    const files = renderFiles(model, manifest, redirects);
    // The guide's GraphQL samples are validated against exactly this schema, without loading the source again.
    files.set(BUILT_SCHEMA_FILE, printSchema(schema));
    await replaceFolder(outDir, files);
    return {outDir, manifest, redirects};
  } catch (error) {
    await removeFolder(outDir);
    throw error;
  }
}
