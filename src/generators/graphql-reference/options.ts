/**
 * Where the schema comes from and how to read it. Defaults live in
 * `graphql-reference.config.ts` at the repository root; environment variables
 * override them for one run (see the README).
 */

export interface RootTypeNames {
  readonly query: string | null;
  readonly mutation: string | null;
  readonly subscription: string | null;
}

/** Where one API's schema comes from. */
export interface SchemaSourceConfig {
  /** `package` (the newest snapshot in the pinned client), a path to an SDL or introspection JSON file, or an http(s) URL. */
  readonly schema?: string;
  /** Extra headers for a URL source, such as `Authorization`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** How long a URL source may take to answer. */
  readonly timeoutMs?: number;
  /** `auto` keeps the schema's own root types; names override them (null: no such root). */
  readonly rootTypes?: RootTypeNames | 'auto';
  /**
   * `package`: compare the schema with the snapshots in the pinned client
   * (changelog page, pages kept for removed items); `none`: skip that.
   */
  readonly compareWith?: CompareWith;
}

export type CompareWith = 'package' | 'none';

/** The network API's source at the top level, the global API's under `global`. */
export interface GraphqlReferenceConfig extends SchemaSourceConfig {
  readonly global?: SchemaSourceConfig;
}

export interface GraphqlReferenceOptions {
  readonly schema: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly rootTypes: RootTypeNames | 'auto';
  readonly compareWith: CompareWith;
}

export const DEFAULT_OPTIONS: GraphqlReferenceOptions = {
  schema: 'package',
  headers: {},
  timeoutMs: 30_000,
  rootTypes: 'auto',
  compareWith: 'package',
};

export interface EnvNames {
  readonly schema: string;
  readonly headers: string;
  readonly timeoutMs: string;
  readonly rootTypes: string;
  readonly compareWith: string;
}

/** `GRAPHQL_SCHEMA`, `GRAPHQL_SCHEMA_HEADERS`, … for the prefix `GRAPHQL`. */
export function envNames(prefix: string): EnvNames {
  return {
    schema: `${prefix}_SCHEMA`,
    headers: `${prefix}_SCHEMA_HEADERS`,
    timeoutMs: `${prefix}_SCHEMA_TIMEOUT_MS`,
    rootTypes: `${prefix}_ROOT_TYPES`,
    compareWith: `${prefix}_COMPARE_WITH`,
  };
}

/** The network API's variables. */
export const ENV = envNames('GRAPHQL');

export class OptionsError extends Error {
  override name = 'OptionsError';
}

function parseHeaders(raw: string, variable: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new OptionsError(`${variable} must be a JSON object such as {"Authorization":"Bearer …"}`);
  }
  return validateHeaders(parsed, variable);
}

function validateHeaders(value: unknown, origin: string): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new OptionsError(`${origin} must be an object of header names to string values`);
  }
  const entries = Object.entries(value);
  for (const [name, headerValue] of entries) {
    if (typeof headerValue !== 'string') {
      throw new OptionsError(`${origin}: the value of header "${name}" must be a string`);
    }
  }
  return Object.fromEntries(entries) as Record<string, string>;
}

function parseTimeout(value: unknown, origin: string): number {
  const timeout = typeof value === 'string' ? Number(value) : value;
  if (typeof timeout !== 'number' || !Number.isInteger(timeout) || timeout <= 0) {
    throw new OptionsError(`${origin} must be a whole number of milliseconds above 0, not ${JSON.stringify(value)}`);
  }
  return timeout;
}

/** `auto`, or `query=Query,mutation=Mutation,subscription=` (an empty name means no such root). */
export function parseRootTypes(raw: string, origin: string = ENV.rootTypes): RootTypeNames | 'auto' {
  if (raw.trim() === 'auto') return 'auto';
  const names: Record<string, string | null> = {};
  for (const pair of raw.split(',')) {
    const [key = '', name = ''] = pair.split('=').map((part) => part.trim());
    if (!['query', 'mutation', 'subscription'].includes(key)) {
      throw new OptionsError(
        `${origin}: "${pair}" is not one of query=…, mutation=…, subscription=… (or "auto")`,
      );
    }
    names[key] = name === '' ? null : name;
  }
  for (const key of ['query', 'mutation', 'subscription']) {
    if (!(key in names)) {
      throw new OptionsError(`${origin} must name all three root types; "${key}=" is missing`);
    }
  }
  return {query: names.query ?? null, mutation: names.mutation ?? null, subscription: names.subscription ?? null};
}

