/**
 * Load benchmark: nginx with deploy/nginx/tribe-partners.conf (`npm run
 * serve:nginx`, production worker settings) on the build, under 100 and 1,000
 * concurrent connections, for pages, the initial scripts and the search index.
 * Budgets in bench/load.budgets.json: no failed request (connection errors,
 * timeouts, answers other than 2xx) and a 99th-percentile latency under the
 * budget at 1,000 connections. A benchmark, not a test: on this shared
 * 2-core machine the client and the server share the cores.
 *   npm run build && npm run bench:load
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';

import autocannon from 'autocannon';

import {SITE_DIR} from '../node/site/paths';
import {runBenchmark} from './bench-pages';
import {startNginx} from './nginx';

interface LoadBudgets {
  readonly errors: number;
  readonly p99MsAt1000Connections: number;
}

const CONNECTIONS = [100, 1000] as const;
const SECONDS = 10;

async function targets(origin: string): Promise<{name: string; paths: string[]}[]> {
  const home = await (await fetch(`${origin}/`)).text();
  const scripts = [...home.matchAll(/"(\/assets\/js\/[^"]+\.js)"/g)].map((match) => match[1]!);
  if (scripts.length === 0) throw new Error("no script in the home page's script list: is build/ a build of this site?");
  return [
    {
      name: 'pages',
      paths: [
        '/',
        '/docs/guide/index',
        '/docs/graphql/objects/post',
        '/docs/graphql/mutations/create-post',
        '/docs/gql-client/classes/App',
      ],
    },
    {name: 'initial scripts', paths: scripts},
    {
      name: 'search index',
      paths: ['/pagefind/pagefind-entry.json', '/pagefind/pagefind.js', '/pagefind/wasm.en.pagefind', '/pagefind/api-names.json'],
    },
  ];
}

async function main(): Promise<number> {
  const budgets = JSON.parse(await readFile(path.join(SITE_DIR, 'bench/load.budgets.json'), 'utf8')) as LoadBudgets;
  const nginx = await startNginx();
  const {origin} = nginx;
  let failing = 0;
  try {
    console.log(`nginx (deploy/nginx/tribe-partners.conf, serve:nginx's worker settings), ${SECONDS} s per row, brotli accepted.\n`);
    console.log('| Requests | Connections | Requests/s | p50 (ms) | p99 (ms) | Failed requests | Budget |');
    console.log('|---|---|---|---|---|---|---|');
    for (const {name, paths} of await targets(origin)) {
      for (const connections of CONNECTIONS) {
        const result = await autocannon({
          url: origin,
          connections,
          duration: SECONDS,
          requests: paths.map((requestPath) => ({method: 'GET', path: requestPath, headers: {'accept-encoding': 'br, gzip'}})),
        });
        const failed = result.errors + result.timeouts + result.non2xx;
        const overLatency = connections === 1000 && result.latency.p99 >= budgets.p99MsAt1000Connections;
        const over = failed > budgets.errors || overLatency;
        if (over) failing += 1;
        const verdict = over
          ? [failed > budgets.errors ? `${failed} failed` : '', overLatency ? `p99 ≥ ${budgets.p99MsAt1000Connections} ms` : '']
              .filter(Boolean)
              .join(', ')
          : 'met';
        console.log(
          `| ${name} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${failed} | ${verdict} |`,
        );
      }
    }
  } finally {
    nginx.stop();
  }
  console.log(`\n${failing === 0 ? 'Every row meets its budget.' : `${failing} rows miss a budget.`} Budgets: bench/load.budgets.json`);
  return failing === 0 ? 0 : 1;
}

runBenchmark(main);
