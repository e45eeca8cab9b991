/**
 * Runs the guide's TypeScript samples that call the platform, against the
 * local platform (`mock-platform/`), and compares what each prints with the
 * output its page shows.
 *
 * Page conventions:
 * - A sample calls the platform when it imports the client's
 *   `@tribeplatform/gql-client/client`, or names a platform URL. The meta
 *   word `run` makes any other sample run too.
 * - Its shown output is the next code block on the page, a ```text block
 *   whose meta has the word `output` (usually ```text title="Output" output).
 * - A sample that cannot run says why in its meta: `norun="browser only"`.
 *
 * A sample passes when it exits with 0, every request it sent was valid and
 * executed without errors, every object its mutations returned holds the
 * values it sent under the same names, it read no field its request did not
 * select and no value the local platform marks as undocumented, and its
 * printed lines equal the shown output, where ISO dates and
 * platform-shaped ids may differ. A sample that prints nothing needs no
 * shown output.
 *
 * Each sample runs as its own Node process. What every sample shares (the
 * client, which ships TypeScript sources, and the sandbox) is compiled to
 * JavaScript once per run; a sample itself only has its types stripped, so
 * that no sample process needs a TypeScript loader.
 */
import {spawn} from 'node:child_process';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

import {build, transform, type TransformFailure} from 'esbuild';

import {CLIENT_PACKAGE_NAME, toolCacheDir} from '../../node/site/paths';
import {type CodeBlock, extractCodeBlocks, metaFlags} from './extract';
import type {ApiSchemas} from './graphql';
import {type MockPlatform, type RecordedRequest, startMockPlatform} from './mock-platform/server';
import {objectId, platformId, sampleJwt, seedCount} from './mock-platform/values';
import {pageResponses, responseDifference, responsesSampleCode} from './responses';

/** Starts the failure of a shown response that differs from the answer, before its line number. */
export const RESPONSE_DIFFERS = 'the platform answers otherwise than the response on line';

export const OUTPUT_FLAG = 'output';
export const RUN_FLAG = 'run';
const UNSELECTED_FIELD_MARKER = 'SAMPLE READ AN UNSELECTED FIELD:';
const UNDOCUMENTED_VALUE_MARKER = 'SAMPLE READ A VALUE NO SOURCE DOCUMENTS:';
const SAMPLE_TIMEOUT_MS = 20_000;
/** What tsx compiled for: the running Node, so that syntax it supports stays as written. */
const NODE_TARGET = `node${process.versions.node}`;

export interface GuideSample {
  /** `docs/guide/x.mdx:42`: the page and the line of the sample's opening fence. */
  readonly origin: string;
  readonly code: string;
  readonly language: 'ts' | 'tsx';
  /** The shown output, or null when the page shows none. */
  readonly output: {readonly text: string; readonly line: number} | null;
  /** Why the sample cannot run, from its `norun="…"` meta; null for a runnable sample. */
  readonly notRunnable: string | null;
  /**
   * The page's shown responses (```json blocks holding `{"data": …}`), for
   * the sample that sends, in page order and against one local platform, the
   * request each answers, and prints one answer a line.
   */
  readonly responses?: readonly ShownResponse[];
}

export interface ShownResponse {
  readonly text: string;
  readonly line: number;
  /** For a response that follows no request: why it can't be checked, which fails it. */
  readonly unpaired?: string;
}

/** Does this code talk to the platform? Either through the client, or by naming a platform URL. */
export function callsPlatform(code: string): boolean {
  return /from\s+['"]@tribeplatform\/gql-client\/client['"]/.test(code) || /https:\/\/[\w.-]*tribe\.so\//.test(code);
}

function notRunnableReason(block: CodeBlock): string | null {
  return /(?:^|\s)norun="([^"]+)"/.exec(block.meta)?.[1] ?? null;
}

