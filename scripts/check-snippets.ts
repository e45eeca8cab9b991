/**
 * Type-checks the ```ts and ```tsx blocks of the given Markdown/MDX files
 * against the pinned packages, the way the test suite does:
 *   npx tsx scripts/check-snippets.ts docs/guide/page.mdx [more files]
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';

import {typescriptSnippets} from '../tests/snippets/extract';
import {type Snippet, typecheckSnippets} from '../tests/snippets/typecheck';

async function main(files: string[]): Promise<number> {
  const snippets: Snippet[] = [];
  for (const file of files) {
    snippets.push(...typescriptSnippets(file, await readFile(file, 'utf8')));
  }
  const problems = typecheckSnippets(snippets, path.resolve(__dirname, '..'));
  for (const problem of problems) console.error(`${problem.origin} (sample line ${problem.line}): ${problem.message}`);
  console.log(`${snippets.length} samples checked, ${problems.length} problems`);
  return problems.length === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then((code) => process.exit(code), (error: unknown) => {
  console.error(error);
  process.exit(1);
});
