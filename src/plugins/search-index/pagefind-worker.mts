/**
 * Runs Pagefind's Node API over the pages the search-index plugin chose; the
 * job arrives as JSON on stdin (see PagefindJob in build-index.ts). Any error
 * is printed and exits 1, which fails the build.
 */
import {readFile} from 'node:fs/promises';

import * as pagefind from 'pagefind';

import type {PagefindJob} from './build-index.ts';

async function readJob(): Promise<PagefindJob> {
  let input = '';
  for await (const chunk of process.stdin) input += String(chunk);
  return JSON.parse(input) as PagefindJob;
}

async function main(): Promise<void> {
  const job = await readJob();
  const {index, errors} = await pagefind.createIndex({
    rootSelector: job.rootSelector,
    excludeSelectors: [...job.excludeSelectors],
    forceLanguage: 'en',
  });
  if (index === undefined) throw new Error(`Pagefind did not start: ${errors.join('; ')}`);
  for (const page of job.pages) {
    const added = await index.addHTMLFile({url: page.url, content: await readFile(page.file, 'utf8')});
    if (added.errors.length > 0) throw new Error(`${page.file}: ${added.errors.join('; ')}`);
  }
  const written = await index.writeFiles({outputPath: job.outputPath});
  if (written.errors.length > 0) throw new Error(written.errors.join('; '));
}

main()
  .then(() => pagefind.close())
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    await pagefind.close();
    process.exit(1);
  });
