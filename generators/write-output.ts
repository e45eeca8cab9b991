import {mkdir, mkdtemp, readdir, rename, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

/**
 * Builds a whole folder or nothing: `produce` writes into a fresh sibling
 * folder that replaces `outDir` only once it has finished. A failed run removes
 * the previous output too, so a stale reference never passes for a fresh one.
 *
 * `stagingDir` fixes the staging folder's path (emptied first) for a producer
 * whose caches are keyed on its output path, as Rspack's is; by default each
 * run gets a folder of its own, named after its process.
 */
export async function replaceFolderWith(
  outDir: string,
  produce: (stagingDir: string) => Promise<void>,
  {stagingDir}: {stagingDir?: string} = {},
): Promise<void> {
  const parent = path.dirname(outDir);
  await mkdir(parent, {recursive: true});
  await sweepStaleStaging(outDir);
  let staging: string;
  if (stagingDir === undefined) {
    staging = await mkdtemp(path.join(parent, `${stagingPrefix(outDir)}${process.pid}-`));
  } else {
    staging = stagingDir;
    await Promise.all([staging, `${staging}-retired`].map((folder) => rm(folder, {recursive: true, force: true})));
  }
  try {
    await produce(staging);
    const retired = `${staging}-retired`;
    await rename(outDir, retired).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
    await rename(staging, outDir);
    await rm(retired, {recursive: true, force: true});
  } catch (error) {
    await rm(staging, {recursive: true, force: true});
    await rm(outDir, {recursive: true, force: true});
    throw error;
  }
}

/** `.<name>-staging-<pid>-<random>`: the process that writes it is in its name. */
const stagingPrefix = (outDir: string): string => `.${path.basename(outDir)}-staging-`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the staging (and retired) folders that a killed run left beside
 * `outDir`: those of processes that no longer run. A run still going keeps
 * its own.
 */
export async function sweepStaleStaging(outDir: string): Promise<string[]> {
  const prefix = stagingPrefix(outDir);
  const entries = await readdir(path.dirname(outDir)).catch(() => [] as string[]);
  const stale = entries.filter((name) => {
    if (!name.startsWith(prefix)) return false;
    const pid = Number(/^(\d+)-/.exec(name.slice(prefix.length))?.[1]);
    return !Number.isInteger(pid) || pid <= 0 || !isRunning(pid);
  });
  await Promise.all(stale.map((name) => rm(path.join(path.dirname(outDir), name), {recursive: true, force: true})));
  return stale;
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
