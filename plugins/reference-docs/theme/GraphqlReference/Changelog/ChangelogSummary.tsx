import type {ReactNode} from 'react';

import {CATEGORIES, CRITICALITIES} from '@site/plugins/reference-docs/contract/changelog';
import type {ReferenceComponentProps} from '@site/plugins/reference-docs/contract/components';
import {CATEGORY_TITLES, CRITICALITY_INFO} from './labels';
import styles from './Changelog.module.css';

export function Summary({changelog}: {readonly changelog: ReferenceComponentProps['Changelog']['changelog']}): ReactNode {
  const {counts} = changelog;
  return (
    <table className={styles.summary}>
      <caption>Changes by what happened and by criticality</caption>
      <thead>
        <tr>
          <th scope="col">Change</th>
          {CRITICALITIES.map((criticality) => (
            <th scope="col" key={criticality}>
              <span className={CRITICALITY_INFO[criticality].badge}>{CRITICALITY_INFO[criticality].label}</span>
            </th>
          ))}
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {CATEGORIES.map((category) => (
          <tr key={category}>
            <th scope="row">{CATEGORY_TITLES[category]}</th>
            {CRITICALITIES.map((criticality) => (
              <td key={criticality}>{counts.byCategory[category][criticality]}</td>
            ))}
            <td>{counts.byCategory[category].total}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total</th>
          {CRITICALITIES.map((criticality) => (
            <td key={criticality}>{counts.byCriticality[criticality]}</td>
          ))}
          <td>{counts.total}</td>
        </tr>
      </tfoot>
    </table>
  );
}
