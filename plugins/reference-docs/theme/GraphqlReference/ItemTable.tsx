import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import StaticIsland from '@site/src/components/StaticIsland';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {DeprecatedBadge} from './DeprecatedBadge';
import styles from './styles.module.css';

export function ItemTable({rows}: Props['ItemTable']): ReactNode {
  return (
    <StaticIsland as="table" className={styles.itemTable}>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Summary</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.route}>
            <td>
              {/* Styled as code by the table's rules: a <code> per row was 12 KB of a 900-row table. */}
              <Link to={row.route}>{row.name}</Link>
              {row.deprecated && <DeprecatedBadge />}
            </td>
            <td>{row.summary}</td>
          </tr>
        ))}
      </tbody>
    </StaticIsland>
  );
}
