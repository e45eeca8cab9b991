/**
 * Transfer benchmark: what a first visit to each benchmark page downloads
 * from the production server (Debian's nginx with deploy/nginx, started as
 * `npm run serve:nginx` does), when the browser accepts brotli, only gzip, or
 * no compression. Every request of the load counts (HTML, CSS, JavaScript,
 * images), in bytes on the wire, headers included. Exits with 1 when a page
 * goes over the transfer budget of bench/pages.budgets.json with brotli, what
 * browsers are sent over HTTPS; gzip is the fallback for older clients.
 *   npm run build && npm run bench:transfer
 */
import {chromium, type Browser} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../node/site/chromium';
import {BENCH_PAGES, readPageBudgets, runBenchmark} from './bench-pages';
import {startNginx} from './nginx';

const ENCODINGS = ['br, gzip', 'gzip', 'identity'] as const;

/** Bytes received for one cold load of `url` (until the network is idle), as the browser counts them. */
async function transferKiB(browser: Browser, url: string, acceptEncoding: string): Promise<{total: number; html: number}> {
  const context = await browser.newContext({extraHTTPHeaders: {'accept-encoding': acceptEncoding}});
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const documentRequest = {id: ''};
  let total = 0;
  let html = 0;
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.type === 'Document' && documentRequest.id === '') documentRequest.id = event.requestId;
  });
  cdp.on('Network.loadingFinished', (event) => {
    total += event.encodedDataLength;
    if (event.requestId === documentRequest.id) html = event.encodedDataLength;
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await context.close();
  return {total: total / 1024, html: html / 1024};
}

async function main(): Promise<number> {
  const budgets = await readPageBudgets();
  const nginx = await startNginx();
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
  let failing = 0;
  try {
    console.log(`First visit, bytes on the wire from nginx (deploy/nginx/tribe-partners.conf), KiB; the page's HTML in brackets.\n`);
    console.log('| Page | brotli | gzip | uncompressed | Budget |');
    console.log('|---|---|---|---|---|');
    for (const benchPage of BENCH_PAGES) {
      const url = `${nginx.origin}${benchPage.path}`;
      const results = [];
      for (const encoding of ENCODINGS) results.push(await transferKiB(browser, url, encoding));
      const [brotli, gzip, identity] = results as [
        {total: number; html: number},
        {total: number; html: number},
        {total: number; html: number},
      ];
      const over = brotli.total > budgets.transferKiB;
      if (over) failing += 1;
      const cell = ({total, html}: {total: number; html: number}) => `${total.toFixed(0)} (${html.toFixed(1)})`;
      console.log(
        `| \`${benchPage.path}\` | ${cell(brotli)} | ${cell(gzip)} | ${cell(identity)} | ${over ? `over ${budgets.transferKiB}` : 'met'} |`,
      );
    }
  } finally {
    await browser.close();
    nginx.stop();
  }
  console.log(
    `\n${failing === 0 ? 'Every page meets the transfer budget with brotli.' : `${failing} pages go over the transfer budget with brotli.`} Budget: bench/pages.budgets.json (transferKiB)`,
  );
  return failing === 0 ? 0 : 1;
}

runBenchmark(main);
