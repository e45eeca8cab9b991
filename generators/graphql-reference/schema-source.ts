import {createHash} from 'node:crypto';
import {readFile} from 'node:fs/promises';
import path from 'node:path';

import {
  GraphQLError,
  GraphQLSchema,
  Source,
  buildASTSchema,
  buildClientSchema,
  getIntrospectionQuery,
  isObjectType,
  parse,
  validateSchema,
  type IntrospectionQuery,
} from 'graphql';
import {validateSDL} from 'graphql/validation/validate.js';

import {CLIENT_PACKAGE} from '../../node/site/paths';
import {type ApiDefinition, NETWORK_API, type PackageSnapshot} from './apis';
import {mergeWithSdl, schemaFromCodegenTypes} from './codegen-types';
import type {GraphqlReferenceOptions, RootTypeNames} from './options';

/** An older schema of the same API: removed items keep their pages, and the changelog starts from it. */
export interface SchemaSnapshot {
  readonly schema: GraphQLSchema;
  /** How pages name it, e.g. "older SDL snapshot". */
  readonly label: string;
  readonly origin: string;
}

export interface LoadedSchema {
  readonly schema: GraphQLSchema;
  /** Where the schema came from, for people: a path, a URL or the package file. */
  readonly origin: string;
  /** How pages name the documented snapshot. */
  readonly label: string;
  /** sha256 of the source text: the same source always generates the same pages. */
  readonly sourceHash: string;
  /** Older snapshots, newest first: the embedded default (when another source is used), then the package's SDL. */
  readonly history: readonly SchemaSnapshot[];
}

export class SchemaSourceError extends Error {
  override name = 'SchemaSourceError';
}

/** `file:line:column: message` for every location the error has. */
export function formatGraphQLError(error: GraphQLError, origin: string): string {
  const location = error.locations?.[0];
  return location === undefined ? `${origin}: ${error.message}` : `${origin}:${location.line}:${location.column}: ${error.message}`;
}

function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function schemaFromSdl(sdl: string, origin: string): GraphQLSchema {
  let document;
  try {
    document = parse(new Source(sdl, origin));
  } catch (error) {
    if (error instanceof GraphQLError) throw new SchemaSourceError(formatGraphQLError(error, origin));
    throw error;
  }
  const errors = validateSDL(document);
  if (errors.length > 0) {
    throw new SchemaSourceError(errors.map((error) => formatGraphQLError(error, origin)).join('\n'));
  }
  const schema = buildASTSchema(document, {assumeValidSDL: true});
  // graphql-js adds every directive its spec version knows, @oneOf included.
  // An SDL printed from an older server never mentions @oneOf, and documenting
  // it would promise a feature that server may not have.
  if (/@oneOf\b/.test(sdl)) return schema;
  return new GraphQLSchema({
    ...schema.toConfig(),
    directives: schema.getDirectives().filter((directive) => directive.name !== 'oneOf'),
  });
}

export function schemaFromIntrospection(json: string, origin: string): GraphQLSchema {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch (error) {
    throw new SchemaSourceError(`${origin}: not valid JSON (${(error as Error).message})`);
  }
  const result = parsed as {data?: IntrospectionQuery; __schema?: unknown} | null;
  const introspection = result?.data ?? (result?.__schema === undefined ? undefined : (result as IntrospectionQuery));
  if (introspection?.__schema === undefined) {
    throw new SchemaSourceError(`${origin}: not an introspection result (expected "data.__schema" or "__schema")`);
  }
  // The file's, not yet checked: every part may be missing or of another type.
  const schemaPart = introspection.__schema as {types?: unknown; queryType?: {name?: unknown} | null} | null;
  // buildClientSchema's own messages for these ("… is not iterable") name no field of the file.
  if (schemaPart === null || typeof schemaPart !== 'object' || !Array.isArray(schemaPart.types)) {
    throw new SchemaSourceError(`${origin}: "__schema.types" is missing or not a list, so this introspection result holds no types`);
  }
  if (schemaPart.queryType === null || typeof schemaPart.queryType !== 'object' || typeof schemaPart.queryType.name !== 'string') {
    throw new SchemaSourceError(`${origin}: "__schema.queryType" is missing, so this introspection result names no query root type`);
  }
  try {
    return buildClientSchema(introspection);
  } catch (error) {
    throw new SchemaSourceError(`${origin}: ${(error as Error).message}`);
  }
}

