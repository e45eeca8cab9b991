/**
 * Search benchmark (numbers, not pass/fail): index size on disk, bytes the
 * browser fetches for a first and a second query, and the time from the last
 * keypress to rendered results with a cold and a warm index. Times include
 * the dialog's 80 ms debounce.
 *   npm run build && npx tsx bench/search.ts
 */
import {readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {chromium, type Page} from '@playwright/test';

import {startStaticServer} from '../src/hosting/static-server';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../src/site/chromium';
import {SEARCH_BUNDLE_DIR} from '../src/search/bundle';
import {BUILD_DIR} from '../src/site/paths';

async function folderBytes(dir: string): Promise<{files: number; bytes: number}> {
  let files = 0;
  let bytes = 0;
  for (const entry of await readdir(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    files++;
    bytes += (await stat(path.join(entry.parentPath, entry.name))).size;
  }
  return {files, bytes};
}

/** Types a query into the open dialog and returns milliseconds until its results are on screen. */
async function timeQuery(page: Page, query: string): Promise<number> {
  return page.evaluate(async (text) => {
    const input = document.querySelector<HTMLInputElement>('dialog input[role="combobox"]')!;
    const status = document.querySelector('dialog [role="status"]')!;
    const started = performance.now();
    // React tracks the input's own value setter; the prototype's sets the value as typing would.
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the input as `this` below
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    // No named helpers in here: tsx would wrap them in a helper the page does not have.
    while (status.textContent !== 'Searching…') await new Promise((resolve) => requestAnimationFrame(resolve));
    while (!(/\d+ results?$/.test(status.textContent) && document.querySelector('dialog [role="option"]'))) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    return performance.now() - started;
  }, query);
}

async function main(): Promise<void> {
  const onDisk = await folderBytes(path.join(BUILD_DIR, SEARCH_BUNDLE_DIR));
  const {server, url} = await startStaticServer({dir: BUILD_DIR, host: '127.0.0.1', port: 0});
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
  try {
    const page = await browser.newPage();
    let searchBytes = 0;
    let searchGzipBytes = 0;
    page.on('response', async (response) => {
      if (!response.url().includes(`/${SEARCH_BUNDLE_DIR}/`)) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      searchBytes += body.length;
      searchGzipBytes += gzipSync(body).length;
    });
    await page.goto(`${url}docs/guide/index`, {waitUntil: 'networkidle'});
    await page.getByRole('button', {name: 'Search'}).click();

    const cold = await timeQuery(page, 'createPost');
    await page.waitForLoadState('networkidle');
    const firstQueryBytes = searchBytes;
    const firstQueryGzip = searchGzipBytes;
    const warm = await timeQuery(page, 'webhook signature');
    await page.waitForLoadState('networkidle');
    const secondQueryBytes = searchBytes - firstQueryBytes;
    const secondQueryGzip = searchGzipBytes - firstQueryGzip;
    const repeat = await timeQuery(page, 'createPost');

    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log(`index on disk: ${onDisk.files} files, ${kib(onDisk.bytes)} (build/pagefind, including Pagefind's unused UI files)`);
    console.log(
      `first query "createPost": ${kib(firstQueryBytes)} fetched (${kib(firstQueryGzip)} gzipped), ${cold.toFixed(0)} ms to results (cold)`,
    );
    console.log(
      `second query "webhook signature": ${kib(secondQueryBytes)} more (${kib(secondQueryGzip)} gzipped), ${warm.toFixed(0)} ms to results (warm)`,
    );
    console.log(`repeated query "createPost": ${repeat.toFixed(0)} ms to results (warm, cached chunks)`);
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
