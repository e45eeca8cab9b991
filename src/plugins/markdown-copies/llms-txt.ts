/** `/llms.txt` and `/llms-full.txt` in the llmstxt.org format. */

/** Where a page's Markdown copy is: its address plus `.md`. */
export const markdownPathOf = (permalink: string): string => `${permalink.replace(/\/$/, '')}.md`;

export interface CopiedPage {
  readonly file: string;
  readonly permalink: string;
  readonly title: string;
  readonly description: string;
  /** A page kept for an item the API removed: it stays for old links, not for discovery. */
  readonly removedItem: boolean;
  /** A second address of another page. */
  readonly alias: boolean;
}

export interface LlmsSection {
  readonly title: string;
  readonly description: string;
  readonly pages: readonly CopiedPage[];
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** An H1 with the site's name, a summary quote, then one H2 per section with a line per page. */
export function llmsTxt({title, summary, siteUrl, sections}: {title: string; summary: string; siteUrl: string; sections: readonly LlmsSection[]}): string {
  const lines = [`# ${title}`, '', `> ${oneLine(summary)}`, ''];
  lines.push(`Each link is the Markdown copy of a page; the page itself is the same address without \`.md\`. The guide in one file: ${siteUrl}/llms-full.txt`, '');
  for (const section of sections) {
    lines.push(`## ${section.title}`, '', oneLine(section.description), '');
    for (const page of section.pages.filter((entry) => !entry.removedItem && !entry.alias)) {
      const description = oneLine(page.description);
      lines.push(`- [${page.title}](${siteUrl}${markdownPathOf(page.permalink)})${description === '' ? '' : `: ${description}`}`);
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** Every page of one section in full, in its reading order, each under a line that gives its address. */
export function fullGuide({title, summary, siteUrl, pages, copies}: {title: string; summary: string; siteUrl: string; pages: readonly CopiedPage[]; copies: ReadonlyMap<string, string>}): string {
  const parts = [`# ${title}: the guide in full`, '', `> ${oneLine(summary)}`, ''];
  for (const page of pages.filter((entry) => !entry.alias)) {
    const copy = copies.get(page.permalink);
    if (copy === undefined) continue;
    parts.push('---', '', `Source: ${siteUrl}${page.permalink}`, '', copy.trim(), '');
  }
  return `${parts.join('\n').trimEnd()}\n`;
}
