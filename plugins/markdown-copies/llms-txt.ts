/** `/llms.txt` and `/llms-full.txt` in the llmstxt.org format. */
import {markdownPathOf} from './client/markdown-path';

export interface CopiedPage {
  readonly file: string;
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  /** A page that asks search engines to leave it out (a removed API item's): it stays for old links, not for discovery. */
  readonly noIndex: boolean;
  /** A second address of another page. */
  readonly alias: boolean;
}

export interface LlmsSection {
  readonly title: string;
  readonly description: string;
  readonly pages: readonly CopiedPage[];
}

/** A section's pages in one file (`llms-full.txt`). */
export interface FullFile {
  readonly file: string;
  readonly title: string;
}

/**
 * A reference gets a file of its own in full only under this size: 256 KiB
 * is some 64,000 tokens, which an assistant's context holds with room for the
 * reader's question and code. The Network API reference, at 1.4 MB, is far
 * over it; its pages are better fetched one at a time from llms.txt.
 */
export const FULL_REFERENCE_MAX_BYTES = 256 * 1024;

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** An H1 with the site's name, a summary quote, then one H2 per section with a line per page. */
export function llmsTxt({
  title,
  summary,
  siteUrl,
  sections,
  fullFiles,
}: {
  title: string;
  summary: string;
  siteUrl: string;
  sections: readonly LlmsSection[];
  fullFiles: readonly FullFile[];
}): string {
  const lines = [`# ${title}`, '', `> ${oneLine(summary)}`, ''];
  lines.push('Each link is the Markdown copy of a page; the page itself is the same address without `.md`.', '');
  for (const section of sections) {
    lines.push(`## ${section.title}`, '', oneLine(section.description), '');
    for (const page of section.pages.filter((entry) => !entry.noIndex && !entry.alias)) {
      const description = oneLine(page.description);
      lines.push(`- [${page.title}](${siteUrl}${markdownPathOf(page.permalink)})${description === '' ? '' : `: ${description}`}`);
    }
    lines.push('');
  }
  // llmstxt.org: links under "Optional" can be skipped when a shorter context is needed.
  if (fullFiles.length > 0) {
    lines.push('## Optional', '');
    for (const full of fullFiles) lines.push(`- [${full.title}](${siteUrl}/${full.file}): every page of it in one file`);
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Every page of one section in full, in its reading order, each under a line that gives its address. */
export function fullText({
  title,
  summary,
  siteUrl,
  pages,
  copies,
}: {
  title: string;
  summary: string;
  siteUrl: string;
  pages: readonly CopiedPage[];
  copies: ReadonlyMap<string, string>;
}): string {
  const parts = [`# ${title}`, '', `> ${oneLine(summary)}`, ''];
  for (const page of pages.filter((entry) => !entry.alias && !entry.noIndex)) {
    const copy = copies.get(page.permalink);
    if (copy === undefined) continue;
    parts.push('---', '', `Source: ${siteUrl}${page.permalink}`, '', copy.trim(), '');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
