/**
 * The reference generator at scale, on schemas no one here wrote: each public
 * schema in bench/public-schemas.json (over 1,000 types each) is built alone
 * with `npm run build:reference`, and the Tribe site is built in the same run
 * (generation included, no bundler cache for either), since this machine's
 * speed moves. Prints pages, warnings, the largest page and route-group
 * chunk, build time and peak memory (the whole process tree's), the last two
 * as ratios to the Tribe build; exits 1 over bench/public-schemas.budgets.json.
 *   npm run bench:public-schemas
 *
 * The schemas come from each repository's git directory at the pinned commit:
 * by default the mirror `fetch` writes (/work/.mirror/<owner>+<name>/repo),
 * or PUBLIC_SCHEMAS_GIT_<NAME> (GITHUB, SALEOR) for a bare clone elsewhere.
 * Leaves generated/ as `npm run generate` would, and generated/standalone/ as
 * the last schema's.
 */
import {execFileSync, spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, mkdtemp, readFile, readdir, rename, rm, stat, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {SITE_DIR, toolCacheDir} from '../node/site/paths';
import {runBenchmark} from './bench-pages';

interface PublicSchema {
  readonly name: string;
  readonly repository: string;
  readonly commit: string;
  readonly path: string;
  readonly title: string;
  readonly endpoint: string | null;
  readonly tokenVariable: string;
}

interface Budgets {
  readonly maxPageKiB: number;
  readonly maxRouteGroupChunkKiB: number;
  readonly maxBuildTimeRatio: number;
  readonly maxPeakMemoryRatio: number;
}

interface Measured {
  readonly seconds: number;
  readonly peakBytes: number;
  readonly output: string;
}

interface Built extends Measured {
  readonly name: string;
  readonly pages: number;
  readonly warnings: number;
  readonly largestPage: {readonly file: string; readonly bytes: number};
  readonly largestGroupChunk: {readonly file: string; readonly bytes: number};
}

/** The schema's SDL at its pinned commit, extracted once. */
async function schemaFile(schema: PublicSchema): Promise<string> {
  const file = path.join(toolCacheDir('public-schemas'), `${schema.name.toLowerCase()}-${schema.commit.slice(0, 12)}.graphql`);
  if (existsSync(file)) return file;
  const variable = `PUBLIC_SCHEMAS_GIT_${schema.name.toUpperCase()}`;
  const gitDir = process.env[variable] ?? `/work/.mirror/${schema.repository.replace('/', '+')}/repo`;
  if (!existsSync(gitDir)) {
    throw new Error(
      `${schema.name}'s schema comes from ${schema.repository} at ${schema.commit.slice(0, 12)}, and ${gitDir} is missing. ` +
        `Clone it (git clone --bare https://github.com/${schema.repository}.git) and set ${variable} to that folder.`,
    );
  }
  const sdl = execFileSync('git', ['--git-dir', gitDir, 'show', `${schema.commit}:${schema.path}`], {maxBuffer: 64 * 1024 * 1024});
  await mkdir(path.dirname(file), {recursive: true});
  // Written beside its place and renamed: an interrupted run leaves no half schema to be taken for the whole.
  await writeFile(`${file}.partial`, sdl);
  await rename(`${file}.partial`, file);
  return file;
}

/** Resident memory of `root` and all its descendants, in bytes, from /proc. */
async function treeRss(root: number): Promise<number> {
  const parents = new Map<number, number>();
  const rss = new Map<number, number>();
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = await readFile(`/proc/${entry}/status`, 'utf8');
      parents.set(Number(entry), Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0));
      rss.set(Number(entry), Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024);
    } catch {
      // The process ended while being read.
    }
  }
  const inTree = (pid: number): boolean => {
    for (let current: number | undefined = pid; current !== undefined && current > 1; current = parents.get(current)) {
      if (current === root) return true;
    }
    return false;
  };
  return [...rss].reduce((sum, [pid, bytes]) => (inTree(pid) ? sum + bytes : sum), 0);
}

