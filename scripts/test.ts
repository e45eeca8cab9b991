/**
 * `npm test`: every check the site has, each step started as soon as the
 * steps it waits for have passed (`after`: what it needs, and what it should
 * not share two cores with). Each step's output goes to `.test-logs/<step>.log`.
 * A step that fails has its log printed; the steps that need it do not
 * start, and every other step still runs, so one run reports every
 * independent failure (the unit tests run on a machine without Chromium).
 *
 * The browser tests run alone, after everything else: they are the largest
 * step, and with nothing beside them their per-action timeouts keep a margin
 * on a 2-core machine.
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
  // Installs Chromium and nginx when they are missing and the user is root, in one step so that two apt runs never overlap.
  {name: 'browser-and-nginx', command: ['bash', '-c', 'bash scripts/ensure-chromium.sh && bash scripts/ensure-nginx.sh'], after: []},
  {name: 'unit', command: ['npm', 'run', 'test:unit'], after: ['generate']},
  {name: 'build', command: ['npx', 'tsx', 'scripts/build-site.ts'], after: ['generate']},
  // After the unit tests and the build, though it needs neither: with all three at once, on 2 cores, everything before
  // the browser tests took 205 s instead of 177 s.
  {name: 'integration', command: ['npm', 'run', 'test:integration'], after: ['browser-and-nginx', 'unit', 'build']},
  {name: 'e2e', command: ['npm', 'run', 'test:e2e'], after: ['typecheck', 'lint', 'unit', 'integration', 'build', 'browser-and-nginx']},
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

async function main(): Promise<number> {
  const started = performance.now();
  await rm(LOG_DIR, {recursive: true, force: true});
  await mkdir(LOG_DIR, {recursive: true});
  const passed = new Set<string>();
  /** Steps that failed, and steps that will not run because a step they need failed. */
  const blocked = new Set<string>();
  const running = new Map<string, Promise<Outcome>>();
  const failures: Outcome[] = [];
  for (;;) {
    for (const step of STEPS) {
      if (passed.has(step.name) || blocked.has(step.name) || running.has(step.name)) continue;
      const missing = step.after.filter((name) => blocked.has(name));
      if (missing.length > 0) {
        blocked.add(step.name);
        console.log(`[test] ${step.name}: not run, because ${missing.join(' and ')} did not pass`);
      } else if (step.after.every((name) => passed.has(name))) {
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
