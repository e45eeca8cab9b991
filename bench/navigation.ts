/**
 * Navigation benchmark: the time from a click on a link to the new page's
 * heading on screen, for the journeys readers make (reference → reference,
 * guide → guide, guide → reference, sidebar → page, search result → page).
 *
 * Each sample starts from a fresh browser context on the source page, loaded
 * and settled, then clicks (no hover before, so no prefetch on intent: the
 * cold case). Chromium runs at 4× CPU slowdown, and the 2021 site
 * (bench/reference-site.ts) takes the same journey in the same run,
 * interleaved, so that the ratio holds on a machine whose speed moves; the
 * same journeys also run without slowdown, for the absolute budget. Medians of
 * BENCH_RUNS (default 5). Exits 1 when a journey misses a budget in
 * bench/navigation.budgets.json.
 *   npm run build && npm run bench:navigation
 *
 * `-- --floor` adds a column: the same click answered by no framework at all
 * (fetch the target's HTML, put its <main> in place of this one, push the
 * address), the least any navigation that fetches the page can take on this
 * machine in this run (ARCHITECTURE.md, "Navigation").
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';

import {type Browser, chromium, type Page} from '@playwright/test';

import {startStaticServer} from '../node/hosting/static-server';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../node/site/chromium';
import {BUILD_DIR, SITE_DIR} from '../node/site/paths';
import {median, runBenchmark} from './bench-pages';
import {LOCAL_HOSTS_ONLY, referenceSite} from './reference-site';

interface Journey {
  readonly name: string;
  readonly from: string;
  readonly to: string;
  /** What is clicked: a link in the page's content, a sidebar link, or the search dialog's first result for `query`. */
  readonly via: 'content' | 'sidebar' | 'search';
  readonly query?: string;
  /** The 2021 site has the same two pages and the same link between them. */
  readonly onReferenceSite: boolean;
}

export const JOURNEYS: readonly Journey[] = [
  {
    name: 'object → field type',
    from: '/docs/graphql/objects/post',
    to: '/docs/graphql/objects/space',
    via: 'content',
    onReferenceSite: true,
  },
  {
    name: 'mutation → return type',
    from: '/docs/graphql/mutations/create-post',
    to: '/docs/graphql/objects/post',
    via: 'content',
    onReferenceSite: true,
  },
  {
    name: 'guide → guide',
    from: '/docs/guide/graphql/making-queries',
    to: '/docs/guide/graphql/mutation',
    via: 'content',
    onReferenceSite: true,
  },
  {
    name: 'guide → reference',
    from: '/docs/guide/graphql/mutation',
    to: '/docs/graphql/mutations/create-space',
    via: 'content',
    onReferenceSite: true,
  },
  {
    name: 'sidebar → page',
    from: '/docs/guide/graphql/getting-started',
    to: '/docs/guide/graphql/making-queries',
    via: 'sidebar',
    onReferenceSite: true,
  },
  {
    name: 'search result → page',
    from: '/docs/guide/index',
    to: '/docs/graphql/mutations/create-post',
    via: 'search',
    query: 'createPost',
    onReferenceSite: false,
  },
];

interface NavigationBudgets {
  /** A journey's median at 4× slowdown, at most this share of the 2021 site's. */
  readonly maxRatioToReference: number;
  /** A journey's median without slowdown, at most this. */
  readonly maxIdleMs: number;
}

const SLOWDOWN = 4;
const TIMEOUT_MS = 20_000;

function selectorFor(journey: Journey): string {
  return journey.via === 'sidebar' ? `.menu a[href="${journey.to}"]` : `main a[href="${journey.to}"]:not(.menu__link)`;
}

