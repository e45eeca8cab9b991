import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import type {Usage} from '@site/plugins/reference-docs/contract/entries';
import {KIND_INFO} from '@site/plugins/reference-docs/contract/kinds';
import {label} from './item-label';
import styles from './styles.module.css';

export function UsageEntry({usage: {item, via}}: {readonly usage: Usage}): ReactNode {
  return (
    <li>
      <Link to={item.route}>
        <code>{label(item)}</code>
      </Link>{' '}
      <span className={styles.kind}>{KIND_INFO[item.kind].singular.toLowerCase()}</span>
      {': '}
      {via.map((entry, index) => (
        <span key={entry.label}>
          {index > 0 && ', '}
          <Link to={`${item.route}#${entry.anchor}`}>{entry.label}</Link>
        </span>
      ))}
    </li>
  );
}
