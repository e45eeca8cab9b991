import type {ReactNode} from 'react';

import type {ReferenceComponentProps as Props} from '@site/plugins/reference-docs/contract/components';
import {KIND_INFO} from '@site/plugins/reference-docs/contract/kinds';
import {DeprecatedBadge} from './DeprecatedBadge';
import {DeprecationNotice} from './DeprecationNotice';
import {RemovedNotice} from './RemovedNotice';
import {SchemaDescription} from './SchemaDescription';
import styles from './styles.module.css';

export function ItemHeader({kind, api, description, deprecationReason, removed}: Props['ItemHeader']): ReactNode {
  return (
    <>
      <p className={styles.badges}>
        <span className="badge badge--secondary">{KIND_INFO[kind].singular}</span>
        <span className={`badge ${styles.apiBadge}`}>{api}</span>
        {removed !== null && <span className={`badge ${styles.removedBadge}`}>Removed</span>}
        {deprecationReason !== null && <DeprecatedBadge />}
      </p>
      {removed !== null && <RemovedNotice removed={removed} kind={kind} />}
      <DeprecationNotice reason={deprecationReason} />
      <SchemaDescription description={description} />
    </>
  );
}
