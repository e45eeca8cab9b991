/**
 * Search benchmark: index size on disk, bytes the browser fetches for a first
 * and a second query, the time from the last keypress to rendered results with
 * a cold and a warm index (times include the dialog's 80 ms debounce), and how
 * well the results answer the evaluation set (search-queries.json): top-1,
 * top-3 and MRR@10, overall and by kind of query. Exits 1 when relevance or the
 * first query's bytes miss their budgets (search.budgets.json), or an exact
 * API name is not the first result; times are printed, never judged.
 *   npm run build && npm run bench:search [-- --misses]
 */
import {readdir, readFile, stat} from 'node:fs/promises';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

import {chromium, type Page} from '@playwright/test';

import {startStaticServer} from '../node/hosting/static-server';
import {documentedApiNames} from '../plugins/search/build-index';
import {API_NAMES_FILE, type ApiName, type IndexedName, SEARCH_BUNDLE_DIR} from '../plugins/search/client/bundle';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../node/site/chromium';
import {ROUTES} from '../src/site/constants';
import {BUILD_DIR, SITE_DIR} from '../node/site/paths';
import {
  answerRank,
  budgetFailures,
  type JudgedQuery,
  pageOf,
  QUERY_TYPES,
  readBudgets,
  readJudgedQueries,
  relevanceFigures,
  type RelevanceFigures,
} from './search-relevance';

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

/**
 * The results page's links for a query, in order. The query is typed into the page's own field, so one loaded
 * index serves every query, as it serves a reader who searches again.
 */
async function resultUrls(page: Page, query: string): Promise<string[]> {
  return page.evaluate(async (text) => {
    const input = document.querySelector<HTMLInputElement>('main input[type="search"]')!;
    const status = document.querySelector('main [role="status"]')!;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with the input as `this` below
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setValue.call(input, text);
    input.dispatchEvent(new Event('input', {bubbles: true}));
    while (status.textContent !== 'Searching…') await new Promise((resolve) => requestAnimationFrame(resolve));
    while (!/\d+ results?$|^No results/.test(status.textContent)) await new Promise((resolve) => requestAnimationFrame(resolve));
    return Array.from(document.querySelectorAll<HTMLAnchorElement>('main ul[aria-label="Search results"] a')).map(
      (link) => new URL(link.href).pathname + new URL(link.href).hash,
    );
  }, query);
}

/** Every `step`-th API name, typed as written: its page must be the first result, whatever the ranking does. */
function exactNameSample(names: readonly ApiName[], count: number): ApiName[] {
  const step = Math.max(1, Math.floor(names.length / count));
  const firstOfSpelling = new Map<string, ApiName>();
  for (const name of names) if (!firstOfSpelling.has(name.name)) firstOfSpelling.set(name.name, name);
  return [...firstOfSpelling.values()].filter((_, index) => index % step === 0);
}

function figuresRow(label: string, figures: RelevanceFigures): string {
  const percent = (value: number) => `${(value * 100).toFixed(1).padStart(5)} %`;
  return `${label.padEnd(12)} ${String(figures.queries).padStart(4)}   ${percent(figures.top1)}   ${percent(figures.top3)}   ${figures.mrr10.toFixed(3)}`;
}

async function main(): Promise<void> {
  const showMisses = process.argv.includes('--misses');
  const [queries, budgets] = await Promise.all([readJudgedQueries(), readBudgets()]);
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

    await page.goto(`${url}${ROUTES.search.slice(1)}`, {waitUntil: 'networkidle'});
    const ranked: {query: JudgedQuery; rank: number | undefined; top: string[]}[] = [];
    for (const query of queries) {
      const urls = await resultUrls(page, query.query);
      ranked.push({query, rank: answerRank(urls, query.answers), top: [...new Set(urls.map(pageOf))].slice(0, 3)});
    }
    const overall = relevanceFigures(ranked.map((entry) => entry.rank));
    console.log(`\nrelevance over ${queries.length} judged queries (bench/search-queries.json):`);
    console.log('kind       queries    top-1     top-3   MRR@10');
    for (const type of QUERY_TYPES) {
      const ofType = ranked.filter((entry) => entry.query.type === type);
      if (ofType.length > 0) console.log(figuresRow(type, relevanceFigures(ofType.map((entry) => entry.rank))));
    }
    console.log(figuresRow('all', overall));
    const misses = ranked.filter((entry) => entry.rank === undefined || entry.rank > 3);
    if (showMisses) {
      for (const {query, rank, top} of misses) {
        console.log(`  miss "${query.query}" (${rank === undefined ? 'not in top 10' : `rank ${rank}`}): ${top.join(', ')}`);
      }
    } else if (misses.length > 0) {
      console.log(`${misses.length} queries without an answer in the top three; --misses lists them`);
    }

    // The names the index kept (their pages are searchable), with the URLs the generators gave them.
    const indexed = JSON.parse(await readFile(path.join(BUILD_DIR, SEARCH_BUNDLE_DIR, API_NAMES_FILE), 'utf8')) as IndexedName[];
    const kept = new Set(indexed.map(([name, , anchor]) => `${name}#${anchor}`));
    const names = (await documentedApiNames(SITE_DIR)).filter((name) => kept.has(`${name.name}#${name.url.split('#')[1] ?? ''}`));
    const sample = exactNameSample(names, 40);
    const wrongNames: string[] = [];
    for (const name of sample) {
      const [first] = await resultUrls(page, name.name);
      if (first !== name.url) wrongNames.push(`${name.name}: first result ${first ?? 'none'}, not ${name.url}`);
    }
    console.log(`exact API names: ${sample.length - wrongNames.length} of ${sample.length} sampled names put their page first`);

    const failures = [...budgetFailures(overall, firstQueryGzip / 1024, budgets), ...wrongNames];
    if (failures.length > 0) {
      console.error(`\nsearch benchmark: over budget (bench/search.budgets.json):\n- ${failures.join('\n- ')}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
