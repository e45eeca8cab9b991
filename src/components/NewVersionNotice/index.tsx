/**
 * After a deploy, the chunks this page knows by name are gone from the server.
 * When a navigation fails on one (the patched PendingNavigation in
 * @docusaurus/core asks the server), the reader keeps the page they are on
 * and this notice offers to load the new version of the page they asked for.
 */
import {type ReactNode, useEffect, useState} from 'react';

import styles from './styles.module.css';

/** Sent by PendingNavigation (patches/@docusaurus+core+3.10.2+008+no-reload-on-failed-chunk.patch), with the address the reader asked for. */
export const NEW_VERSION_EVENT = 'docs:new-version';

export default function NewVersionNotice(): ReactNode {
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    const onNewVersion = (event: Event) => setTarget((event as CustomEvent<{href: string}>).detail.href);
    window.addEventListener(NEW_VERSION_EVENT, onNewVersion);
    return () => window.removeEventListener(NEW_VERSION_EVENT, onNewVersion);
  }, []);

  if (target === null) return null;
  return (
    <div className={styles.notice} role="alert">
      <span>A new version of these docs is available —</span>
      <button
        type="button"
        className="button button--sm button--primary"
        onClick={() => (window.location.href === target ? window.location.reload() : window.location.assign(target))}
      >
        Reload
      </button>
    </div>
  );
}
