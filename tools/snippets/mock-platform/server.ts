/**
 * A local stand-in for the platform that the guide's samples run against.
 *
 * It listens on 127.0.0.1 and serves both documented APIs, each executing
 * requests against its schema with deterministic mock data (see `values.ts`).
 * Samples keep their real URLs: the sandbox loaded into each sample process
 * (`sandbox.ts`) sends every request to this server and names the URL the
 * sample asked for in {@link ORIGINAL_URL_HEADER}, which decides the API.
 * Any other URL on the platform's hosts, or a GraphQL request to an endpoint
 * the guide does not document, is answered with an error the sample cannot
 * mistake for success. Other PUT and POST requests stand for uploads to
 * storage (the URLs that `createImages` signs) and get 204.
 */
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';

import {addMocksToSchema, createMockStore, type IMockStore, type IMocks} from '@graphql-tools/mock';
import {
  execute,
  getNamedType,
  getNullableType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isObjectType,
  isScalarType,
  parse,
  validate,
} from 'graphql';

import {GLOBAL_API, NETWORK_API} from '../../../src/generators/graphql-reference/apis';
import type {ApiSchemas} from '../graphql';
import {leafFieldValues, platformId, scalarFallback} from './values';

export const ORIGINAL_URL_HEADER = 'x-sample-original-url';
/** Marks a response as coming from this server; the sandbox removes it before the sample sees the response. */
export const RESPONSE_MARKER = 'tribePartnersSampleServer';

/** One request the server answered, for reports. */
export interface RecordedRequest {
  readonly url: string;
  readonly api: 'network' | 'global' | 'upload' | 'rejected';
  readonly operation: string | null;
  readonly errors: readonly string[];
}

export interface MockPlatform {
  /** Where the sandbox sends every request, e.g. `http://127.0.0.1:41234`. */
  readonly url: string;
  /** Forgets all data and recorded requests, so the next sample sees exactly what the last one saw. */
  readonly reset: () => void;
  readonly requests: () => readonly RecordedRequest[];
  readonly close: () => Promise<void>;
}

const ENDPOINTS: ReadonlyMap<string, 'network' | 'global'> = new Map([
  [NETWORK_API.endpoint, 'network'],
  // TribeClient's built-in default in client 2.4.0 (src/client/graphql.client.ts), used by samples that leave out graphqlUrl.
  ['https://app.tribe.so/api/gateway', 'network'],
  [GLOBAL_API.endpoint, 'global'],
]);

function isPaginated(type: GraphQLObjectType): boolean {
  const fields = type.getFields();
  return 'pageInfo' in fields && 'totalCount' in fields;
}

/**
 * A mock function per object and abstract type, each numbering its objects so
 * that values follow the order of the response; `counters` holds the numbers.
 */
function typeMocks(schema: GraphQLSchema, counters: Map<string, number>): IMocks {
  const mocks: IMocks = {};
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type)) {
      mocks[type.name] = () => {
        const index = (counters.get(type.name) ?? 0) + 1;
        counters.set(type.name, index);
        return leafFieldValues(type, index);
      };
    } else if (isAbstractType(type)) {
      // The first concrete type by name, so that a union always resolves the same way.
      const concrete = [...schema.getPossibleTypes(type)].map((possible) => possible.name).sort()[0];
      if (concrete !== undefined) mocks[type.name] = () => ({__typename: concrete});
    } else if (isScalarType(type) || isEnumType(type)) {
      mocks[type.name] = () => scalarFallback(type);
    }
  }
  return mocks;
}

/**
 * Root fields answer in agreement with their arguments: the member asked for
 * by `username` has that username, an input's `name` or `title` comes back
 * on the created object, and a root list read with `after` returns the second
 * page of two.
 */