/**
 * What may be shown of an endpoint's URL, in messages, the manifest and the
 * pages: its user name, password and query values become `***`, as tokens
 * travel there (`?access_token=…`, `https://user:pass@…`).
 */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return url.replace(/\/\/[^/@]*@/, '//***@').replace(/\?.*$/, '?***');
  }
  if (parsed.username !== '') parsed.username = '***';
  if (parsed.password !== '') parsed.password = '***';
  for (const key of new Set(parsed.searchParams.keys())) parsed.searchParams.set(key, '***');
  return parsed.href;
}

/**
 * The request for a URL that may carry a user and password: fetch refuses
 * such a URL, so they move into a Basic Authorization header, unless the
 * configured headers already authorize.
 */
export function endpointRequest(url: string, headers: Readonly<Record<string, string>>): {url: string; headers: Record<string, string>} {
  const parsed = new URL(url);
  if (parsed.username === '' && parsed.password === '') return {url, headers: {...headers}};
  const credentials = Buffer.from(`${decodeURIComponent(parsed.username)}:${decodeURIComponent(parsed.password)}`).toString('base64');
  parsed.username = '';
  parsed.password = '';
  const authorized = Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');
  return {url: parsed.href, headers: authorized ? {...headers} : {...headers, Authorization: `Basic ${credentials}`}};
}

/** The largest introspection answer read: the network API's is about 2 MB; anything near this is not a schema. */
export const MAX_INTROSPECTION_BYTES = 64 * 1024 * 1024;

