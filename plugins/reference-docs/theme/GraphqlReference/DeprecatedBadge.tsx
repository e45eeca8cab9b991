import type {ReactNode} from 'react';

import styles from './styles.module.css';

export function DeprecatedBadge(): ReactNode {
  return <span className={`badge ${styles.deprecatedBadge}`}>Deprecated</span>;
}