function rootResolvers(schema: GraphQLSchema) {
  return (store: IMockStore) => {
    const resolvers: Record<string, Record<string, unknown>> = {};
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      if (!root) continue;
      const fieldResolvers: Record<string, unknown> = {};
      for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
        const returned = getNamedType(field.type);
        if (!isObjectType(returned)) continue;
        fieldResolvers[field.name] = (_source: unknown, args: Record<string, unknown>) => {
          const at = {typeName: root.name, key: 'ROOT', fieldName: field.name, fieldArgs: args};
          // One object per item of a list argument: createFiles with one file signs one upload.
          const listArgument = Object.values(args).find(Array.isArray);
          if (isListType(getNullableType(field.type)) && listArgument !== undefined) {
            store.set({...at, value: listArgument.map(() => ({}))});
          }
          const ref = store.get(at);
          if (Array.isArray(ref) || ref === null || typeof ref !== 'object') return ref;
          const overrides = argumentEchoes(returned, field, args);
          if (isPaginated(returned) && field.args.some((arg) => arg.name === 'after')) {
            const secondPage = typeof args.after === 'string' && args.after !== '';
            store.set(ref as never, 'totalCount', 4);
            store.set(ref as never, 'pageInfo', {
              hasNextPage: !secondPage,
              endCursor: Buffer.from(`cursor:${secondPage ? 4 : 2}`).toString('base64'),
            });
          }
          if (Object.keys(overrides).length > 0) store.set(ref as never, overrides);
          if (isPaginated(returned) && 'edges' in returned.getFields() && 'nodes' in returned.getFields()) {
            // The same items through both, as on the platform; apart, each would number its own objects.
            const edges = store.get(ref as never, 'edges') as unknown[];
            store.set(ref as never, 'nodes', edges.map((edge) => store.get(edge as never, 'node')) as never);
          }
          if (isGuestSession(field.name, args)) store.set(ref as never, 'role', GUEST_ROLE);
          return ref;
        };
      }
      resolvers[root.name] = fieldResolvers;
    }
    return resolvers;
  };
}

/** The role of a guest token, as Tribe's guide shows it (facts: graphql.md, guest token). */
const GUEST_ROLE = {
  name: 'Guest',
  type: 'guest',
  scopes: [
    'network:login',
    'network:view',
    'role:view',
    'member:view:all',
    'member:verify',
    'network:join',
    'network:join:withToken',
    'network:join:withLink',
  ],
};

/** `tokens` asked for a community, not with a refresh or SSO token, gives a guest session. */
function isGuestSession(fieldName: string, args: Record<string, unknown>): boolean {
  const names = ['networkDomain', 'networkId', 'otp'];
  return (
    (fieldName === 'tokens' || fieldName === 'getTokens') &&
    names.some((name) => typeof args[name] === 'string') &&
    !args.refreshToken &&
    !args.ssoToken
  );
}

/** Arguments (and fields of an `input` argument) that name a leaf field of the returned type, with their values. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function argumentEchoes(returned: GraphQLObjectType, field: GraphQLField<unknown, unknown>, args: Record<string, unknown>) {
  // Leaf fields by name, with the name of their type: an argument is echoed only onto a field of the same type.
  const leafFields = new Map(
    Object.values(returned.getFields())
      .filter((candidate) => isLeafType(getNamedType(candidate.type)))
      .map((candidate) => [candidate.name, getNamedType(candidate.type).name] as const),
  );
  const echoes: Record<string, unknown> = {};
  const consider = (name: string, typeName: string, value: unknown) => {
    // The store keys objects by id, so an id is never rewritten; ids may differ between a page and a run anyway.
    if (name === 'id' || leafFields.get(name) !== typeName) return;
    const isPrimitive = (item: unknown) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean';
    if (isPrimitive(value) || (Array.isArray(value) && value.every(isPrimitive))) echoes[name] = value;
  };
  for (const arg of field.args) {
    const value = args[arg.name];
    const argType = getNamedType(arg.type);
    if (isInputObjectType(argType) && value !== null && typeof value === 'object' && !Array.isArray(value)) {
      const inputFields = argType.getFields();
      for (const [name, inner] of Object.entries(value)) {
        const inputField = inputFields[name];
        if (!inputField) continue;
        consider(name, getNamedType(inputField.type).name, inner);
        // A nested input (`customCodes: {head, body}`) comes back on the object field of the same name.
        const nestedInput = getNamedType(inputField.type);
        const nestedOutput = returned.getFields()[name];
        if (isInputObjectType(nestedInput) && nestedOutput && isObjectType(getNamedType(nestedOutput.type)) && isPlainObject(inner)) {
          const nested = argumentEchoes(
            getNamedType(nestedOutput.type) as GraphQLObjectType,
            {name: 'nested', args: [{name: 'input', type: nestedInput}]} as never,
            {input: inner},
          );
          if (Object.keys(nested).length > 0) echoes[name] = nested;
        }
      }
    } else {
      consider(arg.name, argType.name, value);
    }
  }
  // A created object's slug is its name with a suffix, as in Tribe's guide (`product-updates-fw15x39k`), unless the request set one.
  if (field.name.startsWith('create') && typeof echoes.name === 'string' && echoes.slug === undefined && leafFields.has('slug')) {
    const base = echoes.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    echoes.slug = `${base}-${platformId(echoes.name).toLowerCase().slice(0, 8)}`;
  }
  return echoes;
}

interface MockedApi {
  readonly schema: GraphQLSchema;
  /** Forgets every object the API handed out, so that the next sample gets the same answers as the first. */
  readonly reset: () => void;
}

