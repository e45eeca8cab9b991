/** The search dialog that the navbar's search button opens (index.tsx): a combobox and a listbox of results. */
import {type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useEffect, useId, useRef, useState} from 'react';

import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';

import SearchResults, {resultId, searchInputClassName} from '../SearchResults';
import {searchPageUrl, searchStatus, useSearch} from '../../client/useSearch';
import styles from './styles.module.css';

const DIALOG_LIMIT = 8;
export const DIALOG_LABEL = 'Search the documentation';

export function SearchDialog({onClose}: {onClose: () => void}): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const listId = useId();
  const history = useHistory();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  // Enter pressed while the results were still on their way: open the first one when they arrive.
  const [enterPending, setEnterPending] = useState(false);
  const state = useSearch(query, DIALOG_LIMIT);
  const results = 'results' in state ? state.results : [];
  const allResults = searchPageUrl(query);

  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    document.getElementById(resultId(listId, active))?.scrollIntoView({block: 'nearest'});
  }, [active, listId]);

  const go = (url: string) => {
    dialog.current?.close();
    history.push(url);
  };

  useEffect(() => {
    if (!enterPending || state.status === 'searching') return;
    setEnterPending(false);
    if (state.status === 'done') go(state.results[0]?.url ?? allResults);
    // `go` and `allResults` change with the query, which also ends this wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enterPending, state]);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (index + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      // The results on screen may be an earlier query's: wait for this one's.
      if (state.status === 'searching') setEnterPending(true);
      else if (state.status === 'done') go(results[active]?.url ?? allResults);
    } else if (event.key === 'Escape') {
      // A search field's first Esc only empties it; the footer promises that Esc closes.
      event.preventDefault();
      dialog.current?.close();
    }
  };

  return (
    // A native modal dialog: it traps focus, closes on Escape and gives focus back to the button.
    <dialog ref={dialog} className={styles.dialog} aria-label={DIALOG_LABEL} onClose={onClose}>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <input
          className={searchInputClassName}
          type="search"
          role="combobox"
          aria-label="Search"
          aria-expanded={results.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={results.length > 0 ? resultId(listId, active) : undefined}
          placeholder="Search the guide and the API reference"
          autoComplete="off"
          spellCheck={false}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setEnterPending(false);
          }}
          onKeyDown={onKeyDown}
        />
      </form>
      <p role="status" className={styles.status}>
        {searchStatus(state, query)}
      </p>
      {state.status === 'offline' && (
        <button type="button" className={clsx('button button--sm button--secondary', styles.retry)} onClick={state.retry}>
          Try again
        </button>
      )}
      {/* Focusable so that the list can be scrolled from the keyboard too. */}
      <div className={styles.scroll} tabIndex={0}>
        <SearchResults
          id={listId}
          results={results}
          activeIndex={active}
          onActivate={setActive}
          onChoose={(result) => go(result.url)}
          asListbox
        />
      </div>
      <footer className={styles.footer}>
        <span aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> to move, <kbd>Enter</kbd> to open, <kbd>Esc</kbd> to close
        </span>
        {state.status === 'done' && state.total > results.length && (
          <Link to={allResults} onClick={() => dialog.current?.close()}>
            See all {state.total} results
          </Link>
        )}
      </footer>
    </dialog>
  );
}
