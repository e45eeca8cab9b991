import assert from 'node:assert/strict';
import {mkdir, mkdtemp, rm, unlink, writeFile} from 'node:fs/promises';
import {request as httpRequest} from 'node:http';
import {gzipSync} from 'node:zlib';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {type StaticServer, startStaticServer} from '../../node/hosting/static-server';

describe('the static server behind npm run serve and the tests', () => {
  let dir: string;
  let served: StaticServer;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'serve-build-'));
    const files: Record<string, string | Buffer> = {
      'index.html': 'home',
      '404.html': 'not found page',
      'docs/index.html': 'docs root',
      'docs/guide/index/index.html': 'guide index',
      'assets/js/main.0123abcd.js': 'console.log(1)',
      'assets/js/main.0123abcd.js.gz': gzipSync('console.log(1)'),
      'pagefind/wasm.en.pagefind': 'binary',
      'pagefind/pagefind-worker.js': 'self.onmessage = () => {};',
      '.hosting/security-headers.json': JSON.stringify({
        document: {'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff'},
        asset: {'X-Content-Type-Options': 'nosniff'},
        searchWorker: {'Content-Security-Policy': "script-src 'wasm-unsafe-eval'", 'X-Content-Type-Options': 'nosniff'},
      }),
    };
    for (const [file, body] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
      await writeFile(path.join(dir, file), body);
    }
    served = await startStaticServer({dir, host: '127.0.0.1', port: 0});
  });

  after(async () => {
    served.server.close();
    await rm(dir, {recursive: true, force: true});
  });

  const get = (pathname: string): Promise<Response> => fetch(new URL(pathname, served.url), {redirect: 'manual'});

  it('serves a folder index for a path without a trailing slash', async () => {
    const response = await get('/docs');
    assert.equal(response.status, 200);
    assert.equal(await response.text(), 'docs root');
  });

  it('serves routes that end in /index without redirecting them away', async () => {
    const response = await get('/docs/guide/index');
    assert.equal(response.status, 200);
    assert.equal(await response.text(), 'guide index');
  });

  it('answers an unknown path with 404.html and status 404', async () => {
    const response = await get('/docs/no-such-page');
    assert.equal(response.status, 404);
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    assert.equal(await response.text(), 'not found page');
  });

  it("redirects a path that ends in a slash to the page's one address, keeping the query", async () => {
    for (const [pathname, location] of [
      ['/docs/', '/docs'],
      ['/docs/guide/index/?q=a', '/docs/guide/index?q=a'],
      ['/docs/no-such-page//', '/docs/no-such-page'],
    ]) {
      const response = await get(pathname!);
      assert.equal(response.status, 301, pathname);
      assert.equal(response.headers.get('location'), location, pathname);
      assert.equal(response.headers.get('content-security-policy'), "default-src 'self'", pathname);
    }
    assert.equal((await get('/')).status, 200);
    // The asset folders have no pages to redirect to.
    assert.equal((await get('/pagefind/')).status, 404);
  });

  it('answers /404.html with 404: the not-found page has no address of its own', async () => {
    const response = await get('/404.html');
    assert.equal(response.status, 404);
    assert.equal(await response.text(), 'not found page');
  });

  it('serves /404.html as a page with status 200 when asked to (the page benchmark: Lighthouse measures no 404)', async () => {
    const bench = await startStaticServer({dir, host: '127.0.0.1', port: 0, notFoundPageAsPage: true});
    try {
      const response = await fetch(new URL('/404.html', bench.url));
      assert.equal(response.status, 200);
      assert.equal(await response.text(), 'not found page');
    } finally {
      bench.server.close();
    }
  });

  it('answers a missing asset with a short text 404, not the HTML page', async () => {
    const response = await get('/assets/js/gone.0badc0de.js');
    assert.equal(response.status, 404);
    assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
  });

  it('caches hashed assets forever and pages never', async () => {
    const asset = await get('/assets/js/main.0123abcd.js');
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
    const page = await get('/');
    assert.equal(page.headers.get('cache-control'), 'no-cache');
  });

  it('answers /index after a page with 404, as nginx does, not with the page (a soft 404)', async () => {
    assert.equal((await get('/docs/index')).status, 404);
    assert.equal((await get('/index')).status, 404);
  });

  it("sends the build's page headers with pages and 404s, and its asset headers with assets", async () => {
    for (const pathname of ['/', '/docs/no-such-page', '/pagefind/no-such-file']) {
      const response = await get(pathname);
      assert.equal(response.headers.get('content-security-policy'), "default-src 'self'", pathname);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', pathname);
    }
    for (const pathname of ['/assets/js/main.0123abcd.js', '/pagefind/wasm.en.pagefind']) {
      const response = await get(pathname);
      assert.equal(response.headers.get('content-security-policy'), null, pathname);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff', pathname);
    }
  });

  it("sends the search worker its own CSP, which lets it compile the search's WebAssembly", async () => {
    const response = await get('/pagefind/pagefind-worker.js');
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-security-policy'), "script-src 'wasm-unsafe-eval'");
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(response.headers.get('content-type'), 'application/javascript; charset=utf-8');
  });

  it('answers other methods than GET and HEAD with 405 and Allow', async () => {
    for (const method of ['POST', 'DELETE', 'PUT']) {
      const response = await fetch(new URL('/', served.url), {method});
      assert.equal(response.status, 405, method);
      assert.equal(response.headers.get('allow'), 'GET, HEAD');
    }
  });

  it('answers a refused method on a script as text, never labelled as the script', async () => {
    const response = await fetch(new URL('/assets/js/main.0123abcd.js', served.url), {method: 'POST'});
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  });

  it('answers a range past the end of a hashed asset with the whole file, as nginx does, not with a 416 cached for a year', async () => {
    const response = await fetch(new URL('/assets/js/main.0123abcd.js', served.url), {headers: {range: 'bytes=999999999-'}});
    assert.equal(response.status, 200);
    assert.equal(await response.text(), 'console.log(1)');
  });

  it('hides the hosting folder and paths outside the build', async () => {
    assert.equal((await get('/.hosting/security-headers.json')).status, 404);
    const escaped = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(new URL('/../package.json', served.url), {path: '/../package.json'}, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      request.on('error', reject);
      request.end();
    });
    assert.equal(escaped, 404);
  });

  it('sends the precompressed copy to a client that accepts it', async () => {
    const response = await fetch(new URL('/assets/js/main.0123abcd.js', served.url), {headers: {'accept-encoding': 'gzip'}});
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.equal(response.headers.get('vary'), 'Accept-Encoding');
    assert.equal(await response.text(), 'console.log(1)');
  });

  it("gives Pagefind's files a type", async () => {
    assert.equal((await get('/pagefind/wasm.en.pagefind')).headers.get('content-type'), 'application/octet-stream');
  });

  it('reads the disk per request: a file that changed or went away is served as it is now', async () => {
    await writeFile(path.join(dir, 'docs/index.html'), 'docs root, rebuilt and much longer than before');
    const changed = await get('/docs');
    assert.equal(await changed.text(), 'docs root, rebuilt and much longer than before');
    await writeFile(path.join(dir, 'docs/index.html'), 'short');
    assert.equal(await (await get('/docs')).text(), 'short');
    await unlink(path.join(dir, 'docs/index.html'));
    assert.equal((await get('/docs')).status, 404);
    // Still serving.
    assert.equal((await get('/')).status, 200);
  });

  it('refuses to start on a folder without a build', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'serve-build-empty-'));
    await assert.rejects(startStaticServer({dir: empty, host: '127.0.0.1', port: 0}), /404\.html is missing: run `npm run build` first/);
    await rm(empty, {recursive: true, force: true});
  });
});
