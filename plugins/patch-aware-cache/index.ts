import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

/** The files in node_modules that the patches in patches/ change, sorted. */
export function patchedFiles(siteDir: string): string[] {
  const patchesDir = path.join(siteDir, 'patches');
  const files = new Set<string>();
  // A site without patches (the tests' fixture sites) has nothing to follow.
  const patches = existsSync(patchesDir) ? readdirSync(patchesDir).filter((name) => name.endsWith('.patch')) : [];
  for (const patch of patches) {
    for (const match of readFileSync(path.join(patchesDir, patch), 'utf8').matchAll(/^\+\+\+ b\/(node_modules\/\S+)$/gm)) {
      files.add(match[1] as string);
    }
  }
  return [...files].sort();
}

/** A hash of what those files hold now: it changes when a patch is applied, edited or reversed. */
export function patchedFilesHash(siteDir: string): string {
  const hash = createHash('sha256');
  for (const file of patchedFiles(siteDir)) {
    hash.update(file);
    try {
      hash.update(readFileSync(path.join(siteDir, file)));
    } catch {
      hash.update('(missing)');
    }
  }
  return hash.digest('hex').slice(0, 12);
}

/**
 * Rspack's persistent cache takes node_modules as unchanging, so after a patch
 * was applied, edited or reversed it kept building the old code. Its version
 * now includes what the patched files hold, so any change to them starts a
 * fresh cache. (`postinstall` also deletes the cache; this covers
 * `patch-package --reverse` and hand edits too.)
 */
export default function patchAwareCachePlugin(context: LoadContext): Plugin {
  const fingerprint = patchedFilesHash(context.siteDir);
  return {
    name: 'patch-aware-cache',
    configureWebpack(config) {
      const cache = (config.experiments as {cache?: {version?: string}} | undefined)?.cache;
      if (cache !== undefined && typeof cache === 'object') cache.version = `${cache.version ?? ''}-patched-${fingerprint}`;
      return {};
    },
  };
}
