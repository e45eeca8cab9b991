/**
 * /search?q=…: every result for a query, for links that people share and for
 * "See all results" in the navbar dialog. The query lives in the address, so
 * the page works when opened directly and the back button restores it.
 */
import {type ReactNode, useEffect, useId, useRef} from 'react';

import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';

import {ROUTES} from '../../../../src/site/constants';
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
  /** What to read instead when the browser runs no JavaScript, which searching needs. */
  readonly browse: readonly {readonly label: string; readonly to: string}[];
}

const TRIBE_SEARCH_SCOPE: SearchScope = {
  description: 'Search the Tribe Partners guide and API references.',
  label: 'Search the guide, the GraphQL reference and the JavaScript client reference',
  browse: [
    {label: 'Developers Guide', to: ROUTES.guideIndex},
    {label: 'GraphQL API reference', to: ROUTES.schema},
    {label: 'JavaScript client reference', to: ROUTES.clientReference},
  ],
};

export default function SearchPage(): ReactNode {
  const location = useLocation();
  const history = useHistory();
  const scope = (useDocusaurusContext().siteConfig.customFields?.searchScope as SearchScope | undefined) ?? TRIBE_SEARCH_SCOPE;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const searchPage = useBaseUrl(ROUTES.search);
  // The address is the only copy of the query: links, reloads and back/forward all just work.
  const query = queryOfSearch(location.search);
  const state = useSearch(query, PAGE_LIMIT);

  const update = (value: string) => history.replace({search: value === '' ? '' : `?q=${encodeURIComponent(value)}`});

  // The page shows, with its box focused, long before its code runs on a slow connection. What the reader typed
  // meanwhile is in the box but not in the address, and hydration does not report it: search for it now, or the
  // next render would empty the box. (A query submitted meanwhile is in the address already: the form's GET.)
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed !== '' && typed !== query) update(typed);
    // Once, for what happened before the code ran; from then on, onChange keeps the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Layout title={query.trim() === '' ? 'Search' : `Search: ${query.trim()}`} description={scope.description}>
      <main className={`container margin-vert--lg ${styles.page}`}>
        <h1>Search</h1>
        {/* Submitted only before the code runs (it then searches as the reader types): /search?q=… is read once it runs. */}
        <form role="search" action={searchPage} method="get" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className={styles.label}>
            {scope.label}
          </label>
          <input
            ref={input}
            id={inputId}
            name="q"
            className={searchInputClassName}
            type="search"
            // The reader came here to search, often from the navbar's button before the page's code had run; the
            // browser focuses it as the page loads, and hydration leaves the focus where the reader has put it.
            autoFocus
            value={query}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => update(event.target.value)}
          />
        </form>
        <p role="status" className={clsx(styles.status, styles.needsScript)}>
          {searchStatus(state, query)}
        </p>
        <noscript>
          <p className={styles.status}>
            Search needs JavaScript, which is off in this browser. Browse instead:{' '}
            {scope.browse.map(({label, to}, index) => (
              <span key={to}>
                {index > 0 && ', '}
                <Link to={to}>{label}</Link>
              </span>
            ))}
            .
          </p>
        </noscript>
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
