/**
 * /search?q=…: every result for a query, for links that people share and for
 * "See all results" in the navbar dialog. The query lives in the address, so
 * the page works when opened directly and the back button restores it.
 */
import {type ReactNode, useId} from 'react';

import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';

import SearchResults, {searchInputClassName} from '../SearchResults';
import {queryOfSearch, searchStatus, useSearch} from '../../client/useSearch';
import styles from './styles.module.css';

const PAGE_LIMIT = 50;

/** What the site holds, in the search page's words; a site config can give its own (the reference built alone does). */
export interface SearchScope {
  /** The page's meta description. */
  readonly description: string;
  /** The search box's label. */
  readonly label: string;
}

const TRIBE_SEARCH_SCOPE: SearchScope = {
  description: 'Search the Tribe Partners guide and API references.',
  label: 'Search the guide, the GraphQL reference and the JavaScript client reference',
};

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const scope = (useDocusaurusContext().siteConfig.customFields?.searchScope as SearchScope | undefined) ?? TRIBE_SEARCH_SCOPE;
  const inputId = useId();
  // The address is the only copy of the query: links, reloads and back/forward all just work.
  const query = queryOfSearch(location.search);
  const state = useSearch(query, PAGE_LIMIT);

  const update = (value: string) => history.replace({search: value === '' ? '' : `?q=${encodeURIComponent(value)}`});

  return (
    <Layout title={query.trim() === '' ? 'Search' : `Search: ${query.trim()}`} description={scope.description}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Search</h1>
        <form role="search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className={styles.label}>
            {scope.label}
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
