import {useState} from 'react';

/** Where a part of the page that loads on request stands: not asked for, coming, failed, or here. */
type LazyState<Data> = 'closed' | 'loading' | 'failed' | Data;

/** A file of the page's data, as the chunk of its own that the generated page imports. */
export type LoadData<Data> = () => Promise<{readonly default: Data}>;

/** A file of the page's data that loads when the reader opens its `<details>`; opening again after a failure retries. */
export function useLazyData<Data extends object>(load: LoadData<Data> | undefined): [LazyState<Data>, () => void] {
  const [state, setState] = useState<LazyState<Data>>('closed');
  const request = (): void => {
    if (load === undefined || (state !== 'closed' && state !== 'failed')) return;
    setState('loading');
    load().then(
      (module) => setState(module.default),
      () => setState('failed'),
    );
  };
  return [state, request];
}
