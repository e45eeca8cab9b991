/**
 * A GraphQL reference built alone, from any schema: `npm run build:reference`
 * generates it into generated/standalone/ and builds this site around it,
 * with the Tribe site's pages, search, Markdown copies and llms.txt, and none
 * of its guide, client reference or Tribe text.
 */
import {readFileSync} from 'node:fs';

import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type * as Preset from '@docusaurus/preset-classic';

import type {Manifest} from './generators/graphql-reference/generate';
import type {MarkdownCopiesOptions} from './plugins/markdown-copies';
import type {RedirectFilesOptions} from './plugins/redirect-files';
import type {SearchIndexOptions} from './plugins/search';
import type {SearchScope} from './plugins/search/theme/SearchPage';
import {ROUTE_BASES, ROUTES} from './src/site/constants';
import {BUILD_PLUGINS, COMMON_CONFIG, COMMON_THEME_CONFIG} from './node/site/docusaurus-common';
import {GENERATED_DIRS, generatedFile} from './node/site/paths';

const REFERENCE_DIR = GENERATED_DIRS.standaloneReference;
/** Written with the pages: what the reference documents and what it is called. */
const manifest = JSON.parse(readFileSync(generatedFile('standaloneReference', 'manifest.json'), 'utf8')) as Manifest;
const title = manifest.apiTitle;

const config: Config = {
  ...COMMON_CONFIG,
  // The Tribe site's icon is Tribe's.
  favicon: undefined,
  title,
  tagline: `The GraphQL reference of the ${title}.`,
  staticDirectories: [`${REFERENCE_DIR}/static`],
  // Where it will be served is the docs team's to say; canonical links need an origin.
  url: process.env.REFERENCE_SITE_URL ?? 'http://localhost',

  presets: [
    [
      // preset-classic, with theme-classic's Prism loader and progress bar replaced; see plugins/classic-theme.
      './plugins/classic-theme/preset.ts',
      {
        docs: false,
        blog: false,
        debug: false,
        // The site's root, which leads to the overview: the Tribe site's home page is about Tribe.
        pages: {path: 'src/standalone-pages'},
        theme: {customCss: './src/css/custom.css'},
        sitemap: {ignorePatterns: [ROUTES.search]},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    ['./plugins/search/index.ts', {graphqlReferences: ['standaloneReference'], clientReference: false} satisfies SearchIndexOptions],
    ...BUILD_PLUGINS,
    [
      './plugins/reference-docs/index.ts',
      {
        id: 'graphql',
        path: REFERENCE_DIR,
        routeBasePath: ROUTE_BASES.networkReference.slice(1),
        sidebarPath: `${REFERENCE_DIR}/sidebars.json`,
        breadcrumbs: true,
      } satisfies DocsOptions,
    ],
    [
      './plugins/markdown-copies/index.ts',
      {
        summary: `The GraphQL reference of the ${title}: every query, mutation, subscription, type and directive of its schema, with an example per operation.`,
        sections: [
          {
            pluginId: 'graphql',
            title: `${title} reference`,
            description: 'Every query, mutation, subscription, type and directive, with an example per operation.',
          },
        ],
        fullFiles: [],
        aliasRoutes: [],
      } satisfies MarkdownCopiesOptions,
    ],
    ['./plugins/redirect-files/index.ts', {files: [`${REFERENCE_DIR}/redirects.json`]} satisfies RedirectFilesOptions],
  ],

  customFields: {
    notFoundLinks: [{label: `${title} reference`, to: ROUTES.networkReference}],
    searchScope: {
      description: `Search the ${title} reference.`,
      label: `Search the ${title} reference`,
      browse: [{label: `${title} reference`, to: ROUTES.networkReference}],
    } satisfies SearchScope,
  },

  themeConfig: {
    ...COMMON_THEME_CONFIG,
    navbar: {
      title,
      hideOnScroll: false,
      items: [
        {label: 'Reference', to: ROUTES.networkReference, position: 'left', activeBasePath: ROUTE_BASES.networkReference},
        {type: 'search', position: 'right'},
      ],
    },
    footer: {style: 'dark', copyright: `Generated from the schema of the ${title}.`},
  } satisfies Preset.ThemeConfig,
};

export default config;
