import type {ReactNode} from 'react';

import {LazyFallback} from './LazyFallback';
import {type LoadData, useLazyData} from './useLazyData';
import styles from './styles.module.css';

/** A `<details>` whose content is a file of the page's data, loaded the first time the reader opens it. */
export function LazyDetails<Data extends object>({
  summary,
  load,
  children,
}: {
  readonly summary: ReactNode;
  readonly load: LoadData<Data> | undefined;
  readonly children: (data: Data) => ReactNode;
}): ReactNode {
  const [state, request] = useLazyData(load);
  return (
    <details className={styles.lazyDetails} onToggle={(event) => event.currentTarget.open && request()}>
      <summary>{summary}</summary>
      {typeof state === 'object' ? children(state) : <LazyFallback state={state} retry={request} />}
    </details>
  );
}
