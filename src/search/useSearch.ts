import {useEffect, useState} from 'react';

import useBaseUrl from '@docusaurus/useBaseUrl';

import {loadSearchEngine, type SearchEngine, type SearchResult, SearchUnavailableError} from './engine';

export type SearchState =
  | {readonly status: 'idle'}
  | {readonly status: 'searching'; readonly results: readonly SearchResult[]}
  | {readonly status: 'done'; readonly results: readonly SearchResult[]; readonly total: number}
  | {readonly status: 'unavailable'; readonly reason: string};

/** One engine per page load: the index is fetched on the first search only. */
let engine: Promise<SearchEngine> | undefined;

const DEBOUNCE_MS = 80;

export function useSearch(query: string, limit: number): SearchState {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SearchState>({status: 'idle'});

  useEffect(() => {
    if (query.trim() === '') {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((previous) => ({status: 'searching', results: 'results' in previous ? previous.results : []}));
    const timer = setTimeout(() => {
      engine ??= loadSearchEngine(baseUrl);
      engine
        .then((loaded) => loaded.search(query, limit))
        .then(({results, total}) => {
          if (current) setState({status: 'done', results, total});
        })
        .catch((error: unknown) => {
          if (error instanceof SearchUnavailableError) engine = undefined;
          if (current) setState({status: 'unavailable', reason: error instanceof Error ? error.message : String(error)});
        });
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, limit, baseUrl]);

  return state;
}
