/**
 * A block of a page that React does not hydrate.
 *
 * On the page the browser loaded, the server's HTML already shows the
 * block's children, and they have nothing to do but be read and followed:
 * lists of fields, types and links. Hydrating them cost a reference page
 * hundreds of milliseconds of main-thread work on a phone (a fiber per node,
 * a `<Link>` with its hooks per type). So on that first page this renders
 * its element with empty `dangerouslySetInnerHTML`, which React leaves
 * alone, and the server's children stay. Their links still navigate inside
 * the app and load their page on hover, through one listener on the block.
 *
 * After a client-side navigation the block takes its part of the page's
 * server HTML, fetched during the navigation (server-html.ts), before the
 * page is painted, and behaves as on the first page. Without that HTML (the
 * fetch failed, or the page's islands do not line up with it) the block
 * renders its children, as any component. Should the first page be rendered
 * by the client after all (a hydration error, or the dev server), the block
 * finds itself empty and renders its children too.
 */
import {type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import {fetchedIslandHtml, ISLAND_ATTRIBUTE} from './server-html';

/** Nothing for React to compare or render: the element keeps the HTML it has (also used by Diagram). */
export const KEEP_SERVER_HTML = {__html: ''};

/** The attribute that lets a navigation find each block's part of the page's HTML (server-html.ts). */
const ISLAND_MARKER = {[ISLAND_ATTRIBUTE]: ''};

/** True once the first page has hydrated: blocks mounted after that have no server HTML. */
let firstPageHydrated = false;

type IslandElement = 'ul' | 'table' | 'div';

interface StaticIslandProps {
  readonly as: IslandElement;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A plain click on a link to another page of the site, as react-router's `<Link>` would handle it. */
function internalNavigationTarget(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  return anchor === null ? null : pageLink(anchor);
}

/** The app's path of `anchor`'s target, when it is another page of the site (not a file, not this page). */
function pageLink(anchor: HTMLAnchorElement): string | null {
  if ((anchor.target !== '' && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return null;
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Fills `block`, just mounted by a client-side navigation, with its part of
 * the page's fetched HTML: the part at its place among the page's islands.
 * False when there is none to take.
 */
function fillFromFetchedHtml(block: HTMLElement, pathname: string): boolean {
  const parts = fetchedIslandHtml(pathname);
  if (parts === undefined) return false;
  const islands = Array.from(document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`));
  const place = islands.indexOf(block);
  if (islands.length !== parts.length || place === -1) return false;
  block.innerHTML = parts[place]!;
  return true;
}

/** Where the block's children come from: the server's HTML (kept, or fetched after a navigation), or React. */
type Source = 'server' | 'fetched' | 'react';

export default function StaticIsland({as: Tag, className, children}: StaticIslandProps): ReactNode {
  const element = useRef<HTMLElement>(null);
  const history = useHistory();
  const {pathname} = useLocation();
  const [source, setSource] = useState<Source>(() =>
    !ExecutionEnvironment.canUseDOM ? 'react' : firstPageHydrated ? 'fetched' : 'server',
  );
  const keepServerHtml = source !== 'react';

  // Before the page is painted, so that it never shows an empty block.
  useLayoutEffect(() => {
    const block = element.current;
    if (source === 'fetched' && block !== null && !block.hasChildNodes() && !fillFromFetchedHtml(block, pathname)) setSource('react');
  }, [source, pathname]);

  useEffect(() => {
    firstPageHydrated = true;
    const block = element.current;
    if (!keepServerHtml || block === null) return undefined;
    if (!block.hasChildNodes()) {
      setSource('react');
      return undefined;
    }
    const onClick = (event: MouseEvent) => {
      const target = internalNavigationTarget(event);
      if (target === null) return;
      event.preventDefault();
      history.push(target);
    };
    // As `<Link>` does: load the page while the pointer is on its link, and from the moment it is pressed.
    const onPointerOver = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const path = anchor === null ? null : pageLink(anchor);
      if (path !== null) void window.docusaurus.prefetch(path.replace(/[?#].*$/, ''));
    };
    block.addEventListener('click', onClick);
    block.addEventListener('mouseover', onPointerOver);
    block.addEventListener('pointerdown', onPointerOver);
    block.addEventListener('touchstart', onPointerOver, {passive: true});
    return () => {
      block.removeEventListener('click', onClick);
      block.removeEventListener('mouseover', onPointerOver);
      block.removeEventListener('pointerdown', onPointerOver);
      block.removeEventListener('touchstart', onPointerOver);
    };
  }, [keepServerHtml, history]);

  const ref = element as RefObject<never>;
  return keepServerHtml ? (
    <Tag ref={ref} className={className} {...ISLAND_MARKER} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />
  ) : (
    <Tag ref={ref} className={className} {...ISLAND_MARKER}>
      {children}
    </Tag>
  );
}