/** The samples of one page that call the platform (or are marked `run`), each with its shown output and marker. */
export function platformSamples(file: string, markdown: string): GuideSample[] {
  const blocks = extractCodeBlocks(file, markdown);
  const samples: GuideSample[] = [];
  blocks.forEach((block, index) => {
    if (block.language !== 'ts' && block.language !== 'tsx') return;
    const flags = metaFlags(block);
    const reason = notRunnableReason(block);
    if (!flags.has(RUN_FLAG) && reason === null && !callsPlatform(block.code)) return;
    const next = blocks[index + 1];
    const output =
      next !== undefined && next.language === 'text' && metaFlags(next).has(OUTPUT_FLAG) ? {text: next.code, line: next.line} : null;
    samples.push({origin: `${file}:${block.line}`, code: block.code, language: block.language, output, notRunnable: reason});
  });
  const responses = pageResponses(file, markdown);
  if (responses.length > 0) {
    // One sample for all of a page's responses, so that each request sees what the earlier steps did.
    samples.push({
      origin: `${file}:${responses[0]!.block.line}`,
      code: responsesSampleCode(responses.flatMap(({request}) => (typeof request === 'string' ? [] : [request]))),
      language: 'ts',
      output: null,
      notRunnable: null,
      responses: responses.map(({block, request}) =>
        typeof request === 'string' ? {text: block.code, line: block.line, unpaired: request} : {text: block.code, line: block.line},
      ),
    });
  }
  return samples;
}

/** The environment every sample gets: the variables the guide tells readers to set, with values the local platform knows. */
export function sampleEnvironment(platformUrl: string): Record<string, string> {
  const memberId = objectId('Member', 1);
  const networkId = objectId('Network', 1);
  return {
    SAMPLE_PLATFORM_URL: platformUrl,
    TRIBE_ACCESS_TOKEN: sampleJwt(memberId, networkId),
    TRIBE_REFRESH_TOKEN: sampleJwt(memberId, networkId),
    TRIBE_CLIENT_ID: platformId('client id'),
    TRIBE_CLIENT_SECRET: platformId('client secret') + platformId('client secret 2'),
    TRIBE_NETWORK_ID: networkId,
    TRIBE_MEMBER_ID: memberId,
    TRIBE_SPACE_ID: objectId('Space', 1),
    TRIBE_POST_ID: objectId('Post', 1),
    TRIBE_POST_TYPE_ID: objectId('PostType', 1),
    TRIBE_APP_ID: objectId('App', 1),
    TRIBE_MEMBER_EMAIL: 'ada.lovelace@example.com',
    TRIBE_MEMBER_PASSWORD: 'correct-horse-battery-staple',
    TRIBE_VERIFICATION_CODE: '482913',
    TRIBE_NETWORK_DOMAIN: 'community.example.com',
    TRIBE_COMMUNITY_DOMAIN: 'community.example.com',
    NEW_MEMBER_PASSWORD: 'another-correct-horse',
    // The member that create-member's sign-up makes: the first member a sample creates, after the seeded ones.
    NEW_MEMBER_TOKEN: sampleJwt(objectId('Member', seedCount('Member') + 1), networkId),
    INVITATION_TOKEN: platformId('invitation token'),
    IDP_CLIENT_SECRET: platformId('identity provider secret'),
    TRIBE_SPACE_SLUG: 'announcements',
    // The names the Tribe starter app reads from its .env file, which apps/app-credentials shows.
    GRAPHQL_URL: 'https://app.tribe.so/graphql',
    CLIENT_ID: platformId('client id'),
    CLIENT_SECRET: platformId('client secret') + platformId('client secret 2'),
    SIGNING_SECRET: platformId('signing secret') + platformId('signing secret 2'),
  };
}

/**
 * Whole tokens may differ between the page and the run: they carry the
 * moment they were issued. Ids and dates may not: the local platform's are
 * deterministic, and a stale one on a page (which the platform no longer
 * gives) reads as another object or another moment.
 */
