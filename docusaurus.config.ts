import path from 'node:path';

import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type * as Preset from '@docusaurus/preset-classic';
import type {NavbarItem} from '@docusaurus/theme-common';

import {hasChangelog, remarkChangelogConditions} from './plugins/changelog-conditions';
import {remarkHighlight} from './plugins/code-highlighting';
import {DIAGRAMS_STATIC_DIR, remarkDiagramsFor} from './plugins/diagrams';
import type {MarkdownCopiesOptions} from './plugins/markdown-copies';
import type {RedirectFilesOptions} from './plugins/redirect-files';
import {
  COPYRIGHT,
  DOCS_ROUTE_BASE_PATH,
  FOOTER_GROUPS,
  NAVBAR_LINKS,
  type NavbarLink,
  ROUTE_BASES,
  ROUTES,
  SITE_TAGLINE,
  SITE_TITLE,
  SITE_URL,
} from './src/site/constants';
import {BUILD_PLUGINS, COMMON_CONFIG, COMMON_THEME_CONFIG} from './node/site/docusaurus-common';
import {CLIENT_PACKAGE, GENERATED_DIRS, type GeneratedReference, SITE_DIR as siteDir, generatedFile} from './node/site/paths';

/**
 * Paths in this file are relative to the site, as Docusaurus resolves them:
 * every option here is copied into the site config that each page's
 * JavaScript carries, and an absolute path would put the checkout's folder
 * there (and make the bundle differ from one folder to the next).
 */
interface GeneratedContent {
  readonly dir: string;
  /** Old and removed addresses of the reference, read by plugins/redirect-files. */
  readonly redirectsFile: string;
}

/**
 * The references are build output of `npm run generate` (part of
 * `npm run build` and `npm start`). Without them the site cannot link to them.
 */
function readGenerated(reference: GeneratedReference, dir: string): GeneratedContent {
  generatedFile(reference, 'sidebars.json');
  return {dir, redirectsFile: path.relative(siteDir, generatedFile(reference, 'redirects.json'))};
}

const graphqlReference = readGenerated('networkReference', GENERATED_DIRS.networkReference);
const globalApiReference = readGenerated('globalReference', GENERATED_DIRS.globalReference);
/** Hand-written pages in gql-client/, generated ones in gql-client/api/. */
const clientReference = readGenerated('clientReference', path.dirname(GENERATED_DIRS.clientReference));

/** Internal links light up for every page below their section. */
function toNavbarItem(link: NavbarLink): NavbarItem {
  if (link.href !== undefined) {
    return {label: link.label, href: link.href, position: 'left'};
  }
  return {
    label: link.label,
    to: link.to,
    position: 'left',
    activeBasePath: link.to,
  };
}

