/**
 * `npm test`: every check the site has, with the steps that do not depend on
 * each other running at the same time. Each step's output goes to
 * `.test-logs/<step>.log`; a step that fails has its log printed, and no
 * later step starts.
 *
 * The browser tests run alone, after everything else: some of them measure
 * delays, and a busy CPU would make those measurements lie. The integration
 * tests build fixture sites, so they wait for the site's own build, which
 * shares the bundler's cache in node_modules/.cache.
 */
import {spawn} from 'node:child_process';
import {createWriteStream} from 'node:fs';
import {mkdir, readFile, rm} from 'node:fs/promises';
import path from 'node:path';

import {SITE_DIR} from '../src/site/paths';

interface Step {
  readonly name: string;
  readonly command: readonly string[];
  /** Steps that must have passed first. */
  readonly after: readonly string[];
}

const STEPS: readonly Step[] = [
  {name: 'typecheck', command: ['npm', 'run', 'typecheck'], after: []},
  {name: 'lint', command: ['npm', 'run', 'lint'], after: []},
  {name: 'generate', command: ['npm', 'run', 'generate'], after: []},
  {name: 'unit', command: ['npm', 'run', 'test:unit'], after: ['generate']},
  // Installs Chromium and nginx when they are missing and the user is root, in one step so that two apt runs never
  // overlap; after the unit tests, which need neither and so still run on a machine without them.
  {name: 'browser-and-nginx', command: ['bash', '-c', 'bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh'], after: ['unit']},
  {name: 'build', command: ['npx', 'tsx', 'scripts/build-site.ts'], after: ['generate']},
  {name: 'integration', command: ['npm', 'run', 'test:integration'], after: ['browser-and-nginx', 'build']},
  {name: 'e2e', command: ['npm', 'run', 'test:e2e'], after: ['unit', 'integration', 'build', 'browser-and-nginx']},
];

const LOG_DIR = path.join(SITE_DIR, '.test-logs');
/** How much of a failed step's log is printed: its end holds the failures and the summary. */
const FAILED_LOG_LINES = 150;

interface Outcome {
  readonly step: Step;
  readonly exitCode: number;
  readonly seconds: number;
}

function run(step: Step): Promise<Outcome> {
  const started = performance.now();
  const log = createWriteStream(path.join(LOG_DIR, `${step.name}.log`));
  const [command, ...args] = step.command;
  const child = spawn(command!, args, {cwd: SITE_DIR, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, FORCE_COLOR: '0'}});
  child.stdout.pipe(log, {end: false});
  child.stderr.pipe(log, {end: false});
  return new Promise((resolve) => {
    child.on('close', (code) => {
      log.end(() => resolve({step, exitCode: code ?? 1, seconds: (performance.now() - started) / 1000}));
    });
  });
}

async function main(): Promise<number> {
  const started = performance.now();
  await rm(LOG_DIR, {recursive: true, force: true});
  await mkdir(LOG_DIR, {recursive: true});
  const passed = new Set<string>();
  const running = new Map<string, Promise<Outcome>>();
  let failed: Outcome | null = null;
  while (passed.size < STEPS.length) {
    if (failed === null) {
      for (const step of STEPS) {
        if (passed.has(step.name) || running.has(step.name) || !step.after.every((name) => passed.has(name))) continue;
        console.log(`[test] ${step.name}: started (${step.command.join(' ')})`);
        running.set(step.name, run(step));
      }
    }
    if (running.size === 0) break;
    const outcome = await Promise.race(running.values());
    running.delete(outcome.step.name);
    const seconds = outcome.seconds.toFixed(0);
    if (outcome.exitCode === 0) {
      passed.add(outcome.step.name);
      console.log(`[test] ${outcome.step.name}: passed in ${seconds} s`);
    } else {
      console.log(`[test] ${outcome.step.name}: FAILED (exit code ${outcome.exitCode}) after ${seconds} s`);
      failed ??= outcome;
    }
  }
  const total = ((performance.now() - started) / 1000).toFixed(0);
  if (failed !== null) {
    const logFile = path.join(LOG_DIR, `${failed.step.name}.log`);
    const lines = (await readFile(logFile, 'utf8')).trimEnd().split('\n');
    console.log(`\n[test] The last ${Math.min(lines.length, FAILED_LOG_LINES)} lines of ${path.relative(SITE_DIR, logFile)}:\n`);
    console.log(lines.slice(-FAILED_LOG_LINES).join('\n'));
    console.log(`\n[test] ${failed.step.name} failed; the whole log is ${path.relative(SITE_DIR, logFile)}. ${total} s in all.`);
    return 1;
  }
  console.log(`[test] All ${STEPS.length} steps passed in ${total} s; their logs are in ${path.relative(SITE_DIR, LOG_DIR)}/.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
