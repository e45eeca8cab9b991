/**
 * The production server: Debian's nginx with deploy/nginx/tribe-partners.conf,
 * started by `npm run serve:nginx` (see playwright.config.ts) on the build.
 * Headers and status codes as a client sees them, then a reader's walk through
 * every template, expecting no CSP violation and no console error.
 */
import {connect} from 'node:net';

import type {APIRequestContext, Page} from '@playwright/test';

import {E2E_ORIGIN, NGINX_PORT} from '../../playwright.config';
import {SEARCH_WORKER_PATH} from '../../node/hosting/security-headers';
import {colorModeSwitch, expect, gotoHydrated, screenshotFaultCase, startInColorMode, test, waitForHydration} from './fixtures';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** The status line and headers of a raw request, for what an HTTP client refuses to send (a malformed Host). */
function rawRequest(port: number, text: string): Promise<{status: number; headers: Record<string, string>}> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => {
      const [statusLine = '', ...lines] = (answer.split('\r\n\r\n')[0] ?? '').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({status: Number(statusLine.split(' ')[1]), headers});
    });
  });
}

async function mainScriptPath(request: APIRequestContext): Promise<string> {
  const mainScript = /"(\/assets\/js\/main\.[0-9a-f]+\.js)"/.exec(await (await request.get('/')).text())?.[1];
  expect(mainScript, "main.js in the home page's script list").toBeDefined();
  return mainScript as string;
}

async function head(request: APIRequestContext, path: string, encoding = 'br, gzip') {
  const response = await request.get(path, {headers: {'accept-encoding': encoding}, maxRedirects: 0});
  return {status: response.status(), headers: response.headers()};
}

/** What every answer carries, a page's or a file's. */
function expectAssetHeaders(headers: Record<string, string>, path: string): void {
  expect(headers['x-content-type-options'], `nosniff on ${path}`).toBe('nosniff');
  expect(headers['referrer-policy'], `Referrer-Policy on ${path}`).toBe('strict-origin-when-cross-origin');
  // The CSP goes with pages only: browsers ignore it on scripts and styles, and it is 2.5 KB.
  expect(headers['content-security-policy'], `no CSP on ${path}`).toBeUndefined();
}

function expectSecurityHeaders(headers: Record<string, string>, path: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers[name], `${name} on ${path}`).toBe(value);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, `CSP on ${path}`).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  // Inline style and WebAssembly are not needed by any page (the search's WebAssembly runs in its worker).
  expect(csp, `CSP on ${path}`).not.toContain("'unsafe-inline'");
  expect(csp, `CSP on ${path}`).not.toContain("'wasm-unsafe-eval'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(headers['permissions-policy'], `Permissions-Policy on ${path}`).toContain('camera=()');
}