const config: Config = {
  ...COMMON_CONFIG,
  title: SITE_TITLE,
  tagline: SITE_TAGLINE,
  // Each reference's SDL download (`/schemas/…graphql`) is written by its generator, each
  // diagram's SVG (`/assets/diagrams/…svg`) by the diagrams remark plugin.
  staticDirectories: ['static', `${graphqlReference.dir}/static`, `${globalApiReference.dir}/static`, DIAGRAMS_STATIC_DIR],
  url: SITE_URL,

  presets: [
    [
      // preset-classic, with theme-classic's Prism loader and progress bar replaced; see plugins/classic-theme.
      './plugins/classic-theme/preset.ts',
      {
        // The guide is served by plugins/slim-docs, below.
        docs: false,
        blog: false,
        debug: false,
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          // `/docs` is an alias of the guide index; only the canonical URL is listed.
          ignorePatterns: [ROUTES.siteConfig, ROUTES.search, `${ROUTES.docsRoot}/`],
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      // @docusaurus/plugin-content-docs, without the page lists nothing here reads; see plugins/slim-docs.
      './plugins/slim-docs/index.ts',
      {
        routeBasePath: DOCS_ROUTE_BASE_PATH,
        sidebarPath: './sidebars.ts',
        // ```mermaid blocks (the token, sign-on and webhook flows) become SVG at build time; text about the changelog
        // stays only when this build has one (see plugins/changelog-conditions).
        remarkPlugins: [remarkDiagramsFor(siteDir), remarkHighlight, [remarkChangelogConditions, {changelog: hasChangelog(siteDir)}]],
      } satisfies DocsOptions,
    ],
    // Pagefind index and exact API names, written into the build; see plugins/search.
    './plugins/search/index.ts',
    // Puts each diagram's build-time SVG into its pages' HTML; see plugins/diagrams.
    './plugins/diagrams/index.ts',
    ...BUILD_PLUGINS,
    [
      // A docs instance of its own, so guide pages never download the
      // reference's sidebar of some 900 entries; see plugins/reference-docs.
      './plugins/reference-docs/index.ts',
      {
        id: 'graphql',
        path: graphqlReference.dir,
        routeBasePath: ROUTE_BASES.networkReference.slice(1),
        sidebarPath: `${graphqlReference.dir}/sidebars.json`,
        breadcrumbs: true,
      } satisfies DocsOptions,
    ],
    [
      './plugins/reference-docs/index.ts',
      {
        id: 'global-api',
        path: globalApiReference.dir,
        routeBasePath: ROUTE_BASES.globalReference.slice(1),
        sidebarPath: `${globalApiReference.dir}/sidebars.json`,
        breadcrumbs: true,
      } satisfies DocsOptions,
    ],
    [
      './plugins/slim-docs/index.ts',
      {
        id: 'gql-client',
        path: clientReference.dir,
        routeBasePath: ROUTE_BASES.clientReference.slice(1),
        sidebarPath: `${GENERATED_DIRS.clientReference}/sidebars.json`,
        remarkPlugins: [remarkHighlight],
      } satisfies DocsOptions,
    ],
    [
      // A Markdown copy of every docs page at its address plus .md, and /llms.txt; see plugins/markdown-copies.
      './plugins/markdown-copies/index.ts',
      {
        summary:
          "Documentation for partner developers who build apps, integrations and single sign-on on the Tribe community platform: a guide, the GraphQL reference of the Network API (a community's data) and of the Global API (apps and their settings), and the reference of the JavaScript client @tribeplatform/gql-client.",
        sections: [
          {
            pluginId: 'default',
            title: 'Guide',
            description:
              'How to authenticate, query and change data with GraphQL, build and publish apps, receive webhooks, set up single sign-on, and use the JavaScript client and React SDK, with a tutorial.',
          },
          {
            pluginId: 'graphql',
            title: 'Network API reference',
            description:
              "Every query, mutation, subscription, type and directive of a community's GraphQL API, with an example per operation.",
          },
          {
            pluginId: 'global-api',
            title: 'Global API reference',
            description: 'Every query, mutation and type of the GraphQL API that partners use to manage their apps.',
          },
          {
            pluginId: 'gql-client',
            title: 'JavaScript client reference',
            description: `The classes, methods and types of ${CLIENT_PACKAGE.name} ${CLIENT_PACKAGE.version}.`,
          },
        ],
        fullFiles: [
          {pluginId: 'default', file: 'llms-full.txt', title: 'the guide in full', reference: false},
          // The Network API reference (1.4 MB) is too large for one file; see FULL_REFERENCE_MAX_BYTES.
          {pluginId: 'global-api', file: 'llms-full-global-api.txt', title: 'the Global API reference in full', reference: true},
          {pluginId: 'gql-client', file: 'llms-full-gql-client.txt', title: 'the JavaScript client reference in full', reference: true},
        ],
        aliasRoutes: [ROUTES.docsRoot],
      } satisfies MarkdownCopiesOptions,
    ],
    [
      // @docusaurus/plugin-client-redirects, with the list kept out of the browser's site config.
      './plugins/redirect-files/index.ts',
      {
        files: [graphqlReference.redirectsFile, globalApiReference.redirectsFile, clientReference.redirectsFile],
      } satisfies RedirectFilesOptions,
    ],
  ],

  themeConfig: {
    ...COMMON_THEME_CONFIG,
    navbar: {
      title: SITE_TITLE,
      hideOnScroll: false,
      logo: {alt: `${SITE_TITLE} logo`, src: 'img/logo.svg', width: 32, height: 32},
      items: [...NAVBAR_LINKS.map(toNavbarItem), {type: 'search', position: 'right'}],
    },
    footer: {
      style: 'dark',
      links: FOOTER_GROUPS.map((group) => ({
        title: group.title,
        items: group.items.map(({label, to, href}) => (href !== undefined ? {label, href} : {label, to})),
      })),
      copyright: COPYRIGHT,
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
