/**
 * Runs Pagefind's Node API over the pages the search-index plugin chose; the
 * job arrives as JSON on stdin (see PagefindJob in build-index.ts). Any error
 * is printed and exits 1, which fails the build.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

import * as pagefind from 'pagefind';

import {type PagefindJob, withFilterTags} from './build-index.ts';

/** What the browser reads first: the index's languages and their hashes. */
const ENTRY_FILE = 'pagefind-entry.json';

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
    let content: string;
    try {
      content = withFilterTags(await readFile(page.file, 'utf8'), job.rootSelector, page.filters);
    } catch (error) {
      throw new Error(`${page.file}: ${error instanceof Error ? error.message : String(error)}`, {cause: error});
    }
    const added = await index.addHTMLFile({url: page.url, content});
    if (added.errors.length > 0) throw new Error(`${page.file}: ${added.errors.join('; ')}`);
  }
  // The files come back in memory and are written here: pagefind's own writeFiles() could answer before its
  // service had finished writing, and closing the service then left a truncated pagefind-entry.json.
  const built = await index.getFiles();
  if (built.errors.length > 0) throw new Error(built.errors.join('; '));
  const entry = built.files.find((file) => path.basename(file.path) === ENTRY_FILE);
  const languages =
    entry === undefined ? undefined : (JSON.parse(Buffer.from(entry.content).toString('utf8')) as {languages?: unknown}).languages;
  if (typeof languages !== 'object') throw new Error(`${ENTRY_FILE} is missing or names no language: the index is incomplete`);
  const folders = new Set(built.files.map((file) => path.dirname(path.join(job.outputPath, file.path))));
  for (const folder of folders) await mkdir(folder, {recursive: true});
  for (const file of built.files) await writeFile(path.join(job.outputPath, file.path), file.content);
}

main()
  .then(() => pagefind.close())
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    await pagefind.close();
    process.exit(1);
  });
