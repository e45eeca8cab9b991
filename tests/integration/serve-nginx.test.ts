import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {mkdir, mkdtemp, readdir, rm, writeFile} from 'node:fs/promises';
import {createServer as createHttpServer} from 'node:http';
import {type AddressInfo, connect, createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {localServerBlock} from '../../scripts/serve-nginx';
import {freePort} from '../../node/hosting/free-port';
import {SITE_DIR} from '../../node/site/paths';

const portOpen = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const runDirs = async (): Promise<string[]> => (await readdir(tmpdir())).filter((name) => name.startsWith('tribe-partners-nginx-'));

/** `npm run serve:nginx` on a small build, in a process group of its own, as a terminal runs it. */
function startServer(dir: string, port: number, env: Readonly<Record<string, string>> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-nginx.ts', '--dir', dir], {
    cwd: SITE_DIR,
    env: {...process.env, PORT: String(port), ...env},
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const serving = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes('Serving')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`serve:nginx exited: ${output}`));
    });
  });
  return {child, exited, serving, output: () => output};
}

describe('npm run serve:nginx', () => {
  let dir: string;

  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'serve-nginx-build-'));
    const files: Record<string, string> = {
      'index.html': '<!doctype html><title>Home</title>',
      '404.html': '<!doctype html><title>Page Not Found</title>',
      '.hosting/document-headers.conf': 'add_header X-Content-Type-Options "nosniff" always;\n',
      '.hosting/asset-headers.conf': 'add_header X-Content-Type-Options "nosniff" always;\n',
      '.hosting/search-worker-headers.conf': 'add_header X-Content-Type-Options "nosniff" always;\n',
    };
    for (const [file, body] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
      await writeFile(path.join(dir, file), body);
    }
  });

  after(async () => {
    await rm(dir, {recursive: true, force: true});
  });

  for (const [signal, how] of [
    ['SIGINT', 'Ctrl-C (SIGINT to the whole process group)'],
    ['SIGTERM', 'SIGTERM to the script'],
  ] as const) {
    it(`serves the build, and stops cleanly on ${how}`, async () => {
      const before = await runDirs();
      const port = await freePort();
      const server = startServer(dir, port);
      await server.serving;
      const response = await fetch(`http://127.0.0.1:${port}/`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      if (signal === 'SIGINT') process.kill(-(server.child.pid as number), 'SIGINT');
      else server.child.kill('SIGTERM');
      assert.equal(await server.exited, 0, server.output());
      assert.equal(await portOpen(port), false, 'nginx still listens');
      assert.deepEqual(await runDirs(), before, 'the run folder was removed');
    });
  }

  it("passes /portal/ to the portal application, never to the docs' 404 page, and says so when the portal is down", async () => {
    // The navbar's "Developers Portal" is https://partners.tribe.so/portal/, another application on the docs' host.
    const portal = createHttpServer((request, response) => response.end(`portal: ${request.url ?? ''}`));
    await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
    const portalPort = (portal.address() as AddressInfo).port;
    const port = await freePort();
    const server = startServer(dir, port, {PORTAL_UPSTREAM: `http://127.0.0.1:${portalPort}`});
    try {
      await server.serving;
      const response = await fetch(`http://127.0.0.1:${port}/portal/apps?tab=1`);
      assert.equal(response.status, 200);
      assert.equal(await response.text(), 'portal: /portal/apps?tab=1');
      await new Promise((resolve) => portal.close(resolve));
      const down = await fetch(`http://127.0.0.1:${port}/portal/`);
      assert.equal(down.status, 502);
      assert.match(await down.text(), /The Developers Portal is not answering/);
      assert.equal(down.headers.get('x-content-type-options'), 'nosniff');
    } finally {
      portal.close();
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('says at once, in words, that the port is taken', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const {port} = blocker.address() as {port: number};
    try {
      const server = startServer(dir, port);
      // It never serves: only the exit matters here.
      server.serving.catch(() => undefined);
      assert.equal(await server.exited, 1);
      assert.match(server.output(), new RegExp(`port ${port} is in use on 127\\.0\\.0\\.1; set PORT to another`));
    } finally {
      blocker.close();
    }
  });

  it('points only the listen and root lines of the production block, and every build path, at the local build', () => {
    const block =
      'server {\n    listen 80;   # local: x\n    root /var/www/tribe-partners;\n    include /var/www/tribe-partners/.hosting/document-headers.conf;\n}\n';
    assert.equal(
      localServerBlock(block, '/tmp/build', 8080),
      'server {\n    listen 127.0.0.1:8080;\n    root /tmp/build;\n    include /tmp/build/.hosting/document-headers.conf;\n}\n',
    );
    assert.throws(() => localServerBlock('server { listen 443; }', '/tmp/build', 8080), /expected the lines "listen 80;"/);
    const withPortal = `${block.slice(0, -2)}    proxy_pass http://127.0.0.1:8081;  # portal: x\n}\n`;
    assert.match(
      localServerBlock(withPortal, '/tmp/build', 8080, 'http://127.0.0.1:9000'),
      /^ {4}proxy_pass http:\/\/127\.0\.0\.1:9000;$/m,
    );
    assert.match(localServerBlock(withPortal, '/tmp/build', 8080), /proxy_pass http:\/\/127\.0\.0\.1:8081;/);
    assert.throws(() => localServerBlock(withPortal, '/tmp/build', 8080, 'portal; evil'), /PORTAL_UPSTREAM must be an http\(s\) address/);
  });
});
