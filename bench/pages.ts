/**
 * Page benchmark: for one page of each template, Lighthouse's mobile
 * performance score, Total Blocking Time, Largest Contentful Paint and
 * transfer size (median of three runs, simulated throttling), and the bytes
 * of JavaScript that actually ran (one Chromium coverage pass). Prints a table
 * and exits with 1 when a page misses a budget in bench/pages.budgets.json.
 * It also reports, without a budget, each page's HTML size and Lighthouse's
 * Time to Interactive.
 *
 * Lighthouse multiplies the task times it observes, so on a shared machine
 * TBT moves with the hour: each page's TBT is budgeted as a ratio to the 2021
 * site's page of the same template (bench/reference-site.ts), measured in the
 * same run, the two sites' runs interleaved. Bytes keep absolute budgets.
 *
 * It builds nothing: it serves build/ as a production host would (the
 * build's precompressed text), on 127.0.0.1, with Debian's Chromium.
 *   npm run build && npm run bench:pages
 *   npm run bench:pages -- --build <dir>   (another build, for a before/after table)
 */
import {execFile} from 'node:child_process';
import {stat} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';

import {chromium} from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../node/site/chromium';
import {startStaticServer} from '../node/hosting/static-server';
import {BENCH_PAGES, median, type PageBudgets, readPageBudgets, runBenchmark} from './bench-pages';
import {LOCAL_HOSTS_ONLY, referenceSite} from './reference-site';
import {BUILD_DIR, SITE_DIR} from '../node/site/paths';

const execFileAsync = promisify(execFile);

/** One page per template, and the 404 page. */
interface PageResult {
  readonly performance: number;
  readonly totalBlockingTimeMs: number;
  readonly largestContentfulPaintMs: number;
  readonly transferKiB: number;
  readonly jsExecutedKiB: number;
}

/** The page's HTML file in the build (uncompressed): `/a/b` is `a/b/index.html`, `/404.html` itself. */
function htmlFileOf(buildDir: string, pagePath: string): string {
  return pagePath.endsWith('.html') ? path.join(buildDir, pagePath) : path.join(buildDir, pagePath, 'index.html');
}

interface LighthouseNumbers {
  readonly performance: number;
  readonly totalBlockingTimeMs: number;
  readonly largestContentfulPaintMs: number;
  readonly transferKiB: number;
  /** Lighthouse's Time to Interactive: from the start of the load until the page can take input. Reported, not budgeted. */
  readonly interactiveMs: number;
}

/** Lighthouse's own failures to record a trace (NO_NAVSTART, NO_FCP…), which it asks to retry. */
const LIGHTHOUSE_ASKS_TO_RETRY = /Please run Lighthouse again/;
const LIGHTHOUSE_ATTEMPTS = 3;

/** One Lighthouse run; a trace Lighthouse failed to record is recorded again, up to three attempts. */
async function lighthouseRun(url: string, port: number): Promise<LighthouseNumbers> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseAttempt(url, port);
    } catch (error) {
      if (attempt === LIGHTHOUSE_ATTEMPTS || !LIGHTHOUSE_ASKS_TO_RETRY.test(String(error))) throw error;
      console.error(`Lighthouse could not record ${url} (attempt ${attempt}); trying again`);
    }
  }
}

/**
 * One Lighthouse attempt, through its command line: loaded through tsx, Lighthouse's
 * page functions would carry esbuild's `__name` helper, which the page lacks.
 */
async function lighthouseAttempt(url: string, port: number): Promise<LighthouseNumbers> {
  const {stdout} = await execFileAsync(
    path.join(SITE_DIR, 'node_modules/.bin/lighthouse'),
    [url, `--port=${port}`, '--output=json', '--output-path=stdout', '--quiet', '--only-categories=performance'],
    {maxBuffer: 256 * 1024 * 1024},
  );
  const lhr = JSON.parse(stdout) as {
    runtimeError?: {message: string};
    categories: {performance?: {score: number | null}};
    audits: Record<string, {numericValue?: number} | undefined>;
  };
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    totalBlockingTimeMs: audit('total-blocking-time'),
    largestContentfulPaintMs: audit('largest-contentful-paint'),
    transferKiB: audit('total-byte-weight') / 1024,
    interactiveMs: audit('interactive'),
  };
}

/** Bytes of same-origin JavaScript inside functions and blocks that ran at least once during load. */
async function executedJsKiB(url: string): Promise<number> {
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
  try {
    const page = await browser.newPage();
    await page.coverage.startJSCoverage({resetOnNavigation: false});
    await page.goto(url, {waitUntil: 'networkidle'});
    // Hydration and idle callbacks run after the load event.
    await page.waitForTimeout(2000);
    const entries = await page.coverage.stopJSCoverage();
    const origin = new URL(url).origin;
    let bytes = 0;
    for (const entry of entries) {
      if (!entry.url.startsWith(origin) || entry.source === undefined) continue;
      // V8 lists a function's range before the ranges nested in it, so later ranges override earlier ones.
      const ran = new Uint8Array(entry.source.length);
      for (const fn of entry.functions) {
        for (const range of fn.ranges) ran.fill(range.count > 0 ? 1 : 0, range.startOffset, range.endOffset);
      }
      let executed = 0;
      for (let index = 0; index < ran.length; index++) {
        if (ran[index] !== 0) {
          // Count UTF-8 bytes, as a transfer would.
          executed += Buffer.byteLength(entry.source[index]!);
        }
      }
      bytes += executed;
    }
    return bytes / 1024;
  } finally {
    await browser.close();
  }
}

