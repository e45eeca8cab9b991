/**
 * `npm run serve:nginx`: serves build/ with Debian's nginx and the production
 * server block (deploy/nginx/tribe-partners.conf) on 127.0.0.1:$PORT (8080),
 * in the foreground, until Ctrl-C or SIGTERM. Nothing is written outside a
 * temporary folder, so it runs without root.
 *
 * Usage: PORT=8080 tsx scripts/serve-nginx.ts [--dir build]
 */
import {spawn, spawnSync} from 'node:child_process';
import {access, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {connect, createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {DOCUMENT_HEADERS_NGINX, HOSTING_DIR} from '../node/hosting/security-headers';
import {SITE_DIR as siteDir} from '../node/site/paths';

export const SERVER_BLOCK = path.join(siteDir, 'deploy/nginx/tribe-partners.conf');
const NGINX = '/usr/sbin/nginx';
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
/** Where the server block expects the build in production; rewritten to the local build. */
const PRODUCTION_ROOT = '/var/www/tribe-partners';

/** The production server block, pointed at a local build and port (and at a local portal, when given one). */
export function localServerBlock(serverBlock: string, buildDir: string, port: number, portalUpstream?: string): string {
  const listen = /^(\s*)listen 80;.*$/m;
  const root = new RegExp(`^(\\s*)root ${PRODUCTION_ROOT};.*$`, 'm');
  if (!listen.test(serverBlock) || !root.test(serverBlock)) {
    throw new Error(
      `${path.relative(siteDir, SERVER_BLOCK)}: expected the lines "listen 80;" and "root ${PRODUCTION_ROOT};" to point at the local build`,
    );
  }
  const portal = /^(\s*)proxy_pass \S+;\s*# portal:.*$/m;
  if (portalUpstream !== undefined) {
    if (!/^https?:\/\/[^\s;]+$/.test(portalUpstream))
      throw new Error(`PORTAL_UPSTREAM must be an http(s) address, not "${portalUpstream}"`);
    if (!portal.test(serverBlock)) throw new Error(`${path.relative(siteDir, SERVER_BLOCK)}: expected a "proxy_pass …; # portal:" line`);
  }
  return (portalUpstream === undefined ? serverBlock : serverBlock.replace(portal, `$1proxy_pass ${portalUpstream};`))
    .replace(listen, `$1listen 127.0.0.1:${port};`)
    .replace(root, `$1root ${buildDir};`)
    .split(`${PRODUCTION_ROOT}/`)
    .join(`${buildDir}/`);
}

/** A whole nginx.conf around the server block, with every path nginx writes inside `runDir`. */
export function mainConfig(runDir: string, serverBlockFile: string): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(runDir, name)};`;
  return `# Written by scripts/serve-nginx.ts for one run.
daemon off;
# As a production host runs it (Debian's nginx.conf: one worker per core): a single worker with
# 256 connections collapsed at 1,000 readers ("worker_connections are not enough").
worker_processes auto;
worker_rlimit_nofile 16384;
pid ${path.join(runDir, 'nginx.pid')};
error_log stderr warn;
${process.getuid?.() === 0 ? '# Run as root, the workers must read the build wherever the checkout is.\nuser root;\n' : ''}load_module ${BROTLI_MODULE};

events {
    worker_connections 4096;
    multi_accept on;
}

http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 65;
    ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n    ')}
    include ${serverBlockFile};
}
`;
}

/** nginx would retry for seconds and then only say "bind() failed": say it at once, in words. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} is in use on 127.0.0.1; set PORT to another (PORT=8081 npm run serve:nginx)`
            : error.message,
        ),
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** Whether nginx took the port, or exited first (a port in use, say). */
async function listening(port: number, exited: Promise<unknown>): Promise<boolean> {
  const nginx = {gone: false};
  void exited.then(() => (nginx.gone = true));
  while (!nginx.gone) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

async function main(): Promise<void> {
  const {values} = parseArgs({options: {dir: {type: 'string', default: 'build'}}});
  const port = Number(process.env.PORT ?? '8080');
  if (!Number.isInteger(port) || port < 1 || port > 65_535) throw new Error(`PORT must be a port number, not "${process.env.PORT}"`);
  const buildDir = path.resolve(values.dir);
  await access(path.join(buildDir, HOSTING_DIR, DOCUMENT_HEADERS_NGINX)).catch(() => {
    throw new Error(`${path.join(values.dir, HOSTING_DIR, DOCUMENT_HEADERS_NGINX)} is missing: run \`npm run build\` first.`);
  });
  await access(NGINX).catch(() => {
    throw new Error(`${NGINX} is missing: run \`bash scripts/ensure-nginx.sh\` (it installs nginx as root, or says how).`);
  });

  await assertPortFree(port);
  const runDir = await mkdtemp(path.join(tmpdir(), 'tribe-partners-nginx-'));
  const removeRunDir = () => rm(runDir, {recursive: true, force: true});
  const serverBlockFile = path.join(runDir, 'tribe-partners.conf');
  await writeFile(
    serverBlockFile,
    localServerBlock(await readFile(SERVER_BLOCK, 'utf8'), buildDir, port, process.env.PORTAL_UPSTREAM || undefined),
  );
  const configFile = path.join(runDir, 'nginx.conf');
  await writeFile(configFile, mainConfig(runDir, serverBlockFile));

  const args = ['-p', runDir, '-c', configFile, '-e', 'stderr'];
  const check = spawnSync(NGINX, [...args, '-t', '-q'], {encoding: 'utf8'});
  if (check.status !== 0) {
    await removeRunDir();
    throw new Error(`nginx rejected the configuration:\n${check.stderr.trim()}`);
  }

  const nginx = spawn(NGINX, args, {stdio: ['ignore', 'inherit', 'inherit']});
  let stopping = false;
  // nginx stops at once on SIGTERM or SIGINT (Ctrl-C reaches it too, as part of the terminal's process group).
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      stopping = true;
      nginx.kill('SIGTERM');
    });
  }
  const exited = new Promise<number | null>((resolve) => nginx.once('exit', (exitCode) => resolve(exitCode)));
  if (await listening(port, exited)) {
    console.log(`Serving ${path.relative(process.cwd(), buildDir) || '.'}/ with nginx at http://127.0.0.1:${port}/ (Ctrl+C to stop)`);
  }
  const exitCode = await exited;
  await removeRunDir();
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- the signal handler sets it while nginx runs
  if (!stopping) {
    console.error(`error: nginx stopped (exit code ${exitCode}); its message is above.`);
    process.exit(1);
  }
  process.exit(0);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
