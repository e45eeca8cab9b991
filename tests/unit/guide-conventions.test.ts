import assert from 'node:assert/strict';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import {type FieldNode, Kind, parse} from 'graphql';

import {toKebabCase} from '../../src/generators/graphql-reference/slug';
import {extractCodeBlocks} from '../snippets/extract';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const GUIDE_DIR = path.join(repoRoot, 'docs/guide');
/** The overview is shared with /docs and holds no task of its own. */
const PAGES_WITHOUT_SAMPLES = new Set(['index.mdx', '_overview.mdx']);

async function guidePages(): Promise<{file: string; markdown: string}[]> {
  const pages = [];
  for (const entry of await readdir(GUIDE_DIR, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile() || !entry.name.endsWith('.mdx')) continue;
    const file = path.relative(GUIDE_DIR, path.join(entry.parentPath, entry.name));
    pages.push({file, markdown: await readFile(path.join(GUIDE_DIR, file), 'utf8')});
  }
  return pages.sort((a, b) => a.file.localeCompare(b.file));
}

function isCheckedSample(language: string, code: string): boolean {
  return ['ts', 'tsx', 'graphql', 'json'].includes(language) || (language === 'bash' && code.includes("<<'JSON'"));
}

describe('guide conventions', () => {
  it('has all 36 pages: the overview, the React SDK page and the 34 pages of the spec', async () => {
    const pages = (await guidePages()).map((page) => page.file).filter((file) => !file.startsWith('_'));
    assert.equal(pages.length, 36, pages.join('\n'));
  });

  it('every page but the overview carries at least one checked sample', async () => {
    const withoutSamples = (await guidePages())
      .filter(({file}) => !PAGES_WITHOUT_SAMPLES.has(file))
      .filter(({markdown}) => !extractCodeBlocks(markdown).some((block) => isCheckedSample(block.language, block.code)))
      .map(({file}) => file);
    assert.deepEqual(withoutSamples, []);
  });

  it('API calls use the shared tabs: GraphQL, cURL, JavaScript client, in that order', async () => {
    const problems: string[] = [];
    for (const {file, markdown} of await guidePages()) {
      for (const match of markdown.matchAll(/<Tabs\b([^>]*)>([\s\S]*?)<\/Tabs>/g)) {
        const line = markdown.slice(0, match.index).split('\n').length;
        if (!/groupId="api-client"/.test(match[1]!)) problems.push(`${file}:${line}: <Tabs> without groupId="api-client"`);
        const values = [...match[2]!.matchAll(/<TabItem\s+value="([^"]+)"/g)].map((item) => item[1]);
        if (values.join(',') !== 'graphql,curl,js') problems.push(`${file}:${line}: tabs ${values.join(', ')}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('every operation a GraphQL sample sends links to its reference page', async () => {
    const problems: string[] = [];
    for (const {file, markdown} of await guidePages()) {
      for (const block of extractCodeBlocks(markdown)) {
        if (block.language !== 'graphql' || /\bpartial\b/.test(block.meta)) continue;
        for (const definition of parse(block.code).definitions) {
          if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
          const folder = definition.operation === 'mutation' ? 'mutations' : 'queries';
          const rootFields = definition.selectionSet.selections.filter((selection): selection is FieldNode => selection.kind === Kind.FIELD);
          for (const field of rootFields) {
            const route = `/docs/graphql/${folder}/${toKebabCase(field.name.value)}`;
            if (!markdown.includes(`](${route})`) && !markdown.includes(`](${route}#`)) {
              problems.push(`${file}:${block.line}: ${field.name.value} is not linked to ${route}`);
            }
          }
        }
      }
    }
    assert.deepEqual([...new Set(problems)], []);
  });
});
