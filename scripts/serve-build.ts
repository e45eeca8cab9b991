/**
 * Serves the production build the way the site is meant to be hosted:
 * `/docs/guide/index` is the file `docs/guide/index/index.html`, an unknown
 * path gets `404.html` with status 404, and hashed assets are cached forever.
 *
 * `docusaurus serve` cannot be used: its server redirects any path that ends
 * in `/index` to the path without it, so `/docs/guide/index` would 404.
 *
 * Usage: tsx scripts/serve-build.ts [--dir build] [--host 127.0.0.1] [--port 3000]
 */
import {readFile} from 'node:fs/promises';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {fileURLToPath} from 'node:url';
import sirv from 'sirv';

export interface StaticServerOptions {
  readonly dir: string;
  readonly host: string;
  readonly port: number;
  /** Serve a file's `.gz` sibling to clients that accept gzip, as a production host compresses text. */
  readonly precompressed?: boolean;
}

export interface StaticServer {
  readonly server: Server;
  readonly url: string;
}

const HASHED_ASSETS = /^\/assets\//;

export async function startStaticServer({dir, host, port, precompressed = false}: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(dir);
  const notFoundPage = await readFile(path.join(root, '404.html')).catch(() => {
    throw new Error(`${path.join(root, '404.html')} is missing: run \`npm run build\` first.`);
  });

  const serveFiles = sirv(root, {
    dev: false,
    etag: true,
    gzip: precompressed,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        HASHED_ASSETS.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  const server = createServer((req, res) => {
    serveFiles(req, res, () => {
      res.writeHead(404, {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache'});
      res.end(req.method === 'HEAD' ? undefined : notFoundPage);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const address = server.address() as AddressInfo;
  return {server, url: `http://${host}:${address.port}/`};
}

async function main(): Promise<void> {
  const {values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      host: {type: 'string', default: '127.0.0.1'},
      port: {type: 'string', default: '3000'},
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`--port must be a port number, not "${values.port}"`);
  }
  const {url} = await startStaticServer({dir: values.dir, host: values.host, port});
  console.log(`Serving ${values.dir}/ at ${url} (Ctrl+C to stop)`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
