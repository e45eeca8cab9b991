/** nginx for the benchmarks that measure the production server (transfer.ts, load.ts). */
import {spawn} from 'node:child_process';

import {freePort} from '../node/hosting/free-port';
import {SITE_DIR} from '../node/site/paths';

export interface RunningNginx {
  readonly port: number;
  readonly origin: string;
  stop(): void;
}

/** `npm run serve:nginx` on build/, on a free port; resolves once it serves. */
export async function startNginx(): Promise<RunningNginx> {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/serve-nginx.ts'], {
    cwd: SITE_DIR,
    env: {...process.env, PORT: String(port)},
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`npm run serve:nginx exited with ${code}`)));
  });
  return {port, origin: `http://127.0.0.1:${port}`, stop: () => server.kill('SIGTERM')};
}
