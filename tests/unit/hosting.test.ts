import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {describe, it} from 'node:test';
import {brotliCompressSync, brotliDecompressSync, gunzipSync} from 'node:zlib';

import {HostingPrepareError, prepareBuildForHosting} from '../../node/hosting/prepare-build';
import {
  contentSecurityPolicy,
  findUnhashableScript,
  inlineScripts,
  nginxHeaderLines,
  scriptHash,
  SEARCH_WORKER_CSP,
  type SecurityHeaders,
  securityHeaders,
} from '../../node/hosting/security-headers';

const ALERT_HASH = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";

async function buildFolder(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hosting-'));
  for (const [file, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await writeFile(path.join(dir, file), body);
  }
  return dir;
}

describe('security headers', () => {
  it('hashes the inline scripts that run, not external scripts or data blocks', () => {
    const html = [
      '<script>alert(1)</script>',
      '<script src="/assets/js/main.js"></script>',
      '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
      '<script type="application/json" id="page-scripts">["/a.js"]</script>',
      '<script type="module">alert(2)</script>',
    ].join('');
    assert.deepEqual(inlineScripts(html), ['alert(1)', 'alert(2)']);
    assert.equal(scriptHash('alert(1)'), ALERT_HASH);
  });

  it('finds what no hash can allow: inline handlers and javascript: URLs', () => {
    assert.match(findUnhashableScript('<button onclick="go()">Go</button>') ?? '', /inline event handler/);
    assert.match(findUnhashableScript('<a href="javascript:void 0">x</a>') ?? '', /javascript: URL/);
    assert.equal(findUnhashableScript('<p>Use onclick="…" in React as onClick.</p><a href="/docs">docs</a>'), null);
  });

  it('allows scripts by hash only, and no framing', () => {
    const csp = contentSecurityPolicy([ALERT_HASH, ALERT_HASH]);
    assert.match(csp, new RegExp(`script-src 'self' ${ALERT_HASH.replace(/[+]/g, '\\+')};`));
    const scriptSrc = csp.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    assert.doesNotMatch(scriptSrc, /'unsafe-eval'|'unsafe-inline'/);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /object-src 'none'/);
  });

  it('allows no inline style on pages, and no WebAssembly: only the search worker compiles it, under a CSP of its own', () => {
    const headers = securityHeaders([ALERT_HASH]);
    const directives = (headers.document['Content-Security-Policy'] ?? '').split('; ');
    assert.ok(directives.includes("style-src 'self'"), directives.join('; '));
    assert.ok(!directives.some((directive) => directive.includes("'unsafe-inline'")));
    assert.ok(!directives.some((directive) => directive.includes("'wasm-unsafe-eval'")));
    assert.ok(directives.includes("worker-src 'self'"));
    const worker = headers.searchWorker['Content-Security-Policy'] ?? '';
    assert.equal(worker, SEARCH_WORKER_CSP);
    assert.deepEqual(worker.split('; '), ["default-src 'none'", "script-src 'wasm-unsafe-eval'", "connect-src 'self'"]);
    assert.equal(headers.searchWorker['X-Content-Type-Options'], 'nosniff');
  });

  it('writes nginx lines that send the headers with error pages too, and refuses a value it cannot quote', () => {
    assert.match(nginxHeaderLines({'X-Content-Type-Options': 'nosniff'}), /^add_header X-Content-Type-Options "nosniff" always;$/m);
    assert.throws(() => nginxHeaderLines({'X-Bad': 'say "hi"'}), /cannot quote/);
  });
});

