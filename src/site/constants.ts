/**
 * The site's identity in one typed place. `docusaurus.config.ts` reads it, the
 * home page reads it, and the unit and browser tests assert against it, so a
 * change here is a change everywhere.
 */

export const SITE_TITLE = 'Tribe Partners';
export const SITE_TAGLINE = 'Build apps, integrations and single sign-on on the Tribe community platform.';
/** Docusaurus joins page and site title with this, e.g. "Schema | Tribe Partners". */
export const TITLE_DELIMITER = '|';

/** Production origin; canonical links and the sitemap are built from it. */
export const SITE_URL = 'https://partners.tribe.so';
export const BASE_URL = '/';
export const DOCS_ROUTE_BASE_PATH = 'docs';
export const LOCALE = 'en';

/** Where each part of the docs lives: the generators write below these, the config mounts them here. */
export const ROUTE_BASES = {
  guide: '/docs/guide',
  networkReference: '/docs/graphql',
  globalReference: '/docs/global-api',
  clientReference: '/docs/gql-client',
} as const;

export const ROUTES = {
  home: '/',
  docsRoot: '/docs',
  guideIndex: `${ROUTE_BASES.guide}/index`,
  /** Where the guide's facts come from, and what a "Not confirmed" note means (its #not-confirmed section). */
  sourcing: `${ROUTE_BASES.guide}/how-these-docs-are-sourced`,
  schema: '/docs/schema',
  networkReference: `${ROUTE_BASES.networkReference}/schema`,
  globalApi: `${ROUTE_BASES.globalReference}/schema`,
  changelog: `${ROUTE_BASES.networkReference}/changelog`,
  clientReference: `${ROUTE_BASES.clientReference}/index`,
  siteConfig: '/-deb',
  search: '/search',
} as const;

/** The guide's parts: folder under docs/guide → label in the sidebar and in search results. */
export const GUIDE_PARTS = {
  graphql: 'GraphQL basics',
  apps: 'Apps',
  'javascript-client': 'JavaScript client',
  'react-sdk': 'React SDK',
  'single-sign-on': 'Single sign-on',
  tutorial: 'Tutorial',
  webhooks: 'Webhooks',
} as const;

export const EXTERNAL_URLS = {
  community: 'https://community.tribe.so',
  partnerProgramme: 'https://partners.tribe.so/',
  developersPortal: 'https://partners.tribe.so/portal/',
  knowledgeBase: 'https://community.tribe.so/knowledge-base-2-0',
  tribeWebsite: 'https://tribe.so',
  githubOrganisation: 'https://github.com/tribeplatform',
  npmOrganisation: 'https://www.npmjs.com/org/tribeplatform',
  gqlClientPackage: 'https://www.npmjs.com/package/@tribeplatform/gql-client',
  reactSdkPackage: 'https://www.npmjs.com/package/@tribeplatform/react-sdk',
} as const;

/** The GraphQL endpoint partners send requests to. */
export const GRAPHQL_ENDPOINT = 'https://app.tribe.so/graphql';

export interface NavbarLink {
  readonly label: string;
  readonly to?: string;
  readonly href?: string;
}

/** Top navigation, left to right. */
export const NAVBAR_LINKS: readonly NavbarLink[] = [
  {label: 'Developers Guide', to: ROUTES.guideIndex},
  {label: 'Community', href: EXTERNAL_URLS.community},
  {label: 'Partners', href: EXTERNAL_URLS.partnerProgramme},
  {label: 'Developers Portal', href: EXTERNAL_URLS.developersPortal},
];

export interface FooterGroup {
  readonly title: string;
  readonly items: readonly NavbarLink[];
}

/** Footer link groups, left to right. */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Docs',
    items: [
      {label: 'Developers Guide', to: ROUTES.guideIndex},
      {label: 'GraphQL API', to: ROUTES.schema},
      {label: 'Global API', to: ROUTES.globalApi},
      {label: 'JavaScript client', to: ROUTES.clientReference},
    ],
  },
  {
    title: 'Follow Us',
    items: [
      {label: 'GitHub', href: EXTERNAL_URLS.githubOrganisation},
      {label: 'npm', href: EXTERNAL_URLS.npmOrganisation},
      {label: 'Tribe Community', href: EXTERNAL_URLS.community},
    ],
  },
  {
    title: 'Resources',
    items: [
      {label: 'Developers Portal', href: EXTERNAL_URLS.developersPortal},
      {label: 'Knowledge base', href: EXTERNAL_URLS.knowledgeBase},
      {label: 'React SDK on npm', href: EXTERNAL_URLS.reactSdkPackage},
    ],
  },
  {
    title: 'Company',
    items: [
      {label: 'Tribe', href: EXTERNAL_URLS.tribeWebsite},
      {label: 'Partners', href: EXTERNAL_URLS.partnerProgramme},
    ],
  },
];

/** A fixed year: the copyright line must not change with the build date. */
export const COPYRIGHT_YEAR = 2022;
export const COPYRIGHT = `Copyright © ${COPYRIGHT_YEAR} Tribe.`;

/** localStorage keys the site writes; kept plain (no site namespace suffix). */
export const STORAGE_KEYS = {
  colorMode: 'theme',
  docsPreferredVersion: 'docs-preferred-version-default',
} as const;

/** A route change shows the top progress bar only after this many ms. */
export const PROGRESS_BAR_DELAY_MS = 1000;
