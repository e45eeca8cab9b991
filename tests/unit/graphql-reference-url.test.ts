import assert from 'node:assert/strict';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import {mkdtemp, readFile, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {buildSchema, graphql} from 'graphql';

import {generateGraphqlReference} from '../../generators/graphql-reference/generate';
import {DEFAULT_OPTIONS} from '../../generators/graphql-reference/options';
import {fetchIntrospection, loadSchema} from '../../generators/graphql-reference/schema-source';
import {SITE_DIR} from '../../node/site/paths';

/** A real GraphQL server on loopback, serving a small schema behind a bearer token. */
const served = buildSchema(`
  type Query { greeting(name: String!): Greeting }
  type Greeting { text: String! }
  type Subscription { greeted: Greeting }
`);
const TOKEN = 'Bearer test-token';
/** Other ways in, as some endpoints take them: a token in the query string, a user and password. */
const URL_TOKEN = 'secret-in-the-url';
const BASIC = `Basic ${Buffer.from('partner:s3cret-pass').toString('base64')}`;

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
  const url = new URL(request.url ?? '/', 'http://localhost');
  switch (url.pathname) {
    case '/graphql': {
      const authorized =
        request.headers.authorization === TOKEN ||
        request.headers.authorization === BASIC ||
        url.searchParams.get('access_token') === URL_TOKEN;
      if (!authorized) {
        send(401, 'application/json', '{"errors":[{"message":"Unauthorized"}]}');
        return;
      }
      const {query, variables} = JSON.parse(await readBody(request)) as {query: string; variables?: Record<string, unknown>};
      const result = await graphql({schema: served, source: query, variableValues: variables});
      send(200, 'application/json', JSON.stringify(result));
      return;
    }
    case '/refuses-introspection':
      await readBody(request);
      {
        send(200, 'application/json', '{"errors":[{"message":"GraphQL introspection is not allowed"}]}');
        return;
      }
    case '/bad-request':
      await readBody(request);
      {
        send(400, 'application/json', '{"errors":[{"message":"Must provide operation name if query contains multiple operations."}]}');
        return;
      }
    case '/empty-schema':
      await readBody(request);
      {
        send(200, 'application/json', '{"data":{"__schema":{}}}');
        return;
      }
    case '/html':
      await readBody(request);
      {
        send(200, 'text/html', '<!doctype html><title>Not an API</title>');
        return;
      }
    case '/huge': {
      await readBody(request);
      // No Content-Length: the size shows only while reading.
      response.writeHead(200, {'content-type': 'application/json'});
      for (let chunk = 0; chunk < 10; chunk++) response.write('x'.repeat(1000));
      response.end();
      return;
    }
    case '/huge-declared':
      await readBody(request);
      response.writeHead(200, {'content-type': 'application/json', 'content-length': String(200 * 1024 * 1024)});
      response.end();
      return;
    case '/slow':
      await readBody(request);
      setTimeout(() => send(200, 'application/json', '{}'), 2_000).unref();
      return;
    default: {
      send(404, 'text/plain', 'Not found');
      return;
    }
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
    loadSchema({...DEFAULT_OPTIONS, schema: `${origin}${pathname}`, headers: {Authorization: TOKEN}, ...overrides}, SITE_DIR);

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
    await assert.rejects(
      load('/refuses-introspection'),
      /the server refused the introspection query: GraphQL introspection is not allowed/,
    );
  });

  it('passes on the GraphQL errors of a refused request', async () => {
    await assert.rejects(
      load('/bad-request'),
      /\/bad-request: the introspection query failed with HTTP 400 Bad Request: Must provide operation name if query contains multiple operations\./,
    );
  });

  it('names the missing field of an empty introspection result', async () => {
    await assert.rejects(load('/empty-schema'), /\/empty-schema: "__schema\.types" is missing or not a list/);
  });

  it('reports an endpoint that is not GraphQL', async () => {
    await assert.rejects(load('/html'), /the answer is not JSON \(text\/html\); is this a GraphQL endpoint\?/);
    await assert.rejects(load('/missing'), /HTTP 404 Not Found/);
  });

  it('gives up after the timeout', async () => {
    await assert.rejects(load('/slow', {timeoutMs: 300}), /no answer to the introspection query within 300 ms/);
  });

  it('keeps a token in the URL out of its messages, the manifest and every generated file', async () => {
    const url = `${origin}/graphql?access_token=${URL_TOKEN}&v=2`;
    const loaded = await loadSchema({...DEFAULT_OPTIONS, schema: url, headers: {}}, SITE_DIR);
    assert.equal(loaded.origin, `${origin}/graphql?access_token=***&v=***`);
    const outDir = await mkdtemp(path.join(tmpdir(), 'reference-url-'));
    try {
      const {manifest} = await generateGraphqlReference({
        siteDir: SITE_DIR,
        options: {...DEFAULT_OPTIONS, schema: url, headers: {}, compareWith: 'none'},
        outDir,
        // The served schema is a small one, not the API the override file and the client calls are written for.
        exampleOverrides: null,
        realApi: false,
      });
      assert.equal(manifest.origin, loaded.origin);
      const files = (await readdir(outDir, {recursive: true, withFileTypes: true})).filter((entry) => entry.isFile());
      assert.ok(files.length > 10);
      for (const file of files) {
        assert.doesNotMatch(await readFile(path.join(file.parentPath, file.name), 'utf8'), new RegExp(URL_TOKEN), file.name);
      }
    } finally {
      await rm(outDir, {recursive: true, force: true});
    }
    await assert.rejects(
      loadSchema({...DEFAULT_OPTIONS, schema: `${origin}/missing?access_token=${URL_TOKEN}`}, SITE_DIR),
      (error: Error) => {
        assert.match(error.message, /\/missing\?access_token=\*\*\*: the introspection query failed with HTTP 404/);
        assert.doesNotMatch(error.message, new RegExp(URL_TOKEN));
        return true;
      },
    );
  });

  it('sends a user and password in the URL as Basic authorization, and never shows the password', async () => {
    const loaded = await loadSchema(
      {...DEFAULT_OPTIONS, schema: origin.replace('//', '//partner:s3cret-pass@') + '/graphql', headers: {}},
      SITE_DIR,
    );
    assert.equal(loaded.origin, `${origin.replace('//', '//***:***@')}/graphql`);
    assert.ok(loaded.schema.getType('Greeting'));
    await assert.rejects(
      loadSchema({...DEFAULT_OPTIONS, schema: origin.replace('//', '//partner:wrong-pass@') + '/graphql', headers: {}}, SITE_DIR),
      (error: Error) => {
        assert.match(error.message, /HTTP 401/);
        assert.doesNotMatch(error.message, /wrong-pass|partner/);
        return true;
      },
    );
  });

  it('stops reading an answer far larger than a schema, with a clear error', async () => {
    await assert.rejects(
      fetchIntrospection(`${origin}/huge`, {}, 5_000, 4_000),
      /\/huge: the answer is larger than 4000 bytes, far more than a schema; is this the GraphQL endpoint\?/,
    );
    await assert.rejects(load('/huge-declared'), /\/huge-declared: the answer is larger than 64 MiB/);
  });

  it('reports an unreachable server', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await assert.rejects(
      loadSchema({...DEFAULT_OPTIONS, schema: `http://127.0.0.1:${port}/graphql`}, SITE_DIR),
      /could not fetch the schema \(ECONNREFUSED\)/,
    );
    await assert.rejects(
      loadSchema({...DEFAULT_OPTIONS, schema: `http://partner:pw-secret@127.0.0.1:${port}/graphql?token=tk-secret`}, SITE_DIR),
      (error: Error) => {
        assert.match(
          error.message,
          /^http:\/\/\*\*\*:\*\*\*@127\.0\.0\.1:\d+\/graphql\?token=\*\*\*: could not fetch the schema \(ECONNREFUSED\)/,
        );
        assert.doesNotMatch(error.message, /pw-secret|tk-secret/);
        return true;
      },
    );
  });
});
