import type {Page} from '@playwright/test';

import {ROUTES} from '../../src/site/constants';
import {colorModeSwitch, expect, gotoHydrated, test, untilIdle} from './fixtures';

/** A commit of React's, as `recordStart` saw it. */
interface Commit {
  /** The task it ran in. */
  readonly task: number;
  /** The tasks in which React rendered components for it, since the commit before. */
  readonly renderTasks: number[];
  readonly colorModeSwitchEnabled: boolean;
}

/** What the page records of its start, in the order of its tasks: a larger number is a later task. */
interface StartRecord {
  /** The task that ran React DOM's module, which announces itself to React DevTools' hook as it runs. */
  reactDomTask?: number;
  /** The task in which the entry put its API on the window, which it does right after running the app's modules. */
  appTask?: number;
  commits: Commit[];
}

/**
 * Records the page's start from before its scripts run, through a stand-in for React DevTools' hook, which React
 * calls when React DOM's module runs and on each commit. A task's code runs to its end before the browser runs
 * anything else, microtasks included: the first record of a task numbers it, and the number is let go in the first
 * microtask after it.
 *
 * After the first commit, the time React's scheduler reads also passes by a millisecond with each component React
 * renders, whatever the machine's speed: a render that may yield to the browser then does so after a few
 * components, and one that may not never does.
 */
async function recordStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record: StartRecord = {commits: []};
    Object.assign(window, {startRecord: record});
    let currentTask = 0;
    let taskNumbered = false;
    const task = (): number => {
      if (!taskNumbered) {
        taskNumbered = true;
        currentTask += 1;
        queueMicrotask(() => {
          taskNumbered = false;
        });
      }
      return currentTask;
    };

    const now = performance.now.bind(performance);
    let renderedMs = 0;
    performance.now = () => now() + renderedMs;
    let renderTasks = new Set<number>();
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        isDisabled: false,
        supportsFiber: true,
        renderers: new Map(),
        inject: (internals: {currentDispatcherRef: {H: unknown}}) => {
          record.reactDomTask = task();
          // React sets the hooks dispatcher of these shared internals for each function component it renders.
          const shared = internals.currentDispatcherRef;
          let dispatcher = shared.H;
          Object.defineProperty(shared, 'H', {
            configurable: true,
            enumerable: true,
            get: () => dispatcher,
            set: (value: unknown) => {
              dispatcher = value;
              renderTasks.add(task());
              if (record.commits.length > 0) renderedMs += 1;
            },
          });
          return 1;
        },
        checkDCE: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: () => {
          const colorModeSwitch = document.querySelector<HTMLButtonElement>('nav.navbar button[aria-label*="mode"]');
          record.commits.push({task: task(), renderTasks: [...renderTasks], colorModeSwitchEnabled: colorModeSwitch?.disabled === false});
          renderTasks = new Set();
        },
      },
    });
    let api: unknown;
    Object.defineProperty(window, 'docusaurus', {
      configurable: true,
      get: () => api,
      set: (value: unknown) => {
        api = value;
        record.appTask = task();
      },
    });
  });
}

const startRecord = (page: Page): Promise<StartRecord> =>
  page.evaluate(() => (window as unknown as {startRecord: StartRecord}).startRecord);

test.describe('the main thread while a page starts', () => {
  test("the app starts in tasks of its own: React DOM's modules, then the app's, then React's first render", async ({page}) => {
    await recordStart(page);
    await gotoHydrated(page, ROUTES.guideIndex);
    const {reactDomTask, appTask, commits} = await startRecord(page);
    // Each in a task after the one before: the browser may paint, or answer the reader, in between.
    expect(reactDomTask).toBeGreaterThan(0);
    expect(appTask).toBeGreaterThan(reactDomTask!);
    expect(commits[0]?.task).toBeGreaterThan(appTask!);
  });

  test("after hydration, React renders the update that enables the colour-mode switch in slices, with the browser's tasks between them", async ({
    page,
  }) => {
    await recordStart(page);
    await gotoHydrated(page, ROUTES.home);
    await expect(colorModeSwitch(page)).toBeEnabled();
    await untilIdle(page);
    const [hydration, ...later] = (await startRecord(page)).commits;
    // Hydration renders what the server rendered: the switch works once React knows it runs in a browser.
    expect(hydration?.colorModeSwitchEnabled).toBe(false);
    const enabling = later.find(({colorModeSwitchEnabled}) => colorModeSwitchEnabled);
    expect(enabling?.renderTasks.length).toBeGreaterThan(1);
  });
});
