import type {ReactNode} from 'react';

import StaticIsland from '@site/src/components/StaticIsland';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {EnumValue} from './EnumValue';
import styles from './styles.module.css';

export function EnumValues({values}: Props['EnumValues']): ReactNode {
  return (
    <StaticIsland as="ul" className={styles.entries}>
      {values.map((value) => (
        <EnumValue key={value.name} value={value} />
      ))}
    </StaticIsland>
  );
}
