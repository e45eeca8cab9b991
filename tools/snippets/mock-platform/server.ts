/**
 * A local stand-in for the platform that the guide's samples run against.
 *
 * It listens on 127.0.0.1 and serves both documented APIs, each executing
 * requests against its schema over a store that keeps what the sample
 * created and changed until the next reset (see `world.ts`), with
 * deterministic data (see `values.ts`). Each mutation's returned object is
 * compared with the values the request sent (`sentValueMismatches`).
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

import {execute, getNamedType, type GraphQLInputType, type GraphQLSchema, isInputObjectType, isLeafType, parse, validate} from 'graphql';

import {GLOBAL_API, NETWORK_API} from '../../../generators/graphql-reference/apis';
import type {ApiSchemas} from '../graphql';
import {type Actor, decodeToken, fieldResolver, type RequestContext, type SentValueMismatch, typeResolver, World} from './world';

export const ORIGINAL_URL_HEADER = 'x-sample-original-url';
/** Marks a response as coming from this server; the sandbox removes it before the sample sees the response. */
export const RESPONSE_MARKER = 'tribePartnersSampleServer';
/** The extension that lists the values of a response that no source documents (see `world.ts`); the sandbox fails a sample that reads one. */
export const UNDOCUMENTED_EXTENSION = 'tribePartnersUndocumented';

/** One request the server answered, for reports. */
export interface RecordedRequest {
  readonly url: string;
  readonly api: 'network' | 'global' | 'upload' | 'rejected';
  readonly operation: string | null;
  readonly errors: readonly string[];
  /** Values the request sent that came back different on the object its mutation returned. */
  readonly mismatches: readonly string[];
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

interface PlatformApi {
  readonly schema: GraphQLSchema;
  world: World;
}

/** The actor a request's Authorization header names: a Bearer token's payload, or an app's client id (HTTP Basic). */
function requestActor(header: string | undefined): Actor {
  const [scheme, credentials] = (header ?? '').split(' ');
  if (scheme === 'Bearer' && credentials) return decodeToken(credentials) ?? {memberId: null, networkId: null};
  if (scheme === 'Basic' && credentials) {
    const clientId = Buffer.from(credentials, 'base64').toString('utf8').split(':')[0] ?? null;
    return {memberId: null, networkId: null, clientId};
  }
  return {memberId: null, networkId: null};
}

function sameValue(sent: unknown, returned: unknown): boolean {
  return JSON.stringify(sent) === JSON.stringify(returned);
}

/**
 * Leaf values a mutation sent (its arguments and the fields of its input
 * objects) that came back different on the object it returned, under the
 * same name and of the same kind. A sample that prints such a field would
 * print something other than what it sent.
 */
export function sentValueMismatches(context: RequestContext, data: unknown): SentValueMismatch[] {
  const mismatches: SentValueMismatch[] = [];
  const compare = (values: Record<string, unknown>, types: Record<string, GraphQLInputType>, returned: unknown, path: string) => {
    if (Array.isArray(returned)) {
      returned.forEach((item, index) => compare(values, types, item, `${path}[${index}]`));
      return;
    }
    if (returned === null || typeof returned !== 'object') return;
    const object = returned as Record<string, unknown>;
    for (const [name, value] of Object.entries(values)) {
      if (!Object.hasOwn(object, name) || value === undefined) continue;
      const inputType = types[name];
      const field = context.fieldsByPath.get(`${path}.${name}`);
      if (!inputType || !field) continue;
      const namedInput = getNamedType(inputType);
      const namedOutput = getNamedType(field.type);
      if (isInputObjectType(namedInput)) {
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
          const inner = Object.fromEntries(Object.entries(namedInput.getFields()).map(([key, input]) => [key, input.type]));
          compare(value as Record<string, unknown>, inner, object[name], `${path}.${name}`);
        }
        continue;
      }
      if (!isLeafType(namedInput) || !isLeafType(namedOutput)) continue;
      const stringy = (typeName: string) => typeName === 'ID' || typeName === 'String';
      if (namedInput.name !== namedOutput.name && !(stringy(namedInput.name) && stringy(namedOutput.name))) continue;
      if (!sameValue(value, object[name])) mismatches.push({path: `${path}.${name}`, sent: value, returned: object[name]});
    }
  };
  for (const [key, {field, args}] of context.mutations) {
    const values: Record<string, unknown> = {};
    const types: Record<string, GraphQLInputType> = {};
    for (const arg of field.args) {
      const value = args[arg.name];
      const named = getNamedType(arg.type);
      if (isInputObjectType(named) && value !== null && typeof value === 'object' && !Array.isArray(value)) {
        for (const [name, inner] of Object.entries(named.getFields())) {
          values[name] = (value as Record<string, unknown>)[name];
          types[name] = inner.type;
        }
      } else {
        values[arg.name] = value;
        types[arg.name] = arg.type;
      }
    }
    const returned = data !== null && typeof data === 'object' ? (data as Record<string, unknown>)[key] : undefined;
    compare(values, types, returned, `data.${key}`);
  }
  return mismatches;
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
  const apis: Record<'network' | 'global', PlatformApi> = {
    network: {schema: schemas.network, world: new World(schemas.network, 'network')},
    global: {schema: schemas.global, world: new World(schemas.global, 'global')},
  };
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
        recorded.push({url: originalUrl, api: 'upload', operation: null, errors: [], mismatches: []});
        response.writeHead(204);
        return response.end();
      }
      const message = looksLikeGraphql
        ? `${endpoint} is not an endpoint the guide documents (${[...ENDPOINTS.keys()].join(', ')})`
        : `the local platform has nothing at ${request.method} ${originalUrl}`;
      recorded.push({url: originalUrl, api: 'rejected', operation: null, errors: [message], mismatches: []});
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
    const {schema, world} = apis[api];
    const operationName = typeof payload.operationName === 'string' ? payload.operationName : null;
    const context: RequestContext = {
      world,
      actor: requestActor(request.headers.authorization),
      undocumented: [],
      mutations: new Map(),
      fieldsByPath: new Map(),
    };
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
              contextValue: context,
              fieldResolver,
              typeResolver,
            });
    } catch (error) {
      result = {errors: [{message: (error as Error).message}]};
    }
    const operation = operationName ?? /\b(?:query|mutation|subscription)\s+(\w+)/.exec(payload.query)?.[1] ?? '(anonymous)';
    const errors = (result.errors ?? []).map((error) => error.message);
    const mismatches = sentValueMismatches(context, result.data).map(
      ({path, sent, returned}) => `${path}: sent ${JSON.stringify(sent)}, the platform returned ${JSON.stringify(returned)}`,
    );
    recorded.push({url: originalUrl, api, operation, errors, mismatches});
    sendJson(response, 200, {
      ...(result.errors ? {errors: result.errors} : {}),
      data: result.data ?? null,
      extensions: {[RESPONSE_MARKER]: true, ...(context.undocumented.length > 0 ? {[UNDOCUMENTED_EXTENSION]: context.undocumented} : {})},
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
      apis.network.world = new World(schemas.network, 'network');
      apis.global.world = new World(schemas.global, 'global');
      recorded = [];
    },
    requests: () => recorded,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
