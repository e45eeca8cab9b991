import {execFileSync} from 'node:child_process';
import os from 'node:os';

import {defineConfig, devices} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from './node/site/chromium';

const PROBE =
  "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";

/**
 * A port that nothing listens on, chosen once by the main process: the test
 * workers load this file again and inherit the choice through `variable`,
 * which also lets a developer fix it (`E2E_PORT=4173 npx playwright test`).
 */
function freePort(variable: string, taken: readonly number[] = []): number {
  const chosen = process.env[variable];
  if (chosen !== undefined) return Number(chosen);
  let port: number;
  do {
    port = Number(execFileSync(process.execPath, ['-e', PROBE], {encoding: 'utf8'}));
  } while (taken.includes(port));
  process.env[variable] = String(port);
  return port;
}

/** The production build is served on loopback only; tests never leave 127.0.0.1. */
export const E2E_PORT = freePort('E2E_PORT');
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The same build behind Debian's nginx and the production config (`npm run serve:nginx`). */
export const NGINX_PORT = freePort('NGINX_PORT', [E2E_PORT]);
export const NGINX_ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: os.availableParallelism(),
  timeout: 30_000,
  expect: {timeout: 5_000},
  reporter: [['list']],
  use: {
    baseURL: E2E_ORIGIN,
    // A trace records every action of every test, which cost a fifth of the suite's time on 2 cores;
    // to see one, run the failing test again with `--trace on`. A screenshot is taken only when a test fails.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]},
  },
  projects: [
    {
      name: 'chromium',
      use: {...devices['Desktop Chrome'], channel: undefined},
      testIgnore: /loading-states\.spec\.ts|production-server\.spec\.ts/,
    },
    {
      name: 'nginx',
      use: {...devices['Desktop Chrome'], channel: undefined, baseURL: NGINX_ORIGIN},
      testMatch: /production-server\.spec\.ts/,
    },
    {
      // The loading-state tests (progress bar delay, held and delayed chunks) run
      // with the others: they pause the page's clock or hold the requests they
      // time, so a busy machine cannot change what they see, and no failure
      // elsewhere keeps them from running.
      name: 'chromium-timing',
      use: {...devices['Desktop Chrome'], channel: undefined},
      testMatch: /loading-states\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: `node --import tsx scripts/serve-build.ts --host 127.0.0.1 --port ${E2E_PORT}`,
      url: `${E2E_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx scripts/serve-nginx.ts',
      env: {PORT: String(NGINX_PORT)},
      url: `${NGINX_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      // nginx stops on SIGTERM, and the script removes its run folder; a SIGKILL would leave workers on the port.
      gracefulShutdown: {signal: 'SIGTERM', timeout: 5_000},
    },
  ],
});
