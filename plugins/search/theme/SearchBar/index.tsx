/**
 * The navbar's search: a button (also Ctrl+K, Cmd+K or "/") that opens a modal
 * dialog with a combobox and a listbox of results. Docusaurus renders
 * `@theme/SearchBar` for a navbar item of type "search"; the site provides its
 * own because the index is its own (plugins/search).
 */
import {type MouseEvent, type ReactNode, useEffect, useRef, useState} from 'react';

import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

import {ROUTES} from '../../../../src/site/constants';
import {DIALOG_LABEL, SearchDialog} from './SearchDialog';
import styles from './styles.module.css';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
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
  // On a slow connection the page shows long before its code runs. Until then the button submits the form around it,
  // which opens the search page: a click, a tap or Enter is never lost. Once the code runs, the button opens the dialog.
  const searchPage = useBaseUrl(ROUTES.search);
  const hydrated = useIsBrowser();
  const openInstead = (event: MouseEvent) => {
    event.preventDefault();
    openDialog();
  };

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
      <form action={searchPage} method="get" className={styles.opener}>
        <button
          type="submit"
          className={styles.button}
          // Promised only once they work: before the code runs, the button opens a page and no shortcut does anything.
          aria-haspopup={hydrated ? 'dialog' : undefined}
          aria-keyshortcuts={hydrated ? 'Control+K Meta+K /' : undefined}
          onClick={openInstead}
        >
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
      </form>
      {openingShown !== null && <SearchDialog key={openingShown} onClose={() => closeOpening(openingShown)} />}
    </>
  );
}
