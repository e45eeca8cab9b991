/**
 * A Markdown copy of every docs page at its address plus `.md`
 * (`/docs/graphql/objects/post.md`), and `/llms.txt` and `/llms-full.txt`
 * (llmstxt.org) that list them, for readers who read through their editors
 * and assistants. Written at the end of `docusaurus build` from each page's
 * source and, for the reference, from the props the generator wrote.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {type CopiedPage, FULL_REFERENCE_MAX_BYTES, type FullFile, fullText, llmsTxt, type LlmsSection} from './llms-txt';
import {markdownPathOf} from './client/markdown-path';
import {noIndexRoutes} from '../../node/site/no-index-routes';
import {toMarkdown} from './to-markdown';

export interface MarkdownCopiesOptions {
  /** The sections of llms.txt, in order: a docs plugin instance each. */
  readonly sections: readonly {readonly pluginId: string; readonly title: string; readonly description: string}[];
  /** Files that hold a section's pages in full: the guide's (`llms-full.txt`), and references small enough (FULL_REFERENCE_MAX_BYTES). */
  readonly fullFiles: readonly (FullFile & {readonly pluginId: string; readonly reference: boolean})[];
  readonly summary: string;
  /** Pages that show another page at a second address (`/docs`): they get a copy, but llms.txt lists the original only. */
  readonly aliasRoutes: readonly string[];
}

/** What this plugin reads of a docs plugin instance's content. */
interface DocsContent {
  readonly loadedVersions: readonly {
    readonly docs: readonly {
      readonly id: string;
      readonly source: string;
      readonly permalink: string;
      readonly title: string;
      readonly description: string;
      readonly unlisted?: boolean;
    }[];
    readonly sidebars: Readonly<Record<string, readonly unknown[]>>;
  }[];
}

/** Doc ids in sidebar order, categories' own pages included. */
function sidebarOrder(items: readonly unknown[]): string[] {
  return items.flatMap((item) => {
    if (typeof item === 'string') return [item];
    const entry = item as {type?: string; id?: string; items?: unknown[]; link?: {type?: string; id?: string}};
    const own = entry.type === 'doc' || entry.type === 'ref' ? [entry.id ?? ''] : entry.link?.type === 'doc' ? [entry.link.id ?? ''] : [];
    return [...own, ...sidebarOrder(entry.items ?? [])];
  });
}

export default function markdownCopiesPlugin(context: LoadContext, options: MarkdownCopiesOptions): Plugin {
  const pages = new Map<string, Omit<CopiedPage, 'noIndex'>[]>();
  return {
    name: 'markdown-copies',
    // The copy and view actions above every docs page.
    getThemePath: () => './theme',
    allContentLoaded({allContent}) {
      const docsInstances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, DocsContent>;
      for (const {pluginId} of options.sections) {
        const content = docsInstances[pluginId];
        if (content === undefined) throw new Error(`[markdown-copies] no docs plugin instance "${pluginId}"`);
        const version = content.loadedVersions[0];
        if (version === undefined) continue;
        const order = new Map(
          Object.values(version.sidebars)
            .flatMap((items) => sidebarOrder(items))
            .map((id, index) => [id, index] as const),
        );
        const listed = [...version.docs]
          .filter((doc) => doc.unlisted !== true)
          .sort(
            (a, b) =>
              (order.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (order.get(b.id) ?? Number.MAX_SAFE_INTEGER) ||
              a.permalink.localeCompare(b.permalink),
          );
        // Two docs on one route only make Docusaurus warn. Each route gets one copy and one llms.txt line, from the doc that
        // comes first in reading order, or else both copies would be written to one file in whichever order the writes finished.
        const seen = new Set<string>();
        const onePerRoute = listed.filter((doc) => !seen.has(doc.permalink) && seen.add(doc.permalink));
        pages.set(
          pluginId,
          onePerRoute.map((doc) => ({
            file: path.resolve(context.siteDir, doc.source.replace(/^@site\//, '')),
            permalink: doc.permalink,
            title: doc.title,
            description: doc.description,
            alias: options.aliasRoutes.includes(doc.permalink),
          })),
        );
      }
    },
    async postBuild({outDir, routesBuildMetadata}) {
      const started = performance.now();
      const hidden = noIndexRoutes(routesBuildMetadata);
      const pagesOf = (pluginId: string): CopiedPage[] =>
        (pages.get(pluginId) ?? []).map((page) => ({...page, noIndex: hidden.has(page.permalink)}));
      const all = [...pages.keys()].flatMap(pagesOf);
      const permalinks = new Set(all.map((page) => page.permalink));
      const routeOfFile = new Map(all.map((page) => [page.file, page.permalink]));
      const links = {
        route(route: string): string {
          const [pathname = '', hash] = route.split('#');
          if (!permalinks.has(pathname)) return route;
          return `${markdownPathOf(pathname)}${hash === undefined ? '' : `#${hash}`}`;
        },
        routeOfFile: (file: string) => routeOfFile.get(file),
      };
      const copies = new Map<string, string>();
      await Promise.all(
        all.map(async (page) => {
          const markdown = await toMarkdown({file: page.file, title: page.title}, links);
          copies.set(page.permalink, markdown);
          const target = path.join(outDir, markdownPathOf(page.permalink));
          await mkdir(path.dirname(target), {recursive: true});
          await writeFile(target, markdown);
        }),
      );
      const sections: LlmsSection[] = options.sections.map(({pluginId, title, description}) => ({
        title,
        description,
        pages: pagesOf(pluginId),
      }));
      const siteUrl = context.siteConfig.url;
      const kib = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB`;
      const written: string[] = [];
      for (const full of options.fullFiles) {
        const text = fullText({
          title: `${context.siteConfig.title}: ${full.title}`,
          summary: options.summary,
          siteUrl,
          pages: pagesOf(full.pluginId),
          copies,
        });
        if (full.reference && Buffer.byteLength(text) > FULL_REFERENCE_MAX_BYTES) {
          throw new Error(
            `[markdown-copies] ${full.file} would be ${kib(text)}, over the ${FULL_REFERENCE_MAX_BYTES / 1024} KiB a reference's full file may have (plugins/markdown-copies/llms-txt.ts): take it out of fullFiles in docusaurus.config.ts`,
          );
        }
        await writeFile(path.join(outDir, full.file), text);
        written.push(`${full.file} (${kib(text)})`);
      }
      const index = llmsTxt({title: context.siteConfig.title, summary: options.summary, siteUrl, sections, fullFiles: options.fullFiles});
      await writeFile(path.join(outDir, 'llms.txt'), index);
      console.log(
        `[markdown-copies] ${copies.size} Markdown copies, llms.txt (${kib(index)})${written.map((file) => `, ${file}`).join('')} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
