/**
 * The last step of `npm run build`, after Docusaurus and its plugins wrote
 * every file: compresses each text file ahead of time (`.gz` and `.br`
 * beside it, served by nginx's gzip_static and brotli_static and by
 * `npm run serve`), and writes the security headers with the hash of every
 * inline script into the build's hosting folder.
 */
import {createHash} from 'node:crypto';
import {mkdir, readdir, readFile, rename, rm, writeFile} from 'node:fs/promises';
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
  SEARCH_WORKER_HEADERS_NGINX,
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
 * Brotli's best quality for the scripts and styles, whose hashed names browsers
 * cache for a year, but a fast one for the documents they revalidate (pages,
 * Markdown copies, llms.txt, the sitemap, SVG, JSON, SDL). At quality 11 the
 * 50 MB of pages would add some 25 s to the build for 9 % fewer bytes, and
 * the 3.4 MB of Markdown copies and llms files some 10 s for 9 %.
 */
const brotliQuality = (file: string): number => (/\.(?:js|css)$/.test(file) ? 11 : 5);
/** Above this quality, brotli is slow enough that a build keeps the result for the next one. */
const CACHED_FROM_QUALITY = 11;
const CONCURRENCY = 8;

export interface PrepareOptions {
  /**
   * Where the slowest compressions (brotli at quality 11: the scripts and
   * styles, ~12 s of CPU for the site) are kept for the next
   * build, by the SHA-256 of what was compressed. After the build, the folder
   * holds exactly what this build used. Leave out for no cache.
   */
  readonly cacheDir?: string;
}

/**
 * Brotli output from an earlier build, by content. A file is written under a
 * temporary name and renamed, so that a build that stops halfway never leaves
 * a truncated copy under a real name.
 */
class CompressionCache {
  private readonly used = new Set<string>();

  constructor(private readonly dir: string) {}

  static async open(dir: string): Promise<CompressionCache> {
    await mkdir(dir, {recursive: true});
    return new CompressionCache(dir);
  }

  async brotli(content: Buffer, quality: number, compress: () => Promise<Buffer>): Promise<Buffer> {
    const key = `${createHash('sha256').update(content).digest('hex')}-q${quality}.br`;
    this.used.add(key);
    const file = path.join(this.dir, key);
    const cached = await readFile(file).catch(() => null);
    if (cached !== null) return cached;
    const compressed = await compress();
    const temporary = `${file}.${process.pid}.tmp`;
    await writeFile(temporary, compressed);
    await rename(temporary, file);
    return compressed;
  }

  /** Removes what this build did not use, so that the cache does not grow with every change. */
  async prune(): Promise<void> {
    const stale = (await readdir(this.dir)).filter((name) => !this.used.has(name));
    await Promise.all(stale.map((name) => rm(path.join(this.dir, name), {force: true})));
  }
}

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
async function compress(absolute: string, file: string, content: Buffer, cache: CompressionCache | null): Promise<boolean> {
  if (content.length < MIN_COMPRESS_BYTES) return false;
  const quality = brotliQuality(file);
  const compressWithBrotli = () =>
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
  const [gzipped, brotlied] = await Promise.all([
    gzip(content, {level: 9}),
    cache !== null && quality >= CACHED_FROM_QUALITY ? cache.brotli(content, quality, compressWithBrotli) : compressWithBrotli(),
  ]);
  await Promise.all([writeFile(`${absolute}.gz`, gzipped), writeFile(`${absolute}.br`, brotlied)]);
  return true;
}

export async function prepareBuildForHosting(buildDir: string, {cacheDir}: PrepareOptions = {}): Promise<PrepareResult> {
  const cache = cacheDir === undefined ? null : await CompressionCache.open(cacheDir);
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
      if (await compress(absolute, file, content, cache)) compressedFiles += 1;
    },
  );
  await cache?.prune();
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
  await writeFile(path.join(buildDir, HOSTING_DIR, SEARCH_WORKER_HEADERS_NGINX), nginxHeaderLines(headers.searchWorker));
  return {compressedFiles, inlineScriptHashes: hashes.size, headers};
}
