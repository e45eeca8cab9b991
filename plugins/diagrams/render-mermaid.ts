/**
 * Renders Mermaid diagrams to SVG at build time, in Debian's Chromium, so that
 * no page downloads Mermaid (~800 KB of JavaScript) or lays a diagram out on
 * the reader's main thread. Each diagram becomes one SVG that carries the
 * light and the dark styles; the page's colour mode picks one.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readFile, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {Browser, Page} from '@playwright/test';

import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../node/site/chromium';
import {styleAttributesAsClasses} from './diagram-styles';

const MERMAID_SCRIPT = require.resolve('mermaid/dist/mermaid.min.js');
const MERMAID_VERSION = (JSON.parse(readFileSync(require.resolve('mermaid/package.json'), 'utf8')) as {version: string}).version;

/** The site's own font stack, so that the diagram's text is set like the page around it. */
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, Ubuntu, Cantarell, "Noto Sans", sans-serif';

/** Mermaid's theme for each colour mode of the site. */
export const DIAGRAM_THEMES = {light: 'neutral', dark: 'dark'} as const;

const mermaidConfig = (theme: string) => ({
  startOnLoad: false,
  theme,
  fontFamily: FONT_FAMILY,
  themeVariables: {fontFamily: FONT_FAMILY},
  // SVG text rather than HTML in <foreignObject>: it scales and prints with the page.
  flowchart: {htmlLabels: false},
  securityLevel: 'strict',
});

/** Raise it when what is done to Mermaid's output changes, so that cached diagrams are drawn again. */
const OUTPUT_VERSION = 3;

/**
 * The diagram's file name: it changes whenever its source, Mermaid, the
 * configuration or the post-processing does, so the SVG can be cached for
 * good under /assets/.
 */
export function diagramId(source: string): string {
  return createHash('sha256')
    .update(JSON.stringify([MERMAID_VERSION, OUTPUT_VERSION, mermaidConfig('light'), DIAGRAM_THEMES, source]))
    .digest('hex')
    .slice(0, 16);
}

/** Splits a flat style sheet into its top-level rules (a rule or an @-block each). */
export function splitRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (char === '{') depth += 1;
    if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, index + 1).trim());
        start = index + 1;
      }
    }
  }
  return rules.filter(Boolean);
}

const STYLE = /<style>([\s\S]*?)<\/style>/;

/**
 * One SVG from the light and the dark rendering of the same diagram: the
 * light rules as they are, and each dark rule that differs scoped to
 * `[data-theme='dark']`. Returns null when the two renderings differ in more
 * than their style sheets, so the caller can keep both.
 */
export function mergeColourModes(light: string, dark: string): string | null {
  const lightStyle = STYLE.exec(light);
  const darkStyle = STYLE.exec(dark);
  if (lightStyle === null || darkStyle === null) return null;
  if (light.replace(STYLE, '') !== dark.replace(STYLE, '')) return null;
  const lightRules = new Set(splitRules(lightStyle[1]!));
  const darkOnly = splitRules(darkStyle[1]!)
    .filter((rule) => !lightRules.has(rule) && !rule.startsWith('@'))
    .map((rule) => {
      const open = rule.indexOf('{');
      const selectors = rule
        .slice(0, open)
        .split(',')
        .map((selector) => `[data-theme='dark'] ${selector.trim()}`);
      return `${selectors.join(',')}${rule.slice(open)}`;
    });
  return light.replace(STYLE, () => `<style>${lightStyle[1]}${darkOnly.join('')}</style>`);
}

/** The classes the SVG's elements carry. */
function classesIn(svg: string): Set<string> {
  return new Set([...svg.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)));
}

/**
 * The SVG with only the style rules that can match it. Mermaid writes the
 * style sheet of every part a diagram of its kind may have (86 rules for a
 * sequence diagram; 27 apply to ours), and each diagram's SVG is in its
 * page's HTML. A selector that needs a class no element has cannot match:
 * it goes, unless it has `:not(`. Keyframes stay when a kept rule names them.
 */
