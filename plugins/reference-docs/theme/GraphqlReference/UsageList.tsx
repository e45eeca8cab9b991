import type {ReactNode} from 'react';

import StaticIsland from '@site/src/components/StaticIsland';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {UsageEntry} from './UsageEntry';
import styles from './styles.module.css';

export function UsageList({usages}: Props['UsageList']): ReactNode {
  return (
    <StaticIsland as="ul" className={styles.usages}>
      {usages.map((usage) => (
        <UsageEntry key={`${usage.item.kind}:${usage.item.name}`} usage={usage} />
      ))}
    </StaticIsland>
  );
}
