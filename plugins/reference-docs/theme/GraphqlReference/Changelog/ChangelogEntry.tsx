import type {ReactNode} from 'react';

import type {ChangelogEntry} from '@site/plugins/reference-docs/contract/changelog';
import {Coordinate} from './ChangelogCoordinate';
import styles from './Changelog.module.css';

export function Entry({entry}: {readonly entry: ChangelogEntry}): ReactNode {
  return (
    <li className={styles.entry}>
      <Coordinate entry={entry} />
      {entry.coordinate !== null && ': '}
      {entry.message}
    </li>
  );
}
