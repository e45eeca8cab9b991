import {type ReactNode, useEffect, useRef, useState} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

import {KEEP_SERVER_HTML} from '@site/src/components/StaticIsland';

import styles from './styles.module.css';

interface DiagramProps {
  /** The diagram's SVG is /assets/diagrams/<id>.svg (plugins/diagrams). */
  readonly id: string;
}

/**
 * A diagram rendered at build time. In a page's HTML the SVG is already
 * inside this element, and React leaves it there; after a client-side
 * navigation the element starts empty and the SVG file is fetched.
 */
export default function Diagram({id}: DiagramProps): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  const url = useBaseUrl(`/assets/diagrams/${id}.svg`);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = container.current;
    if (element === null || element.firstElementChild !== null) return undefined;
    let current = true;
    fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        const svg = await response.text();
        if (current) element.innerHTML = svg;
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [url]);

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
