/**
 * The server's HTML of a page's static islands, for a client-side navigation.
 *
 * On the page the browser loaded, an island keeps the HTML the server sent.
 * After a navigation there is none, and rendering an island's lists with
 * React (a reference page's fields, types and links: some 700 components on
 * the Post object) was the largest part of the navigation. So while the
 * page's scripts load, its HTML is fetched too (one request for a file the
 * browser may hold already), and each island takes its own part of it.
 *
 * Browser code: imported by StaticIsland and by its navigation hook.
 */

/** The attribute that marks an island's element, on the server and in the browser. */
export const ISLAND_ATTRIBUTE = 'data-static-island';

const ISLAND_TAGS = ['ul', 'table', 'div'] as const;

/** Pages whose islands were fetched, newest last; a few are enough to cover Back and Forward. */
const fetchedPages = new Map<string, readonly string[]>();
const PAGES_KEPT = 8;

function pageKey(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

/**
 * The inner HTML of each island in `html`, in document order: the children of
 * every element carrying the island attribute. React's server output is well
 * formed and escapes `<` in text and attributes, so counting an island's own
 * tag name finds its closing tag. Null when `html` is not such output.
 */
export function islandsInHtml(html: string): string[] | null {
  const islands: string[] = [];
  const opening = new RegExp(`<(${ISLAND_TAGS.join('|')})\\b[^>]*\\s${ISLAND_ATTRIBUTE}=""[^>]*>`, 'g');
  for (let match = opening.exec(html); match !== null; match = opening.exec(html)) {
    const tag = match[1]!;
    const tags = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g');
    tags.lastIndex = match.index + match[0].length;
    let depth = 1;
    let end = -1;
    for (let next = tags.exec(html); next !== null; next = tags.exec(html)) {
      depth += next[1] === '/' ? -1 : 1;
      if (depth === 0) {
        end = next.index;
        break;
      }
    }
    if (end === -1) return null;
    islands.push(html.slice(match.index + match[0].length, end));
    opening.lastIndex = end;
  }
  return islands;
}

/** Fetches `pathname`'s HTML and keeps its islands' parts. Never rejects: without them, the islands render themselves. */
export async function fetchIslandHtml(pathname: string): Promise<void> {
  const key = pageKey(pathname);
  if (fetchedPages.has(key)) return;
  try {
    // Behind the page's scripts, which take longer to arrive (a route group, then the page's modules).
    const response = await fetch(key, {credentials: 'same-origin', headers: {accept: 'text/html'}, priority: 'low'});
    if (!response.ok) return;
    const islands = islandsInHtml(await response.text());
    if (islands === null) return;
    fetchedPages.set(key, islands);
    if (fetchedPages.size > PAGES_KEPT) fetchedPages.delete(fetchedPages.keys().next().value!);
  } catch {
    // Offline, say: the islands render their children instead.
  }
}

/** The parts fetched for `pathname`, one per island in document order, if they were. */
export function fetchedIslandHtml(pathname: string): readonly string[] | undefined {
  return fetchedPages.get(pageKey(pathname));
}
