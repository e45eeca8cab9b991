/** What the page benchmarks (pages.ts, transfer.ts) share: the pages, the budgets, how they end. */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {SITE_DIR} from '../node/site/paths';

/**
 * One page of each template: what the page benchmarks measure, each with the
 * 2021 site's page of the same template (bench/reference-site.ts), which the
 * page benchmark measures in the same run.
 */
export const BENCH_PAGES: readonly {readonly name: string; readonly path: string; readonly referencePath: string}[] = [
  {name: 'home', path: '/', referencePath: '/'},
  {name: 'guide', path: '/docs/guide/index', referencePath: '/docs/guide/index'},
  // The 2021 site has no webhooks page; its longest guide page stands in.
  {name: 'guide with a diagram', path: '/docs/guide/webhooks/getting-started', referencePath: '/docs/guide/graphql/getting-started'},
  {name: 'GraphQL object', path: '/docs/graphql/objects/post', referencePath: '/docs/graphql/objects/post'},
  {name: 'GraphQL mutation', path: '/docs/graphql/mutations/create-post', referencePath: '/docs/graphql/mutations/create-post'},
  {name: 'GraphQL overview', path: '/docs/graphql/schema', referencePath: '/docs/graphql/schema'},
  {name: 'client class', path: '/docs/gql-client/classes/App', referencePath: '/docs/guide/gql-client/classes/AppClient'},
  // The page every unknown path gets. Lighthouse will not measure a response with status 404, so it is fetched by its file name.
  {name: '404', path: '/404.html', referencePath: '/404.html'},
];

/** bench/pages.budgets.json. */
export interface PageBudgets {
  readonly performance: number;
  /** A page's Total Blocking Time, at most this share of the 2021 site's page's, measured in the same run. */
  readonly totalBlockingTimeRatio: number;
  readonly largestContentfulPaintMs: number;
  readonly transferKiB: number;
  readonly jsExecutedKiB: number;
}

export async function readPageBudgets(): Promise<PageBudgets> {
  return JSON.parse(await readFile(path.join(SITE_DIR, 'bench/pages.budgets.json'), 'utf8')) as PageBudgets;
}

/** The middle of a benchmark's samples (the upper one of two middles). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
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
