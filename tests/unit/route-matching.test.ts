import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {describe, it} from 'node:test';

import {matchPath} from 'react-router';

/** path-to-regexp 1.x, which react-router 5 compiles its paths with. */
type PathToRegexp = (path: string, keys: {name: string | number}[], options: {end: boolean; strict: boolean; sensitive: boolean}) => RegExp;
const pathToRegexp = createRequire(require.resolve('react-router'))('path-to-regexp') as PathToRegexp;

interface Options {
  readonly path: string;
  readonly exact?: boolean;
  readonly strict?: boolean;
  readonly sensitive?: boolean;
}

/** What react-router's own matchPath returns, without the patch's shortcut for static paths. */
function unpatchedMatch(pathname: string, {path, exact = false, strict = false, sensitive = false}: Options): unknown {
  const keys: {name: string | number}[] = [];
  const match = pathToRegexp(path, keys, {end: exact, strict, sensitive}).exec(pathname);
  if (match === null) return null;
  const [url, ...values] = match as unknown as [string, ...string[]];
  const isExact = pathname === url;
  if (exact && !isExact) return null;
  return {
    path,
    url: path === '/' && url === '' ? '/' : url,
    isExact,
    params: Object.fromEntries(keys.map((key, index) => [key.name, values[index]])),
  };
}

const PATHS = [
  '/',
  '/docs',
  '/docs/',
  '/docs/graphql/objects',
  '/docs/graphql/objects/post',
  '/docs/graphql/objects/post/',
  '/docs/gql-client/classes/TribeClient',
  '/docs/a.b-c_d~e',
  '/a?b',
  '/docs/:kind/:name',
  '/docs/:kind?',
  '/docs/(graphql|global-api)/x',
  '/docs/*',
  '/docs/\\:literal',
  '/dócs/seite',
];

const PATHNAMES = [
  '/',
  '',
  '/docs',
  '/docs/',
  '/Docs',
  '/DOCS/GRAPHQL/OBJECTS/POST',
  '/docs/graphql/objects',
  '/docs/graphql/objects/',
  '/docs/graphql/objects/post',
  '/docs/graphql/objects/post/',
  '/docs/graphql/objects/posts',
  '/docs/graphql/objects/post/x',
  '/docs/graphql/objectsx/post',
  '/docs/gql-client/classes/tribeclient',
  '/docs/a.b-c_d~e',
  '/docs/aXb-c_d~e',
  '/a?b',
  '/docs/graphql/x',
  '/docs/global-api/x',
  '/docs/:literal',
  '/dócs/seite',
  '/DÓCS/seite',
  '/docs/İ',
  '/İ',
  '/ſ',
];

describe('react-router matchPath, patched to skip static paths that cannot match', () => {
  it('returns what the unpatched version returns, for every option', () => {
    let compared = 0;
    for (const path of PATHS) {
      for (const exact of [false, true]) {
        for (const strict of [false, true]) {
          for (const sensitive of [false, true]) {
            const options = {path, exact, strict, sensitive};
            for (const pathname of [...PATHNAMES, path, path.toUpperCase(), `${path}/more`]) {
              assert.deepEqual(
                matchPath(pathname, options),
                unpatchedMatch(pathname, options),
                `${pathname} against ${JSON.stringify(options)}`,
              );
              compared += 1;
            }
          }
        }
      }
    }
    assert.ok(compared > 3000);
  });
});
