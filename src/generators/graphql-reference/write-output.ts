import {mkdir, mkdtemp, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes a whole folder or nothing: files go to a fresh sibling folder that
 * replaces the output only once every file is written. A failed run removes
 * the previous output too, so a stale reference never passes for a fresh one.
 */
export async function replaceFolder(outDir: string, files: ReadonlyMap<string, string>): Promise<void> {
  const parent = path.dirname(outDir);
  await mkdir(parent, {recursive: true});
  const staging = await mkdtemp(path.join(parent, `.${path.basename(outDir)}-staging-`));
  try {
    for (const [relativePath, content] of [...files.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const target = path.join(staging, relativePath);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, content);
    }
    const retired = `${staging}-retired`;
    await rename(outDir, retired).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, outDir);
    await rm(retired, {recursive: true, force: true});
  } catch (error) {
    await rm(staging, {recursive: true, force: true});
    throw error;
  }
}

export async function removeFolder(outDir: string): Promise<void> {
  await rm(outDir, {recursive: true, force: true});
}
