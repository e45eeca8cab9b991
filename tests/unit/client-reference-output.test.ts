import assert from 'node:assert/strict';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {before, describe, it} from 'node:test';

import {CLIENT_CLASS_PAGES} from '../fixtures/client-classes';
import type {ReferenceIndex} from '../../plugins/reference-docs/contract/reference-index';
import {GENERATED_DIRS, SITE_DIR, readReferenceIndex} from '../../node/site/paths';

/**
 * The client reference that `npm run generate` wrote (`npm test` generates
 * before the unit tests): TypeDoc runs once, in the generator, not again here.
 */
const outDir = path.join(SITE_DIR, GENERATED_DIRS.clientReference);
const page = (file: string): Promise<string> => readFile(path.join(outDir, file), 'utf8');
/** The part of a class page about one method, up to the next separator. */
const methodSection = (markdown: string, heading: string): string =>
  markdown.slice(markdown.indexOf(heading), markdown.indexOf('***', markdown.indexOf(heading)));

describe('the generated JavaScript client reference', () => {
  let index: ReferenceIndex;
  before(() => {
    index = readReferenceIndex('networkReference');
  });

  it('documents every class the package exports', async () => {
    const classes = [...(await readdir(path.join(outDir, 'client/classes'))), ...(await readdir(path.join(outDir, 'clients/classes')))].map(
      (file) => file.replace(/(Client)?\.md$/, ''),
    );
    assert.deepEqual(classes.sort(), [...CLIENT_CLASS_PAGES].sort());
  });

  it('gives class pages their spec route and links each method to the operation it sends', async () => {
    const app = await page('clients/classes/AppClient.md');
    assert.match(app, /^---\ntitle: "App"\nsidebar_label: "App"\nslug: "\/classes\/App"\n---/);
    const get = methodSection(app, '### get()');
    assert.match(get, /#### Sends\n\n\[`app`\]\(\/docs\/graphql\/queries\/app\) query/);
    assert.match(get, /\[`App`\]\(\/docs\/graphql\/objects\/app\)/);
    assert.match(
      await page('client/classes/TribeClient.md'),
      /\[`limitedToken`\]\(\/docs\/graphql\/queries\/limited-token\) query of the Network API/,
    );
    assert.match(
      await page('client/classes/GlobalClient.md'),
      /\[`limitedToken`\]\(\/docs\/global-api\/queries\/limited-token\) query of the Global API/,
    );
  });

  it('lists, on the method that sends it, a request that does not validate, with the reason as escaped text', async () => {
    // The pinned client's moderation documents select `status` from two types at once: the schema rejects them.
    const moderation = await page('clients/classes/ModerationClient.md');
    assert.match(
      moderation,
      /- With the `'basic'` field set, the request does not validate against the Network API: Fields "status" conflict because they return conflicting types "MemberStatus\\!" and "PostStatus\\!"\./,
    );
  });

  it('warns, on a method that accepts a parameter its document never declares, that the client drops it', async () => {
    const spacePostType = await page('clients/classes/SpacePostTypeClient.md');
    assert.match(
      methodSection(spacePostType, '### list()'),
      /:::warning\[Not sent\]\n\nClient 2\.4\.0 drops `context`: `list\(\)` accepts it/,
    );
    assert.doesNotMatch(methodSection(spacePostType, '### get()'), /Not sent/);
    assert.doesNotMatch(methodSection(await page('clients/classes/PostsClient.md'), '### create()'), /Not sent/);
  });

  it("documents the clients' own API types at their own routes", async () => {
    assert.match(
      await page('client/interfaces/TribeEvent.md'),
      /^---\ntitle: "TribeEvent"\nsidebar_label: "TribeEvent"\nslug: "\/interfaces\/TribeEvent"\n---/,
    );
    assert.match(await page('clients/README.md'), /slug: "\/modules\/clients"/);
  });

  it('links only to reference pages that exist', async () => {
    const pages = [...Object.values(index.types), ...Object.values(index.operations).flatMap((byName) => Object.values(byName))];
    // Item pages, and the page of each kind above them.
    const routes = new Set([...pages, ...pages.map((route) => route.slice(0, route.lastIndexOf('/')))]);
    const files = (await readdir(outDir, {recursive: true})).filter((file) => file.endsWith('.md'));
    assert.ok(files.length > 40, `${files.length} pages`);
    for (const file of files) {
      for (const [, target] of (await page(file)).matchAll(/\]\((\/docs\/graphql\/[^)#]+)/g)) {
        assert.ok(routes.has(target!), `${file} links to ${target}`);
      }
    }
  });

  it('names every class and method for the search, each at its heading', async () => {
    const names = JSON.parse(await page('api-names.json')) as {name: string; url: string}[];
    assert.deepEqual(names[0], {name: 'Tribe', url: '/docs/gql-client/classes/Tribe'});
    // The class's own name, which code imports, leads to the same page.
    assert.deepEqual(names[1], {name: 'TribeClient', url: '/docs/gql-client/classes/Tribe'});
    assert.ok(names.some((name) => name.name === 'generateToken' && name.url === '/docs/gql-client/classes/Tribe#generatetoken'));
    // The main class ranks first: its methods win over same-named ones of other classes.
    const firstOther = names.findIndex((name) => !name.url.startsWith('/docs/gql-client/classes/Tribe'));
    assert.ok(names.slice(firstOther).every((name) => !name.url.startsWith('/docs/gql-client/classes/Tribe#')));
  });
});
