import type {ReactNode} from 'react';

import type {ReferenceComponentProps as Props, UsageListFile} from '@site/plugins/reference-docs/contract/components';
import {LazyDetails} from './LazyDetails';
import type {LoadData} from './useLazyData';
import {UsageEntry} from './UsageEntry';
import styles from './styles.module.css';

/**
 * "Used by" for a type that many items use: the counts by kind, and the full
 * list, in a chunk of its own, loaded when the reader opens it (the page's
 * Markdown copy has it too, for a reader without JavaScript).
 */
export function UsageSummary({total, byKind, load}: Props['UsageSummary'] & {readonly load?: LoadData<UsageListFile>}): ReactNode {
  return (
    <>
      <p>
        {total} items use this type: {byKind.map((entry) => `${entry.count} ${entry.label}`).join(', ')}.
      </p>
      <LazyDetails summary={`All ${total}, with the fields and arguments that use it`} load={load}>
        {(list) => (
          <ul className={styles.usages}>
            {list.usages.map((usage) => (
              <UsageEntry key={`${usage.item.kind}:${usage.item.name}`} usage={usage} />
            ))}
          </ul>
        )}
      </LazyDetails>
    </>
  );
}
