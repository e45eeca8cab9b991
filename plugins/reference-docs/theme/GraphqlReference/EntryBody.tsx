import type {ReactNode} from 'react';

import type {ArgumentInfo} from '@site/plugins/reference-docs/contract/entries';
import {DeprecatedBadge} from './DeprecatedBadge';
import {DeprecationNotice} from './DeprecationNotice';
import {SchemaDescription} from './SchemaDescription';
import {TypeReference} from './TypeReference';
import styles from './styles.module.css';

/** Name, type, default value and deprecation of a field or argument; the name links to `anchor` when given. */
export function EntryBody({entry, anchor}: {readonly entry: ArgumentInfo; readonly anchor?: string}): ReactNode {
  const name = <code>{entry.name}</code>;
  return (
    <>
      <div>
        {anchor === undefined ? name : <a href={`#${anchor}`}>{name}</a>}
        <span aria-hidden="true">: </span>
        <TypeReference type={entry.type} inEntry />
        {entry.defaultValue !== null && (
          <span className={styles.defaultValue}>
            {' '}
            = <code>{entry.defaultValue}</code>
          </span>
        )}
        {entry.defaultValueUnknown && (
          <span className={styles.defaultValue}> (optional: has a default value that the schema snapshot does not record)</span>
        )}
        {entry.deprecationReason !== null && <DeprecatedBadge />}
      </div>
      <DeprecationNotice reason={entry.deprecationReason} />
      <SchemaDescription description={entry.description} inEntry />
    </>
  );
}
