import type {ReactNode} from 'react';

import styles from './styles.module.css';

export function DeprecationNotice({reason}: {readonly reason: string | null}): ReactNode {
  if (reason === null) return null;
  return (
    <div className={`alert alert--warning ${styles.deprecation}`} role="note">
      <strong>Deprecated.</strong> {reason}
    </div>
  );
}
