/**
 * How well search answers the questions partner developers type: the
 * evaluation set (search-queries.json), and the figures the search benchmark
 * reports for it. Pure functions; bench/search.ts runs the queries in Chromium.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';

/** How the query was typed, so that the report can show where ranking falls short. */
export const QUERY_TYPES = ['question', 'error', 'name', 'misspelling'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

export interface JudgedQuery {
  readonly query: string;
  readonly type: QueryType;
  /** Every page that answers the query well, as a site path without anchor: judged by reading the pages. */
  readonly answers: readonly string[];
  /** Why these pages answer it, for the next person who judges. */
  readonly why: string;
}

export const QUERIES_FILE = path.join(import.meta.dirname, 'search-queries.json');
export const BUDGETS_FILE = path.join(import.meta.dirname, 'search.budgets.json');

export interface SearchBudgets {
  /** Share of queries with an answering page in the first three results, at least. */
  readonly top3: number;
  /** Mean reciprocal rank of the first answering page within the first ten, at least. */
  readonly mrr10: number;
  /** Bytes the browser fetches for the first query, gzipped as a server sends them, at most. */
  readonly firstQueryGzipKiB: number;
}

export async function readJudgedQueries(file = QUERIES_FILE): Promise<JudgedQuery[]> {
  const queries = JSON.parse(await readFile(file, 'utf8')) as JudgedQuery[];
  queries.forEach((entry, index) => {
    const where = `${file}: query ${index + 1} ("${entry.query}")`;
    if (typeof entry.query !== 'string' || entry.query.trim() === '') throw new Error(`${where}: no query text`);
    if (!QUERY_TYPES.includes(entry.type)) throw new Error(`${where}: type "${entry.type}" is not one of ${QUERY_TYPES.join(', ')}`);
    if (!Array.isArray(entry.answers) || entry.answers.length === 0) throw new Error(`${where}: no answering page`);
    for (const answer of entry.answers as unknown[]) {
      if (typeof answer !== 'string') throw new Error(`${where}: an answer is not a page path`);
      if (answer !== pageOf(answer)) throw new Error(`${where}: the answer ${answer} is not a page path (no anchor, no trailing slash)`);
    }
  });
  return queries;
}

export async function readBudgets(file = BUDGETS_FILE): Promise<SearchBudgets> {
  return JSON.parse(await readFile(file, 'utf8')) as SearchBudgets;
}

/** A result's page: without its anchor, query string or trailing slash. */
export function pageOf(url: string): string {
  const pathname = url.split(/[#?]/)[0] ?? '';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** 1-based rank of the first answering page among the first `depth` distinct pages, or undefined. */
export function answerRank(resultUrls: readonly string[], answers: readonly string[], depth = 10): number | undefined {
  const pages = [...new Set(resultUrls.map(pageOf))].slice(0, depth);
  const index = pages.findIndex((page) => answers.includes(page));
  return index === -1 ? undefined : index + 1;
}

export interface RelevanceFigures {
  readonly queries: number;
  readonly top1: number;
  readonly top3: number;
  readonly mrr10: number;
}

export function relevanceFigures(ranks: readonly (number | undefined)[]): RelevanceFigures {
  const share = (hit: (rank: number) => boolean) =>
    ranks.length === 0 ? 0 : ranks.filter((rank) => rank !== undefined && hit(rank)).length / ranks.length;
  const reciprocal = ranks.reduce<number>((sum, rank) => sum + (rank === undefined ? 0 : 1 / rank), 0);
  return {
    queries: ranks.length,
    top1: share((rank) => rank === 1),
    top3: share((rank) => rank <= 3),
    mrr10: ranks.length === 0 ? 0 : reciprocal / ranks.length,
  };
}

/** The failures of a run against its budgets, in words; empty when it is within them. */
export function budgetFailures(figures: RelevanceFigures, firstQueryGzipKiB: number, budgets: SearchBudgets): string[] {
  const failures: string[] = [];
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
  if (figures.top3 < budgets.top3) failures.push(`top-3 ${percent(figures.top3)} is below its budget of ${percent(budgets.top3)}`);
  if (figures.mrr10 < budgets.mrr10) failures.push(`MRR@10 ${figures.mrr10.toFixed(3)} is below its budget of ${budgets.mrr10}`);
  if (firstQueryGzipKiB > budgets.firstQueryGzipKiB) {
    failures.push(
      `the first query fetched ${firstQueryGzipKiB.toFixed(1)} KiB gzipped, over its budget of ${budgets.firstQueryGzipKiB} KiB`,
    );
  }
  return failures;
}