/** Runs a command, with its time and the peak memory of its process tree (sampled every 200 ms). */
function measure(command: string, args: readonly string[], env: NodeJS.ProcessEnv = {}): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {cwd: SITE_DIR, env: {...process.env, FORCE_COLOR: '0', ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    let output = '';
    let peakBytes = 0;
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const sampler = setInterval(() => {
      if (child.pid !== undefined) void treeRss(child.pid).then((bytes) => (peakBytes = Math.max(peakBytes, bytes)));
    }, 200);
    child.on('error', reject);
    child.on('close', (code) => {
      clearInterval(sampler);
      if (code !== 0) reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${output.slice(-4000)}`));
      else resolve({seconds: (performance.now() - started) / 1000, peakBytes, output});
    });
  });
}

async function largestFile(dir: string, matches: (file: string, text: string) => boolean): Promise<{file: string; bytes: number}> {
  let largest = {file: '—', bytes: 0};
  for (const entry of await readdir(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const {size} = await stat(file);
    if (size <= largest.bytes || !matches(file, size > 0 ? await readFile(file, 'utf8') : '')) continue;
    largest = {file: path.relative(dir, file), bytes: size};
  }
  return largest;
}

async function sizes(buildDir: string): Promise<Pick<Built, 'largestPage' | 'largestGroupChunk'>> {
  return {
    largestPage: await largestFile(buildDir, (file) => file.endsWith('.html')),
    // A lazily loaded route group exports its chunk names (patches/@docusaurus+core+3.10.2+001+route-groups.patch).
    largestGroupChunk: await largestFile(
      path.join(buildDir, 'assets/js'),
      (file, text) => file.endsWith('.js') && text.includes('routesChunkNames:'),
    ),
  };
}

const tsx = path.join(SITE_DIR, 'node_modules/.bin/tsx');
const npm = 'npm';
/** Neither build may start from the other's bundler cache. */
const NO_CACHE = {DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'};

async function buildTribe(outDir: string): Promise<Built> {
  const generated = await measure(npm, ['run', 'generate'], NO_CACHE);
  const built = await measure(tsx, ['scripts/build-site.ts', '--out-dir', outDir], NO_CACHE);
  const manifest = JSON.parse(await readFile(path.join(SITE_DIR, 'generated/graphql/manifest.json'), 'utf8')) as {pages: number};
  return {
    name: 'Tribe site (both APIs, guide, client)',
    seconds: generated.seconds + built.seconds,
    peakBytes: Math.max(generated.peakBytes, built.peakBytes),
    output: generated.output + built.output,
    pages: manifest.pages,
    warnings: (generated.output.match(/^warn: \[graphql-reference\]/gm) ?? []).length,
    ...(await sizes(outDir)),
  };
}

async function buildPublic(schema: PublicSchema, outDir: string): Promise<Built> {
  const file = await schemaFile(schema);
  const args = ['scripts/build-reference.ts', file, '--title', schema.title, '--token-variable', schema.tokenVariable, '--out-dir', outDir];
  if (schema.endpoint !== null) args.push('--endpoint', schema.endpoint);
  const measured = await measure(tsx, args, NO_CACHE);
  const manifest = JSON.parse(await readFile(path.join(SITE_DIR, 'generated/standalone/manifest.json'), 'utf8')) as {pages: number};
  return {
    ...measured,
    name: schema.name,
    pages: manifest.pages,
    warnings: (measured.output.match(/^warn: \[graphql-reference\]/gm) ?? []).length,
    ...(await sizes(outDir)),
  };
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function main(): Promise<number> {
  const budgets = JSON.parse(await readFile(path.join(SITE_DIR, 'bench/public-schemas.budgets.json'), 'utf8')) as Budgets;
  const schemas = JSON.parse(await readFile(path.join(SITE_DIR, 'bench/public-schemas.json'), 'utf8')) as PublicSchema[];
  const work = await mkdtemp(path.join(tmpdir(), 'public-schemas-'));
  const results: Built[] = [];
  try {
    const tribe = await buildTribe(path.join(work, 'tribe'));
    results.push(tribe);
    for (const schema of schemas) results.push(await buildPublic(schema, path.join(work, schema.name.toLowerCase())));
  } finally {
    await rm(work, {recursive: true, force: true});
  }
  const tribe = results[0]!;
  console.log(
    ['schema', 'pages', 'warnings', 'largest page', 'largest group chunk', 'build', '× Tribe', 'peak memory', '× Tribe'].join(' | '),
  );
  const failures: string[] = [];
  for (const result of results) {
    const timeRatio = result.seconds / tribe.seconds;
    const memoryRatio = result.peakBytes / tribe.peakBytes;
    console.log(
      [
        result.name,
        result.pages,
        result.warnings,
        `${kib(result.largestPage.bytes)} (${result.largestPage.file})`,
        kib(result.largestGroupChunk.bytes),
        `${result.seconds.toFixed(0)} s`,
        timeRatio.toFixed(2),
        mib(result.peakBytes),
        memoryRatio.toFixed(2),
      ].join(' | '),
    );
    if (result === tribe) continue;
    if (result.largestPage.bytes > budgets.maxPageKiB * 1024)
      failures.push(`${result.name}: ${result.largestPage.file} is ${kib(result.largestPage.bytes)}, budget ${budgets.maxPageKiB} KiB`);
    if (result.largestGroupChunk.bytes > budgets.maxRouteGroupChunkKiB * 1024)
      failures.push(
        `${result.name}: a route group chunk of ${kib(result.largestGroupChunk.bytes)}, budget ${budgets.maxRouteGroupChunkKiB} KiB`,
      );
    if (timeRatio > budgets.maxBuildTimeRatio)
      failures.push(`${result.name}: build ${timeRatio.toFixed(2)}× Tribe's, budget ${budgets.maxBuildTimeRatio}×`);
    if (memoryRatio > budgets.maxPeakMemoryRatio)
      failures.push(`${result.name}: peak memory ${memoryRatio.toFixed(2)}× Tribe's, budget ${budgets.maxPeakMemoryRatio}×`);
  }
  if (failures.length > 0) console.error(`\nover budget (bench/public-schemas.budgets.json):\n- ${failures.join('\n- ')}`);
  return failures.length > 0 ? 1 : 0;
}

runBenchmark(main);
