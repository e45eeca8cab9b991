import assert from 'node:assert/strict';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {buildSchema, graphql} from 'graphql';

import {DEFAULT_OPTIONS} from '../../src/generators/graphql-reference/options';
import {loadSchema} from '../../src/generators/graphql-reference/schema-source';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A real GraphQL server on loopback, serving a small schema behind a bearer token. */
const served = buildSchema(`
  type Query { greeting(name: String!): Greeting }
  type Greeting { text: String! }
  type Subscription { greeted: Greeting }
`);
const TOKEN = 'Bearer test-token';

async function readBody(request: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return body;
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  const send = (status: number, type: string, body: string) => {
    response.writeHead(status, {'content-type': type});
    response.end(body);
  };
  switch (request.url) {
    case '/graphql': {
      if (request.headers.authorization !== TOKEN) return send(401, 'application/json', '{"errors":[{"message":"Unauthorized"}]}');
      const {query, variables} = JSON.parse(await readBody(request)) as {query: string; variables?: Record<string, unknown>};
      const result = await graphql({schema: served, source: query, variableValues: variables});
      return send(200, 'application/json', JSON.stringify(result));
    }
    case '/refuses-introspection':
      await readBody(request);
      return send(200, 'application/json', '{"errors":[{"message":"GraphQL introspection is not allowed"}]}');
    case '/html':
      await readBody(request);
      return send(200, 'text/html', '<!doctype html><title>Not an API</title>');
    case '/slow':
      await readBody(request);
      setTimeout(() => send(200, 'application/json', '{}'), 2_000).unref();
      return;
    default:
      return send(404, 'text/plain', 'Not found');
  }
}

describe('schema from a live endpoint', () => {
  let server: Server;
  let origin: string;

  before(async () => {
    server = createServer((request, response) => void handle(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  after(() => {
    server.closeAllConnections();
    server.close();
  });

  const load = (pathname: string, overrides: Partial<typeof DEFAULT_OPTIONS> = {}) =>
    loadSchema({...DEFAULT_OPTIONS, schema: `${origin}${pathname}`, headers: {Authorization: TOKEN}, ...overrides}, repoRoot);

  it('runs the standard introspection query with the configured headers', async () => {
    const {schema, origin: source} = await load('/graphql');
    assert.equal(source, `${origin}/graphql`);
    assert.equal(schema.getQueryType()?.name, 'Query');
    assert.equal(schema.getSubscriptionType()?.name, 'Subscription');
    assert.ok(schema.getType('Greeting'));
  });

  it('keeps the schema root types unless they are configured', async () => {
    const {schema} = await load('/graphql', {rootTypes: {query: 'Query', mutation: null, subscription: null}});
    assert.equal(schema.getSubscriptionType(), undefined);
  });

  it('reports a refused request with its status, without leaking the headers', async () => {
    await assert.rejects(load('/graphql', {headers: {}}), (error: Error) => {
      assert.match(error.message, /\/graphql: the introspection query failed with HTTP 401 Unauthorized/);
      assert.doesNotMatch(error.message, /test-token/);
      return true;
    });
  });

  it('reports a server that refuses introspection', async () => {
    await assert.rejects(load('/refuses-introspection'), /the server refused the introspection query: GraphQL introspection is not allowed/);
  });

  it('reports an endpoint that is not GraphQL', async () => {
    await assert.rejects(load('/html'), /the answer is not JSON \(text\/html\); is this a GraphQL endpoint\?/);
    await assert.rejects(load('/missing'), /HTTP 404 Not Found/);
  });

  it('gives up after the timeout', async () => {
    await assert.rejects(load('/slow', {timeoutMs: 300}), /no answer to the introspection query within 300 ms/);
  });

  it('reports an unreachable server', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await assert.rejects(
      loadSchema({...DEFAULT_OPTIONS, schema: `http://127.0.0.1:${port}/graphql`}, repoRoot),
      /could not fetch the schema \(ECONNREFUSED\)/,
    );
  });
});
