import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import StaticIsland from '@site/src/components/StaticIsland';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {KIND_INFO} from '@site/plugins/reference-docs/contract/kinds';
import {label} from './item-label';
import styles from './styles.module.css';

export function RemovedTable({rows}: Props['RemovedTable']): ReactNode {
  return (
    <>
      <p>
        These items were in an older snapshot of the schema and are not in the one this reference documents. Their pages stay, so that old
        links keep working, and show each item&apos;s last known definition.
      </p>
      <StaticIsland as="table" className={styles.itemTable}>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Kind</th>
            <th scope="col">Last seen in</th>
            <th scope="col">Use instead</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.route}>
              <td>
                <Link to={row.route}>
                  <code>{row.name}</code>
                </Link>
              </td>
              <td>{KIND_INFO[row.kind].singular}</td>
              <td>{row.snapshot}</td>
              <td>
                {row.replacement === null ? (
                  '—'
                ) : (
                  <Link to={row.replacement.route}>
                    <code>{label(row.replacement)}</code>
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </StaticIsland>
    </>
  );
}
