/**
 * A redeploy under an open page: the reader loaded build A, the server now
 * serves build B, and A's chunks are gone. The next navigation must keep the
 * page (navbar included) and offer the new version, not break.
 *
 * Build B is build A with the build's hashes changed, in file names and in
 * every reference to them, as a real rebuild changes them: what matters to the
 * browser is that A's chunk URLs now answer 404.
 */
import {link, mkdir, mkdtemp, readFile, readdir, rename, rm, writeFile} from 'node:fs/promises';
import type {Server} from 'node:http';
import path from 'node:path';

import {startStaticServer} from '../../node/hosting/static-server';
import {ROUTES} from '../../src/site/constants';
import {BUILD_DIR, toolCacheDir} from '../../node/site/paths';
import {emulateConnection, expect, isSameDocument, markDocument, screenshotFaultCase, test, waitForHydration} from './fixtures';

/** The hashes a rebuild changes: the one all lazy chunks share, and the runtime's own. */
async function buildHashes(dir: string): Promise<string[]> {
  const files = await readdir(path.join(dir, 'assets/js'));
  const chunkHashes = files.map((file) => /^\d+\.([0-9a-f]{8})\.js$/.exec(file)?.[1]).filter((hash) => hash !== undefined);
  const runtime = files.map((file) => /^runtime~main\.([0-9a-f]{8})\.js$/.exec(file)?.[1]).find((hash) => hash !== undefined);
  const shared = [...new Set(chunkHashes)];
  expect(shared, 'the lazy chunks share one hash').toHaveLength(1);
  expect(runtime).toBeDefined();
  return [shared[0] as string, runtime as string];
}

/**
 * A copy of the build (without its precompressed files) with each hash replaced, in names and contents. Files that
 * keep their bytes are hard links, and a rewritten file is a new one, so the build itself is never written to: the
 * copies take ~1 s instead of the ~8 s a byte-for-byte copy of its 5,600 files took.
 */
async function copyWithHashes(from: string, to: string, replacements: ReadonlyMap<string, string>): Promise<void> {
  const swap = (text: string) => [...replacements].reduce((result, [before, after]) => result.split(before).join(after), text);
  const files = (await readdir(from, {recursive: true, withFileTypes: true})).filter(
    (entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name),
  );
  const folders = new Set(files.map((entry) => path.join(to, path.relative(from, entry.parentPath))));
  for (const folder of folders) await mkdir(folder, {recursive: true});
  for (const entry of files) {
    const source = path.join(entry.parentPath, entry.name);
    const target = path.join(to, path.relative(from, entry.parentPath), swap(entry.name));
    if (replacements.size > 0 && /\.(html|js)$/.test(entry.name)) await writeFile(target, swap(await readFile(source, 'utf8')));
    else await link(source, target);
  }
}

test.describe('after a redeploy', () => {
  // A's chunks answer 404 now: the browser logs each, and (nosniff) that the answer is no script.
  // (One pattern: Playwright would read a two-item array as a value and its options.)
  test.use({
    expectedConsoleErrors: [
      /the server responded with a status of 404|^Refused to execute script from '[^']*\/assets\/js\/[^']*' because its MIME type/,
    ],
  });

  let workDir: string;
  let served: string;
  let nextBuild: string;
  let server: Server;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Beside the build, on its file system: hard links cannot cross to another (a /tmp in memory, say).
    const cacheDir = toolCacheDir('redeploy');
    await mkdir(cacheDir, {recursive: true});
    workDir = await mkdtemp(path.join(cacheDir, 'run-'));
    served = path.join(workDir, 'served');
    nextBuild = path.join(workDir, 'next');
    const [chunkHash, runtimeHash] = await buildHashes(BUILD_DIR);
    await copyWithHashes(BUILD_DIR, served, new Map());
    await copyWithHashes(
      BUILD_DIR,
      nextBuild,
      new Map([
        [chunkHash as string, 'b0b0b0b0'],
        [runtimeHash as string, 'b1b1b1b1'],
      ]),
    );
    const started = await startStaticServer({dir: served, host: '127.0.0.1', port: 0});
    server = started.server;
    origin = started.url.replace(/\/$/, '');
  });

  test.afterAll(async () => {
    server.closeAllConnections();
    server.close();
    await rm(workDir, {recursive: true, force: true});
  });

  test('a navigation that hits a missing chunk keeps the page, its navbar and its address, and Reload opens the page asked for', async ({
    page,
  }) => {
    // No prefetching: the guide's chunks are first requested by the navigation.
    await emulateConnection(page, {effectiveType: '4g', saveData: true});
    await page.goto(`${origin}${ROUTES.home}`);
    await waitForHydration(page);
    await markDocument(page);
    const homeTitle = await page.title();
    // A second page whose scripts this document has loaded, to come back to.
    await page.locator('footer').getByRole('link', {name: 'GraphQL API', exact: true}).click();
    await expect(page).toHaveURL(new RegExp(`${ROUTES.schema}$`));
    const schemaHeading = 'GraphQL API';
    const schemaTitle = `${schemaHeading} | Tribe Partners`;
    // The head is written in the frame after the page.
    await expect(page).toHaveTitle(schemaTitle);

    // The deploy: build B replaces build A under the running server.
    await rename(served, `${served}-a`);
    await rename(nextBuild, served);

    await page.locator('nav.navbar').getByRole('link', {name: 'Developers Guide'}).click();
    const notice = page.getByRole('alert').filter({hasText: 'A new version of these docs is available'});
    await expect(notice).toBeVisible();
    // The reader keeps the page they were on, navbar, title and address all; no bare error panel.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await expect(page.locator('h1').first()).toHaveText(schemaHeading);
    await expect(page).toHaveTitle(schemaTitle);
    await expect(page).toHaveURL(`${origin}${ROUTES.schema}`);
    await expect(page.getByTestId('page-load-error')).toHaveCount(0);
    expect(await isSameDocument(page)).toBe(true);
    await screenshotFaultCase(page, 'navigation-after-redeploy');

    // Back to a page already loaded: it opens, and the notice, about the guide, does not follow the reader there.
    await page.goBack();
    await expect(page).toHaveURL(`${origin}${ROUTES.home}`);
    await expect(page).toHaveTitle(homeTitle);
    await expect(notice).toHaveCount(0);

    // Asked again, the guide fails again; Reload now opens it, in the new version.
    await page.locator('nav.navbar').getByRole('link', {name: 'Developers Guide'}).click();
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(`${origin}${ROUTES.home}`);
    await notice.getByRole('button', {name: 'Reload'}).click();
    await expect(page).toHaveURL(`${origin}${ROUTES.guideIndex}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1, name: 'Developers Guide'})).toBeVisible();
    expect(await isSameDocument(page)).toBe(false);
    await expect(notice).toHaveCount(0);
  });
});
