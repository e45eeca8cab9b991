/**
 * The 2021 site: the built pages on the `gh-pages` branch of the original
 * repository (tribeplatform/developers-site), the reference the benchmarks
 * compare times against, in the same run, because this machine's speed moves
 * by 4× within an hour. It is unpacked once into node_modules/.cache and
 * served locally like this site's build; its requests to other hosts are cut.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, rename, rm} from 'node:fs/promises';
import path from 'node:path';

import {SITE_DIR} from '../node/site/paths';

/** Chromium resolves no host but this machine: the 2021 site's fonts, analytics and search fail at once instead of waiting on a network that is not there. */
export const LOCAL_HOSTS_ONLY = '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

export const REFERENCE_SITE_DIR = path.join(SITE_DIR, 'node_modules/.cache/reference-site-2021');
const REFERENCE_BRANCH = 'gh-pages';
const DEFAULT_GIT_DIR = '/work/.mirror/tribeplatform+developers-site/repo';

/**
 * The 2021 site's folder, unpacked from the git directory that
 * `REFERENCE_SITE_GIT` names (default: the mirror `fetch` writes). Throws with
 * what to do when there is none.
 */
export async function referenceSite(): Promise<string> {
  if (existsSync(path.join(REFERENCE_SITE_DIR, '404.html'))) return REFERENCE_SITE_DIR;
  const gitDir = process.env.REFERENCE_SITE_GIT ?? DEFAULT_GIT_DIR;
  if (!existsSync(gitDir)) {
    throw new Error(
      `The 2021 reference site comes from the ${REFERENCE_BRANCH} branch of tribeplatform/developers-site, and ${gitDir} is missing. ` +
        `Clone it (git clone --bare --branch ${REFERENCE_BRANCH} https://github.com/tribeplatform/developers-site.git) ` +
        'and set REFERENCE_SITE_GIT to that folder.',
    );
  }
  // Unpacked beside its final place and renamed, so an interrupted run leaves no half site.
  const staging = `${REFERENCE_SITE_DIR}.partial`;
  await rm(staging, {recursive: true, force: true});
  await mkdir(staging, {recursive: true});
  const archive = execFileSync('git', ['--git-dir', gitDir, 'archive', REFERENCE_BRANCH], {maxBuffer: 1024 * 1024 * 1024});
  execFileSync('tar', ['-x', '-C', staging], {input: archive});
  await rm(REFERENCE_SITE_DIR, {recursive: true, force: true});
  await rename(staging, REFERENCE_SITE_DIR);
  return REFERENCE_SITE_DIR;
}