export function normalizeOutput(text: string): string[] {
  const lines = text
    // A whole token changes with the moment it was issued.
    .replace(/\beyJ[\w-]+\.eyJ[\w-]+\.[\w-]+/g, '<token>')
    .split('\n')
    .map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

export interface SampleRun {
  readonly sample: GuideSample;
  readonly stdout: string;
  readonly stderr: string;
  readonly exitCode: number | null;
  readonly requests: readonly RecordedRequest[];
  /** Each broken expectation, as a sentence; empty when the sample passed. */
  readonly failures: readonly string[];
}

function firstDifference(expected: readonly string[], actual: readonly string[]): string {
  const length = Math.max(expected.length, actual.length);
  for (let index = 0; index < length; index++) {
    if (expected[index] !== actual[index]) {
      return `line ${index + 1}: the page shows ${JSON.stringify(expected[index] ?? '(nothing)')}, the sample printed ${JSON.stringify(actual[index] ?? '(nothing)')}`;
    }
  }
  return 'no difference';
}

/** The thrown error's own line (Node prints the source line and a caret first, the stack after), or the end of stderr. */
function errorSummary(stderr: string): string {
  const lines = stderr.trim().split('\n');
  const errorLine = lines.find((line) => /^(\w*Error|Error)(\s\[\w+\])?:|^\w+Error\b/.test(line.trim()));
  return errorLine?.trim().slice(0, 400) ?? lines.slice(-6).join(' | ');
}

function judge(
  sample: GuideSample,
  stdout: string,
  stderr: string,
  exitCode: number | null,
  requests: readonly RecordedRequest[],
): string[] {
  const failures: string[] = [];
  const unselected = stderr
    .split('\n')
    .filter((line) => line.startsWith(UNSELECTED_FIELD_MARKER))
    .map((line) => line.slice(UNSELECTED_FIELD_MARKER.length).trim());
  for (const field of new Set(unselected)) failures.push(`it reads a field its request did not select: ${field}`);
  const undocumented = stderr
    .split('\n')
    .filter((line) => line.startsWith(UNDOCUMENTED_VALUE_MARKER))
    .map((line) => line.slice(UNDOCUMENTED_VALUE_MARKER.length).trim());
  for (const value of new Set(undocumented))
    failures.push(`it reads a value the local platform made up because no source gives it: ${value}`);
  if (exitCode !== 0) {
    const reason = exitCode === null ? `did not finish within ${SAMPLE_TIMEOUT_MS / 1000} s` : `exited with code ${exitCode}`;
    failures.push(`it ${reason}: ${errorSummary(stderr)}`);
  }
  for (const request of requests) {
    for (const error of request.errors) failures.push(`the platform answered ${request.operation ?? request.url} with an error: ${error}`);
    for (const mismatch of request.mismatches) {
      failures.push(`the platform returned another value than ${request.operation ?? request.url} sent: ${mismatch}`);
    }
  }
  if (sample.responses !== undefined) {
    const answers = stdout.split('\n').filter((line) => line.trim() !== '');
    let next = 0;
    for (const shown of sample.responses) {
      if (shown.unpaired !== undefined) {
        failures.push(`the response on line ${shown.line} can't be checked: ${shown.unpaired}`);
        continue;
      }
      const difference = responseDifference(shown.text, answers[next++] ?? '');
      if (difference !== null) failures.push(`${RESPONSE_DIFFERS} ${shown.line}: ${difference}`);
    }
  } else if (sample.output === null) {
    // A sample that only defines things (a config module, a helper) prints nothing and needs no shown output.
    if (stdout.trim() !== '') failures.push('the page shows no output for it (add a ```text title="Output" output block right after it)');
  } else {
    const expected = normalizeOutput(sample.output.text);
    const actual = normalizeOutput(stdout);
    if (expected.join('\n') !== actual.join('\n')) {
      failures.push(`its output differs from the page's (line ${sample.output.line}), ${firstDifference(expected, actual)}`);
    }
  }
  return failures;
}

/** A 1×1 PNG, so that a sample that uploads an image sends a real one. */
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Contents for the local files a sample reads, by extension. */
function sampleFileContent(name: string): Buffer {
  const extension = path.extname(name).toLowerCase();
  if (extension === '.png') return PNG_BYTES;
  if (extension === '.pdf') return Buffer.from('%PDF-1.4\n% Release notes for the sample upload\n%%EOF\n');
  if (extension === '.liquid')
    return Buffer.from(
      `<!-- ${path.basename(name)} of the Release Notes app -->\n<script src="https://widgets.example.com/release-notes.js" defer></script>\n`,
    );
  return Buffer.from(`Contents of ${path.basename(name)}\n`);
}

/**
 * Creates, in the sample's folder, each relative file the sample names in a
 * string literal (`'release-notes.pdf'`), as a reader would have it.
 */
async function writeSampleFiles(code: string, directory: string): Promise<void> {
  const names = code.matchAll(/['"`]((?:[\w-]+\/)*[\w.-]+\.(?:pdf|png|jpe?g|gif|webp|liquid|txt|csv))['"`]/g);
  for (const [, name] of names) {
    const file = path.join(directory, name!);
    await mkdir(path.dirname(file), {recursive: true});
    await writeFile(file, sampleFileContent(name!));
  }
}

/** The client's entries (`@tribeplatform/gql-client/client`, …) that the samples name, whether as imports or in any other string. */
function namedClientEntries(samples: readonly GuideSample[]): string[] {
  const name = CLIENT_PACKAGE_NAME.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`['"](${name}(?:/[\\w./-]+)?)['"]`, 'g');
  return [...new Set(samples.flatMap((sample) => [...sample.code.matchAll(pattern)].map((match) => match[1]!)))].sort();
}

/** Does the installed client export `entry`? Asked of esbuild, which resolves it as the build does, without bundling it. */
function clientExports(entry: string, repoRoot: string): Promise<boolean> {
  return build({entryPoints: [entry], absWorkingDir: repoRoot, bundle: false, write: false, logLevel: 'silent'}).then(
    () => true,
    () => false,
  );
}

/**
 * Compiles the client entries the samples name, with everything they import,
 * into an ES module package of the client's name, `packageDir`, which a
 * sample in the work folder finds instead of the installed one. One build for
 * all entries, whose shared modules go into shared chunks, so that a sample
 * importing two entries gets one copy of each class, as from the sources.
 * The client's own dependencies (graphql 15, graphql-request, …) are bundled
 * from where the installed client finds them: each sample process then loads
 * three files instead of some two hundred, a third less CPU a sample. No
 * sample imports those packages itself, so none can get a second copy.
 */
async function buildClientPackage(samples: readonly GuideSample[], repoRoot: string, packageDir: string): Promise<void> {
  await mkdir(packageDir, {recursive: true});
  const named = namedClientEntries(samples);
  // A name the client does not export stays out, so that the sample naming it fails the way Node fails it, on its own.
  const found = await Promise.all(named.map((entry) => clientExports(entry, repoRoot)));
  const entries = named.filter((_, index) => found[index]);
  const subpath = (entry: string): string => entry.slice(CLIENT_PACKAGE_NAME.length + 1);
  const outputs = entries.map((entry) => ({in: entry, out: entry === CLIENT_PACKAGE_NAME ? 'index' : subpath(entry)}));
  await build({
    absWorkingDir: repoRoot,
    entryPoints: outputs,
    outdir: packageDir,
    outExtension: {'.js': '.mjs'},
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: NODE_TARGET,
    // Bundling renames clashing classes and functions; samples may print a name (an error's constructor), as tsx keeps them.
    keepNames: true,
    // Like tsx, which applies the site's tsconfig only to the site's files, and none to a package's sources.
    tsconfigRaw: {},
    // The bundled CommonJS dependencies require Node's own modules (node-fetch: 'stream', …), which an ES module has no
    // `require` for.
    banner: {
      js: "import {createRequire as createRequireForBundle} from 'node:module';\nconst require = createRequireForBundle(import.meta.url);",
    },
    logLevel: 'warning',
  });
  const exports = Object.fromEntries(outputs.map(({in: entry, out}) => [`.${entry.slice(CLIENT_PACKAGE_NAME.length)}`, `./${out}.mjs`]));
  await writeFile(path.join(packageDir, 'package.json'), JSON.stringify({name: CLIENT_PACKAGE_NAME, type: 'module', exports}));
}

/** Compiles the sandbox to an ES module in `workDir`, for `--import`; returns its URL. */
async function buildSandbox(repoRoot: string, workDir: string): Promise<string> {
  const outfile = path.join(workDir, 'sandbox.mjs');
  await build({
    entryPoints: [path.join(repoRoot, 'tools/snippets/mock-platform/sandbox.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: NODE_TARGET,
    logLevel: 'warning',
  });
  return pathToFileURL(outfile).href;
}

function isEsbuildFailure(error: unknown): error is TransformFailure {
  return error instanceof Error && Array.isArray((error as Partial<TransformFailure>).errors);
}

/** The sample as JavaScript: its types stripped, nothing else changed (imports keep their names, which the work folder resolves). */
async function stripTypes(sample: GuideSample): Promise<string> {
  const result = await transform(sample.code, {
    loader: sample.language,
    format: 'esm',
    target: NODE_TARGET,
    keepNames: true,
    // So that a stack trace names the sample's own lines, as under tsx.
    sourcemap: 'inline',
    sourcefile: `sample.${sample.language}`,
    logLevel: 'silent',
  });
  return result.code;
}

/** Why the sample's TypeScript does not compile, each at its line on the page. */
function transformFailures(sample: GuideSample, error: TransformFailure): string[] {
  const separator = sample.origin.lastIndexOf(':');
  const file = sample.origin.slice(0, separator);
  const fenceLine = Number(sample.origin.slice(separator + 1));
  return error.errors.map(({text, location}) => {
    // The code's first line is the one after the opening fence.
    const where = location === null ? sample.origin : `${file}:${fenceLine + location.line}:${location.column + 1}`;
    return `its TypeScript does not compile (${where}): ${text}`;
  });
}

async function runOne(sample: GuideSample, platform: MockPlatform, workDir: string, sandboxUrl: string, slot: number): Promise<SampleRun> {
  platform.reset();
  const sampleDir = path.join(workDir, `slot-${slot}`);
  await rm(sampleDir, {recursive: true, force: true});
  await mkdir(sampleDir, {recursive: true});
  await writeSampleFiles(sample.code, sampleDir);
  let code: string;
  try {
    code = await stripTypes(sample);
  } catch (error) {
    if (!isEsbuildFailure(error)) throw error;
    const failures = transformFailures(sample, error);
    return {sample, stdout: '', stderr: failures.join('\n'), exitCode: null, requests: [], failures};
  }
  const file = path.join(sampleDir, 'sample.mjs');
  await writeFile(file, code);
  // Node itself, so that the timeout's kill reaches the process that runs the sample.
  const child = spawn(process.execPath, ['--enable-source-maps', '--import', sandboxUrl, file], {
    cwd: sampleDir,
    env: {PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...sampleEnvironment(platform.url)},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill('SIGKILL'), SAMPLE_TIMEOUT_MS);
  const exitCode = await new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  clearTimeout(timer);
  const requests = [...platform.requests()];
  return {sample, stdout, stderr, exitCode, requests, failures: judge(sample, stdout, stderr, exitCode, requests)};
}

/** Runs the runnable samples, `parallel` at a time, each against a fresh local platform; results follow the input order. */
export async function runSamples(
  samples: readonly GuideSample[],
  schemas: ApiSchemas,
  repoRoot: string,
  parallel = os.availableParallelism(),
): Promise<SampleRun[]> {
  const runnable = samples.filter((sample) => sample.notRunnable === null);
  // Inside the repository, so that samples resolve the site's node_modules.
  // One folder per run, so that two runs at once (a test and a script) do not overwrite each other's samples.
  const cacheDir = toolCacheDir('guide-samples', repoRoot);
  await mkdir(cacheDir, {recursive: true});
  const workDir = await mkdtemp(path.join(cacheDir, `${process.pid}-`));
  const platforms = await Promise.all(Array.from({length: Math.min(parallel, runnable.length)}, () => startMockPlatform(schemas)));
  const results = new Array<SampleRun>(runnable.length);
  let next = 0;
  try {
    const [sandboxUrl] = await Promise.all([
      buildSandbox(repoRoot, workDir),
      buildClientPackage(runnable, repoRoot, path.join(workDir, 'node_modules', CLIENT_PACKAGE_NAME)),
    ]);
    await Promise.all(
      platforms.map(async (platform, slot) => {
        while (next < runnable.length) {
          const index = next++;
          results[index] = await runOne(runnable[index]!, platform, workDir, sandboxUrl, slot);
        }
      }),
    );
  } finally {
    await Promise.all(platforms.map((platform) => platform.close()));
    await rm(workDir, {recursive: true, force: true});
  }
  return results;
}
