import {type ReactNode, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {KEEP_SERVER_HTML} from '@site/src/components/StaticIsland';

import {DIAGRAMS_URL_PATH, styleSheetFile, svgFile, withoutStyleElements} from '../../contract';
import styles from './styles.module.css';

interface DiagramProps {
  /** The diagram's SVG is /assets/diagrams/<id>.svg (plugins/diagrams). */
  readonly id: string;
}

/**
 * The diagram's style sheet, linked once (a page's HTML links those of its
 * own diagrams); resolves when it has loaded or failed, so that the drawing
 * does not show unstyled first.
 */
function linkStyleSheet(href: string): Promise<void> {
  if (document.head.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`) !== null) return Promise.resolve();
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const settled = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), {once: true});
    link.addEventListener('error', () => resolve(), {once: true});
  });
  document.head.append(link);
  return settled;
}

/**
 * A diagram rendered at build time. In a page's HTML the SVG is already
 * inside this element, and React leaves it there; after a client-side
 * navigation the element starts empty and the SVG file is fetched.
 */
export default function Diagram({id}: DiagramProps): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const url = useBaseUrl(`/${DIAGRAMS_URL_PATH}/${svgFile(id)}`);
  const styleSheetUrl = useBaseUrl(`/${DIAGRAMS_URL_PATH}/${styleSheetFile(id)}`);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (element === null || element.firstElementChild !== null) return undefined;
    let current = true;
    const styled = linkStyleSheet(styleSheetUrl);
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        const svg = await response.text();
        await styled;
        // The `<style>` goes from the text, before any parser sees it: even a DOMParser document inherits the page's
        // CSP and reports the `<style>` it parses.
        if (current) element.innerHTML = withoutStyleElements(svg);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [url, styleSheetUrl]);

  return (
    <>
      <div
        ref={container}
        className={`docusaurus-mermaid-container ${styles.diagram}`}
        data-diagram={id}
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      />
      {failed && (
        <p role="alert" className={styles.failed}>
          The diagram could not be loaded. <a href={url}>Open it on its own</a>.
        </p>
      )}
    </>
  );
}
