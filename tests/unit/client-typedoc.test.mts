import assert from 'node:assert/strict';
import {mkdtemp, readFile, readdir, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, before, describe, it} from 'node:test';

import {GENERATED_TYPES_FILE, GENERATED_TYPES_URL, exportedNames} from '../../src/generators/client-reference/links.ts';
import {readOperationMap} from '../../src/generators/client-reference/operations.ts';
import {runTypedoc, type TypedocRunResult} from '../../src/generators/client-reference/typedoc.mts';
import type {ReferenceIndex} from '../../src/reference-contract/reference-index.ts';
import type {ClientDocument} from '../../src/generators/client-reference/documents.ts';
import {SITE_DIR} from '../../src/site/paths.ts';


/** Needs the GraphQL reference's index: `npm test` generates it before the node tests. */
describe('TypeDoc over the pinned client', () => {
  let outDir: string;
  let index: ReferenceIndex;
  let result: TypedocRunResult;

  before(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'client-reference-'));
    index = JSON.parse(await readFile(path.join(SITE_DIR, 'generated/graphql/index.json'), 'utf8')) as ReferenceIndex;
    const operations = await readOperationMap(path.join(SITE_DIR, 'node_modules/@tribeplatform/gql-client/src'));
    const packageDir = path.join(SITE_DIR, 'node_modules/@tribeplatform/gql-client');
    const names = exportedNames(await readFile(path.join(packageDir, GENERATED_TYPES_FILE), 'utf8'));
    const global = JSON.parse(await readFile(path.join(SITE_DIR, 'generated/global-api/index.json'), 'utf8')) as ReferenceIndex;
    const invalidDocuments: ClientDocument[] = [
      {builder: 'appGQLQuery', fieldSet: 'all', api: 'network', operation: {type: 'query', field: 'app'}, errors: ['Cannot query field "nope" on type "App".']},
    ];
    result = await runTypedoc({siteDir: SITE_DIR, outDir, indexes: {network: index, global}, operations, packageTypes: {names, url: GENERATED_TYPES_URL}, invalidDocuments});
  });

  after(async () => {
    await rm(outDir, {recursive: true, force: true});
  });

  it('documents every class the package exports', () => {
    const expected = [
      'App', 'Auth', 'Badge', 'Collections', 'Dev', 'Global', 'Graphql', 'Invitations', 'Media', 'Members', 'Messaging',
      'Moderation', 'Network', 'Notifications', 'OAuth', 'PostType', 'Posts', 'Report', 'Roles', 'SpaceMembers',
      'SpaceMembership', 'SpacePostType', 'SpaceRoles', 'Spaces', 'Tags', 'Templates', 'Theme', 'Tribe',
    ];
    assert.deepEqual(result.classes.map((name) => name.replace(/Client$/, '')).sort(), expected.sort());
  });

  it('gives class pages their spec route and links each method to the operation it sends', async () => {
    const page = await readFile(path.join(outDir, 'clients/classes/AppClient.md'), 'utf8');
    assert.match(page, /^---\ntitle: "App"\nsidebar_label: "App"\nslug: "\/classes\/App"\n---/);
    const get = page.slice(page.indexOf('### get()'), page.indexOf('***', page.indexOf('### get()')));
    assert.match(get, /#### Sends\n\n\[`app`\]\(\/docs\/graphql\/queries\/app\) query/);
    assert.match(get, /\[`App`\]\(\/docs\/graphql\/objects\/app\)/);
    const tribe = await readFile(path.join(outDir, 'client/classes/TribeClient.md'), 'utf8');
    assert.match(tribe, /\[`limitedToken`\]\(\/docs\/graphql\/queries\/limited-token\) query of the Network API/);
    const global = await readFile(path.join(outDir, 'client/classes/GlobalClient.md'), 'utf8');
    assert.match(global, /\[`limitedToken`\]\(\/docs\/global-api\/queries\/limited-token\) query of the Global API/);
  });

  it('lists, on the method that sends it, a request that does not validate, with the reason as text', async () => {
    const page = await readFile(path.join(outDir, 'clients/classes/AppClient.md'), 'utf8');
    const get = page.slice(page.indexOf('### get()'), page.indexOf('***', page.indexOf('### get()')));
    assert.match(get, /- With the `'all'` field set, the request does not validate against the Network API: Cannot query field "nope" on type "App"\./);
  });

  it("documents the clients' own API types at their own routes", async () => {
    const event = await readFile(path.join(outDir, 'client/interfaces/TribeEvent.md'), 'utf8');
    assert.match(event, /^---\ntitle: "TribeEvent"\nsidebar_label: "TribeEvent"\nslug: "\/interfaces\/TribeEvent"\n---/);
    const module = await readFile(path.join(outDir, 'clients/README.md'), 'utf8');
    assert.match(module, /slug: "\/modules\/clients"/);
  });

  it('leaves no type name unlinked', () => {
    assert.deepEqual(result.unresolved, []);
  });

  it('links only to reference pages that exist', async () => {
    const pages = [...Object.values(index.types), ...Object.values(index.operations).flatMap((byName) => Object.values(byName))];
    // Item pages, and the page of each kind above them.
    const routes = new Set([...pages, ...pages.map((route) => route.slice(0, route.lastIndexOf('/')))]);
    const files = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.md'));
    for (const file of files) {
      const page = await readFile(path.join(outDir, file), 'utf8');
      for (const [, target] of page.matchAll(/\]\((\/docs\/graphql\/[^)#]+)/g)) {
        assert.ok(routes.has(target!), `${file} links to ${target}`);
      }
    }
  });
});
