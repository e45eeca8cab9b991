/**
 * Diagrams rendered at build time (see render-mermaid.ts). The remark plugin
 * turns each ```mermaid block into `<Diagram id="…" />` and writes its SVG;
 * after the build, this plugin copies the SVGs under /assets/diagrams/ and
 * puts each one into the HTML of the pages that show it. The SVG is then in
 * the HTML, where it paints without JavaScript, and in no JavaScript chunk;
 * a client-side navigation to such a page fetches the SVG file. Its styles
 * are its own CSS file beside it, which the page links (diagram-styles.ts).
 */
import {existsSync, mkdirSync} from 'node:fs';
import {copyFile, mkdir, readFile, readdir, rename, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {toolCacheDir} from '../../node/site/paths';
import {DIAGRAMS_URL_PATH, styleSheetFile, svgFile, withoutStyleElements} from './contract';
import {styleSheetOf} from './diagram-styles';
import remarkDiagrams, {type RemarkDiagramsOptions} from './remark-diagrams';

/** Under the site's static folders, so that `npm start` serves the SVGs too. */
export const DIAGRAMS_STATIC_DIR = 'generated/diagrams';

export function diagramsOptions(siteDir: string): RemarkDiagramsOptions {
  return {
    outputDir: path.join(siteDir, DIAGRAMS_STATIC_DIR, DIAGRAMS_URL_PATH),
    cacheDir: toolCacheDir('tribe-diagrams', siteDir),
  };
}

/**
 * The remark plugin entry for a docs instance's `remarkPlugins`: a plugin
 * with its options built in. Options given beside a plugin are copied into
 * the site config that the browser gets, and these are the checkout's paths.
 */
export function remarkDiagramsFor(siteDir: string): () => ReturnType<typeof remarkDiagrams> {
  const options = diagramsOptions(siteDir);
  return () => remarkDiagrams(options);
}

/**
 * `<div … data-diagram="<id>"></div>` as React renders `plugins/diagrams/theme/Diagram`
 * on the server; the minified HTML drops the quotes.
 */
const PLACEHOLDER = /(<div [^>]*data-diagram=("?)([0-9a-f]{16})\2(?:\s[^>]*)?>)(<\/div>)/g;

/** Puts each diagram's SVG into its empty placeholder. */
export function inlineDiagrams(html: string, svgOf: (id: string) => string): string {
  return html.replace(PLACEHOLDER, (_match, open: string, _quote: string, id: string, close: string) => `${open}${svgOf(id)}${close}`);
}

/** Links the style sheets of the page's diagrams in its head, where they load with the page's own CSS. */
export function linkDiagramStyleSheets(html: string, styleSheetUrls: readonly string[]): string {
  const links = [...new Set(styleSheetUrls)].map((url) => `<link rel="stylesheet" href="${url}">`).join('');
  if (!html.includes('</head>')) throw new Error('a page without </head>: its diagrams would have no styles');
  return html.replace('</head>', () => `${links}</head>`);
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}

export default function diagramsPlugin(context: LoadContext): Plugin {
  const options = diagramsOptions(context.siteDir);
  // The static folder must exist before Docusaurus looks at it.
  mkdirSync(options.outputDir, {recursive: true});
  return {
    name: 'diagrams',
    // Diagram, the element each ```mermaid block becomes.
    getThemePath: () => './theme',
    async postBuild({outDir}) {
      const target = path.join(outDir, DIAGRAMS_URL_PATH);
      await mkdir(target, {recursive: true});
      /** Each diagram's SVG as its pages show it: without its style sheet, which is its CSS file. */
      const svgs = new Map<string, string>();
      const svgOf = async (id: string, page: string): Promise<string> => {
        const known = svgs.get(id);
        if (known !== undefined) return known;
        const source = [options.outputDir, options.cacheDir].map((dir) => path.join(dir, svgFile(id))).find((file) => existsSync(file));
        if (source === undefined) {
          throw new Error(
            `${path.relative(context.siteDir, page)}: diagram ${id} was never rendered (no ${id}.svg in ${path.relative(context.siteDir, options.outputDir)}). The bundler's cache skipped its page: run \`npm run clear\`, then build again.`,
          );
        }
        await copyFile(source, path.join(target, svgFile(id)));
        const svg = await readFile(source, 'utf8');
        await writeFile(path.join(target, styleSheetFile(id)), styleSheetOf(svg));
        const shown = withoutStyleElements(svg);
        svgs.set(id, shown);
        return shown;
      };
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        const ids = [...html.matchAll(PLACEHOLDER)].map((match) => match[3]!);
        if (ids.length === 0) continue;
        for (const id of ids) await svgOf(id, file);
        // Written aside and renamed: other plugins read these pages at the same time.
        const partial = `${file}.diagrams.partial`;
        const styleSheets = ids.map((id) => `${context.baseUrl}${DIAGRAMS_URL_PATH}/${styleSheetFile(id)}`);
        await writeFile(
          partial,
          linkDiagramStyleSheets(
            inlineDiagrams(html, (id) => svgs.get(id)!),
            styleSheets,
          ),
        );
        await rename(partial, file);
      }
    },
  };
}
