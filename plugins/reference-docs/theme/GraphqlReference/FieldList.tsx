import type {ReactNode} from 'react';

import StaticIsland from '@site/src/components/StaticIsland';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {Entry} from './Entry';
import styles from './styles.module.css';

export function FieldList({entries, anchorKind}: Props['FieldList']): ReactNode {
  return (
    <StaticIsland as="ul" className={styles.entries}>
      {entries.map((entry) => (
        <Entry key={entry.name} entry={entry} anchorKind={anchorKind} />
      ))}
    </StaticIsland>
  );
}
