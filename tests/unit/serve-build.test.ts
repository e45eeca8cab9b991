import assert from 'node:assert/strict';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {type StaticServer, startStaticServer} from '../../scripts/serve-build';

describe('serve-build', () => {
  let dir: string;
  let served: StaticServer;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'serve-build-'));
    const files: Record<string, string> = {
      'index.html': 'home',
      '404.html': 'not found page',
      'docs/index.html': 'docs root',
      'docs/guide/index/index.html': 'guide index',
      'assets/js/main.0123abcd.js': 'console.log(1)',
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

  const get = (pathname: string): Promise<Response> =>
    fetch(new URL(pathname, served.url), {redirect: 'manual'});

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

  it('caches hashed assets forever and pages never', async () => {
    const asset = await get('/assets/js/main.0123abcd.js');
    assert.equal(asset.status, 200);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
    const page = await get('/');
    assert.equal(page.headers.get('cache-control'), 'no-cache');
  });

  it('refuses to start on a folder without a build', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'serve-build-empty-'));
    await assert.rejects(
      startStaticServer({dir: empty, host: '127.0.0.1', port: 0}),
      /404\.html is missing: run `npm run build` first/,
    );
    await rm(empty, {recursive: true, force: true});
  });
});
