import type {ReactNode} from 'react';

import Link from '@docusaurus/Link';
import clsx from 'clsx';

import type {SearchResult} from '../../client/engine';
import styles from './styles.module.css';

/** Class of the query field, shared by the navbar dialog and the search page. */
export const searchInputClassName = styles.input;

export function resultId(listId: string, index: number): string {
  return `${listId}-result-${index}`;
}

/**
 * The results of a search, as a listbox: the navbar dialog drives the active
 * option from its input (combobox), the search page lets each link take focus.
 */
export default function SearchResults({
  id,
  results,
  activeIndex,
  onActivate,
  onChoose,
  asListbox,
}: {
  id: string;
  results: readonly SearchResult[];
  activeIndex?: number;
  onActivate?: (index: number) => void;
  /** In a listbox, options are not links (no interactive content inside an option): choosing one calls this. */
  onChoose?: (result: SearchResult) => void;
  asListbox: boolean;
}): ReactNode {
  return (
    <ul id={id} className={styles.results} role={asListbox ? 'listbox' : undefined} aria-label="Search results">
      {results.map((result, index) => {
        const content = (
          <>
            {/* A guide page explains, a reference page specifies: their labels look different at a glance. */}
            <span className={styles.heading} data-role={result.role}>
              <span className={clsx(styles.kind, result.role === 'explains' && styles.explains)}>{result.kind}</span>
              {result.api !== undefined && <span className={styles.api}>{result.api}</span>}
              <span className={styles.title}>{result.title}</span>
            </span>
            <span className={styles.section}>{result.section}</span>
            {result.excerpt !== '' && (
              // Pagefind's excerpt is the page's own text, HTML-escaped, with the matches wrapped in <mark>.
              <span className={styles.excerpt} dangerouslySetInnerHTML={{__html: result.excerpt}} />
            )}
          </>
        );
        return asListbox ? (
          <li
            key={`${result.url}-${index}`}
            id={resultId(id, index)}
            role="option"
            aria-selected={index === activeIndex}
            data-url={result.url}
            className={`${styles.result} ${styles.link} ${index === activeIndex ? styles.active : ''}`}
            onMouseMove={() => onActivate?.(index)}
            onClick={() => onChoose?.(result)}
          >
            {content}
          </li>
        ) : (
          <li key={`${result.url}-${index}`} className={styles.result}>
            <Link to={result.url} className={styles.link}>
              {content}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
