/**
 * `npm run serve` and the browser tests: serves a production build as nginx
 * does with deploy/nginx/tribe-partners.conf. The same routes (`/a/b` is
 * `a/b/index.html`, no `/a/b/index` alias), the same 404 and 405 answers,
 * cache rules, types, precompressed files and security headers, CSP included.
 *
 * It looks at the disk on every request, so it keeps working while
 * `npm run build` replaces the folder under it: a file that is gone is a 404
 * and a file that changed is sent whole, never with a stale length.
 *
 * `docusaurus serve` cannot be used: it redirects any path that ends in
 * `/index` to the path without it, so `/docs/guide/index` would 404.
 *
 */
import {readFile, stat} from 'node:fs/promises';
import {createServer, type IncomingMessage, type Server, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';

import {HEADERS_JSON, HOSTING_DIR, isAssetPath, SEARCH_WORKER_PATH, type SecurityHeaders} from './security-headers';

export interface StaticServerOptions {
  readonly dir: string;
  readonly host: string;
  readonly port: number;
  /**
   * Serve `/404.html` as a page, with status 200. For the page benchmark
   * only: Lighthouse measures no page answered with 404, so it loads the
   * not-found page by its file name.
   */
  readonly notFoundPageAsPage?: boolean;
}

export interface StaticServer {
  readonly server: Server;
  readonly url: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** nginx's MIME table for the files a build holds, with the charset its `charset_types` adds. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.xml': 'text/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.graphql': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.wasm': 'application/wasm',
};

/** How a request path maps to cache rules, as the server block's locations do. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE;
}

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
}

/**
 * The page's one address for a path that ends in a slash (`/a/b/` → `/a/b`),
 * or null. Served as it was, `/a/b/` would be /a/b's page under a second
 * address, whose canonical link follows it after hydration. The asset folders
 * have no pages; a path there is a file or a 404, as in nginx's `^~` locations.
 */
export function canonicalPathOf(pathname: string): string | null {
  if (isAssetPath(pathname)) return null;
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === pathname || trimmed === '' ? null : trimmed;
}

/** The not-found page is what a missing address shows, with status 404; it has no address of its own. */
const NOT_FOUND_PAGE_PATH = '/404.html';

/** The files a request path may be, in the order nginx's `try_files $uri $uri/index.html` tries them. */
export function candidatesFor(root: string, pathname: string): string[] | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // The web server's own files (.hosting/) and anything outside the build are not part of the site.
  if (decoded.includes('\0') || /(^|\/)\./.test(decoded)) return null;
  const file = path.join(root, decoded);
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  return decoded.endsWith('/') ? [path.join(file, 'index.html')] : [file, path.join(file, 'index.html')];
}

export interface FoundFile {
  readonly file: string;
  readonly mtimeMs: number;
}

/** The file of the build that a request path is served from, found as nginx's `try_files` finds it; null for a 404. */
export async function builtFileFor(root: string, pathname: string): Promise<FoundFile | null> {
  for (const file of candidatesFor(root, pathname) ?? []) {
    const info = await stat(file).catch(() => null);
    if (info?.isFile()) return {file, mtimeMs: info.mtimeMs};
  }
  return null;
}

/** The precompressed copy the client accepts, brotli first. */
async function encodedCopy(file: string, acceptEncoding: string): Promise<{body: Buffer; encoding: string} | null> {
  const accepts = (coding: string) => new RegExp(`(^|[\\s,])${coding}(?!;\\s*q=0(\\.0*)?(\\s|,|$))`).test(acceptEncoding);
  for (const [coding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!accepts(coding)) continue;
    const body = await readFile(file + suffix).catch(() => null);
    if (body !== null) return {body, encoding: coding};
  }
  return null;
}

/** The headers the build wrote for the servers; read per request, as a rebuild replaces them. */
export async function securityHeaders(root: string): Promise<SecurityHeaders | null> {
  const text = await readFile(path.join(root, HOSTING_DIR, HEADERS_JSON), 'utf8').catch(() => null);
  return text === null ? null : (JSON.parse(text) as SecurityHeaders);
}

