import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';

import {
  type DocumentNode,
  type GraphQLFieldResolver,
  type GraphQLSchema,
  type OperationDefinitionNode,
  executeSync,
  parse,
  validate,
} from 'graphql';
import {getVariableValues} from 'graphql/execution/values.js';

import {BUILT_SCHEMA_FILE, CLIENT_PACKAGE, REFERENCE_INDEX_FILE} from '../../node/site/paths';
import {type ApiDefinition, NETWORK_API, SCHEMA_DOWNLOAD_ROUTE, type TribeApiDefinition, isTribeApi, withIdentity} from './apis';
import {CLIENT_FIELDS_FILES, clientCall, readClientMethods, readEnumMembers, readGenericOperations} from './examples/client-call';
import {type Changelog, buildChangelog, renderChangelogPage} from './changelog';
import {type GeneratedPage, propsFileOf} from './page-file';
import {removedItems} from './history';
import {printSdl} from './print-sdl';
import {operationKey, readGuideUsage} from './guide-usage';
import {isOperationKind} from '../../plugins/reference-docs/contract/kinds';
import type {OperationExample} from './examples';
import {EXAMPLE_OVERRIDES, OVERRIDES_FILE} from './examples/overrides';
import {type ExampleOverrides, buildModel, type ReferenceModel} from './model';
import type {GraphqlReferenceOptions} from './options';
import {
  type Redirect,
  kindCounts,
  renderCategoryPage,
  renderIndex,
  renderItemPage,
  renderOverview,
  renderRedirects,
  renderRemovedPage,
  renderSidebars,
} from './render';
import {type LoadedSchema, loadSchema} from './schema-source';
import {removeFolder, replaceFolder} from '../write-output';

export const DEFAULT_OUT_DIR = NETWORK_API.outDir;
export const ROUTE_BASE_PATH = NETWORK_API.routeBasePath;

export interface Manifest {
  readonly api: string;
  /** The API's name in titles: "Network API", or a standalone reference's own. */
  readonly apiTitle: string;
  readonly origin: string;
  readonly label: string;
  readonly sourceHash: string;
  readonly rootTypes: {query: string | null; mutation: string | null; subscription: string | null};
  readonly counts: Readonly<Record<string, number>>;
  readonly pages: number;
  /** Pages kept for items of older snapshots. */
  readonly removedPages: number;
  /** What the changelog compares, and its counts; null without an older snapshot. */
  readonly changelog: {readonly from: string; readonly to: string; readonly counts: Changelog['counts']} | null;
}

export interface GenerateResult {
  readonly outDir: string;
  readonly manifest: Manifest;
  readonly redirects: readonly Redirect[];
  /** Items whose page goes without a part the generator could not make, each named (ReferenceModel.warnings). */
  readonly warnings: readonly string[];
}

/**
 * The example's response must be what the schema returns for its document:
 * executed with the response as the data behind every field, the result must
 * be the response itself, with no errors.
 */
export function responseProblems(schema: GraphQLSchema, document: DocumentNode, example: OperationExample): string[] {
  // Read by response key, so that an aliased field finds its value under its alias.
  const fieldResolver: GraphQLFieldResolver<unknown, unknown> = (source, _args, _context, info) =>
    (source as Record<string, unknown>)[String(info.path.key)];
  const result = executeSync({schema, document, rootValue: example.response, variableValues: example.variables, fieldResolver});
  if (result.errors !== undefined && result.errors.length > 0) return result.errors.map((error) => `response: ${error.message}`);
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(result.data)), example.response)) {
    return [`response: the document returns ${JSON.stringify(result.data)}, not the example's ${JSON.stringify(example.response)}`];
  }
  return [];
}

/**
 * Every example checked against the schema: its document and variables
 * validate, and executing it with the response as the data returns that
 * response. One that fails is a generator bug the reader must not see: the
 * page goes without it, and a warning names the item and the problem.
 */
