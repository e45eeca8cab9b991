/**
 * Load benchmark: nginx with deploy/nginx/tribe-partners.conf (`npm run
 * serve:nginx`, production worker settings) on the build, under 100 and 1,000
 * concurrent connections, for pages, the files a page loads and the search
 * index. Budgets in bench/load.budgets.json: no failed request (connection
 * errors, timeouts, answers other than 2xx) and a 99th-percentile latency under
 * the budget at 1,000 connections. A benchmark, not a test.
 *
 * The load comes from Debian's wrk (scripts/ensure-wrk.sh), in C. autocannon,
 * in Node, was tried first: on this 2-core machine it saturated its one core
 * at 4,000–8,000 requests/s while nginx served 55,000 with wrk, so its
 * latencies measured its own queue, not the server.
 *   npm run build && npm run bench:load
 */
import {execFile} from 'node:child_process';
import {mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

import {BUILD_DIR, SITE_DIR} from '../node/site/paths';
import {runBenchmark} from './bench-pages';
import {startNginx} from './nginx';

interface LoadBudgets {
  readonly errors: number;
  readonly p99MsAt1000Connections: number;
}

/** What the Lua script's `done` prints: counts, and latencies in microseconds. */
interface WrkSummary {
  readonly requests: number;
  readonly durationUs: number;
  readonly connectErrors: number;
  readonly readErrors: number;
  readonly writeErrors: number;
  readonly timeouts: number;
  /** Answers with a status of 400 or more. */
  readonly statusErrors: number;
  readonly p50Us: number;
  readonly p99Us: number;
}

const WRK = '/usr/bin/wrk';
const CONNECTIONS = [100, 1000] as const;
const SECONDS = 10;
/** One load thread per core; the server's workers share the same cores. */
const THREADS = 2;

/** A wrk script that asks for `paths` in turn (each thread from its own start), and prints a JSON summary. */
function wrkScript(paths: readonly string[]): string {
  return `local paths = {${paths.map((item) => JSON.stringify(item)).join(', ')}}
local next_path = 0
request = function()
  next_path = next_path % #paths + 1
  return wrk.format("GET", paths[next_path], {["Accept-Encoding"] = "br, gzip"})
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"connectErrors":%d,"readErrors":%d,"writeErrors":%d,"timeouts":%d,"statusErrors":%d,"p50Us":%d,"p99Us":%d}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.timeout, e.status,
    latency:percentile(50), latency:percentile(99)))
end
`;
}

async function targets(origin: string): Promise<{name: string; paths: string[]}[]> {
  const home = await (await fetch(`${origin}/`)).text();
  const scripts = [...home.matchAll(/"(\/assets\/js\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const styles = [...home.matchAll(/href=["']?(\/assets\/css\/[^"'\s>]+\.css)/g)].map((match) => match[1]!);
  if (scripts.length === 0 || styles.length === 0)
    throw new Error('no script or style sheet in the home page: is build/ a build of this site?');
  const pagefind = path.join(BUILD_DIR, 'pagefind');
  const first = async (folder: string, extension: string) => {
    const name = (await readdir(path.join(pagefind, folder))).filter((file) => file.endsWith(extension)).sort()[0];
    if (name === undefined) throw new Error(`no ${extension} file in build/pagefind/${folder}`);
    return `/pagefind/${folder === '' ? '' : `${folder}/`}${name}`;
  };
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
    {name: "the home page's scripts and style sheet", paths: [...new Set([...scripts, ...styles])]},
    {
      // What a first search fetches: the engine (script, WebAssembly), the index's entry and metadata, an index
      // chunk and a result's fragment, and the site's own list of API names.
      name: 'search engine and index',
      paths: [
        '/pagefind/pagefind-entry.json',
        '/pagefind/pagefind.js',
        '/pagefind/wasm.en.pagefind',
        await first('', '.pf_meta'),
        await first('index', '.pf_index'),
        await first('fragment', '.pf_fragment'),
        '/pagefind/api-names.json',
      ],
    },
  ];
}

async function runWrk(origin: string, script: string, connections: number): Promise<WrkSummary> {
  const {stdout} = await promisify(execFile)(
    WRK,
    [`-t${THREADS}`, `-c${connections}`, `-d${SECONDS}s`, '--timeout', '5s', '-s', script, origin],
    {maxBuffer: 1 << 20},
  );
  const json = stdout.split('\n').find((line) => line.startsWith('{"requests"'));
  if (json === undefined) throw new Error(`wrk printed no summary:\n${stdout}`);
  return JSON.parse(json) as WrkSummary;
}

async function main(): Promise<number> {
  const budgets = JSON.parse(await readFile(path.join(SITE_DIR, 'bench/load.budgets.json'), 'utf8')) as LoadBudgets;
  const nginx = await startNginx();
  const scriptsDir = await mkdtemp(path.join(tmpdir(), 'bench-load-'));
  let failing = 0;
  try {
    console.log(
      `nginx (deploy/nginx/tribe-partners.conf, serve:nginx's worker settings); wrk, ${THREADS} threads, ${SECONDS} s per row, brotli accepted.\n`,
    );
    console.log('| Requests | Connections | Requests/s | p50 (ms) | p99 (ms) | Failed requests | Budget |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [index, {name, paths}] of (await targets(nginx.origin)).entries()) {
      const script = path.join(scriptsDir, `target-${index}.lua`);
      await writeFile(script, wrkScript(paths));
      for (const connections of CONNECTIONS) {
        const result = await runWrk(nginx.origin, script, connections);
        const failed = result.connectErrors + result.readErrors + result.writeErrors + result.timeouts + result.statusErrors;
        const p99Ms = result.p99Us / 1000;
        const overLatency = connections === 1000 && p99Ms >= budgets.p99MsAt1000Connections;
        const over = failed > budgets.errors || overLatency;
        if (over) failing += 1;
        const verdict = over
          ? [failed > budgets.errors ? `${failed} failed` : '', overLatency ? `p99 ≥ ${budgets.p99MsAt1000Connections} ms` : '']
              .filter(Boolean)
              .join(', ')
          : 'met';
        const perSecond = Math.round(result.requests / (result.durationUs / 1e6));
        console.log(
          `| ${name} | ${connections} | ${perSecond} | ${(result.p50Us / 1000).toFixed(1)} | ${p99Ms.toFixed(1)} | ${failed} | ${verdict} |`,
        );
      }
    }
  } finally {
    nginx.stop();
    await rm(scriptsDir, {recursive: true, force: true});
  }
  console.log(`\n${failing === 0 ? 'Every row meets its budget.' : `${failing} rows miss a budget.`} Budgets: bench/load.budgets.json`);
  return failing === 0 ? 0 : 1;
}

runBenchmark(main);
