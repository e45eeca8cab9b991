/**
 * The last step of `npm run build`, after Docusaurus and its plugins wrote
 * every file: compresses each text file ahead of time (`.gz` and `.br`
 * beside it, served by nginx's gzip_static and brotli_static and by
 * `npm run serve`), and writes the security headers with the hash of every
 * inline script into the build's hosting folder.
 */
import {mkdir, readdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

import {
  ASSET_HEADERS_NGINX,
  DOCUMENT_HEADERS_NGINX,
  findUnhashableScript,
  HEADERS_JSON,
  HOSTING_DIR,
  inlineScripts,
  nginxHeaderLines,
  scriptHash,
  type SecurityHeaders,
  securityHeaders,
} from './security-headers';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Text the browser fetches; Pagefind's own files are compressed already. */
export const COMPRESSIBLE = /\.(?:html|js|css|json|svg|xml|txt|md|graphql|map)$/;
/** Below this, a compressed copy saves less than the bytes of its headers. */
export const MIN_COMPRESS_BYTES = 1024;
/**
 * Brotli's best quality for the code and styles (cached for a year) but a
 * fast one for the HTML: 50 MB of pages at quality 11 would add some 25 s to
 * the build for 9 % fewer bytes.
 */
const brotliQuality = (file: string): number => (file.endsWith('.html') ? 5 : 11);
const CONCURRENCY = 8;

export class HostingPrepareError extends Error {}

export interface PrepareResult {
  readonly compressedFiles: number;
  readonly inlineScriptHashes: number;
  readonly headers: SecurityHeaders;
}

/** Every file of the build, as a path relative to it, but the hosting folder's own. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.startsWith(`${HOSTING_DIR}/`))
    .sort();
}

async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({length: Math.min(CONCURRENCY, items.length)}, worker));
}

/** Writes `file`'s `.gz` and `.br` beside it, unless it is too small to gain. */
async function compress(absolute: string, file: string, content: Buffer): Promise<boolean> {
  if (content.length < MIN_COMPRESS_BYTES) return false;
  const [gzipped, brotlied] = await Promise.all([
    gzip(content, {level: 9}),
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  ]);
  await Promise.all([writeFile(`${absolute}.gz`, gzipped), writeFile(`${absolute}.br`, brotlied)]);
  return true;
}

export async function prepareBuildForHosting(buildDir: string): Promise<PrepareResult> {
  const hashes = new Set<string>();
  const problems: string[] = [];
  let compressedFiles = 0;
  // Each file is read once: a page for its inline scripts, and any text file for its compressed copies.
  await inPool(
    (await filesUnder(buildDir)).filter((file) => COMPRESSIBLE.test(file)),
    async (file) => {
      const absolute = path.join(buildDir, file);
      const content = await readFile(absolute);
      if (file.endsWith('.html')) {
        const html = content.toString('utf8');
        const unhashable = findUnhashableScript(html);
        if (unhashable !== null) problems.push(`${file}: ${unhashable}`);
        for (const body of inlineScripts(html)) hashes.add(scriptHash(body));
      }
      if (await compress(absolute, file, content)) compressedFiles += 1;
    },
  );
  if (problems.length > 0) {
    throw new HostingPrepareError(
      `the Content-Security-Policy would block script in ${problems.length} built page(s); move it into a module:\n  ${problems.sort().slice(0, 10).join('\n  ')}`,
    );
  }

  const headers = securityHeaders(hashes);
  await mkdir(path.join(buildDir, HOSTING_DIR), {recursive: true});
  await writeFile(path.join(buildDir, HOSTING_DIR, HEADERS_JSON), `${JSON.stringify(headers, null, 2)}\n`);
  await writeFile(path.join(buildDir, HOSTING_DIR, DOCUMENT_HEADERS_NGINX), nginxHeaderLines(headers.document));
  await writeFile(path.join(buildDir, HOSTING_DIR, ASSET_HEADERS_NGINX), nginxHeaderLines(headers.asset));
  return {compressedFiles, inlineScriptHashes: hashes.size, headers};
}
