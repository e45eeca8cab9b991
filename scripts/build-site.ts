/**
 * `npm run build` after `npm run generate`: builds the site into a staging
 * folder, prepares it for hosting (compressed copies, security headers), and
 * only then puts it in place as build/. A failed build leaves no build/ at
 * all, so a stale or half-written site never passes for the one just asked for.
 *
 * The staging folder has a fixed name: Rspack's persistent cache is keyed on
 * the output path, and a new name each run would throw the cache away.
 *
 * Usage: tsx scripts/build-site.ts [--out-dir build]
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {parseArgs} from 'node:util';

import {replaceFolderWith} from '../generators/write-output';
import {prepareBuildForHosting} from '../node/hosting/prepare-build';
import {SITE_DIR as siteDir, toolCacheDir} from '../node/site/paths';

const STAGING = '.build-next';

export interface SiteBuild {
  /** The Docusaurus config file, relative to the site: docusaurus.config.ts unless given. */
  readonly config?: string;
  /** The staging folder's name; each config needs its own (see above). */
  readonly staging?: string;
}

function docusaurusBuild(outDir: string, config: string | undefined): Promise<void> {
  const args = ['build', '--out-dir', outDir, ...(config === undefined ? [] : ['--config', config])];
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(siteDir, 'node_modules/.bin/docusaurus'), args, {
      cwd: siteDir,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`docusaurus build ${signal === null ? `exited with ${code}` : `was stopped by ${signal}`}; its messages are above`),
        );
    });
  });
}

export async function buildSite(outDir: string, {config, staging: stagingName = STAGING}: SiteBuild = {}): Promise<void> {
  await replaceFolderWith(
    outDir,
    async (staging) => {
      await docusaurusBuild(staging, config);
      const started = performance.now();
      // Like the bundler's cache, which the fixture sites of the tests turn off with the same variable: their builds must not
      // replace the site's entries.
      const cacheDir = process.env.DOCUSAURUS_NO_PERSISTENT_CACHE ? undefined : toolCacheDir('tribe-compressed');
      const {compressedFiles, inlineScriptHashes} = await prepareBuildForHosting(staging, {cacheDir});
      console.log(
        `[hosting] ${compressedFiles} files compressed (.gz, .br), ${inlineScriptHashes} inline script hashes in the CSP, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
    {stagingDir: path.join(siteDir, stagingName)},
  );
}

if (require.main === module) {
  const {values} = parseArgs({options: {'out-dir': {type: 'string', default: 'build'}}});
  const outDir = path.resolve(siteDir, values['out-dir']);
  buildSite(outDir).then(
    () => console.log(`[build] The site is in ${path.relative(process.cwd(), outDir) || '.'}/.`),
    (error: unknown) => {
      console.error(`error: [build] ${error instanceof Error ? error.message : String(error)}`);
      console.error(`The site was not built, and any previous ${path.relative(process.cwd(), outDir)}/ was removed.`);
      process.exit(1);
    },
  );
}