test.describe('nginx: headers and status codes', () => {
  test('pages: 200, revalidated, compressed with brotli or gzip as the client accepts', async ({request}) => {
    for (const path of ['/', '/docs/guide/index', '/docs/graphql/objects/post', '/search']) {
      const brotli = await head(request, path);
      expect(brotli.status, path).toBe(200);
      expect(brotli.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(brotli.headers['cache-control']).toBe('no-cache');
      expect(brotli.headers.vary).toBe('Accept-Encoding');
      expectSecurityHeaders(brotli.headers, path);
      expect((await head(request, path, 'gzip')).headers['content-encoding'], path).toBe('gzip');
      expect((await head(request, path, 'identity')).headers['content-encoding'], path).toBeUndefined();
    }
  });

  test('hashed assets are cached for a year; the search index and schema files revalidate', async ({request, page}) => {
    await page.goto('/');
    const script = await page.locator('#page-scripts').textContent();
    const mainScript = (JSON.parse(script ?? '[]') as string[]).find((src) => /\/main\.[0-9a-f]+\.js$/.test(src));
    expect(mainScript).toBeDefined();
    const asset = await head(request, mainScript as string);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(asset.headers['content-encoding']).toBe('br');
    expectAssetHeaders(asset.headers, mainScript as string);

    const pagefind = await head(request, '/pagefind/pagefind.js');
    expect(pagefind.headers['cache-control']).toBe('no-cache');
    expect(pagefind.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expectAssetHeaders(pagefind.headers, '/pagefind/pagefind.js');
    const schema = await head(request, '/schemas/tribe-network-api.graphql');
    expect(schema.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  test('Markdown copies and llms.txt are text the browser shows, compressed and revalidated', async ({request}) => {
    for (const [path, type] of [
      ['/docs/graphql/objects/post.md', 'text/markdown; charset=utf-8'],
      ['/llms.txt', 'text/plain; charset=utf-8'],
      ['/llms-full.txt', 'text/plain; charset=utf-8'],
    ]) {
      const response = await head(request, path as string);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe(type);
      expect(response.headers['content-encoding'], path).toBe('br');
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  });

  test("the search's worker is the one script that may compile WebAssembly, by a CSP of its own", async ({request}) => {
    const worker = await head(request, SEARCH_WORKER_PATH);
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(worker.headers['x-content-type-options']).toBe('nosniff');
    expect(worker.headers['cache-control']).toBe('no-cache');
    // A worker obeys its own response's CSP, not its page's.
    const csp = (worker.headers['content-security-policy'] ?? '').split('; ');
    expect(csp).toContain("script-src 'wasm-unsafe-eval'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("default-src 'none'");
    // The other files of the search are not scripts a worker runs.
    expectAssetHeaders((await head(request, '/pagefind/pagefind.js')).headers, '/pagefind/pagefind.js');
  });

  test("Pagefind's index files have a type, so nosniff lets them through", async ({request}) => {
    const entry = (await (await request.get('/pagefind/pagefind-entry.json')).json()) as {languages: Record<string, {hash: string}>};
    const {hash} = Object.values(entry.languages)[0] as {hash: string};
    for (const path of [`/pagefind/pagefind.${hash}.pf_meta`, '/pagefind/wasm.en.pagefind']) {
      const response = await head(request, path);
      expect(response.status, path).toBe(200);
      expect(response.headers['content-type'], path).toBe('application/octet-stream');
    }
    expect((await head(request, '/pagefind/pagefind-entry.json')).headers['content-type']).toBe('application/json; charset=utf-8');
  });

  test("unknown paths, /index aliases and the server's own files are real 404s with the site's 404 page", async ({request}) => {
    for (const path of [
      '/docs/no-such-page',
      '/docs/graphql/objects/post/index',
      '/index',
      '/.hosting/document-headers.conf',
      '/docs/graphql/objects/post.html',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('Page Not Found');
      expectSecurityHeaders(response.headers(), path);
    }
    // An older build's script, after a deploy: a short text 404, not the HTML page.
    const asset = await request.get('/assets/js/12345.0badc0de.js');
    expect(asset.status()).toBe(404);
    expect(asset.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(asset.headers()['cache-control']).toBe('no-cache');
    expectAssetHeaders(asset.headers(), '/assets/js/12345.0badc0de.js');
    // A page whose own slug is "index" is a real page.
    expect((await head(request, '/docs/guide/index')).status).toBe(200);
  });

  test("one address per page: a trailing slash redirects to the page's address, and /404.html is only the 404 page", async ({request}) => {
    for (const [path, location] of [
      ['/docs/graphql/objects/post/', '/docs/graphql/objects/post'],
      ['/docs/guide/index/?from=a', '/docs/guide/index?from=a'],
      ['/docs/', '/docs'],
    ] as const) {
      const redirect = await head(request, path);
      expect(redirect.status, path).toBe(301);
      expect(redirect.headers.location, path).toBe(location);
      expectSecurityHeaders(redirect.headers, path);
    }
    const followed = await request.get('/docs/graphql/objects/post/');
    expect(followed.url()).toMatch(/\/docs\/graphql\/objects\/post$/);
    expect(followed.status()).toBe(200);
    const notFound = await request.get('/404.html');
    expect(notFound.status()).toBe(404);
    expect(await notFound.text()).toContain('Page Not Found');
  });

  test.describe('the Developers Portal', () => {
    // No portal runs here: the browser logs the 502 that says so.
    test.use({expectedConsoleErrors: [/the server responded with a status of 502/]});

    test("the navbar's Developers Portal link does not meet the docs' 404 page on the docs' host", async ({page, request}) => {
      await gotoHydrated(page, '/docs/guide/index');
      const href = await page.getByRole('navigation').getByRole('link', {name: 'Developers Portal'}).first().getAttribute('href');
      const portalPath = new URL(href ?? '').pathname;
      expect(portalPath).toBe('/portal/');
      // nginx passes /portal/ to the portal application; here none runs, so the answer is the portal's own 502 text.
      const response = await request.get(portalPath);
      expect(response.status()).not.toBe(404);
      expect(await response.text()).not.toContain('Page Not Found');
      // What a reader who follows the link sees while the portal is down.
      await page.goto(portalPath);
      await expect(page.locator('body')).toContainText('The Developers Portal is not answering right now');
      await screenshotFaultCase(page, 'portal-not-answering');
    });
  });

  test('only GET and HEAD are answered', async ({request}) => {
    expect((await request.head('/docs/guide/index')).status()).toBe(200);
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await request.fetch('/docs/guide/index', {method, data: 'x'});
      expect(response.status(), method).toBe(405);
      expect(response.headers().allow).toBe('GET, HEAD');
      expectSecurityHeaders(response.headers(), `${method} /docs/guide/index`);
    }
    // A refusal is text, whatever the address: labelled as the script it names, a browser would run it as one.
    const mainScript = await mainScriptPath(request);
    const refused = await request.post(mainScript, {data: 'x'});
    expect(refused.status()).toBe(405);
    expect(refused.headers()['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('requests nginx refuses before choosing a location (an address too long, a malformed Host) get the page headers', async ({
    request,
  }) => {
    const tooLong = await request.get(`/docs/${'a'.repeat(9000)}`);
    expect(tooLong.status()).toBe(414);
    expectSecurityHeaders(tooLong.headers(), 'a 9,000-character address');
    expect(tooLong.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const malformed = await rawRequest(NGINX_PORT, 'GET / HTTP/1.1\r\nHost: bad/host\r\nConnection: close\r\n\r\n');
    expect(malformed.status).toBe(400);
    expectSecurityHeaders(malformed.headers, 'a request with a malformed Host');
    expect(malformed.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  test('an answer about a hashed asset that is not the file is never cached for a year', async ({request}) => {
    const mainScript = await mainScriptPath(request);
    const whole = await request.get(mainScript, {headers: {'accept-encoding': 'identity'}});
    // A range past the end: the whole file, cacheable as ever, rather than a 416 that nginx would label immutable.
    const pastTheEnd = await request.get(mainScript, {headers: {'accept-encoding': 'identity', range: 'bytes=999999999-'}});
    expect(pastTheEnd.status()).toBe(200);
    expect((await pastTheEnd.body()).length).toBe((await whole.body()).length);
    const failedPrecondition = await request.get(mainScript, {headers: {'if-match': '"not-this-file"'}});
    expect(failedPrecondition.status()).toBe(412);
    expect(failedPrecondition.headers()['cache-control']).toBe('no-store');
  });
});

test.describe('npm run serve answers as nginx does', () => {
  const COMPARED = [
    'location',
    'content-type',
    'cache-control',
    'content-encoding',
    'vary',
    'allow',
    'content-security-policy',
    'x-content-type-options',
    'referrer-policy',
    'permissions-policy',
    'x-frame-options',
    'cross-origin-opener-policy',
  ];

  test('same status and headers for pages, assets, the search index, 404s and refused methods', async ({request}) => {
    const mainScript = await mainScriptPath(request);
    const cases: {path: string; method?: string; headers?: Record<string, string>}[] = [
      {path: '/'},
      {path: '/docs/guide/index'},
      {path: '/docs/graphql/objects/post'},
      {path: '/docs/graphql/objects/post/index'},
      {path: '/docs/no-such-page'},
      {path: '/docs/graphql/objects/post/'},
      {path: '/404.html'},
      {path: '/.hosting/document-headers.conf'},
      {path: '/pagefind/pagefind.js'},
      {path: SEARCH_WORKER_PATH},
      {path: '/pagefind/wasm.en.pagefind'},
      {path: '/schemas/tribe-network-api.graphql'},
      {path: '/assets/js/12345.0badc0de.js'},
      {path: '/sitemap.xml'},
      {path: '/docs/graphql/objects/post.md'},
      {path: '/llms.txt'},
      {path: '/favicon.ico'},
      {path: '/docs/guide/index', method: 'POST'},
      {path: mainScript},
      {path: mainScript, method: 'POST'},
      {path: mainScript, headers: {range: 'bytes=999999999-'}},
    ];
    for (const {path, method = 'GET', headers = {}} of cases) {
      const [nginx, preview] = await Promise.all(
        [path, new URL(path, E2E_ORIGIN).href].map((url) =>
          request.fetch(url, {method, headers: {'accept-encoding': 'br, gzip', ...headers}, maxRedirects: 0}),
        ),
      );
      const label = `${method} ${path} ${JSON.stringify(headers)}`;
      expect(preview?.status(), label).toBe(nginx?.status());
      const pick = (headers: Record<string, string>) =>
        Object.fromEntries(COMPARED.filter((name) => name in headers).map((name) => [name, headers[name]]));
      expect(pick(preview?.headers() ?? {}), label).toEqual(pick(nginx?.headers() ?? {}));
    }
  });
});

/** CSP violations the page reports, from the moment it starts; they are kept per document. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} at ${location.pathname}`),
    );
  });
}

const violations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

/** A client-side navigation: a click on a link of the page (the first whose href is or matches `href`), no reload. */
async function follow(page: Page, scope: string, href: string | RegExp): Promise<void> {
  let target: string | undefined;
  // After a client-side navigation a list may render a moment after the heading: wait for the link.
  await expect
    .poll(
      async () => {
        const hrefs = await page
          .locator(`${scope} a[href]`)
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
        target = hrefs.find((value) => (typeof href === 'string' ? value === href : href.test(value)));
        return target;
      },
      {message: `a link to ${href} in ${scope} on ${page.url()}`},
    )
    .toBeDefined();
  await page.locator(`${scope} a[href="${target}"]`).first().click();
  await expect(page).toHaveURL(target as string);
  await expect(page.locator('h1').first()).toBeVisible();
}

async function searchAndOpen(page: Page, query: string, url: string): Promise<void> {
  await page.getByRole('button', {name: 'Search'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search the documentation'});
  await dialog.getByRole('combobox', {name: 'Search'}).fill(query);
  await expect(dialog.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(url);
  await expect(page.locator('h1').first()).toBeVisible();
}

/** The search page for "invitation" has rendered its results. */
async function expectInvitationResults(page: Page): Promise<void> {
  await expect(
    page
      .getByRole('main')
      .getByRole('link', {name: /invitation/i})
      .first(),
  ).toBeVisible();
}

test.describe("nginx: a reader's walk through every template", () => {
  test('guide, search, reference kinds, global API, client reference, search page and 404: no CSP violation, no console error', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await recordViolations(page);
    await gotoHydrated(page, '/');
    await colorModeSwitch(page).click();

    await follow(page, 'nav.navbar', '/docs/guide/index');
    // Search loads Pagefind's script, worker and WebAssembly.
    await searchAndOpen(page, 'createPost', '/docs/graphql/mutations/create-post');
    // The copy buttons and tabs of the examples.
    await page.getByRole('button', {name: /copy/i}).first().click();

    await follow(page, 'aside', '/docs/graphql/schema');
    for (const kind of ['objects', 'queries', 'inputs', 'enums', 'unions', 'scalars', 'directives', 'subscriptions']) {
      await follow(page, 'main', `/docs/graphql/${kind}`);
      await follow(page, 'main article', new RegExp(`^/docs/graphql/${kind}/[a-z0-9-]+$`));
      await page.goBack();
      await page.goBack();
      await expect(page).toHaveURL('/docs/graphql/schema');
    }
    await follow(page, 'main', '/docs/graphql/changelog');
    await page.goBack();
    await follow(page, 'main', '/docs/global-api/schema');
    await follow(page, 'main', '/docs/global-api/mutations');
    await follow(page, 'main article', /^\/docs\/global-api\/mutations\/[a-z0-9-]+$/);
    await searchAndOpen(page, 'generateToken', '/docs/gql-client/classes/Tribe#generatetoken');
    expect(await violations(page)).toEqual([]);

    // Hard loads: the search page with its results, a page with a diagram.
    await gotoHydrated(page, '/search?q=invitation');
    await expectInvitationResults(page);
    expect(await violations(page)).toEqual([]);
    await gotoHydrated(page, '/docs/guide/webhooks/getting-started');
    await expect(page.locator('main svg').first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('nginx: the 404 page', () => {
  // The browser logs the 404 status of the page itself.
  test.use({expectedConsoleErrors: [/the server responded with a status of 404/]});

  test('renders and hydrates under the CSP, and its links navigate', async ({page}) => {
    await recordViolations(page);
    const response = await page.goto('/docs/no-such-page');
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page Not Found');
    await follow(page, 'nav.navbar', '/docs/guide/index');
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('nginx: no inline style, no WebAssembly outside the search worker', () => {
  // The 404 page is loaded too, and the browser logs its status.
  test.use({expectedConsoleErrors: [/the server responded with a status of 404/]});

  for (const mode of ['light', 'dark'] as const) {
    test(`home, guide with a diagram, GraphQL and client reference, search and 404, in ${mode} mode: the CSP blocks nothing`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await startInColorMode(page, mode);
      await recordViolations(page);
      // Chromium also reports each blocked inline style or wasm compilation on the console.
      const consoleReports: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) consoleReports.push(message.text());
      });
      const expectNothingBlocked = async (where: string) => {
        expect(await violations(page), `CSP violations on ${where}`).toEqual([]);
        expect(consoleReports, `CSP reports on the console on ${where}`).toEqual([]);
      };

      const home = await page.goto('/');
      const styleSource = (home?.headers()['content-security-policy'] ?? '')
        .split('; ')
        .find((directive) => directive.startsWith('style-src'));
      expect(styleSource).toBe("style-src 'self'");
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // Client-side: into the guide, to a page with a diagram (fetched, not in the first HTML), and search.
      await follow(page, 'nav.navbar', '/docs/guide/index');
      await follow(page, 'main', '/docs/guide/webhooks/getting-started');
      await expect(page.locator('[data-diagram] svg').first()).toBeVisible();
      // After hydration, React's style prop and the sidebar's expand animation set styles through the CSSOM,
      // which style-src does not govern: a category opened here gets a style attribute, and nothing is blocked.
      await page.locator('aside').getByRole('button', {name: 'Apps', exact: true}).click();
      await expect(page.locator('aside li:has(> div > [aria-expanded="true"]) > ul.menu__list[style]').first()).toBeAttached();
      await searchAndOpen(page, 'createPost', '/docs/graphql/mutations/create-post');
      await searchAndOpen(page, 'generateToken', '/docs/gql-client/classes/Tribe#generatetoken');
      await expectNothingBlocked('the client-side walk');

      for (const path of [
        '/docs/guide/webhooks/getting-started',
        '/docs/graphql/objects/post',
        '/docs/gql-client/classes/Tribe',
        '/search?q=invitation',
        '/docs/no-such-page',
      ]) {
        await gotoHydrated(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        if (path.includes('webhooks')) await expect(page.locator('[data-diagram] svg').first()).toBeVisible();
        if (path.startsWith('/search')) await expectInvitationResults(page);
        await expectNothingBlocked(path);
      }
    });
  }
});
