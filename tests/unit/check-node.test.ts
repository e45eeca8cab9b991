import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

// A plain JavaScript module: it runs before anything is installed.
import {nodeVersionProblem} from '../../scripts/check-node.mjs';
import {SITE_DIR} from '../../node/site/paths';

const check = nodeVersionProblem as (range: string, version: string) => string | null;

describe('the Node.js version check', () => {
  it('accepts the declared minimum and anything newer, refuses older with a clear message', () => {
    assert.equal(check('>=20.19.0', '20.19.0'), null);
    assert.equal(check('>=20.19.0', '20.20.2'), null);
    assert.equal(check('>=20.19.0', 'v22.1.0'), null);
    assert.match(
      check('>=20.19.0', '20.18.3') ?? '',
      /needs Node\.js 20\.19\.0 or newer \(package\.json "engines"\), and this is 20\.18\.3\./,
    );
    assert.match(check('>=20.19.0', '18.20.4') ?? '', /Install Node\.js 20 LTS or newer/);
  });

  it('holds for this Node.js and for the engines package.json declares', async () => {
    const {engines} = JSON.parse(await readFile(path.join(SITE_DIR, 'package.json'), 'utf8')) as {engines: {node: string}};
    assert.equal(check(engines.node, process.versions.node), null);
  });
});
