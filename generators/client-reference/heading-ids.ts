import {createSlugger} from '@docusaurus/utils';

/**
 * The id Docusaurus gives each heading of a Markdown page: it slugs the
 * heading's text with this slugger, in page order (a repeated heading gets `-1`).
 */
export function headingIds(markdown: string): Map<string, string> {
  const slugger = createSlugger();
  const ids = new Map<string, string>();
  for (const match of markdown.matchAll(/^#{1,6}[ \t]+(.+?)[ \t]*$/gm)) {
    // The heading as text: no inline-code marks, no backslash escapes.
    const text = match[1]!.replace(/`/g, '').replace(/\\(.)/g, '$1');
    const id = slugger.slug(text);
    if (!ids.has(text)) ids.set(text, id);
  }
  return ids;
}
