import {type ReactNode, useEffect} from 'react';

import styles from './styles.module.css';

/** What react-loadable hands to the loading component of every route chunk. */
interface LoadingProps {
  readonly error?: unknown;
  readonly retry: () => void;
  readonly pastDelay: boolean;
}

/**
 * One failed navigation leaves every nested route level of the page (layout,
 * version, sidebar, content) holding its own failed load. When the reader
 * presses Retry on the outer level, each inner level that then mounts still in
 * error retries at once, so a single click brings the whole page back.
 */
const RETRY_CASCADE_WINDOW_MS = 10_000;
let lastRetryClickAt = Number.NEGATIVE_INFINITY;

/**
 * Replaces Docusaurus's fallback loader (fixed colours, no ARIA roles) with a
 * spinner and an error panel that follow the colour mode and are announced to
 * screen readers.
 */
export default function Loading({error, retry, pastDelay}: LoadingProps): ReactNode {
  const hasError = error !== undefined && error !== null;

  useEffect(() => {
    if (hasError && Date.now() - lastRetryClickAt < RETRY_CASCADE_WINDOW_MS) {
      retry();
    }
    // Only on mount: a level that fails again after its own retry must wait
    // for the reader instead of looping.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately run once, see above
  }, []);

  if (hasError) {
    return (
      <div className={styles.panel} role="alert" data-testid="page-load-error">
        <p className={styles.title}>This page could not be loaded.</p>
        {/* The error itself (a chunk id and its URL) means nothing to a reader; the console has it. */}
        <p className={styles.message}>The connection may have dropped. Check it, then retry.</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            lastRetryClickAt = Date.now();
            retry();
          }}
        >
          Retry
        </button>
      </div>
    );
  }

  if (pastDelay) {
    return (
      <div className={styles.panel} role="status" data-testid="page-loading">
        <span className={styles.spinner} aria-hidden="true" />
        <span className={styles.label}>Loading…</span>
      </div>
    );
  }

  return null;
}