/** This page's TBT over the 2021 page's; a 2021 page with no blocking time at all gives a ratio only when this one has none either. */
export function tbtRatio(ours: number, theirs: number): number {
  if (theirs > 0) return ours / theirs;
  return ours === 0 ? 0 : Number.POSITIVE_INFINITY;
}

function misses(result: PageResult, referenceTbtMs: number, budgets: PageBudgets): string[] {
  const failed: string[] = [];
  if (result.performance < budgets.performance) failed.push(`Performance ${result.performance} < ${budgets.performance}`);
  const ratio = tbtRatio(result.totalBlockingTimeMs, referenceTbtMs);
  if (ratio > budgets.totalBlockingTimeRatio) failed.push(`TBT ${ratio.toFixed(2)}× the 2021 page's > ${budgets.totalBlockingTimeRatio}×`);
  if (result.largestContentfulPaintMs > budgets.largestContentfulPaintMs)
    failed.push(`LCP ${(result.largestContentfulPaintMs / 1000).toFixed(2)} s > ${budgets.largestContentfulPaintMs / 1000} s`);
  if (result.transferKiB > budgets.transferKiB) failed.push(`transfer ${result.transferKiB.toFixed(0)} KiB > ${budgets.transferKiB} KiB`);
  if (result.jsExecutedKiB > budgets.jsExecutedKiB)
    failed.push(`JS executed ${result.jsExecutedKiB.toFixed(0)} KiB > ${budgets.jsExecutedKiB} KiB`);
  return failed;
}

async function main(): Promise<number> {
  const budgets = await readPageBudgets();
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const buildFlag = process.argv.indexOf('--build');
  const buildDir = buildFlag === -1 ? BUILD_DIR : path.resolve(process.argv[buildFlag + 1] ?? '');
  // The build's own .br and .gz files (scripts/build-site.ts), as nginx sends them.
  const {server, url: base} = await startStaticServer({dir: buildDir, host: '127.0.0.1', port: 0, notFoundPageAsPage: true});
  const reference = await startStaticServer({dir: await referenceSite(), host: '127.0.0.1', port: 0, notFoundPageAsPage: true});
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, LOCAL_HOSTS_ONLY],
  });
  let failing = 0;
  try {
    console.log(
      `Lighthouse mobile (simulated throttling), median of ${runs}, each run beside one of the 2021 site's page of the same template; JS executed from one Chromium coverage pass.\n`,
    );
    console.log(
      '| Page | HTML (KiB) | Transfer (KiB) | JS executed (KiB) | Perf | TBT (ms) | 2021 TBT (ms) | TBT ratio | LCP (s) | TTI (s) | Budget |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|---|---|');
    for (const benchPage of BENCH_PAGES) {
      const url = new URL(benchPage.path.slice(1), base).href;
      const referenceUrl = new URL(benchPage.referencePath.slice(1), reference.url).href;
      const samples: LighthouseNumbers[] = [];
      const referenceSamples: LighthouseNumbers[] = [];
      for (let run = 0; run < runs; run++) {
        samples.push(await lighthouseRun(url, chrome.port));
        referenceSamples.push(await lighthouseRun(referenceUrl, chrome.port));
      }
      const referenceTbtMs = median(referenceSamples.map((sample) => sample.totalBlockingTimeMs));
      const result: PageResult = {
        performance: median(samples.map((sample) => sample.performance)),
        totalBlockingTimeMs: median(samples.map((sample) => sample.totalBlockingTimeMs)),
        largestContentfulPaintMs: median(samples.map((sample) => sample.largestContentfulPaintMs)),
        transferKiB: median(samples.map((sample) => sample.transferKiB)),
        jsExecutedKiB: await executedJsKiB(url),
      };
      const interactiveMs = median(samples.map((sample) => sample.interactiveMs));
      const htmlKiB = (await stat(htmlFileOf(buildDir, benchPage.path))).size / 1024;
      const failed = misses(result, referenceTbtMs, budgets);
      if (failed.length > 0) failing++;
      console.log(
        `| \`${benchPage.path}\` | ${htmlKiB.toFixed(1)} | ${result.transferKiB.toFixed(0)} | ${result.jsExecutedKiB.toFixed(0)} | ${result.performance} | ${result.totalBlockingTimeMs.toFixed(0)} | ${referenceTbtMs.toFixed(0)} | ${tbtRatio(result.totalBlockingTimeMs, referenceTbtMs).toFixed(2)} | ${(result.largestContentfulPaintMs / 1000).toFixed(2)} | ${(interactiveMs / 1000).toFixed(2)} | ${failed.length === 0 ? 'met' : failed.join('; ')} |`,
      );
    }
  } finally {
    chrome.kill();
    server.close();
    reference.server.close();
  }
  console.log(
    `\n${failing === 0 ? 'Every page meets its budget.' : `${failing} of ${BENCH_PAGES.length} pages miss a budget.`} Budgets: bench/pages.budgets.json`,
  );
  return failing === 0 ? 0 : 1;
}

runBenchmark(main);
