import type {ReactNode} from 'react';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import styles from './styles.module.css';

export function Locations({locations}: Props['Locations']): ReactNode {
  return (
    <ul className={styles.inlineList}>
      {locations.map((location) => (
        <li key={location}>
          <code>{location}</code>
        </li>
      ))}
    </ul>
  );
}
