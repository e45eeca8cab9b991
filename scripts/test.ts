/**
 * `npm test`: every check the site has, each step started as soon as the
 * steps it needs have passed and the steps it waits for have finished. Each
 * step's output goes to `.test-logs/<step>.log`. A step that fails has its
 * log printed; the steps that need it do not start, and every other step
 * still runs, so one run reports every independent failure (the unit tests
 * run on a machine without Chromium).
 *
 * The order is for 2 cores, where the CPU is busy throughout and a bundler
 * beside another heavy step makes both slower than one after the other (its
 * worker threads fight the other step for the cores): the typecheck, the
 * generators and the lint from the start, the unit tests once the reference is
 * generated, then the build, then the integration tests (five fixture builds),
 * then the browser tests alone, whose per-action timeouts keep a margin with
 * nothing beside them.
 */
import {spawn} from 'node:child_process';
import {createWriteStream} from 'node:fs';
import {mkdir, readFile, rm} from 'node:fs/promises';
import path from 'node:path';

import {SITE_DIR} from '../node/site/paths';

interface Step {
  readonly name: string;
  readonly command: readonly string[];
  /** Steps whose result it uses: it runs only once they have passed. */
  readonly needs: readonly string[];
  /** Steps it only waits for, to share the cores with fewer others: it runs whether they passed or not. */
  readonly after: readonly string[];
}

const STEPS: readonly Step[] = [
  {name: 'typecheck', command: ['npm', 'run', 'typecheck'], needs: [], after: []},
  {name: 'generate', command: ['npm', 'run', 'generate'], needs: [], after: []},
  // Installs Chromium and nginx when they are missing and the user is root, in one step so that two apt runs never overlap.
  {
    name: 'browser-and-nginx',
    command: ['bash', '-c', 'bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh'],
    needs: [],
    after: [],
  },
  {name: 'unit', command: ['npm', 'run', 'test:unit'], needs: ['generate'], after: []},
  // From the start: the generators keep only one core and a half busy, and the lint then overlaps the unit tests, which
  // bundle nothing.
  {name: 'lint', command: ['npm', 'run', 'lint'], needs: [], after: []},
  {name: 'build', command: ['npx', 'tsx', 'scripts/build-site.ts'], needs: ['generate'], after: ['unit', 'lint']},
  {name: 'integration', command: ['npm', 'run', 'test:integration'], needs: ['browser-and-nginx'], after: ['build']},
  {
    name: 'e2e',
    command: ['npm', 'run', 'test:e2e'],
    needs: ['typecheck', 'lint', 'unit', 'integration', 'build', 'browser-and-nginx'],
    after: [],
  },
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

async function printLog(outcome: Outcome): Promise<void> {
  const logFile = path.join(LOG_DIR, `${outcome.step.name}.log`);
  const lines = (await readFile(logFile, 'utf8')).trimEnd().split('\n');
  console.log(`\n[test] The last ${Math.min(lines.length, FAILED_LOG_LINES)} lines of ${path.relative(SITE_DIR, logFile)}:\n`);
  console.log(lines.slice(-FAILED_LOG_LINES).join('\n'));
}

/** A step that waits for a name no step has would never start, and the run would end without it. */
function checkSteps(steps: readonly Step[]): void {
  const names = new Set(steps.map((step) => step.name));
  for (const step of steps) {
    const unknown = [...step.needs, ...step.after].filter((name) => !names.has(name));
    if (unknown.length > 0) throw new Error(`scripts/test.ts: step ${step.name} waits for unknown steps: ${unknown.join(', ')}`);
  }
}

async function main(): Promise<number> {
  checkSteps(STEPS);
  const started = performance.now();
  await rm(LOG_DIR, {recursive: true, force: true});
  await mkdir(LOG_DIR, {recursive: true});
  const passed = new Set<string>();
  /** Steps that failed, and steps that will not run because a step they need failed. */
  const blocked = new Set<string>();
  const finished = (name: string): boolean => passed.has(name) || blocked.has(name);
  const running = new Map<string, Promise<Outcome>>();
  const failures: Outcome[] = [];
  for (;;) {
    for (const step of STEPS) {
      if (finished(step.name) || running.has(step.name)) continue;
      const missing = step.needs.filter((name) => blocked.has(name));
      if (missing.length > 0) {
        blocked.add(step.name);
        console.log(`[test] ${step.name}: not run, because ${missing.join(' and ')} did not pass`);
      } else if (step.needs.every((name) => passed.has(name)) && step.after.every(finished)) {
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
      blocked.add(outcome.step.name);
      failures.push(outcome);
      console.log(`[test] ${outcome.step.name}: FAILED (exit code ${outcome.exitCode}) after ${seconds} s`);
    }
  }
  const total = ((performance.now() - started) / 1000).toFixed(0);
  if (failures.length > 0) {
    for (const failure of failures) await printLog(failure);
    const names = failures.map((failure) => failure.step.name).join(', ');
    console.log(`\n[test] Failed: ${names}; the whole logs are in ${path.relative(SITE_DIR, LOG_DIR)}/. ${total} s in all.`);
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
