/**
 * The HTML template of every page (Docusaurus's `ssrTemplate`): Docusaurus's
 * own, read from @docusaurus/core, except for how the page's scripts load.
 *
 * Docusaurus puts each script in the head with `defer`. When the scripts
 * arrive as fast as the HTML, the browser runs all of them (parse, compile,
 * React's hydration) before it first paints the page, so the server-rendered
 * text waits for ~400 KB of JavaScript on a slow phone. Here one inline
 * script adds the page's scripts, in order, once its text has painted: the
 * reader sees the text first, and the page becomes interactive after.
 * Links are plain anchors until then, so they still work.
 */

import docusaurusTemplate from '@docusaurus/core/lib/ssg/ssgTemplate.html.js';

/**
 * Runs in the page, so plain ES5 in a string: `scripts` are added once the
 * page's text has painted (first-contentful-paint; on a busy machine the
 * first-paint entry can come alone, with only the background painted), or at
 * once when this browser cannot report paints or the page is hidden (a hidden
 * page never paints). The timer is a last resort for a paint that is never
 * reported: a busy phone can take over a second to paint a long page, and the
 * scripts should still wait for it.
 */
export const LOAD_SCRIPTS_AFTER_FIRST_CONTENTFUL_PAINT = `function (scripts) {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function (src) {
      setTimeout(function () {
        var script = document.createElement('script');
        script.src = src;
        script.async = false;
        document.body.appendChild(script);
      }, 0);
    });
  }
  var paints = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (!paints || document.visibilityState !== 'visible') return start();
  new PerformanceObserver(function (list, observer) {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({type: 'paint', buffered: true});
  document.addEventListener('visibilitychange', start, {once: true});
  setTimeout(start, 5000);
}`;

/** The id of the data block that lists the page's scripts. */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/** Docusaurus's script tags: each of `it.scripts` in the head, with `defer`. */
const DEFERRED_SCRIPTS = /\n\s*<% it\.scripts\.forEach\(\(script\) => \{ %>[\s\S]*?<% \}\); %>/;
const POST_BODY_TAGS = '<%~ it.postBodyTags %>';

function withScriptsAfterFirstPaint(template: string): string {
  if (!DEFERRED_SCRIPTS.test(template) || !template.includes(POST_BODY_TAGS)) {
    throw new Error("Docusaurus's page template has changed: node/site/ssr-template.ts cannot find its script tags or post-body tags.");
  }
  // The list is data, apart from the loader: the loader is then the same on every page, and the
  // Content-Security-Policy allows it by one hash (node/hosting/security-headers.ts), not one per page.
  const list = `<script type="application/json" id="${PAGE_SCRIPTS_ID}"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %></script>`;
  const loader = `<script>(${LOAD_SCRIPTS_AFTER_FIRST_CONTENTFUL_PAINT})(JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent));</script>`;
  return template.replace(DEFERRED_SCRIPTS, '').replace(POST_BODY_TAGS, `${list}${loader}\n    ${POST_BODY_TAGS}`);
}

/** Docusaurus's own template, with the loader in place of its script tags. */
export const SSR_TEMPLATE = withScriptsAfterFirstPaint(docusaurusTemplate);
