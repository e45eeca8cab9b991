/**
 * When the next page cannot be loaded, the reader keeps the page they were
 * reading, with its address, and this notice says what happened
 * (patches/@docusaurus+core+3.10.2+008+no-reload-on-failed-chunk.patch reports
 * it, and +009+page-history keeps the address):
 * - the page's scripts are gone from the server, so the site was deployed
 *   again: Reload opens the page the reader asked for, in the new version;
 * - anything else (offline, the server down or failing): Retry asks again.
 * A later navigation that succeeds takes the notice away.
 */
import {useHistory, useLocation} from '@docusaurus/router';
import {type ReactNode, useEffect, useState} from 'react';

import styles from './styles.module.css';

/** Sent by @docusaurus/core's lib/client/navigationFailure.js (the 008 patch). */
export const NAVIGATION_FAILED_EVENT = 'docs:navigation-failed';

interface FailedNavigation {
  /** The address the reader asked for. */
  readonly href: string;
  /** Whether the server no longer has the page's scripts: a new build replaced them. */
  readonly newVersion: boolean;
}

export default function NavigationNotice(): ReactNode {
  const [failed, setFailed] = useState<FailedNavigation | null>(null);
  const history = useHistory();
  const {key: shownPageKey} = useLocation();

  useEffect(() => {
    const onFailure = (event: Event) => setFailed((event as CustomEvent<FailedNavigation>).detail);
    window.addEventListener(NAVIGATION_FAILED_EVENT, onFailure);
    return () => window.removeEventListener(NAVIGATION_FAILED_EVENT, onFailure);
  }, []);
  // The router moves only to a page that has loaded: whatever failed before is behind the reader now.
  useEffect(() => setFailed(null), [shownPageKey]);

  if (failed === null) return null;
  const {href, newVersion} = failed;
  return (
    <div className={styles.notice} role="alert">
      {newVersion ? (
        <>
          <span>A new version of these docs is available.</span>
          <button type="button" className="button button--sm button--primary" onClick={() => window.location.assign(href)}>
            Reload
          </button>
        </>
      ) : (
        <>
          <span>That page could not be loaded. Check your connection and try again.</span>
          <button
            type="button"
            className="button button--sm button--primary"
            onClick={() => {
              setFailed(null);
              history.push(href);
            }}
          >
            Retry
          </button>
        </>
      )}
      <button type="button" className={`clean-btn ${styles.dismiss}`} aria-label="Dismiss" onClick={() => setFailed(null)}>
        ×
      </button>
    </div>
  );
}
