/**
 * A notice for a page whose scripts never started, in place of Docusaurus's
 * base-URL banner (`baseUrlIssueBanner: false`, node/site/docusaurus-common.ts).
 * That banner was an inline script, inline styles and a div that every visit
 * to the home page inserted, then hid with CSS: a page whose CSS failed showed
 * it although nothing was wrong, and the CSP allows no inline style.
 *
 * This one is in the server-rendered page, hidden by the `hidden` attribute,
 * which needs no style sheet: a failed start may come with a failed CSS too.
 * A small inline script (allowed by its hash, which the build computes for
 * every inline script; node/hosting/security-headers.ts) shows it only when
 * one of the page's own scripts failed to load, once the page's `load` event
 * has fired. Those scripts are the ones the page's loader adds from the
 * `#page-scripts` list (node/site/ssr-template.ts); the app cannot start
 * without every one of them, whereas a style sheet or an image that fails
 * does not stop it.
 *
 * On every page, not only the home page: readers arrive on any page from a
 * search engine or a shared link, and a blocked or dropped script is no more
 * likely on the home page. The cost is some 600 bytes of HTML per page
 * (about 350 compressed).
 */
import type {Plugin} from '@docusaurus/types';

import {PAGE_SCRIPTS_ID} from '../../node/site/ssr-template';

export const START_FAILURE_NOTICE_ID = 'start-failure-notice';

/** `href=""` is the page's own address, query included: a reload that needs no script. */
const NOTICE_HTML = `<p>This page's scripts did not load, so search, the navigation menus and the dark mode switch won't work. <a href="">Reload the page</a></p>`;

/**
 * Runs in the page, so plain ES5 in a string. Script elements' `error` does
 * not bubble: the listener captures it on the window, before any page script
 * is added (this runs at the top of the body, the loader at its end).
 */
const REVEAL_ON_FAILED_START = `(function(){var failed,loaded;function reveal(){if(failed&&loaded)document.getElementById('${START_FAILURE_NOTICE_ID}').hidden=false}addEventListener('error',function(event){var script=event.target;if(!(script instanceof HTMLScriptElement))return;var list=document.getElementById('${PAGE_SCRIPTS_ID}');if(list&&JSON.parse(list.textContent).indexOf(script.getAttribute('src'))>=0){failed=true;reveal()}},true);addEventListener('load',function(){loaded=true;reveal()})})()`;

export default function startFailureNoticePlugin(): Plugin {
  return {
    name: 'start-failure-notice',
    getClientModules: () => ['./client/notice.css'],
    injectHtmlTags: () => ({
      preBodyTags: [
        {tagName: 'div', attributes: {id: START_FAILURE_NOTICE_ID, role: 'alert', hidden: true}, innerHTML: NOTICE_HTML},
        {tagName: 'script', innerHTML: REVEAL_ON_FAILED_START},
      ],
    }),
  };
}
