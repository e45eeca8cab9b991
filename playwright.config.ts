import {defineConfig, devices} from '@playwright/test';

/** The production build is served on loopback only; tests never leave 127.0.0.1. */
export const E2E_PORT = 4173;
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
/** The same build behind Debian's nginx and the production config (`npm run serve:nginx`). */
export const NGINX_PORT = 4174;
export const NGINX_ORIGIN = `http://127.0.0.1:${NGINX_PORT}`;

import {CHROMIUM_ARGS, CHROMIUM_PATH} from './src/site/chromium';

export {CHROMIUM_ARGS, CHROMIUM_PATH};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: {timeout: 5_000},
  reporter: [['list']],
  use: {
    baseURL: E2E_ORIGIN,
    trace: 'retain-on-failure',
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
      // Timing-sensitive tests (progress bar delay, delayed chunks) run last,
      // when no other test competes for the two cores.
      name: 'chromium-timing',
      use: {...devices['Desktop Chrome'], channel: undefined},
      testMatch: /loading-states\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: [
    {
      command: `npx tsx scripts/serve-build.ts --host 127.0.0.1 --port ${E2E_PORT}`,
      url: `${E2E_ORIGIN}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'npx tsx scripts/serve-nginx.ts',
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
