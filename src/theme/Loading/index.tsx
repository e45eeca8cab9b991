import type {ReactNode} from 'react';

import styles from './styles.module.css';

/** What react-loadable hands to the loading component of every route chunk. */
interface LoadingProps {
  readonly error?: unknown;
  readonly retry: () => void;
  readonly pastDelay: boolean;
}

/**
 * Replaces Docusaurus's fallback loader (fixed colours, no ARIA roles) with a
 * spinner and an error panel that follow the colour mode and are announced to
 * screen readers.
 */
export default function Loading({error, retry, pastDelay}: LoadingProps): ReactNode {
  const hasError = error !== undefined && error !== null;

  if (hasError) {
    return (
      <div className={styles.panel} role="alert" data-testid="page-load-error">
        <p className={styles.title}>This page could not be loaded.</p>
        {/* The error itself (a chunk id and its URL) means nothing to a reader; the console has it. */}
        <p className={styles.message}>The connection may have dropped. Check it, then retry.</p>
        <button
          type="button"
          className="button button--primary"
          // Every nested level that then mounts loads again by itself (patches/react-loadable+6.0.0.patch), so one
          // click brings the whole page back.
          onClick={retry}
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
