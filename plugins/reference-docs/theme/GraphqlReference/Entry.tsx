import type {ReactNode} from 'react';

import {type FieldInfo, anchorFor} from '@site/plugins/reference-docs/contract/entries';
import {EntryBody} from './EntryBody';
import {useAnchor} from './useAnchor';
import styles from './styles.module.css';

export function Entry({entry, anchorKind}: {readonly entry: FieldInfo; readonly anchorKind: 'field' | 'argument'}): ReactNode {
  const id = useAnchor(anchorFor(anchorKind, entry.name));
  return (
    <li id={id}>
      <EntryBody entry={entry} anchor={id} />
      {entry.args.length > 0 && (
        <div className={styles.nestedArgs}>
          <p className={styles.nestedTitle}>Arguments</p>
          <ul className={styles.entries}>
            {entry.args.map((arg) => (
              <li key={arg.name}>
                <EntryBody entry={arg} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}
