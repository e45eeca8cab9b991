/**
 * The navbar's search: a button (also Ctrl+K, Cmd+K or "/") that opens a modal
 * dialog with a combobox and a listbox of results. Docusaurus renders
 * `@theme/SearchBar` for a navbar item of type "search"; the site provides its
 * own because the index is its own (plugins/search).
 */
import {type KeyboardEvent as ReactKeyboardEvent, type ReactNode, useEffect, useId, useRef, useState} from 'react';

import Link from '@docusaurus/Link';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';

import SearchResults, {resultId, searchInputClassName} from '../SearchResults';
import {searchPageUrl, searchStatus, useSearch} from '../../client/useSearch';
import styles from './styles.module.css';

const DIALOG_LIMIT = 8;
const DIALOG_LABEL = 'Search the documentation';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

function SearchDialog({onClose}: {onClose: () => void}): ReactNode {
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

function dialogIsShowing(): boolean {
  return document.querySelector(`dialog[open][aria-label="${DIALOG_LABEL}"]`) !== null;
}

export default function SearchBar(): ReactNode {
  // Which opening of the dialog is showing, or null. Each opening mounts a fresh dialog, and a dialog's close
  // only ends its own opening: a shortcut pressed right after Esc can land before the closed dialog's close
  // event or its unmount, and must still open a dialog that shows.
  const [openingShown, setOpeningShown] = useState<number | null>(null);
  const openings = useRef(0);
  const openDialog = () => {
    // Already showing: keep the reader's query.
    if (dialogIsShowing()) return;
    openings.current += 1;
    setOpeningShown(openings.current);
  };
  const closeOpening = (opening: number) => setOpeningShown((shown) => (shown === opening ? null : shown));

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (shortcut || (event.key === '/' && !isTyping(event.target))) {
        event.preventDefault();
        openDialog();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <>
      <button type="button" className={styles.button} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K /" onClick={openDialog}>
        <svg className={styles.icon} width="16" height="16" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M8.5 3a5.5 5.5 0 0 1 4.38 8.83l4.15 4.14-1.06 1.06-4.14-4.15A5.5 5.5 0 1 1 8.5 3Zm0 1.5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z"
            fill="currentColor"
          />
        </svg>
        <span>Search</span>
        <kbd className={styles.shortcut} aria-hidden="true">
          Ctrl K
        </kbd>
      </button>
      {openingShown !== null && <SearchDialog key={openingShown} onClose={() => closeOpening(openingShown)} />}
    </>
  );
}
