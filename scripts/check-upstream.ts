/**
 * `npm run check:upstream`: would the site's patches (patches/) still apply
 * to the newest Docusaurus? It installs the newest stable release (dist-tag
 * `latest` of @docusaurus/core) and the next major's newest canary into a
 * temporary folder, one install each, and tries every patch there, in
 * sequence order, with patch-package's own parser and applier: a verdict here
 * is the verdict `npm install` would reach.
 *
 * A report, not a test, and not part of `npm test`: it exits 0 whatever the
 * patches do, and 1 only when it could not check a target (the registry
 * could not be read, an install failed).
 *
 * Why not `git apply --check`: it finds a hunk at any offset, where
 * patch-package looks no more than 20 lines from the hunk's line number, and
 * it refuses a context line whose trailing whitespace (or CR) differs, which
 * patch-package ignores. Both happen when upstream code moves or is rebuilt.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';

import {SITE_DIR} from '../node/site/paths';

const PATCHES_DIR = path.join(SITE_DIR, 'patches');
const CORE = '@docusaurus/core';
const PRESET = '@docusaurus/preset-classic';
/** How far from its line number patch-package looks for a hunk (patch-package 8.0.1, dist/patch/apply.js). */
export const PATCH_PACKAGE_MAX_OFFSET = 20;

// patch-package ships no type declarations: these are the shapes of the
// parts used here, as patch-package 8.0.1 defines them.
export interface PatchFileDetails {
  name: string;
  version: string;
  /** Where the package is, from the install's root: node_modules/<name>, or nested for `a++b` patches. */
  path: string;
  patchFilename: string;
  pathSpecifier: string;
  sequenceNumber?: number;
  sequenceName?: string;
}

type PatchEffect =
  | {type: 'patch'; path: string; hunks: readonly unknown[]}
  | {type: 'file deletion'; path: string}
  | {type: 'file creation'; path: string}
  | {type: 'mode change'; path: string}
  | {type: 'rename'; fromPath: string; toPath: string};

interface ExecuteOptions {
  dryRun: boolean;
  cwd: string;
  bestEffort: boolean;
  /** With bestEffort, each hunk that does not apply adds a message here instead of throwing. */
  errors?: string[];
}

const requireFromSite = createRequire(path.join(SITE_DIR, 'package.json'));
const {getPackageDetailsFromPatchFilename} = requireFromSite('patch-package/dist/PackageDetails') as {
  getPackageDetailsFromPatchFilename: (patchFilename: string) => PatchFileDetails | null;
};
const {parsePatchFile} = requireFromSite('patch-package/dist/patch/parse') as {parsePatchFile: (text: string) => PatchEffect[]};
const {executeEffects} = requireFromSite('patch-package/dist/patch/apply') as {
  executeEffects: (effects: readonly PatchEffect[], options: ExecuteOptions) => void;
};
const {reversePatch} = requireFromSite('patch-package/dist/patch/reverse') as {
  reversePatch: (effects: readonly PatchEffect[]) => PatchEffect[];
};

export interface GroupedPatches {
  /** One list per patched package (per install path), in the order patch-package applies them. */
  packages: PatchFileDetails[][];
  /** Names patch-package does not recognise: it skips them with a warning. */
  unrecognized: string[];
}

/** The patch files as patch-package groups and orders them (dist/patchFs.js's getGroupedPatches, without its own walk of the folder). */
export function groupPatchFiles(fileNames: readonly string[]): GroupedPatches {
  const byPath = new Map<string, PatchFileDetails[]>();
  const unrecognized: string[] = [];
  for (const fileName of [...fileNames].sort()) {
    const details = getPackageDetailsFromPatchFilename(fileName);
    if (details === null) {
      unrecognized.push(fileName);
      continue;
    }
    const group = byPath.get(details.pathSpecifier) ?? [];
    group.push(details);
    byPath.set(details.pathSpecifier, group);
  }
  const packages = [...byPath.values()].map((group) => group.sort((a, b) => (a.sequenceNumber ?? 0) - (b.sequenceNumber ?? 0)));
  return {packages, unrecognized};
}