describe('prepareBuildForHosting', () => {
  it('compresses text files beside themselves and writes the headers for both servers', async () => {
    const page = `<!doctype html><script>alert(1)</script><p>${'Partner apps. '.repeat(200)}</p>`;
    const dir = await buildFolder({
      'index.html': page,
      'tiny.html': '<p>small</p>',
      'pagefind/index/en_1.pf_index': 'x'.repeat(5000),
    });
    try {
      const result = await prepareBuildForHosting(dir);
      assert.equal(result.compressedFiles, 1);
      assert.equal(result.inlineScriptHashes, 1);
      assert.equal(gunzipSync(await readFile(path.join(dir, 'index.html.gz'))).toString(), page);
      assert.equal(brotliDecompressSync(await readFile(path.join(dir, 'index.html.br'))).toString(), page);
      assert.deepEqual((await readdir(dir)).sort(), ['.hosting', 'index.html', 'index.html.br', 'index.html.gz', 'pagefind', 'tiny.html']);
      assert.deepEqual(await readdir(path.join(dir, 'pagefind/index')), ['en_1.pf_index']);
      const json = JSON.parse(await readFile(path.join(dir, '.hosting/security-headers.json'), 'utf8')) as SecurityHeaders;
      const csp = json.document['Content-Security-Policy'] ?? '';
      assert.ok(csp.includes(ALERT_HASH));
      const documentConf = await readFile(path.join(dir, '.hosting/document-headers.conf'), 'utf8');
      assert.ok(documentConf.includes(`add_header Content-Security-Policy "${csp}" always;`));
      // Scripts and styles get no CSP: browsers ignore it there, and it is the largest header.
      assert.equal(json.asset['Content-Security-Policy'], undefined);
      const assetConf = await readFile(path.join(dir, '.hosting/asset-headers.conf'), 'utf8');
      assert.match(assetConf, /add_header X-Content-Type-Options "nosniff" always;/);
      assert.doesNotMatch(assetConf, /Content-Security-Policy/);
      const workerConf = await readFile(path.join(dir, '.hosting/search-worker-headers.conf'), 'utf8');
      assert.ok(workerConf.includes(`add_header Content-Security-Policy "${SEARCH_WORKER_CSP}" always;`));
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });

  it('is deterministic: two runs over the same build write the same bytes', async () => {
    const files = {'index.html': `<script>alert(1)</script>${'text '.repeat(1000)}`};
    const [first, second] = [await buildFolder(files), await buildFolder(files)];
    try {
      await prepareBuildForHosting(first);
      await prepareBuildForHosting(second);
      for (const file of ['index.html.gz', 'index.html.br', '.hosting/document-headers.conf']) {
        assert.deepEqual(await readFile(path.join(first, file)), await readFile(path.join(second, file)), file);
      }
    } finally {
      await Promise.all([first, second].map((dir) => rm(dir, {recursive: true, force: true})));
    }
  });

  it('keeps the slowest compressions for the next build, by content, and only those the build used', async () => {
    const script = `export const partners = ${JSON.stringify('Partner apps. '.repeat(300))};`;
    const [first, second, cacheDir] = [
      await buildFolder({
        'app.js': script,
        'old.js': `// removed later\n${script}`,
        'index.html': '<p>x</p>'.repeat(300),
        'index.md': '# Partner apps\n\n'.repeat(300),
      }),
      await buildFolder({'app.js': script, 'index.html': '<p>x</p>'.repeat(300)}),
      await mkdtemp(path.join(tmpdir(), 'compression-cache-')),
    ];
    try {
      await prepareBuildForHosting(first, {cacheDir});
      assert.equal(brotliDecompressSync(await readFile(path.join(first, 'app.js.br'))).toString(), script);
      // The scripts (quality 11) are kept; the page and its Markdown copy (quality 5) are fast enough to compress again.
      const entries = await readdir(cacheDir);
      assert.equal(entries.length, 2);
      // Mark every entry: the next build must take app.js's copy from the cache instead of compressing it again.
      const marker = brotliCompressSync(Buffer.from('from the cache'));
      for (const name of entries) await writeFile(path.join(cacheDir, name), marker);
      await prepareBuildForHosting(second, {cacheDir});
      assert.deepEqual(await readFile(path.join(second, 'app.js.br')), marker);
      // old.js is not in the second build, and neither is its entry any more.
      assert.equal((await readdir(cacheDir)).length, 1);
    } finally {
      await Promise.all([first, second, cacheDir].map((dir) => rm(dir, {recursive: true, force: true})));
    }
  });

  it('fails on a page with script the CSP would block, naming the page', async () => {
    const dir = await buildFolder({'docs/widget/index.html': '<button onclick="run()">Run</button>'});
    try {
      await assert.rejects(prepareBuildForHosting(dir), (error: Error) => {
        assert.ok(error instanceof HostingPrepareError);
        assert.match(error.message, /docs\/widget\/index\.html: an inline event handler/);
        return true;
      });
    } finally {
      await rm(dir, {recursive: true, force: true});
    }
  });
});