function validateRootTypes(value: unknown, origin: string): RootTypeNames | 'auto' {
  if (value === 'auto') return 'auto';
  if (typeof value !== 'object' || value === null) {
    throw new OptionsError(`${origin} must be "auto" or {query, mutation, subscription}`);
  }
  const record = value as Record<string, unknown>;
  for (const key of ['query', 'mutation', 'subscription']) {
    const name = record[key];
    if (name !== null && typeof name !== 'string') {
      throw new OptionsError(`${origin}.${key} must be a type name or null`);
    }
  }
  return value as RootTypeNames;
}

function parseCompareWith(value: unknown, origin: string): CompareWith {
  if (value === 'package' || value === 'none') return value;
  throw new OptionsError(`${origin} must be "package" or "none", not ${JSON.stringify(value)}`);
}

/** Config file values, then environment variables, over the defaults: the network API's source. */
export function resolveOptions(
  config: SchemaSourceConfig,
  env: Readonly<Record<string, string | undefined>>,
  configOrigin = 'graphql-reference.config.ts',
  variables: EnvNames = ENV,
): GraphqlReferenceOptions {
  const fromConfig: GraphqlReferenceOptions = {
    schema: config.schema ?? DEFAULT_OPTIONS.schema,
    headers: config.headers === undefined ? DEFAULT_OPTIONS.headers : validateHeaders(config.headers, `${configOrigin}: headers`),
    timeoutMs: config.timeoutMs === undefined ? DEFAULT_OPTIONS.timeoutMs : parseTimeout(config.timeoutMs, `${configOrigin}: timeoutMs`),
    rootTypes: config.rootTypes === undefined ? DEFAULT_OPTIONS.rootTypes : validateRootTypes(config.rootTypes, `${configOrigin}: rootTypes`),
    compareWith: config.compareWith === undefined ? DEFAULT_OPTIONS.compareWith : parseCompareWith(config.compareWith, `${configOrigin}: compareWith`),
  };
  const schema = env[variables.schema]?.trim();
  const headers = env[variables.headers];
  const timeout = env[variables.timeoutMs];
  const rootTypes = env[variables.rootTypes];
  const compareWith = env[variables.compareWith];
  const options: GraphqlReferenceOptions = {
    schema: schema === undefined || schema === '' ? fromConfig.schema : schema,
    headers: headers === undefined || headers.trim() === '' ? fromConfig.headers : parseHeaders(headers, variables.headers),
    timeoutMs: timeout === undefined || timeout.trim() === '' ? fromConfig.timeoutMs : parseTimeout(timeout, variables.timeoutMs),
    rootTypes: rootTypes === undefined || rootTypes.trim() === '' ? fromConfig.rootTypes : parseRootTypes(rootTypes, variables.rootTypes),
    compareWith: compareWith === undefined || compareWith.trim() === '' ? fromConfig.compareWith : parseCompareWith(compareWith.trim(), variables.compareWith),
  };
  if (options.schema.trim() === '') {
    throw new OptionsError('the schema source is empty');
  }
  return options;
}

/** One API's options: its block of the config file, overridden by its own environment variables. */
export function resolveApiOptions(
  api: {readonly envPrefix: string; readonly configKey: 'global' | null},
  config: GraphqlReferenceConfig,
  env: Readonly<Record<string, string | undefined>>,
  configOrigin = 'graphql-reference.config.ts',
): GraphqlReferenceOptions {
  if (api.configKey === null) return resolveOptions(config, env, configOrigin, envNames(api.envPrefix));
  const block: unknown = config[api.configKey] ?? {};
  if (typeof block !== 'object' || block === null || Array.isArray(block)) {
    throw new OptionsError(`${configOrigin}: ${api.configKey} must be an object such as {schema: 'package'}`);
  }
  return resolveOptions(block as SchemaSourceConfig, env, `${configOrigin}: ${api.configKey}`, envNames(api.envPrefix));
}
