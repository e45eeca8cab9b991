/**
 * Loaded (`--import`) into every sample process before the sample itself.
 *
 * 1. Network: a request to any host other than this machine goes to the
 *    local platform instead, with the URL the sample asked for in a header.
 *    This covers `fetch` and Node's `http`/`https` modules, which the
 *    client's `graphql-request` uses through `node-fetch`. The sample keeps
 *    its real URLs, and nothing leaves 127.0.0.1.
 * 2. Strict responses: the `data` of every response from the local platform
 *    is wrapped so that reading a field the request did not select throws.
 *    A real response simply lacks such a field, and the sample silently
 *    prints `undefined` or 0; here it fails, and the runner names the field.
 *    Reading a value that the local platform marked as one no source
 *    documents (an uninstalled installation's status) is reported too, so
 *    that no page shows such a value as the platform's.
 */
import http from 'node:http';
import https from 'node:https';

const PLATFORM_URL = process.env.SAMPLE_PLATFORM_URL;
const ORIGINAL_URL_HEADER = 'x-sample-original-url';
const RESPONSE_MARKER = 'tribePartnersSampleServer';
const UNDOCUMENTED_EXTENSION = 'tribePartnersUndocumented';
/** Printed on stderr, so that the runner sees the mistake even when the sample catches the error. */
export const UNSELECTED_FIELD_MARKER = 'SAMPLE READ AN UNSELECTED FIELD:';
export const UNDOCUMENTED_VALUE_MARKER = 'SAMPLE READ A VALUE NO SOURCE DOCUMENTS:';

if (PLATFORM_URL === undefined) throw new Error('SAMPLE_PLATFORM_URL is not set: run samples through tools/snippets/run-samples.ts');
const platform = new URL(PLATFORM_URL);

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

function isLocal(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname);
}

// --- fetch -----------------------------------------------------------------
const originalFetch = globalThis.fetch;
globalThis.fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
  const request = new Request(input, init);
  const url = new URL(request.url);
  if (isLocal(url.hostname)) return originalFetch(request);
  const headers = new Headers(request.headers);
  headers.set(ORIGINAL_URL_HEADER, url.href);
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
  return originalFetch(new URL(url.pathname + url.search, platform), {method: request.method, headers, body});
};

// --- http and https --------------------------------------------------------
type RequestFunction = typeof http.request;

function redirectedOptions(options: http.RequestOptions, protocol: string): http.RequestOptions | null {
  const hostname = options.hostname ?? options.host?.replace(/:\d+$/, '') ?? 'localhost';
  if (isLocal(hostname)) return null;
  const port = options.port ? `:${options.port}` : '';
  const original = `${protocol}//${hostname}${port}${options.path ?? '/'}`;
  const headers = {...(options.headers as Record<string, string> | undefined), [ORIGINAL_URL_HEADER]: original};
  return {
    ...options,
    protocol: 'http:',
    hostname: platform.hostname,
    host: platform.hostname,
    port: platform.port,
    agent: undefined,
    headers,
  };
}

function patch(module: typeof http | typeof https, protocol: 'http:' | 'https:'): void {
  const original: RequestFunction = http.request.bind(http);
  const originalOwn: RequestFunction = module.request.bind(module);
  const patched = ((...args: unknown[]) => {
    let options: http.RequestOptions;
    let rest: unknown[];
    if (typeof args[0] === 'string' || args[0] instanceof URL) {
      const url = new URL(args[0]);
      const extra =
        typeof args[1] === 'object' && args[1] !== null && typeof args[1] !== 'function' ? (args[1] as http.RequestOptions) : {};
      options = {...extra, hostname: url.hostname, port: url.port, path: url.pathname + url.search, protocol: url.protocol};
      rest = args.slice(extra === args[1] ? 2 : 1);
    } else {
      options = args[0] as http.RequestOptions;
      rest = args.slice(1);
    }
    const redirected = redirectedOptions(options, options.protocol ?? protocol);
    return redirected === null ? originalOwn(options, ...(rest as [])) : original(redirected, ...(rest as []));
  }) as RequestFunction;
  module.request = patched;
  module.get = ((...args: Parameters<RequestFunction>) => {
    const request = (patched as (...a: unknown[]) => http.ClientRequest)(...args);
    request.end();
    return request;
  }) as typeof module.get;
}
patch(https, 'https:');
patch(http, 'http:');

// --- strict responses --------------------------------------------------------
/** Names JavaScript itself looks up on any object (awaiting, serializing, inspecting); reading them is not a mistake. */
const ALWAYS_READABLE = new Set(['then', 'toJSON', 'constructor', 'asymmetricMatch', '$$typeof', 'nodeType', 'inspect']);

/** Paths of the values in one response that no source documents, with why. */
type Undocumented = ReadonlyMap<string, string>;

function strict(value: unknown, path: string, undocumented: Undocumented): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    return new Proxy(value, {
      get(target, property, receiver) {
        const item = Reflect.get(target, property, receiver) as unknown;
        return typeof property === 'string' && /^\d+$/.test(property) ? strict(item, `${path}[${property}]`, undocumented) : item;
      },
    });
  }
  return new Proxy(value as Record<string, unknown>, {
    get(target, property, receiver) {
      if (typeof property === 'symbol' || property in target || ALWAYS_READABLE.has(property)) {
        const field = Reflect.get(target, property, receiver) as unknown;
        if (typeof property !== 'string' || !Object.hasOwn(target, property)) return field;
        const reason = undocumented.get(`${path}.${property}`);
        if (reason !== undefined) process.stderr.write(`${UNDOCUMENTED_VALUE_MARKER} ${path}.${property} (${reason})\n`);
        return strict(field, `${path}.${property}`, undocumented);
      }
      const selected = Object.keys(target).join(', ');
      const message = `${UNSELECTED_FIELD_MARKER} ${path}.${property} (the request selected only: ${selected})`;
      process.stderr.write(`${message}\n`);
      throw new TypeError(message);
    },
  });
}

const originalParse = JSON.parse;
JSON.parse = function parseAndGuard(text: string, reviver?: Parameters<typeof JSON.parse>[1]): unknown {
  const parsed = originalParse(text, reviver) as unknown;
  if (parsed === null || typeof parsed !== 'object') return parsed;
  const response = parsed as {data?: unknown; extensions?: Record<string, unknown>};
  if (response.extensions?.[RESPONSE_MARKER] !== true) return parsed;
  const {[RESPONSE_MARKER]: marker, [UNDOCUMENTED_EXTENSION]: listed, ...otherExtensions} = response.extensions;
  if (Object.keys(otherExtensions).length === 0) delete response.extensions;
  else response.extensions = otherExtensions;
  const undocumented = new Map(
    (Array.isArray(listed) ? (listed as {path: string; reason: string}[]) : []).map(({path, reason}) => [path, reason] as const),
  );
  if (response.data !== undefined && response.data !== null) response.data = strict(response.data, 'data', undocumented);
  return response;
};
