import assert from 'node:assert/strict';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import {typescriptSnippets} from '../snippets/extract';
import {type Snippet, typecheckSnippets} from '../snippets/typecheck';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** Hand-written content; generated pages are checked by their generators. */
const CONTENT_DIRS = ['docs', 'gql-client'];

async function contentFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const dir of CONTENT_DIRS) {
    for (const entry of await readdir(path.join(repoRoot, dir), {recursive: true, withFileTypes: true})) {
      const file = path.relative(repoRoot, path.join(entry.parentPath, entry.name));
      if (entry.isFile() && /\.mdx?$/.test(entry.name) && !file.startsWith(path.join('gql-client', 'api'))) files.push(file);
    }
  }
  return files.sort();
}

describe('TypeScript samples in the hand-written pages', () => {
  it('all type-check against the pinned packages', async () => {
    const snippets: Snippet[] = [];
    for (const file of await contentFiles()) {
      snippets.push(...typescriptSnippets(file, await readFile(path.join(repoRoot, file), 'utf8')));
    }
    // The getting-started page alone has several samples: finding none means the extraction broke.
    assert.ok(snippets.length >= 5, `only ${snippets.length} samples found`);
    const problems = typecheckSnippets(snippets, repoRoot);
    assert.deepEqual(problems.map((problem) => `${problem.origin} (line ${problem.line}): ${problem.message}`), []);
  });
});