export function checkExamples(model: ReferenceModel, schema: GraphQLSchema): ReferenceModel {
  const warnings: string[] = [];
  const items = model.items.map((item) => {
    if (item.example === null) return item;
    const document = parse(item.example.document);
    const errors = validate(schema, document).map((error) => error.message);
    const operation = document.definitions[0] as OperationDefinitionNode;
    const variables = getVariableValues(schema, operation.variableDefinitions ?? [], item.example.variables);
    if ('errors' in variables && variables.errors !== undefined) {
      errors.push(...variables.errors.map((error) => error.message));
    }
    if (errors.length === 0) errors.push(...responseProblems(schema, document, item.example));
    if (errors.length === 0) return item;
    warnings.push(`${item.kind} ${item.name}: no example on its page, since the generated one does not hold: ${errors.join('; ')}`);
    return {...item, example: null};
  });
  return {...model, items, warnings: [...model.warnings, ...warnings]};
}

/** Where the SDL download lives inside the output folder; Docusaurus serves `static/` at the site root. */
export const STATIC_DIR = 'static';

/** Pages, sidebar, redirects and manifest of the reference, keyed by path inside the output folder. */
export function renderFiles(
  model: ReferenceModel,
  manifest: Manifest,
  redirects: readonly Redirect[],
  api: ApiDefinition = NETWORK_API,
  changelog: Changelog | null = null,
): Map<string, string> {
  const pages: GeneratedPage[] = [
    renderOverview(
      model,
      {
        ...manifest,
        changelogRoute: changelog === null ? null : `${model.routeBasePath}/changelog`,
        removedCount: model.removedItems.length,
      },
      api,
    ),
  ];
  for (const {kind} of kindCounts(model)) {
    const items = model.items.filter((item) => item.kind === kind);
    pages.push(renderCategoryPage(kind, items, api), ...items.map((item) => renderItemPage(item, api)));
  }
  if (model.removedItems.length > 0) {
    pages.push(renderRemovedPage(model.removedItems, api), ...model.removedItems.map((item) => renderItemPage(item, api)));
  }
  if (changelog !== null) {
    pages.push(renderChangelogPage(changelog, {routeBasePath: model.routeBasePath, apiName: api.title, apiFullName: api.fullTitle}));
  }
  const files = new Map<string, string>();
  for (const page of pages) {
    files.set(page.file, page.mdx);
    files.set(propsFileOf(page.file), JSON.stringify(page.props));
    for (const [file, data] of Object.entries(page.lazyFiles)) files.set(file, JSON.stringify(data));
  }
  files.set('sidebars.json', `${JSON.stringify(renderSidebars(model, {changelog: changelog !== null}), null, 2)}\n`);
  files.set('redirects.json', `${JSON.stringify(redirects, null, 2)}\n`);
  files.set('manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
  files.set(REFERENCE_INDEX_FILE, `${JSON.stringify(renderIndex(model), null, 2)}\n`);
  return files;
}

async function changelogOf(loaded: LoadedSchema, model: ReferenceModel): Promise<Changelog | null> {
  const previous = loaded.history[0];
  if (previous === undefined) return null;
  return buildChangelog({
    from: {schema: previous.schema, label: previous.label, origin: previous.origin},
    to: {schema: loaded.schema, label: loaded.label, origin: loaded.origin},
    index: renderIndex(model),
    removedIndex: renderIndex(model, 'removed'),
  });
}

/**
 * Whether the schema is the real API's: the package's or an endpoint's, not
 * a schema file (a test fixture, a draft). The override file and the client
 * calls are written for the real API's operations, and apply to it only.
 */
export function isRealApi(options: GraphqlReferenceOptions, api: ApiDefinition = NETWORK_API): api is TribeApiDefinition {
  return isTribeApi(api) && (options.schema === 'package' || /^https?:\/\//.test(options.schema));
}

export function exampleOverridesFor(api: ApiDefinition, options: GraphqlReferenceOptions): ExampleOverrides | undefined {
  return isRealApi(options, api) ? {origin: `${OVERRIDES_FILE} (${api.title})`, byOperation: EXAMPLE_OVERRIDES[api.id]} : undefined;
}

/** Each operation and type with the guide pages whose samples use it. */
export async function withGuidePages(
  model: ReferenceModel,
  schema: GraphQLSchema,
  api: TribeApiDefinition,
  siteDir: string,
): Promise<ReferenceModel> {
  const usage = await readGuideUsage(siteDir, api.id, schema);
  return {
    ...model,
    items: model.items.map((item) => {
      const pages = usage.get(isOperationKind(item.kind) ? operationKey(item.kind, item.name) : item.name);
      return pages === undefined ? item : {...item, guidePages: pages};
    }),
  };
}

/** Each example with its call through the pinned client, where the client can send the operation. */
export async function withClientCalls(
  model: ReferenceModel,
  schema: GraphQLSchema,
  api: TribeApiDefinition,
  siteDir: string,
): Promise<ReferenceModel> {
  const packageDir = path.join(siteDir, 'node_modules', CLIENT_PACKAGE.name);
  const [methods, enums, generic] = await Promise.all([
    readClientMethods(packageDir),
    readFile(path.join(packageDir, api.packageTypes.file), 'utf8').then(readEnumMembers),
    readFile(path.join(packageDir, CLIENT_FIELDS_FILES[api.id]), 'utf8').then(readGenericOperations),
  ]);
  return {
    ...model,
    items: model.items.map((item) => {
      if (item.example === null || !isOperationKind(item.kind)) return item;
      const client = clientCall({
        api,
        schema,
        kind: item.kind,
        field: item.name,
        variables: item.example.variables,
        methods,
        generic,
        enums,
      });
      return client === null ? item : {...item, example: {...item.example, client}};
    }),
  };
}

export async function generateGraphqlReference({
  siteDir,
  options,
  api: apiAsDefined = NETWORK_API,
  outDir = path.join(siteDir, apiAsDefined.outDir),
  exampleOverrides = exampleOverridesFor(apiAsDefined, options),
  realApi = isRealApi(options, apiAsDefined),
}: {
  siteDir: string;
  options: GraphqlReferenceOptions;
  api?: ApiDefinition;
  outDir?: string;
  /** null: none, whatever the schema. */
  exampleOverrides?: ExampleOverrides | null;
  /** The schema is the real Tribe API's: add what is written for it, each example's client call and each page's guide pages. */
  realApi?: boolean;
}): Promise<GenerateResult> {
  const api = withIdentity(apiAsDefined, options);
  try {
    const loaded = await loadSchema(options, siteDir, api);
    const {schema, origin, label, sourceHash} = loaded;
    const built = checkExamples(buildModel(schema, api.routeBasePath, exampleOverrides ?? undefined), schema);
    // Written for the real API: the client calls and the guide's samples.
    const current =
      realApi && isTribeApi(api) ? await withGuidePages(await withClientCalls(built, schema, api, siteDir), schema, api, siteDir) : built;
    const model: ReferenceModel = {...current, removedItems: removedItems(current, schema, loaded.history)};
    const changelog = await changelogOf(loaded, model);
    const counts = Object.fromEntries(kindCounts(model).map(({kind, count}) => [kind, count]));
    const manifest: Manifest = {
      api: api.id,
      apiTitle: api.title,
      origin,
      label,
      sourceHash,
      rootTypes: {
        query: schema.getQueryType()?.name ?? null,
        mutation: schema.getMutationType()?.name ?? null,
        subscription: schema.getSubscriptionType()?.name ?? null,
      },
      counts,
      pages: model.items.length,
      removedPages: model.removedItems.length,
      changelog: changelog === null ? null : {from: changelog.from.label, to: changelog.to.label, counts: changelog.counts},
    };
    const redirects = renderRedirects(model);
    const files = renderFiles(model, manifest, redirects, api, changelog);
    // The guide's GraphQL samples are validated against exactly this schema, without loading the source again.
    files.set(BUILT_SCHEMA_FILE, printSdl(schema, 'validation'));
    files.set(`${STATIC_DIR}${SCHEMA_DOWNLOAD_ROUTE}/${api.downloadFile}`, printSdl(schema, 'download'));
    await replaceFolder(outDir, files);
    return {outDir, manifest, redirects, warnings: model.warnings};
  } catch (error) {
    await removeFolder(outDir);
    throw error;
  }
}
