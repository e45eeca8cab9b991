import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';

/** What a part that loads on request shows until it is here: that it is coming, or a Retry; and where else to read it. */
export function LazyFallback({state, retry}: {readonly state: 'closed' | 'loading' | 'failed'; readonly retry: () => void}): ReactNode {
  const {pathname} = useLocation();
  if (state === 'failed') {
    return (
      <p role="alert">
        This part of the page could not be loaded.{' '}
        <button type="button" className="button button--sm button--secondary" onClick={retry}>
          Retry
        </button>
      </p>
    );
  }
  return (
    <p role="status">
      {state === 'loading' ? 'Loading… ' : ''}It is also in <a href={`${pathname.replace(/\/$/, '')}.md`}>this page as Markdown</a>.
    </p>
  );
}
