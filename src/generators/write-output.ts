import {mkdir, mkdtemp, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Builds a whole folder or nothing: `produce` writes into a fresh sibling
 * folder that replaces `outDir` only once it has finished. A failed run removes
 * the previous output too, so a stale reference never passes for a fresh one.
 */
export async function replaceFolderWith(outDir: string, produce: (stagingDir: string) => Promise<void>): Promise<void> {
  const parent = path.dirname(outDir);
  await mkdir(parent, {recursive: true});
  const staging = await mkdtemp(path.join(parent, `.${path.basename(outDir)}-staging-`));
  try {
    await produce(staging);
    const retired = `${staging}-retired`;
    await rename(outDir, retired).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    await rename(staging, outDir);
    await rm(retired, {recursive: true, force: true});
  } catch (error) {
    await rm(staging, {recursive: true, force: true});
    await rm(outDir, {recursive: true, force: true});
    throw error;
  }
}

/** `replaceFolderWith` for a ready map of relative paths to contents. */
export async function replaceFolder(outDir: string, files: ReadonlyMap<string, string>): Promise<void> {
  await replaceFolderWith(outDir, async (staging) => {
    for (const [relativePath, content] of [...files.entries()].sort(([a], [b]) => (a < b ? -1 : 1))) {
      const target = path.join(staging, relativePath);
      await mkdir(path.dirname(target), {recursive: true});
      await writeFile(target, content);
    }
  });
}

export async function removeFolder(outDir: string): Promise<void> {
  await rm(outDir, {recursive: true, force: true});
}
