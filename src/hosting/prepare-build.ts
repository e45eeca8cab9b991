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

async function filesUnder(dir: string, relative = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(path.join(dir, relative), {withFileTypes: true})) {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (child !== HOSTING_DIR) files.push(...(await filesUnder(dir, child)));
    } else if (entry.isFile()) {
      files.push(child);
    }
  }
  return files;
}

async function inPool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({length: Math.min(CONCURRENCY, items.length)}, worker));
}

export async function compressFile(buildDir: string, file: string): Promise<boolean> {
  const absolute = path.join(buildDir, file);
  const content = await readFile(absolute);
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
  const files = (await filesUnder(buildDir)).sort();
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const html = await readFile(path.join(buildDir, file), 'utf8');
    const unhashable = findUnhashableScript(html);
    if (unhashable !== null) problems.push(`${file}: ${unhashable}`);
    for (const body of inlineScripts(html)) hashes.add(scriptHash(body));
  }
  if (problems.length > 0) {
    throw new HostingPrepareError(
      `the Content-Security-Policy would block script in ${problems.length} built page(s); move it into a module:\n  ${problems.slice(0, 10).join('\n  ')}`,
    );
  }

  let compressedFiles = 0;
  await inPool(
    files.filter((file) => COMPRESSIBLE.test(file)),
    async (file) => {
      if (await compressFile(buildDir, file)) compressedFiles += 1;
    },
  );

  const headers = securityHeaders(hashes);
  await mkdir(path.join(buildDir, HOSTING_DIR), {recursive: true});
  await writeFile(path.join(buildDir, HOSTING_DIR, HEADERS_JSON), `${JSON.stringify(headers, null, 2)}\n`);
  await writeFile(path.join(buildDir, HOSTING_DIR, DOCUMENT_HEADERS_NGINX), nginxHeaderLines(headers.document));
  await writeFile(path.join(buildDir, HOSTING_DIR, ASSET_HEADERS_NGINX), nginxHeaderLines(headers.asset));
  return {compressedFiles, inlineScriptHashes: hashes.size, headers};
}
