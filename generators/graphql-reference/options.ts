/**
 * Where the schema comes from and how to read it. Defaults live in
 * `graphql-reference.config.ts` at the repository root; environment variables
 * override them for one run (see the README).
 */
import {Joi} from '@docusaurus/utils-validation';

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
   * (changelog page, pages kept for removed items); an older schema's file
   * or URL: compare with that; `none`: skip that.
   */
  readonly compareWith?: CompareWith;
}

/** `package`, `none`, or the file or http(s) URL of an older schema. */
export type CompareWith = string;

/** How the pages name the API and write its calls; each defaults to Tribe's value for that API (apis.ts). */
export interface ApiIdentityConfig {
  /** The API's name in titles and badges: "Network API". */
  readonly title?: string;
  /** Where the cURL examples send requests. */
  readonly endpoint?: string;
  /** The environment variable that holds the token in the cURL examples. */
  readonly tokenVariable?: string;
  /** The SDL download's file name, served below /schemas/. */
  readonly downloadFile?: string;
}

/** One API's block of the config file: where its schema comes from, and how its pages name it. */
export interface ApiConfig extends SchemaSourceConfig, ApiIdentityConfig {}

/** The network API's source at the top level, the global API's under `global`. */
export interface GraphqlReferenceConfig extends ApiConfig {
  readonly global?: ApiConfig;
}

/** Every source key of a block set (the config file and the variables over the defaults), and the identity keys given. */
export type GraphqlReferenceOptions = Required<SchemaSourceConfig> & ApiIdentityConfig;

export const DEFAULT_OPTIONS: GraphqlReferenceOptions = {
  schema: 'package',
  headers: {},
  timeoutMs: 30_000,
  rootTypes: 'auto',
  compareWith: 'package',
};

/** The environment variable that overrides each key. */
export type EnvNames = Readonly<Record<keyof GraphqlReferenceOptions, string>>;

/** `GRAPHQL_SCHEMA`, `GRAPHQL_SCHEMA_HEADERS`, … for the prefix `GRAPHQL`. */
export function envNames(prefix: string): EnvNames {
  return {
    schema: `${prefix}_SCHEMA`,
    headers: `${prefix}_SCHEMA_HEADERS`,
    timeoutMs: `${prefix}_SCHEMA_TIMEOUT_MS`,
    rootTypes: `${prefix}_ROOT_TYPES`,
    compareWith: `${prefix}_COMPARE_WITH`,
    title: `${prefix}_API_TITLE`,
    endpoint: `${prefix}_ENDPOINT`,
    tokenVariable: `${prefix}_TOKEN_VARIABLE`,
    downloadFile: `${prefix}_DOWNLOAD_FILE`,
  };
}

/** The network API's variables. */
export const ENV = envNames('GRAPHQL');

export class OptionsError extends Error {
  override name = 'OptionsError';
}

// Messages leave out their subject, which `validated` puts in front: the file and key, or the variable. A schema's messages
// apply to its children too (hence rootName's own any.required); Joi's own ("is not allowed", "must be a string", …) read well.
const rootName = Joi.string().allow(null).required().messages({'string.base': 'must be a type name or null', 'any.required': 'is missing'});
const rootTypesSchema = Joi.object<RootTypeNames | 'auto', false, RootTypeNames>()
  .keys({query: rootName, mutation: rootName, subscription: rootName})
  .allow('auto')
  .messages({'object.base': 'must be "auto" or an object with query, mutation and subscription', 'object.unknown': 'is not a root type'});
