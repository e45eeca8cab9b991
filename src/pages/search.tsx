/**
 * /search?q=…: every result for a query, for links that people share and for
 * "See all results" in the navbar dialog. The query lives in the address, so
 * the page works when opened directly and the back button restores it.
 */
import {type ReactNode, useId} from 'react';

import {useHistory, useLocation} from '@docusaurus/router';
import Layout from '@theme/Layout';

import SearchResults, {searchInputClassName} from '../components/SearchResults';
import {queryOfSearch, searchStatus, useSearch} from '../search/useSearch';
import styles from './search.module.css';

const PAGE_LIMIT = 50;

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const inputId = useId();
  // The address is the only copy of the query: links, reloads and back/forward all just work.
  const query = queryOfSearch(location.search);
  const state = useSearch(query, PAGE_LIMIT);

  const update = (value: string) => history.replace({search: value === '' ? '' : `?q=${encodeURIComponent(value)}`});

  return (
    <Layout
      title={query.trim() === '' ? 'Search' : `Search: ${query.trim()}`}
      description="Search the Tribe Partners guide and API references."
    >
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Search</h1>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className={styles.label}>
            Search the guide, the GraphQL reference and the JavaScript client reference
          </label>
          <input
            id={inputId}
            className={searchInputClassName}
            type="search"
            value={query}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => update(event.target.value)}
          />
        </form>
        <p role="status" className={styles.status}>
          {searchStatus(state, query)}
        </p>
        {state.status === 'offline' && (
          <button type="button" className="button button--secondary" onClick={state.retry}>
            Try again
          </button>
        )}
        {'results' in state && <SearchResults id="search-page" results={state.results} asListbox={false} />}
      </main>
    </Layout>
  );
}
