/** What the page benchmarks (pages.ts, transfer.ts) share: the pages, the budgets, how they end. */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {SITE_DIR} from '../src/site/paths';

/** One page of each template: what the page benchmarks measure. */
export const BENCH_PAGES: readonly {readonly name: string; readonly path: string}[] = [
  {name: 'home', path: '/'},
  {name: 'guide', path: '/docs/guide/index'},
  {name: 'guide with a diagram', path: '/docs/guide/webhooks/getting-started'},
  {name: 'GraphQL object', path: '/docs/graphql/objects/post'},
  {name: 'GraphQL mutation', path: '/docs/graphql/mutations/create-post'},
  {name: 'GraphQL overview', path: '/docs/graphql/schema'},
  {name: 'client class', path: '/docs/gql-client/classes/App'},
  // The page every unknown path gets. Lighthouse will not measure a response with status 404, so it is fetched by its file name.
  {name: '404', path: '/404.html'},
];

/** bench/pages.budgets.json. */
export interface PageBudgets {
  readonly performance: number;
  readonly totalBlockingTimeMs: number;
  readonly largestContentfulPaintMs: number;
  readonly transferKiB: number;
  readonly jsExecutedKiB: number;
}

export async function readPageBudgets(): Promise<PageBudgets> {
  return JSON.parse(await readFile(path.join(SITE_DIR, 'bench/pages.budgets.json'), 'utf8')) as PageBudgets;
}

/** Runs a benchmark's `main` and exits with its code: 1 when a page misses a budget or the run fails. */
export function runBenchmark(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
