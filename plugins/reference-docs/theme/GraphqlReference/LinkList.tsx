import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import StaticIsland from '@site/src/components/StaticIsland';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {KIND_INFO} from '@site/plugins/reference-docs/contract/kinds';
import {label} from './item-label';
import styles from './styles.module.css';

export function LinkList({items}: Props['LinkList']): ReactNode {
  return (
    <StaticIsland as="ul" className={styles.inlineList}>
      {items.map((item) => (
        <li key={`${item.kind}:${item.name}`}>
          <Link to={item.route}>
            <code>{label(item)}</code>
          </Link>{' '}
          <span className={styles.kind}>{KIND_INFO[item.kind].singular.toLowerCase()}</span>
        </li>
      ))}
    </StaticIsland>
  );
}