const timeoutMessage = 'must be a whole number of milliseconds above 0, not {{#value}}';
const sourceKeys = {
  schema: Joi.string().trim().default(DEFAULT_OPTIONS.schema),
  headers: Joi.object<Record<string, string>>().pattern(Joi.string(), Joi.string()).default(DEFAULT_OPTIONS.headers),
  timeoutMs: Joi.number()
    .integer()
    .greater(0)
    .default(DEFAULT_OPTIONS.timeoutMs)
    .messages({'number.base': timeoutMessage, 'number.integer': timeoutMessage, 'number.greater': timeoutMessage}),
  rootTypes: rootTypesSchema.default(DEFAULT_OPTIONS.rootTypes),
  compareWith: Joi.string()
    .trim()
    .default(DEFAULT_OPTIONS.compareWith)
    .messages({'string.empty': 'must be "package", "none", or the file or URL of an older schema'}),
};
const identityKeys = {
  title: Joi.string().trim().min(1),
  endpoint: Joi.string()
    .trim()
    .uri({scheme: ['http', 'https']})
    .messages({'string.uri': 'must be an http(s) URL', 'string.uriCustomScheme': 'must be an http(s) URL'}),
  tokenVariable: Joi.string()
    .pattern(/^[A-Za-z_][A-Za-z0-9_]*$/)
    .messages({'string.pattern.base': "must be an environment variable's name, such as API_TOKEN"}),
  downloadFile: Joi.string()
    .pattern(/^[\w.-]+\.graphql$/)
    .messages({'string.pattern.base': 'must be a file name ending in .graphql, such as example-api.graphql'}),
};
const sourceSchema = Joi.object<GraphqlReferenceOptions>({...sourceKeys, ...identityKeys});
const fileSchema = Joi.object<GraphqlReferenceOptions & {readonly global?: GraphqlReferenceOptions}>({
  ...sourceKeys,
  ...identityKeys,
  global: sourceSchema,
})
  .required()
  .messages({'any.required': 'has no default export'});

type Path = readonly (string | number)[];
type Env = Readonly<Record<string, string | undefined>>;
const CONFIG_FILE = 'graphql-reference.config.ts';

/** `origin`, then the key as it is written in the config file: `global.rootTypes.query`, `headers."X-Key"`. */
const under =
  (origin: string) =>
  (path: Path): string =>
    path.length === 0 ? origin : `${origin}: ${path.map((key) => (/^\w+$/.test(String(key)) ? key : JSON.stringify(key))).join('.')}`;

function validated<T>(schema: Joi.ObjectSchema<T>, value: unknown, subject: (path: Path) => string, noDefaults = false): T {
  // label: false, as `subject` replaces Joi's quoted label.
  const validation = schema.validate(value, {noDefaults, errors: {label: false}});
  const {error} = validation;
  if (error === undefined) return validation.value;
  const [detail = {path: [], message: error.message}] = error.details;
  throw new OptionsError(`${subject(detail.path)} ${detail.message.trim()}`);
}

/** `auto`, or `query=Query,mutation=Mutation,subscription=` (an empty name means no such root). */
export function parseRootTypes(raw: string, origin: string = ENV.rootTypes): RootTypeNames | 'auto' {
  const pairs = raw.split(',').map((pair) => pair.split('=').map((part) => part.trim()));
  const names = raw.trim() === 'auto' ? 'auto' : Object.fromEntries(pairs.map(([key = '', name = '']) => [key, name === '' ? null : name]));
  return validated(rootTypesSchema, names, under(origin));
}

/** The variables that are set, in the config file's shapes; Joi turns a timeout's digits into a number. */
function fromEnv(env: Env, variables: EnvNames): Partial<GraphqlReferenceOptions> {
  const raw: Record<string, unknown> = {};
  for (const [key, variable] of Object.entries(variables)) {
    const value = env[variable]?.trim();
    if (value === undefined || value === '') continue; // an empty variable is not set
    raw[key] = key === 'rootTypes' ? parseRootTypes(value, variable) : key === 'headers' ? jsonObject(value, variable) : value;
  }
  // noDefaults: a variable that is not set leaves the config file's value.
  return validated(sourceSchema, raw, ([key, ...rest]) => under(variables[key as keyof EnvNames])(rest), true);
}

function jsonObject(text: string, variable: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new OptionsError(`${variable} must be a JSON object such as {"Authorization":"Bearer …"}`);
  }
}

/** One block of the config file, then its environment variables, over the defaults. */
export function resolveOptions(config: ApiConfig, env: Env, configOrigin = CONFIG_FILE, variables = ENV): GraphqlReferenceOptions {
  return {...validated(sourceSchema, config, under(configOrigin)), ...fromEnv(env, variables)};
}

/** One API's options: its block of the config file, overridden by its own environment variables. */
export function resolveApiOptions(
  api: {readonly envPrefix: string; readonly configKey: 'global' | null},
  config: GraphqlReferenceConfig,
  env: Env,
  configOrigin = CONFIG_FILE,
): GraphqlReferenceOptions {
  // The whole file is checked for either API: a mistake in the other block fails before anything is generated.
  const {global = DEFAULT_OPTIONS, ...network} = validated(fileSchema, config, under(configOrigin));
  return {...(api.configKey === 'global' ? global : network), ...fromEnv(env, envNames(api.envPrefix))};
}