/** The body as text, or null once it passes `maxBytes` (the rest is not read). */
async function boundedText(response: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    return null;
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const sizeText = (bytes: number): string => (bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MiB` : `${bytes} bytes`);

export async function fetchIntrospection(
  rawUrl: string,
  headers: Readonly<Record<string, string>>,
  timeoutMs: number,
  maxBytes = MAX_INTROSPECTION_BYTES,
): Promise<string> {
  const url = redactUrl(rawUrl);
  const request = endpointRequest(rawUrl, headers);
  // A message may quote the address it failed on: never with its secrets.
  const scrub = (text: string): string => [rawUrl, request.url].reduce((result, secret) => result.split(secret).join(url), text);
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  let body: string;
  try {
    response = await fetch(request.url, {
      method: 'POST',
      headers: {'content-type': 'application/json', accept: 'application/json', ...request.headers},
      body: JSON.stringify({operationName: 'IntrospectionQuery', query: getIntrospectionQuery()}),
      signal,
    });
    const text = await boundedText(response, maxBytes);
    if (text === null) {
      throw new SchemaSourceError(
        `${url}: the answer is larger than ${sizeText(maxBytes)}, far more than a schema; is this the GraphQL endpoint?`,
      );
    }
    body = text;
  } catch (error) {
    if (error instanceof SchemaSourceError) throw error;
    const cause = error as Error & {cause?: {code?: string; message?: string}};
    if (cause.name === 'TimeoutError' || cause.name === 'AbortError') {
      throw new SchemaSourceError(`${url}: no answer to the introspection query within ${timeoutMs} ms`);
    }
    const reason = cause.cause?.code ?? cause.cause?.message ?? cause.message;
    throw new SchemaSourceError(`${url}: could not fetch the schema (${scrub(reason)})`);
  }
  let parsed: {data?: {__schema?: unknown}; errors?: unknown} | null;
  try {
    parsed = JSON.parse(body) as typeof parsed;
  } catch {
    parsed = null;
  }
  const serverMessages = (Array.isArray(parsed?.errors) ? (parsed.errors as unknown[]) : [])
    .map((error) => (error as {message?: unknown} | null)?.message)
    .filter((message): message is string => typeof message === 'string' && message !== '');
  if (!response.ok) {
    // A GraphQL server explains a refusal (a bad token, a disabled introspection) in its errors: pass that on.
    const explained = serverMessages.length > 0 ? `: ${scrub(serverMessages.join('; '))}` : '';
    throw new SchemaSourceError(
      `${`${url}: the introspection query failed with HTTP ${response.status} ${response.statusText}`.trim()}${explained}`,
    );
  }
  if (parsed === null) {
    const type = response.headers.get('content-type') ?? 'no content type';
    throw new SchemaSourceError(`${url}: the answer is not JSON (${type}); is this a GraphQL endpoint?`);
  }
  if (parsed.data?.__schema === undefined) {
    throw new SchemaSourceError(
      serverMessages.length > 0
        ? `${url}: the server refused the introspection query: ${scrub(serverMessages.join('; '))}`
        : `${url}: the answer has no data.__schema; is this a GraphQL endpoint?`,
    );
  }
  return body;
}

function withRootTypes(schema: GraphQLSchema, roots: RootTypeNames, origin: string): GraphQLSchema {
  const pick = (role: keyof RootTypeNames) => {
    const name = roots[role];
    if (name === null) return undefined;
    const type = schema.getType(name);
    if (!isObjectType(type)) {
      throw new SchemaSourceError(
        `${origin}: the ${role} root type "${name}" is ${type === undefined ? 'not in the schema' : 'not an object type'}`,
      );
    }
    return type;
  };
  return new GraphQLSchema({
    ...schema.toConfig(),
    query: pick('query'),
    mutation: pick('mutation'),
    subscription: pick('subscription'),
  });
}

function isUrl(source: string): boolean {
  return /^https?:\/\//i.test(source);
}

function packageOrigin(snapshot: PackageSnapshot): string {
  return `${CLIENT_PACKAGE.name}@${CLIENT_PACKAGE.version}/${snapshot.file}`;
}

async function readPackageFile(siteDir: string, snapshot: PackageSnapshot): Promise<string> {
  const packageDir = path.join(siteDir, 'node_modules', CLIENT_PACKAGE.name);
  const manifest = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {version: string};
  if (manifest.version !== CLIENT_PACKAGE.version) {
    throw new SchemaSourceError(
      `${CLIENT_PACKAGE.name} ${manifest.version} is installed, but the reference is pinned to ${CLIENT_PACKAGE.version}: run npm ci`,
    );
  }
  return readFile(path.join(packageDir, snapshot.file), 'utf8');
}

/** The package's older SDL, with its own root types. */
async function loadPackageSdl(siteDir: string, snapshot: PackageSnapshot): Promise<{schema: GraphQLSchema; text: string}> {
  const text = await readPackageFile(siteDir, snapshot);
  const origin = packageOrigin(snapshot);
  return {schema: checked(withRootTypes(schemaFromSdl(text, origin), snapshot.rootTypes, origin), origin), text};
}

/**
 * The newest snapshot in the package: the graphql-codegen types, with what
 * that format cannot carry (defaults, argument descriptions, directives)
 * taken from the SDL where the same coordinate exists.
 */
async function loadPackageDefault(
  siteDir: string,
  api: ApiDefinition,
): Promise<{schema: GraphQLSchema; text: string; sdl: GraphQLSchema | null; types: PackageSnapshot}> {
  const types = api.packageTypes;
  if (types === null) {
    throw new SchemaSourceError(
      `${api.title}: "package" means the pinned client's snapshots, which only Tribe's APIs have; give a schema file or URL`,
    );
  }
  const origin = packageOrigin(types);
  const text = await readPackageFile(siteDir, types);
  const converted = schemaFromCodegenTypes(text, origin, types.rootTypes);
  if (api.packageSdl === null) return {schema: checked(converted, origin), text, sdl: null, types};
  const sdl = await loadPackageSdl(siteDir, api.packageSdl);
  return {schema: checked(mergeWithSdl(converted, sdl.schema), origin), text: text + sdl.text, sdl: sdl.schema, types};
}

function checked(schema: GraphQLSchema, origin: string): GraphQLSchema {
  const errors = validateSchema(schema);
  if (errors.length > 0) {
    throw new SchemaSourceError(errors.map((error) => formatGraphQLError(error, origin)).join('\n'));
  }
  return schema;
}

/** Reads the configured source of one API into a valid schema with the configured root types. */
/** A schema from an http(s) URL (introspection) or a file (SDL, introspection JSON, graphql-codegen types), named as a reader would. */
async function loadSource(
  source: string,
  options: GraphqlReferenceOptions,
  siteDir: string,
): Promise<{schema: GraphQLSchema; origin: string; text: string}> {
  if (isUrl(source)) {
    const origin = redactUrl(source);
    const text = await fetchIntrospection(source, options.headers, options.timeoutMs);
    return {schema: schemaFromIntrospection(text, origin), origin, text};
  }
  const file = path.resolve(siteDir, source);
  const origin = path.relative(siteDir, file) || file;
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new SchemaSourceError(`${origin}: cannot read the schema file (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  const schema =
    /\.json$/i.test(file) || text.trimStart().startsWith('{')
      ? schemaFromIntrospection(text, origin)
      : /\.[cm]?ts$/i.test(file)
        ? schemaFromCodegenTypes(text, origin)
        : schemaFromSdl(text, origin);
  return {schema, origin, text};
}

export async function loadSchema(
  options: GraphqlReferenceOptions,
  siteDir: string,
  api: ApiDefinition = NETWORK_API,
): Promise<LoadedSchema> {
  const history: SchemaSnapshot[] = [];
  let schema: GraphQLSchema;
  let origin: string;
  let label: string;
  let text: string;
  let defaultRoots: RootTypeNames | 'auto' = 'auto';

  if (options.schema === 'package') {
    const loaded = await loadPackageDefault(siteDir, api);
    origin = packageOrigin(loaded.types);
    label = loaded.types.label;
    schema = loaded.schema;
    text = loaded.text;
    defaultRoots = loaded.types.rootTypes;
    if (loaded.sdl !== null && api.packageSdl !== null && options.compareWith === 'package') {
      history.push({schema: loaded.sdl, label: api.packageSdl.label, origin: packageOrigin(api.packageSdl)});
    }
  } else {
    ({schema, origin, text} = await loadSource(options.schema, options, siteDir));
    label = origin;
    // A docs writer building from a live endpoint or a file sees what changed since the embedded default.
    if (options.compareWith === 'package') {
      const embedded = await loadPackageDefault(siteDir, api);
      history.push({schema: embedded.schema, label: embedded.types.label, origin: packageOrigin(embedded.types)});
      if (embedded.sdl !== null && api.packageSdl !== null) {
        history.push({schema: embedded.sdl, label: api.packageSdl.label, origin: packageOrigin(api.packageSdl)});
      }
    }
  }
  if (options.compareWith !== 'package' && options.compareWith !== 'none') {
    const older = await loadSource(options.compareWith, options, siteDir);
    history.push({schema: checked(older.schema, older.origin), label: older.origin, origin: older.origin});
  }

  const roots = options.rootTypes === 'auto' ? defaultRoots : options.rootTypes;
  if (roots !== 'auto') schema = withRootTypes(schema, roots, origin);
  return {schema: checked(schema, origin), origin, label, sourceHash: hashOf(text), history};
}
