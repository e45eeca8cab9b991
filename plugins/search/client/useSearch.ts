import {useEffect, useState} from 'react';

import useBaseUrl from '@docusaurus/useBaseUrl';

import {ROUTES} from '../../../src/site/constants';
import {loadSearchEngine, type SearchEngine, SearchOfflineError, type SearchResult} from './engine';

export type SearchState =
  | {readonly status: 'idle'}
  | {readonly status: 'searching'; readonly results: readonly SearchResult[]}
  | {readonly status: 'done'; readonly results: readonly SearchResult[]; readonly total: number}
  /** The search files could not be fetched; `retry` loads them again. */
  | {readonly status: 'offline'; readonly retry: () => void};

/** One engine per page load: the index is fetched on the first search only. */
let engine: Promise<SearchEngine> | undefined;

const DEBOUNCE_MS = 80;

export function useSearch(query: string, limit: number): SearchState {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (query.trim() === '') {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    const retry = () => setAttempt((count) => count + 1);
    setState((previous) => ({status: 'searching', results: 'results' in previous ? previous.results : []}));
    const timer = setTimeout(() => {
      engine ??= loadSearchEngine(baseUrl);
      const used = engine;
      used
        .then((loaded) => loaded.search(query, limit))
        .then(({results, total}) => {
          if (current) setState({status: 'done', results, total});
        })
        .catch((error: unknown) => {
          // Whatever failed, the next search starts from a new engine: this one may hold the failure.
          if (engine === used) engine = undefined;
          if (!(error instanceof SearchOfflineError)) console.error(error);
          if (current) setState({status: 'offline', retry});
        });
    }, DEBOUNCE_MS);
    // Back online: search again without waiting for the reader.
    window.addEventListener('online', retry);
    return () => {
      current = false;
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [query, limit, baseUrl, attempt]);

  return state;
}

/** The line that tells the reader, and screen readers, where the search stands. */
export function searchStatus(state: SearchState, query: string): string {
  switch (state.status) {
    case 'idle':
      return 'Type to search the guide and both references.';
    case 'searching':
      return 'Searching…';
    case 'offline':
      // `npm start` serves no search index; only the production build has one.
      return process.env.NODE_ENV === 'development'
        ? 'Search needs the index that the production build writes: run npm run preview.'
        : 'Search could not load: you may be offline. Check your connection, then try again.';
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