/** patch-package reads patches/ recursively; so does this. */
export function listPatchFiles(patchesDir: string): string[] {
  return readdirSync(patchesDir, {recursive: true, encoding: 'utf8'}).filter((file) => file.endsWith('.patch'));
}

export interface RegistryVersions {
  distTags: Readonly<Record<string, string>>;
  coreVersions: readonly string[];
  presetVersions: readonly string[];
}

export interface Target {
  label: 'stable' | 'canary';
  version: string;
  /** How the version was chosen, for the report. */
  why: string;
}

const CANARY_VERSION = /^(\d+)\.(\d+)\.(\d+)-canary-(\d+)$/;

function canaryRank(version: string): number[] | null {
  const match = CANARY_VERSION.exec(version);
  return match === null ? null : match.slice(1).map(Number);
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index++) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * The stable release and the next major's canary. The dist-tag `canary` wins
 * when it exists; the registry does not always carry it, and a canary build
 * is sometimes published for core alone (the preset, which is installed with
 * it, has no such version), so the fallback is the newest
 * `<latest major + 1>.x.y-canary-N` published for both.
 */
export function chooseTargets(registry: RegistryVersions): {targets: Target[]; notes: string[]} {
  const latest = registry.distTags.latest;
  if (latest === undefined) throw new Error(`${CORE} has no dist-tag "latest"`);
  const targets: Target[] = [{label: 'stable', version: latest, why: 'dist-tag latest'}];
  const notes: string[] = [];
  const hasPreset = (version: string) => registry.presetVersions.includes(version);

  const tagged = registry.distTags.canary;
  if (tagged !== undefined && hasPreset(tagged)) {
    targets.push({label: 'canary', version: tagged, why: 'dist-tag canary'});
    return {targets, notes};
  }
  const nextMajor = Number(latest.split('.')[0]) + 1;
  const nextMajorCanaries = registry.coreVersions
    .map((version) => ({version, rank: canaryRank(version)}))
    .filter((entry): entry is {version: string; rank: number[]} => entry.rank?.[0] === nextMajor)
    .sort((a, b) => compareRanks(b.rank, a.rank));
  const newestWithPreset = nextMajorCanaries.find((entry) => hasPreset(entry.version));
  const skipped = nextMajorCanaries.slice(0, newestWithPreset === undefined ? undefined : nextMajorCanaries.indexOf(newestWithPreset));
  const tagStatus = tagged === undefined ? 'no dist-tag canary' : `dist-tag canary is ${tagged}, which ${PRESET} does not have`;
  if (skipped.length > 0) {
    const shown = skipped.slice(0, 3).map((entry) => entry.version);
    const more = skipped.length > shown.length ? ` and ${skipped.length - shown.length} older` : '';
    notes.push(`canary: ${shown.join(', ')}${more} of ${CORE} skipped: ${PRESET} has no such version, so it cannot be installed`);
  }
  if (newestWithPreset === undefined) {
    notes.push(`canary: not checked: ${tagStatus}, and no ${nextMajor}.x canary is published for both ${CORE} and ${PRESET}`);
  } else {
    targets.push({
      label: 'canary',
      version: newestWithPreset.version,
      why: `${tagStatus}; the newest ${nextMajor}.x canary published for both ${CORE} and ${PRESET}`,
    });
  }
  return {targets, notes};
}

export type FileFailure =
  | {file: string; reason: 'missing'}
  | {file: string; reason: 'exists'}
  | {file: string; reason: 'hunks'; failedHunks: number; hunks: number};

/** What patch-package makes of one patch against the files as they are. */
export type StandaloneResult =
  | {kind: 'applies'}
  /** The reversed patch applies: patch-package then counts it as applied, and upstream most likely took the change. */
  | {kind: 'already-upstream'}
  | {kind: 'fails'; files: readonly FileFailure[]; message: string}
  | {kind: 'unreadable'; message: string}
  | {kind: 'package-missing'};