export function withoutUnusedRules(svg: string): string {
  const style = STYLE.exec(svg);
  if (style === null) return svg;
  const classes = classesIn(svg);
  const canMatch = (selector: string): boolean =>
    selector.includes(':not(') || [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((match) => classes.has(match[1]!));
  const kept = splitRules(style[1]!).flatMap((rule): string[] => {
    if (rule.startsWith('@')) return [rule];
    const open = rule.indexOf('{');
    const selectors = rule.slice(0, open).split(',').filter(canMatch);
    return selectors.length === 0 ? [] : [`${selectors.join(',')}${rule.slice(open)}`];
  });
  const declarations = kept.filter((rule) => !rule.startsWith('@')).join('');
  const used = kept.filter((rule) => {
    const keyframes = /^@keyframes\s+([\w-]+)/.exec(rule);
    return keyframes === null || new RegExp(`animation(?:-name)?:[^;}]*\\b${keyframes[1]}\\b`).test(declarations);
  });
  return svg.replace(STYLE, () => `<style>${used.join('')}</style>`);
}

export class DiagramError extends Error {}

/**
 * Mermaid's sequence diagrams number their actors with a counter that lives
 * as long as the page (`<line id="actor7">`, `<g id="root-7">`,
 * `actor-man-arms7`, `actor-man-torso7`, `actor7_popup`: every use of it in
 * Mermaid 11), so a diagram rendered after others would get other ids
 * than the same diagram rendered alone. Numbering them from 0 in each SVG
 * gives what a fresh page gives, so the output depends on the diagram alone.
 */
export function numberActorsFromZero(svg: string): string {
  const numbers = [...svg.matchAll(/<line id="actor(\d+)"/g)].map((match) => Number(match[1]));
  if (numbers.length === 0) return svg;
  const first = Math.min(...numbers);
  const renumber = (number: string): number => Number(number) - first;
  return svg.replace(
    /\b(actor|actor-man-arms|actor-man-torso|root-)(\d+)(?=["_])/g,
    (_, name: string, number: string) => `${name}${renumber(number)}`,
  );
}

/**
 * Renders diagrams one at a time in one page of one browser, which it closes
 * when idle. Loading Mermaid into a page takes seconds; rendering a diagram,
 * a tenth of one.
 */
export class MermaidRenderer {
  private browser: Promise<Browser> | null = null;
  private page: Promise<Page> | null = null;
  private queue: Promise<unknown> = Promise.resolve();
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly cacheDir: string) {}

  /** The SVG of `source`, from the cache when this exact diagram was rendered before. */
  async render(source: string): Promise<string> {
    const id = diagramId(source);
    const cached = path.join(this.cacheDir, `${id}.svg`);
    if (existsSync(cached)) return readFile(cached, 'utf8');
    const svg = await this.enqueue(() => this.renderInBrowser(id, source));
    await mkdir(this.cacheDir, {recursive: true});
    const partial = `${cached}.${process.pid}.partial`;
    await writeFile(partial, svg);
    await rename(partial, cached);
    return svg;
  }

  async close(): Promise<void> {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    const browser = this.browser;
    this.browser = null;
    this.page = null;
    if (browser !== null) await (await browser).close();
  }

  private enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async renderInBrowser(id: string, source: string): Promise<string> {
    if (this.idleTimer !== null) clearTimeout(this.idleTimer);
    this.page ??= (this.browser ??= launchChromium()).then(pageWithMermaid);
    const page = await this.page;
    try {
      // Style attributes become classes before the merge, which then also keeps a dark value that differs.
      const drawn = async (theme: string) =>
        styleAttributesAsClasses(withoutUnusedRules(await renderOnce(page, id, source, theme)), `#diagram-${id}`);
      const [light, dark] = [await drawn(DIAGRAM_THEMES.light), await drawn(DIAGRAM_THEMES.dark)];
      return (
        mergeColourModes(light, dark) ??
        `<span class="diagram-light">${light}</span><span class="diagram-dark">${dark.replaceAll(`"diagram-${id}`, `"diagram-${id}-dark`).replaceAll(`#diagram-${id}`, `#diagram-${id}-dark`)}</span>`
      );
    } catch (error) {
      // A failed rendering may leave Mermaid's scratch elements behind: the next diagram gets a clean page.
      this.page = null;
      await page.close();
      throw error;
    } finally {
      this.idleTimer = setTimeout(() => void this.close(), 2_000);
      this.idleTimer.unref();
    }
  }
}

async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new DiagramError(
      `Rendering Mermaid diagrams needs Debian's Chromium at ${CHROMIUM_PATH}, and it is not installed: run \`bash scripts/ensure-chromium.sh\` (as root it installs it).`,
    );
  }
  const {chromium} = await import('@playwright/test');
  return chromium.launch({executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS]});
}

async function pageWithMermaid(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({path: MERMAID_SCRIPT});
  return page;
}

async function renderOnce(page: Page, id: string, source: string, theme: string): Promise<string> {
  try {
    const svg = await page.evaluate(
      async ([elementId, text, config]) => {
        const mermaid = (
          window as unknown as {mermaid: {initialize(config: unknown): void; render(id: string, text: string): Promise<{svg: string}>}}
        ).mermaid;
        mermaid.initialize(config);
        return (await mermaid.render(elementId, text)).svg;
      },
      [`diagram-${id}`, source, mermaidConfig(theme)] as const,
    );
    return numberActorsFromZero(svg);
  } catch (error) {
    const message = error instanceof Error ? error.message.replace(/^page\.evaluate: (Error: )?/, '').split('\n    at ')[0] : String(error);
    throw new DiagramError(message);
  }
}
