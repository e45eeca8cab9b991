// Runs first in `npm run preview` and `npm test`, before anything is
// installed: plain JavaScript with no dependencies. It stops with a clear
// message when this Node.js is older than package.json's "engines" allows,
// instead of a failure deep inside the build.
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';

/** `>=20.19.0` → [20, 19, 0]. */
export function minimumOf(range) {
  const match = /^>=\s*(\d+)\.(\d+)\.(\d+)$/.exec(range.trim());
  if (match === null) throw new Error(`package.json "engines.node" must be ">=X.Y.Z", not "${range}"`);
  return match.slice(1).map(Number);
}

/** null when `version` (`20.20.2`) meets `range`, else the message to print. */
export function nodeVersionProblem(range, version) {
  const minimum = minimumOf(range);
  const actual = version.replace(/^v/, '').split('.').map(Number);
  for (let part = 0; part < 3; part++) {
    if ((actual[part] ?? 0) > minimum[part]) return null;
    if ((actual[part] ?? 0) < minimum[part]) {
      return [
        `error: this site needs Node.js ${minimum.join('.')} or newer (package.json "engines"), and this is ${version}.`,
        'It uses require() of ES modules (20.19), import.meta.dirname (20.11) and Dirent.parentPath (20.12).',
        'Install Node.js 20 LTS or newer (for example from https://nodejs.org or your package manager), then run the command again.',
      ].join('\n');
    }
  }
  return null;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const {engines} = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const problem = nodeVersionProblem(engines.node, process.versions.node);
  if (problem !== null) {
    console.error(problem);
    process.exit(1);
  }
}