export type PatchResult =
  | StandaloneResult
  /**
   * patch-package applies nothing of a sequence after a patch that failed;
   * `alone` is what this patch would do if that one were mended (tried
   * without it), so a report shows every patch that needs work at once.
   */
  | {kind: 'blocked'; after: string; alone: StandaloneResult};

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function dryRunError(effects: readonly PatchEffect[], installRoot: string): string | null {
  try {
    executeEffects(effects, {dryRun: true, cwd: installRoot, bestEffort: false});
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

/** Which files of a patch that does not apply are at fault, and how: the whole-patch dry run stops at the first. */
function describeFailures(effects: readonly PatchEffect[], packagePath: string, installRoot: string): FileFailure[] {
  const failures: FileFailure[] = [];
  const inPackage = (file: string) => path.posix.relative(packagePath.split(path.sep).join('/'), file);
  const exists = (file: string) => existsSync(path.join(installRoot, file));
  for (const effect of effects) {
    switch (effect.type) {
      case 'patch': {
        if (!exists(effect.path)) {
          failures.push({file: inPackage(effect.path), reason: 'missing'});
          break;
        }
        const errors: string[] = [];
        executeEffects([effect], {dryRun: true, cwd: installRoot, bestEffort: true, errors});
        if (errors.length > 0) {
          failures.push({file: inPackage(effect.path), reason: 'hunks', failedHunks: errors.length, hunks: effect.hunks.length});
        }
        break;
      }
      case 'file creation':
        if (exists(effect.path)) failures.push({file: inPackage(effect.path), reason: 'exists'});
        break;
      case 'rename':
        if (!exists(effect.fromPath)) failures.push({file: inPackage(effect.fromPath), reason: 'missing'});
        break;
      case 'file deletion':
      case 'mode change':
        if (!exists(effect.path)) failures.push({file: inPackage(effect.path), reason: 'missing'});
        break;
    }
  }
  return failures;
}

/**
 * One patch as patch-package's applyPatch (applyPatches.js) takes it: when
 * its dry run passes it is written, so the next patch of a sequence sees it;
 * when its reverse applies instead, it counts as applied.
 */
function applyPatch(patch: PatchFileDetails, patchesDir: string, installRoot: string): StandaloneResult {
  if (!existsSync(path.join(installRoot, patch.path, 'package.json'))) return {kind: 'package-missing'};
  let effects: PatchEffect[];
  try {
    effects = parsePatchFile(readFileSync(path.join(patchesDir, patch.patchFilename), 'utf8'));
  } catch (error) {
    return {kind: 'unreadable', message: errorMessage(error)};
  }
  const forwardError = dryRunError(effects, installRoot);
  if (forwardError === null) {
    executeEffects(effects, {dryRun: false, cwd: installRoot, bestEffort: false});
    return {kind: 'applies'};
  }
  if (dryRunError(reversePatch(effects), installRoot) === null) return {kind: 'already-upstream'};
  return {kind: 'fails', files: describeFailures(effects, patch.path, installRoot), message: forwardError.split('\n')[0]!};
}

/** Applies one package's patches in `installRoot`, in the order patch-package does, which stops at the first that fails. */
export function applyPatchSequence(patches: readonly PatchFileDetails[], patchesDir: string, installRoot: string): PatchResult[] {
  let firstFailure: string | null = null;
  return patches.map((patch): PatchResult => {
    const result = applyPatch(patch, patchesDir, installRoot);
    if (firstFailure !== null) return {kind: 'blocked', after: firstFailure, alone: result};
    if (result.kind === 'fails' || result.kind === 'unreadable') firstFailure = patch.patchFilename;
    return result;
  });
}

const RESULT_LABELS: Record<PatchResult['kind'], string> = {
  applies: 'applies',
  'already-upstream': 'already upstream',
  fails: 'FAILS',
  unreadable: 'unreadable',
  'package-missing': 'no package',
  blocked: 'blocked',
};

export function summariseResults(results: readonly PatchResult[]): string {
  const parts = Object.entries(RESULT_LABELS).flatMap(([kind, label]) => {
    const count = results.filter((result) => result.kind === kind).length;
    return count === 0 ? [] : [`${count} ${kind === 'applies' && count > 1 ? 'apply' : label}`];
  });
  return `${results.length} patch${results.length === 1 ? '' : 'es'}: ${parts.join(', ') || 'none'}`;
}

/** A copy of a patched package in the install, as `npm query` lists it. */
export interface InstalledCopy {
  name: string;
  version: string;
  location: string;
}

export interface PatchRow {
  patch: string;
  installed: string;
  result: PatchResult;
  /** Facts about the package beside the verdict: another version in use elsewhere, or none at all. */
  packageNote: string;
}

function describeFailure(failure: FileFailure): string {
  switch (failure.reason) {
    case 'missing':
      return `${failure.file} (no longer exists)`;
    case 'exists':
      return `${failure.file} (already exists, the patch creates it)`;
    case 'hunks':
      return `${failure.file} (${failure.failedHunks} of ${failure.hunks} hunk${failure.hunks === 1 ? '' : 's'})`;
  }
}

function standaloneDetails(result: StandaloneResult): string[] {
  switch (result.kind) {
    case 'fails':
      return result.files.length > 0 ? result.files.map(describeFailure) : [result.message];
    case 'unreadable':
      return [`patch-package cannot parse it: ${result.message}`];
    case 'applies':
    case 'already-upstream':
    case 'package-missing':
      return [];
  }
}

function detailLines(row: PatchRow): string[] {
  const result = row.result;
  const lines =
    result.kind === 'blocked'
      ? [`after ${result.after} failed; without it: ${RESULT_LABELS[result.alone.kind]}`, ...standaloneDetails(result.alone)]
      : standaloneDetails(result);
  return row.packageNote === '' ? lines : [...lines, row.packageNote];
}

export function formatTable(rows: readonly PatchRow[]): string {
  const header = ['patch', 'installed', 'result', 'failing files'];
  const cells = rows.map((row) => [row.patch, row.installed, RESULT_LABELS[row.result.kind]]);
  const widths = [0, 1, 2].map((column) => Math.max(header[column]!.length, ...cells.map((cell) => cell[column]!.length)));
  const line = (columns: readonly string[]) =>
    columns
      .map((text, column) => (column < 3 ? text.padEnd(widths[column]!) : text))
      .join('  ')
      .trimEnd();
  const output = [line(header), line(widths.map((width) => '-'.repeat(width)).concat('-------------'))];
  rows.forEach((row, index) => {
    const [first = '', ...rest] = detailLines(row);
    output.push(line([...cells[index]!, first]));
    for (const detail of rest) output.push(line(['', '', '', detail]));
  });
  return output.join('\n');
}

function describeInstalled(patch: PatchFileDetails, copies: readonly InstalledCopy[]): {installed: string; packageNote: string} {
  const packagePath = patch.path.split(path.sep).join('/');
  const patched = copies.find((copy) => copy.location === packagePath);
  const elsewhere = copies
    .filter((copy) => copy !== patched)
    .map((copy) => `${copy.version} at ${copy.location}`)
    .join(', ');
  if (patched === undefined) {
    return {
      installed: 'not installed',
      packageNote: elsewhere === '' ? 'no longer used upstream' : `not at ${packagePath}, only ${elsewhere}`,
    };
  }
  const alias = patched.name === patch.name ? '' : ` (${patched.name})`;
  return {
    installed: `${patched.version}${alias}`,
    packageNote: elsewhere === '' ? '' : `patch-package patches ${packagePath}; also installed: ${elsewhere}`,
  };
}

const runningChildren = new Set<ChildProcess>();

/** Runs npm and resolves with its stdout; rejects with npm's own error lines, which say why. */
function runNpm(args: readonly string[], cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, {cwd, stdio: ['ignore', 'pipe', 'pipe']});
    runningChildren.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) => {
      runningChildren.delete(child);
      reject(new Error(`could not start npm ${args[0] ?? ''}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      runningChildren.delete(child);
      if (code === 0) {
        resolve(stdout);
        return;
      }
      const errorLines = stderr.split('\n').filter((text) => text.startsWith('npm error') && !text.includes('A complete log'));
      const why = (errorLines.length > 0 ? errorLines : stderr.trim().split('\n').slice(-10)).join('\n    ');
      reject(new Error(`npm ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n    ${why}`));
    });
  });
}

async function npmViewJson(spec: string, fields: readonly string[]): Promise<unknown> {
  const output = await runNpm(['view', spec, ...fields, '--json'], SITE_DIR);
  // npm view prints nothing at all for a field the package does not have.
  return output.trim() === '' ? undefined : (JSON.parse(output) as unknown);
}

async function readRegistry(): Promise<RegistryVersions> {
  const [core, presetVersions] = await Promise.all([
    npmViewJson(CORE, ['dist-tags', 'versions']) as Promise<{'dist-tags': Record<string, string>; versions: string[]}>,
    npmViewJson(PRESET, ['versions']) as Promise<string[] | string>,
  ]);
  return {
    distTags: core['dist-tags'],
    coreVersions: core.versions,
    presetVersions: typeof presetVersions === 'string' ? [presetVersions] : presetVersions,
  };
}

interface TargetReport {
  target: Target;
  react: string;
  rows: PatchRow[];
  ejected: EjectedComparison[];
  seconds: number;
}

/**
 * theme-classic components the site ejected into src/theme to change one thing
 * each (see the README's customizations). Unlike a patch, an ejected copy never
 * fails an install: it silently keeps the old code, so the report says when
 * upstream's source changed since the installed version it was ejected from.
 */
export const EJECTED_COMPONENTS = ['DocItem/Layout', 'Tabs'] as const;

export interface EjectedComparison {
  readonly component: string;
  readonly result: 'unchanged' | 'changed' | 'gone';
}

/** Compares each ejected component's upstream source (`src/theme/<name>/index.tsx`) in two theme-classic folders. */
export function compareEjected(installedThemeDir: string, upstreamThemeDir: string): EjectedComparison[] {
  return EJECTED_COMPONENTS.map((component) => {
    const file = (dir: string) => path.join(dir, 'src/theme', component, 'index.tsx');
    if (!existsSync(file(upstreamThemeDir))) return {component, result: 'gone'};
    const same = readFileSync(file(installedThemeDir), 'utf8') === readFileSync(file(upstreamThemeDir), 'utf8');
    return {component, result: same ? 'unchanged' : 'changed'};
  });
}

const EJECTED_LABELS: Record<EjectedComparison['result'], string> = {
  unchanged: 'unchanged upstream',
  changed: 'CHANGED upstream: eject it again and reapply the one change',
  gone: 'GONE upstream: the component no longer exists',
};

async function checkTarget(target: Target, patches: GroupedPatches, installRoot: string): Promise<TargetReport> {
  const started = performance.now();
  const peers = ((await npmViewJson(`${CORE}@${target.version}`, ['peerDependencies'])) ?? {}) as Record<string, string>;
  const reactRange = peers.react ?? 'latest';
  mkdirSync(installRoot, {recursive: true});
  writeFileSync(path.join(installRoot, 'package.json'), JSON.stringify({name: `check-upstream-${target.label}`, private: true}));
  console.log(`[check:upstream] ${target.label}: installing ${CORE}@${target.version} with ${PRESET} and react ${reactRange}…`);
  await runNpm(
    [
      'install',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--legacy-peer-deps',
      `${CORE}@${target.version}`,
      `${PRESET}@${target.version}`,
      `react@${reactRange}`,
      `react-dom@${peers['react-dom'] ?? reactRange}`,
    ],
    installRoot,
  );
  const names = [...new Set(patches.packages.map((group) => group[0]!.name))];
  const selector = `:is(${names.map((name) => `#${name}`).join(', ')})`;
  const copies = JSON.parse(await runNpm(['query', selector], installRoot)) as InstalledCopy[];
  const react = JSON.parse(readFileSync(path.join(installRoot, 'node_modules/react/package.json'), 'utf8')) as {version: string};

  const rows: PatchRow[] = [];
  for (const group of patches.packages) {
    const results = applyPatchSequence(group, PATCHES_DIR, installRoot);
    const installed = describeInstalled(
      group[0]!,
      copies.filter((copy) => copy.location.split('node_modules/').at(-1) === group[0]!.name),
    );
    group.forEach((patch, index) => rows.push({patch: patch.patchFilename, ...installed, result: results[index]!}));
  }
  const ejected = compareEjected(
    path.join(SITE_DIR, 'node_modules/@docusaurus/theme-classic'),
    path.join(installRoot, 'node_modules/@docusaurus/theme-classic'),
  );
  return {target, react: react.version, rows, ejected, seconds: (performance.now() - started) / 1000};
}

function installedThemeClassic(): string {
  const {version} = JSON.parse(readFileSync(path.join(SITE_DIR, 'node_modules/@docusaurus/theme-classic/package.json'), 'utf8')) as {
    version: string;
  };
  return `the installed ${version}`;
}

function formatReport(report: TargetReport): string {
  const {target, rows} = report;
  return [
    `${target.label}: ${CORE}@${target.version} (${target.why}), react ${report.react}; checked in ${Math.round(report.seconds)} s`,
    summariseResults(rows.map((row) => row.result)),
    formatTable(rows),
    `ejected theme-classic components (src/theme), against ${installedThemeClassic()}:`,
    ...report.ejected.map(({component, result}) => `  ${component}: ${EJECTED_LABELS[result]}`),
  ].join('\n');
}

async function main(): Promise<number> {
  const patches = groupPatchFiles(listPatchFiles(PATCHES_DIR));
  const {targets, notes} = chooseTargets(await readRegistry());
  const tempRoot = mkdtempSync(path.join(os.tmpdir(), 'tribe-check-upstream-'));
  const removeTempRoot = () => rmSync(tempRoot, {recursive: true, force: true});
  const stopOnSignal = (signal: NodeJS.Signals) => {
    for (const child of runningChildren) child.kill(signal);
    removeTempRoot();
    process.exit(128 + os.constants.signals[signal]);
  };
  process.once('SIGINT', stopOnSignal).once('SIGTERM', stopOnSignal);
  let outcomes: PromiseSettledResult<TargetReport>[];
  try {
    outcomes = await Promise.allSettled(targets.map((target) => checkTarget(target, patches, path.join(tempRoot, target.label))));
  } finally {
    removeTempRoot();
  }

  const sections = outcomes.map((outcome, index) =>
    outcome.status === 'fulfilled'
      ? formatReport(outcome.value)
      : `${targets[index]!.label}: ${CORE}@${targets[index]!.version}: NOT CHECKED: ${errorMessage(outcome.reason)}`,
  );
  const allNotes = [
    ...notes,
    ...patches.unrecognized.map((file) => `patches/${file}: not a name patch-package recognises; it skips the file`),
  ];
  console.log(
    `\nUpstream check of patches/ (patch-package's own applier, no fuzz, hunks at most ${PATCH_PACKAGE_MAX_OFFSET} lines away)\n`,
  );
  console.log(sections.join('\n\n'));
  if (allNotes.length > 0) console.log(`\n${allNotes.map((note) => `note: ${note}`).join('\n')}`);
  return outcomes.some((outcome) => outcome.status === 'rejected') ? 1 : 0;
}

if (require.main === module) {
  main().then(
    (exitCode) => (process.exitCode = exitCode),
    (error: unknown) => {
      console.error(`error: [check:upstream] could not run: ${errorMessage(error)}`);
      process.exitCode = 1;
    },
  );
}