/**
 * Each API's schema with mocks, built once per local platform: a reset
 * empties the store and the object numbers instead of mocking the whole
 * schema again (~70 ms for each of the 129 samples).
 */
function mockedApis(schemas: ApiSchemas): Record<'network' | 'global', MockedApi> {
  const mock = (schema: GraphQLSchema): MockedApi => {
    const counters = new Map<string, number>();
    const mocks = typeMocks(schema, counters);
    const store = createMockStore({schema, mocks, mockGenerationBehavior: 'deterministic'});
    const mocked = addMocksToSchema({schema, store, resolvers: rootResolvers(schema)});
    return {
      schema: mocked,
      reset: () => {
        store.reset();
        counters.clear();
      },
    };
  };
  return {network: mock(schemas.network), global: mock(schemas.global)};
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function sendJson(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, {'Content-Type': 'application/json'});
  response.end(JSON.stringify(body));
}

interface GraphqlRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export async function startMockPlatform(schemas: ApiSchemas): Promise<MockPlatform> {
  const mocked = mockedApis(schemas);
  let recorded: RecordedRequest[] = [];

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const originalUrl = String(request.headers[ORIGINAL_URL_HEADER] ?? `http://${request.headers.host}${request.url}`);
    const target = new URL(originalUrl);
    const endpoint = `${target.origin}${target.pathname}`;
    const api = ENDPOINTS.get(endpoint);
    const body = await readBody(request);

    if (api === undefined) {
      const looksLikeGraphql = target.pathname.endsWith('/graphql') || target.pathname.endsWith('/gateway');
      if (!looksLikeGraphql && (request.method === 'PUT' || request.method === 'POST')) {
        recorded.push({url: originalUrl, api: 'upload', operation: null, errors: []});
        response.writeHead(204);
        return response.end();
      }
      const message = looksLikeGraphql
        ? `${endpoint} is not an endpoint the guide documents (${[...ENDPOINTS.keys()].join(', ')})`
        : `the local platform has nothing at ${request.method} ${originalUrl}`;
      recorded.push({url: originalUrl, api: 'rejected', operation: null, errors: [message]});
      sendJson(response, 404, {errors: [{message}]});
      return;
    }

    let payload: GraphqlRequestBody;
    try {
      payload = request.method === 'GET' ? Object.fromEntries(target.searchParams) : (JSON.parse(body) as GraphqlRequestBody);
    } catch {
      sendJson(response, 400, {errors: [{message: 'The request body is not JSON'}]});
      return;
    }
    if (typeof payload.query !== 'string') {
      sendJson(response, 400, {errors: [{message: 'The request has no `query` string'}]});
      return;
    }
    const {schema} = mocked[api];
    const operationName = typeof payload.operationName === 'string' ? payload.operationName : null;
    let result: {data?: unknown; errors?: readonly {message: string}[]};
    try {
      const document = parse(payload.query);
      const validationErrors = validate(schema, document);
      result =
        validationErrors.length > 0
          ? {errors: validationErrors}
          : await execute({
              schema,
              document,
              variableValues: (payload.variables ?? undefined) as Record<string, unknown> | undefined,
              operationName,
            });
    } catch (error) {
      result = {errors: [{message: (error as Error).message}]};
    }
    const operation = operationName ?? /\b(?:query|mutation|subscription)\s+(\w+)/.exec(payload.query)?.[1] ?? '(anonymous)';
    const errors = (result.errors ?? []).map((error) => error.message);
    recorded.push({url: originalUrl, api, operation, errors});
    sendJson(response, 200, {
      ...(result.errors ? {errors: result.errors} : {}),
      data: result.data ?? null,
      extensions: {[RESPONSE_MARKER]: true},
    });
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendJson(response, 500, {errors: [{message: String(error)}]}));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const {port} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    reset: () => {
      mocked.network.reset();
      mocked.global.reset();
      recorded = [];
    },
    requests: () => recorded,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
