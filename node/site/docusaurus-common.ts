/**
 * What the Tribe site (docusaurus.config.ts) and a reference built alone
 * (docusaurus.reference.config.ts, `npm run build:reference`) configure the
 * same way: how pages are built, checked, loaded and shown. Node-only: read by
 * the two config files.
 */
import type {Config, PluginConfig} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import {BASE_URL, LOCALE, TITLE_DELIMITER} from '../../src/site/constants';
import {SSR_TEMPLATE} from './ssr-template';

export const COMMON_CONFIG = {
  titleDelimiter: TITLE_DELIMITER,
  // Not the SVG: Chromium fetches the icon again on every navigation inside the app, and an SVG icon is parsed as a
  // document on the page's main thread (10–15 ms at 4× CPU slowdown, while the next page loads).
  favicon: 'favicon.ico',
  baseUrl: BASE_URL,
  future: {v4: true},
  // Keep localStorage keys plain (`theme`, `docs-preferred-version-default`):
  // v4 would otherwise suffix every key with a site hash.
  storage: {namespace: false},
  // Docusaurus's banner for a wrong base URL came with inline styles, on every visit to the home page;
  // plugins/start-failure-notice says instead, on any page, when the scripts never started.
  baseUrlIssueBanner: false,
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    // .md files (the TypeDoc output) are CommonMark; hand-written pages are .mdx.
    format: 'detect',
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },
  clientModules: [
    './src/client/strip-index-html.ts',
    // A navigation to a reference page fetches its HTML for the static lists; see src/components/StaticIsland.
    './src/components/StaticIsland/load-on-navigation.ts',
  ],
  ssrTemplate: SSR_TEMPLATE,
  i18n: {
    defaultLocale: LOCALE,
    locales: [LOCALE],
    localeConfigs: {[LOCALE]: {direction: 'ltr', htmlLang: 'en'}},
  },
} satisfies Partial<Config>;

/**
 * Plugins that shape the build itself: highlighting, chunks, the server bundle, the bundler's cache, the exit; and
 * what every page carries for a start that failed.
 */
export const BUILD_PLUGINS: readonly PluginConfig[] = [
  './plugins/code-highlighting/index.ts',
  // Chunk files named by id: a smaller runtime on every page; see plugins/chunk-file-names.
  './plugins/chunk-file-names/index.ts',
  // The JavaScript every page loads in four files, each parsed in a task of its own; see plugins/split-initial-js.
  './plugins/split-initial-js/index.ts',
  // The server bundle in one file: pages render faster at build time; see plugins/server-bundle.
  './plugins/server-bundle/index.ts',
  // The bundler's cache starts afresh when a patched file in node_modules changes; see plugins/patch-aware-cache.
  './plugins/patch-aware-cache/index.ts',
  // `docusaurus build` exits when done, not after seconds of teardown; see plugins/exit-after-build.
  './plugins/exit-after-build/index.ts',
  // A notice, hidden unless the page's scripts never started; see plugins/start-failure-notice.
  './plugins/start-failure-notice/index.ts',
];

export const COMMON_THEME_CONFIG = {
  colorMode: {
    defaultMode: 'light',
    disableSwitch: false,
    respectPrefersColorScheme: false,
  },
  docs: {sidebar: {hideable: true, autoCollapseCategories: false}},
} satisfies Preset.ThemeConfig;