async function respond(root: string, notFoundPageAsPage: boolean, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const {pathname, search} = new URL(request.url ?? '/', 'http://localhost');
  const built = await securityHeaders(root);
  // As nginx's locations: a page's set, or (for the files under the asset folders) the asset set.
  const headerSet = (asset: boolean): Record<string, string> => ({...(asset ? built?.asset : built?.document)});
  const headers: Record<string, string> = {
    ...(pathname === SEARCH_WORKER_PATH ? built?.searchWorker : headerSet(isAssetPath(pathname))),
    'Cache-Control': cacheControlFor(pathname),
  };
  const send = (status: number, extra: Record<string, string | number>, body?: Buffer | string) => {
    response.writeHead(status, {...headers, ...extra});
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  /** A file of the build, as its precompressed copy when the client accepts one (brotli first, as nginx picks). */
  const sendFile = async (status: number, file: string, body: Buffer, extra: Record<string, string>) => {
    const encoded = await encodedCopy(file, request.headers['accept-encoding'] ?? '');
    // Vary for any file that has copies, as nginx's gzip_vary.
    const hasCopies = encoded !== null || (await stat(`${file}.gz`).catch(() => null)) !== null;
    const sent = encoded?.body ?? body;
    send(
      status,
      {
        ...extra,
        'Content-Length': sent.length,
        ...(encoded === null ? {} : {'Content-Encoding': encoded.encoding}),
        ...(hasCopies ? {Vary: 'Accept-Encoding'} : {}),
      },
      sent,
    );
  };

  if (request.method !== 'GET' && request.method !== 'HEAD') {
    Object.assign(headers, headerSet(false));
    send(
      405,
      {Allow: 'GET, HEAD', 'Cache-Control': REVALIDATE, 'Content-Type': 'text/plain; charset=utf-8'},
      'Only GET and HEAD requests are served here.\n',
    );
    return;
  }

  const canonical = canonicalPathOf(pathname);
  if (canonical !== null) {
    // nginx's own redirect page, with its type, so that the two servers answer alike.
    send(
      301,
      {Location: `${canonical}${search}`, 'Cache-Control': REVALIDATE, 'Content-Type': 'text/html'},
      '<h1>301 Moved Permanently</h1>\n',
    );
    return;
  }

  const found = pathname === NOT_FOUND_PAGE_PATH && !notFoundPageAsPage ? null : await builtFileFor(root, pathname);
  const body = found === null ? null : await readFile(found.file).catch(() => null);
  if (found === null || body === null) {
    // A script or style sheet that is gone (an older build's, after a deploy) gets no HTML page:
    // the browser would report the page's type as well as the 404.
    if (pathname.startsWith('/assets/')) {
      send(404, {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE}, 'Not found\n');
      return;
    }
    Object.assign(headers, headerSet(false));
    const notFoundFile = path.join(root, '404.html');
    const notFound = await readFile(notFoundFile).catch(() => null);
    if (notFound === null) {
      send(
        503,
        {'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE},
        `There is no build in ${root} right now: run \`npm run build\`.\n`,
      );
    } else {
      await sendFile(404, notFoundFile, notFound, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': REVALIDATE});
    }
    return;
  }

  // The ETag follows what was read, not a stat taken before a rebuild replaced the file.
  const etag = `W/"${body.length.toString(16)}-${Math.floor(found.mtimeMs).toString(16)}"`;
  if (request.headers['if-none-match'] === etag) {
    send(304, {ETag: etag});
    return;
  }
  await sendFile(200, found.file, body, {'Content-Type': contentTypeFor(found.file), ETag: etag});
}

export async function startStaticServer({dir, host, port, notFoundPageAsPage}: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(dir);
  await stat(path.join(root, '404.html')).catch(() => {
    throw new Error(`${path.join(root, '404.html')} is missing: run \`npm run build\` first.`);
  });
  const server = createServer((request, response) => {
    respond(root, notFoundPageAsPage === true, request, response).catch((error: unknown) => {
      // One bad request must not stop the server the reader is using.
      console.error(`${request.method} ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) response.writeHead(500, {'Content-Type': 'text/plain; charset=utf-8'});
      response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {server, url: `http://${host}:${address.port}/`};
}
