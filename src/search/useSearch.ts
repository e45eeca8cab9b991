import {useEffect, useState} from 'react';

import useBaseUrl from '@docusaurus/useBaseUrl';

import {ROUTES} from '../site/constants';
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

/** The line that tells the reader, and screen readers, where the search stands. */
export function searchStatus(state: SearchState, query: string): string {
  switch (state.status) {
    case 'idle':
      return 'Type to search the guide and both references.';
    case 'searching':
      return 'Searching…';
    case 'unavailable':
      return 'Search is not available here. It works in the production build (npm run preview).';
    case 'done':
      return state.results.length === 0
        ? `No results for “${query.trim()}”. Try fewer words, an API name such as createPost, or browse the guide.`
        : `${state.total} ${state.total === 1 ? 'result' : 'results'}`;
  }
}

/** The results page for a query, as shared links and "See all results" open it. */
export function searchPageUrl(query: string): string {
  return query.trim() === '' ? ROUTES.search : `${ROUTES.search}?q=${encodeURIComponent(query.trim())}`;
}

/** The query of a results-page address (`?q=…`). */
export function queryOfSearch(search: string): string {
  return new URLSearchParams(search).get('q') ?? '';
}
