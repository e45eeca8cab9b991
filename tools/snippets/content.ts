import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';

import {GENERATED_DIRS} from '../../node/site/paths';

export interface ContentFile {
  /** Path relative to the repository, as problems name it. */
  readonly file: string;
  readonly markdown: string;
}

/** The Markdown/MDX files below `dirs` (relative to the repository), sorted, leaving out paths that start with `exclude`. */
export async function readContentFiles(repoRoot: string, dirs: readonly string[], exclude: readonly string[] = []): Promise<ContentFile[]> {
  const files: string[] = [];
  for (const dir of dirs) {
    for (const entry of await readdir(path.join(repoRoot, dir), {recursive: true, withFileTypes: true})) {
      const file = path.relative(repoRoot, path.join(entry.parentPath, entry.name));
      if (entry.isFile() && /\.mdx?$/.test(entry.name) && !exclude.some((prefix) => file.startsWith(prefix))) files.push(file);
    }
  }
  return Promise.all(files.sort().map(async (file) => ({file, markdown: await readFile(path.join(repoRoot, file), 'utf8')})));
}

/** The hand-written pages: the guide and the client reference's own pages, without the ones its generator writes. */
export function readHandWrittenPages(repoRoot: string): Promise<ContentFile[]> {
  return readContentFiles(repoRoot, ['docs', 'gql-client'], [GENERATED_DIRS.clientReference]);
}
