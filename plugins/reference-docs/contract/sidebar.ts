/**
 * A reference sidebar in the form its chunk carries, and back.
 *
 * A kind's sidebar is mostly links of one shape:
 * `{type: 'link', href: '/docs/graphql/objects/post', label: 'Post', docId: 'objects/post'}`,
 * ~130 bytes each, 300 of them for the objects. Every page of the kind
 * downloads and parses that chunk. Here such a link is `['post', 'Post']`:
 * its path and id relative to the sidebar's `base`. Every other item keeps
 * its own form. Runs in the browser too (`theme/DocRoot`), so no Node imports.
 */
import type {PropSidebar, PropSidebarItem, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';

/** A link at `base.href + slug`, with id `base.docId + slug`. */
export type CompactLink = readonly [slug: string, label: string];
export type CompactSidebarItem = CompactLink | CompactCategory | Exclude<PropSidebarItem, {type: 'category'}>;
export interface CompactCategory extends Omit<Extract<PropSidebarItem, {type: 'category'}>, 'items'> {
  readonly items: readonly CompactSidebarItem[];
}

/** The props of `@theme/DocRoot` that `theme/DocRoot` reads: the one sidebar of the pages below it, compacted. */
export interface DocRootSidebarProp {
  readonly name: string;
  readonly sidebar: CompactSidebar;
}

export interface CompactSidebar {
  readonly base: {readonly href: string; readonly docId: string};
  readonly items: readonly CompactSidebarItem[];
}

/** The link's path and id below a common folder, when they end in the same slug and it has no other field. */
function linkBase(item: PropSidebarItemLink): {href: string; docId: string; slug: string} | null {
  const {type, href, label, docId, ...others} = item;
  if (docId === undefined || Object.values(others as Record<string, unknown>).some((value) => value !== undefined)) return null;
  const slug = href.slice(href.lastIndexOf('/') + 1);
  if (slug === '' || !docId.endsWith(slug) || !(docId.length === slug.length || docId.at(-slug.length - 1) === '/')) return null;
  return {href: href.slice(0, href.length - slug.length), docId: docId.slice(0, docId.length - slug.length), slug};
}

function links(items: readonly PropSidebarItem[]): PropSidebarItemLink[] {
  return items.flatMap((item) => (item.type === 'category' ? links(item.items) : item.type === 'link' ? [item] : []));
}

export function compactSidebar(items: PropSidebar): CompactSidebar {
  // The folder most links share; links elsewhere (to the other kinds' indexes) stay whole.
  const counts = new Map<string, {href: string; docId: string; count: number}>();
  for (const link of links(items)) {
    const found = linkBase(link);
    if (found === null) continue;
    const key = JSON.stringify([found.href, found.docId]);
    const entry = counts.get(key) ?? {href: found.href, docId: found.docId, count: 0};
    entry.count += 1;
    counts.set(key, entry);
  }
  let best = {href: '', docId: '', count: -1};
  for (const entry of counts.values()) if (entry.count > best.count) best = entry;
  const base = {href: best.href, docId: best.docId};

  const compact = (item: PropSidebarItem): CompactSidebarItem => {
    if (item.type === 'category') return {...item, items: item.items.map(compact)};
    if (item.type !== 'link') return item;
    const found = linkBase(item);
    return found !== null && found.href === base.href && found.docId === base.docId ? [found.slug, item.label] : item;
  };
  return {base, items: items.map(compact)};
}

const expanded = new WeakMap<CompactSidebar, PropSidebar>();

/** The sidebar as the theme reads it; the same object for the same compact sidebar. */
export function expandSidebar(sidebar: CompactSidebar): PropSidebar {
  const known = expanded.get(sidebar);
  if (known !== undefined) return known;
  const expand = (item: CompactSidebarItem): PropSidebarItem => {
    if (Array.isArray(item)) {
      const [slug, label] = item as CompactLink;
      return {type: 'link', href: sidebar.base.href + slug, label, docId: sidebar.base.docId + slug};
    }
    const whole = item as Exclude<CompactSidebarItem, CompactLink>;
    return whole.type === 'category' ? {...whole, items: whole.items.map(expand)} : whole;
  };
  const items = sidebar.items.map(expand);
  expanded.set(sidebar, items);
  return items;
}