/** Opens the source page in a fresh context and lets it settle: loaded, hydrated, idle. */
async function openSource(browser: Browser, origin: string, journey: Journey): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}${journey.from}`, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, {timeout: 2000})));
  await page.waitForTimeout(500);
  if (journey.via === 'search') {
    await page.getByRole('button', {name: 'Search'}).click();
    await page.getByRole('combobox', {name: 'Search'}).fill(journey.query ?? '');
    await page.locator(`[role="option"][data-url="${journey.to}"]`).first().waitFor();
  }
  return page;
}

/** Milliseconds from the click to the target page's heading on screen. */
async function clickToHeading(page: Page, journey: Journey, slowdown: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
  const selector = journey.via === 'search' ? `[role="option"][data-url="${journey.to}"]` : selectorFor(journey);
  return page.evaluate(
    async ({selector: target, to, timeout}) => {
      const link = document.querySelector<HTMLElement>(target);
      if (link === null) throw new Error(`no element ${target} on ${location.pathname}`);
      const before = document.querySelector('main h1, article h1')?.textContent ?? '';
      const started = performance.now();
      link.click();
      // No named helpers in here: tsx would wrap them in a helper the page does not have.
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = document.querySelector('main h1, article h1');
        const arrived = location.pathname.replace(/\/$/, '') === to && now !== null && now.textContent !== before;
        if (arrived) return performance.now() - started;
        if (performance.now() - started > timeout) throw new Error(`${to}: no new heading after ${timeout} ms`);
      }
    },
    {selector, to: journey.to, timeout: TIMEOUT_MS},
  );
}

/** Milliseconds from the start of a framework-free navigation (fetch, swap `<main>`, push the address) to the new heading on screen. */
async function htmlSwapToHeading(page: Page, journey: Journey, slowdown: number): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: slowdown});
  return page.evaluate(
    async ({to, timeout}) => {
      const before = document.querySelector('main h1, article h1')?.textContent ?? '';
      const started = performance.now();
      const html = await (await fetch(to)).text();
      const template = document.createElement('template');
      template.innerHTML = html.slice(html.indexOf('<main'), html.indexOf('</main>') + '</main>'.length);
      const main = template.content.firstElementChild;
      if (main === null) throw new Error(`${to}: no <main> in its HTML`);
      document.querySelector('main')?.replaceWith(main);
      history.pushState(null, '', to);
      for (;;) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = document.querySelector('main h1, article h1');
        if (now !== null && now.textContent !== before) return performance.now() - started;
        if (performance.now() - started > timeout) throw new Error(`${to}: no new heading after ${timeout} ms`);
      }
    },
    {to: journey.to, timeout: TIMEOUT_MS},
  );
}

async function sample(
  browser: Browser,
  origin: string,
  journey: Journey,
  slowdown: number,
  navigate: typeof clickToHeading = clickToHeading,
): Promise<number> {
  const page = await openSource(browser, origin, journey);
  try {
    return await navigate(page, journey, slowdown);
  } finally {
    await page.context().close();
  }
}

function floorColumns(floor: readonly number[], reference: number | undefined): string {
  if (floor.length === 0) return '';
  const swap = median(floor);
  return ` ${`${swap.toFixed(0)} ms`.padStart(10)} ${(reference === undefined ? '—' : (swap / reference).toFixed(2)).padStart(6)}`;
}

async function main(): Promise<number> {
  const budgets = JSON.parse(await readFile(path.join(SITE_DIR, 'bench/navigation.budgets.json'), 'utf8')) as NavigationBudgets;
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const withFloor = process.argv.includes('--floor');
  const site = await startStaticServer({dir: BUILD_DIR, host: '127.0.0.1', port: 0});
  const reference = await startStaticServer({dir: await referenceSite(), host: '127.0.0.1', port: 0});
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, LOCAL_HOSTS_ONLY]});
  const times = new Map(
    JOURNEYS.map((journey) => [
      journey.name,
      {site: [] as number[], reference: [] as number[], idle: [] as number[], floor: [] as number[]},
    ]),
  );
  try {
    for (let run = 0; run < runs; run++) {
      for (const journey of JOURNEYS) {
        const entry = times.get(journey.name)!;
        entry.site.push(await sample(browser, site.url.replace(/\/$/, ''), journey, SLOWDOWN));
        if (journey.onReferenceSite) entry.reference.push(await sample(browser, reference.url.replace(/\/$/, ''), journey, SLOWDOWN));
        entry.idle.push(await sample(browser, site.url.replace(/\/$/, ''), journey, 1));
        if (withFloor && journey.via !== 'search') {
          entry.floor.push(await sample(browser, site.url.replace(/\/$/, ''), journey, SLOWDOWN, htmlSwapToHeading));
        }
      }
    }
  } finally {
    await browser.close();
    site.server.close();
    reference.server.close();
  }

  const failures: string[] = [];
  console.log(`click to heading, median of ${runs}; ${SLOWDOWN}× CPU slowdown unless "1×"`);
  console.log(
    `${'journey'.padEnd(24)} ${'this site'.padStart(10)} ${'2021 site'.padStart(10)} ${'ratio'.padStart(6)} ${'this, 1×'.padStart(9)}${withFloor ? ` ${'HTML swap'.padStart(10)} ${'ratio'.padStart(6)}` : ''}`,
  );
  for (const journey of JOURNEYS) {
    const entry = times.get(journey.name)!;
    const ours = median(entry.site);
    const theirs = journey.onReferenceSite ? median(entry.reference) : undefined;
    const ratio = theirs === undefined ? undefined : ours / theirs;
    const idle = median(entry.idle);
    console.log(
      `${journey.name.padEnd(24)} ${`${ours.toFixed(0)} ms`.padStart(10)} ${(theirs === undefined ? '—' : `${theirs.toFixed(0)} ms`).padStart(10)} ${(ratio === undefined ? '—' : ratio.toFixed(2)).padStart(6)} ${`${idle.toFixed(0)} ms`.padStart(9)}${floorColumns(entry.floor, theirs)}`,
    );
    if (ratio !== undefined && ratio > budgets.maxRatioToReference) {
      failures.push(`${journey.name}: ${ratio.toFixed(2)} of the 2021 site's time, budget ${budgets.maxRatioToReference}`);
    }
    if (idle > budgets.maxIdleMs) failures.push(`${journey.name}: ${idle.toFixed(0)} ms without slowdown, budget ${budgets.maxIdleMs} ms`);
  }
  if (failures.length > 0) console.error(`\nover budget (bench/navigation.budgets.json):\n- ${failures.join('\n- ')}`);
  return failures.length > 0 ? 1 : 0;
}

runBenchmark(main);
