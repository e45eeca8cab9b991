import type {PluginOptions, PropSidebar, PropSidebarItem, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

import {docsPluginWithSlimData} from '../slim-docs';
import {type DocRootSidebarProp, compactSidebar} from './contract/sidebar';

/** Sidebar items without the fields the theme never reads here (`unlisted: false`, empty custom props). */
export function slimSidebarItems(items: readonly PropSidebarItem[]): PropSidebar {
  return items.map((item): PropSidebarItem => {
    if (item.type === 'category') return {...item, items: slimSidebarItems(item.items)};
    if (item.type !== 'link') return item;
    const {unlisted, customProps, ...rest} = item;
    return {
      ...rest,
      ...(unlisted === true ? {unlisted} : {}),
      ...(customProps === undefined ? {} : {customProps}),
    };
  });
}

const pathSegments = (routePath: string): string[] => routePath.split('/').filter(Boolean);

/** The deepest path that every one of `paths` is at or below. */
function commonPath(paths: readonly string[]): string {
  const [first = [], ...rest] = paths.map(pathSegments);
  let length = first.length;
  for (const segments of rest) {
    let same = 0;
    while (same < Math.min(length, segments.length) && segments[same] === first[same]) same += 1;
    length = same;
  }
  return `/${first.slice(0, length).join('/')}`;
}

const isBelow = (routePath: string, root: string): boolean =>
  routePath === root || routePath.startsWith(root.endsWith('/') ? root : `${root}/`);

/**
 * Splits a version's `DocRoot` route into one `DocRoot` per sidebar, at the
 * deepest path its pages share, each carrying its own sidebar as a prop. The
 * docs plugin puts every sidebar and every page of the version into the
 * version's props, one chunk that every reference page runs (~370 KB); this
 * way a page loads the sidebar of its kind only. React Router takes the first
 * `DocRoot` whose path matches, so each page must be below its own sidebar's
 * path and not below a deeper one: otherwise the build stops.
 */
export function splitDocRootBySidebar(docRoot: RouteConfig, sidebars: PropVersionMetadata['docsSidebars']): RouteConfig[] {
  const bySidebar = new Map<string | undefined, RouteConfig[]>();
  for (const route of docRoot.routes ?? []) {
    const name = route.sidebar as string | undefined;
    bySidebar.set(name, [...(bySidebar.get(name) ?? []), route]);
  }
  const roots = [...bySidebar].map(([name, routes]): RouteConfig => {
    const sidebar = name === undefined ? undefined : sidebars[name];
    if (name === undefined || sidebar === undefined) return {...docRoot, routes};
    return {
      ...docRoot,
      path: commonPath(routes.map((route) => route.path)),
      routes,
      props: {...docRoot.props, sidebar: {name, sidebar: compactSidebar(slimSidebarItems(sidebar))} satisfies DocRootSidebarProp},
    };
  });
  // Deeper roots first, as React Router must try them (core sorts them the same way).
  roots.sort((a, b) => pathSegments(b.path).length - pathSegments(a.path).length || a.path.localeCompare(b.path));
  for (const root of roots) {
    for (const route of root.routes ?? []) {
      const owner = roots.find((candidate) => isBelow(route.path, candidate.path));
      if (owner !== root) {
        throw new Error(
          `reference-docs: the page ${route.path} (sidebar "${String(route.sidebar)}") is below ${owner?.path ?? 'no sidebar path'}, the path of the pages of sidebar "${String(owner?.routes?.[0]?.sidebar)}". Keep the pages of each sidebar in a folder of their own.`,
        );
      }
    }
  }
  return roots;
}

/**
 * The docs plugin's route tree (DocsRoot > DocVersionRoot > DocRoot > pages),
 * with each DocRoot split by sidebar and the version props emptied of the
 * page map and the sidebars, which the reference never reads from there.
 */
export function withRouteSidebars(docsRoot: RouteConfig, docRootComponent: string): RouteConfig {
  return {
    ...docsRoot,
    routes: docsRoot.routes?.map((versionRoute) => {
      const version = versionRoute.props?.version as PropVersionMetadata | undefined;
      if (version === undefined) return versionRoute;
      return {
        ...versionRoute,
        props: {...versionRoute.props, version: {...version, docs: {}, docsSidebars: {}} satisfies PropVersionMetadata},
        routes: versionRoute.routes?.flatMap((route) =>
          route.component === docRootComponent ? splitDocRootBySidebar(route, version.docsSidebars) : [route],
        ),
      };
    }),
  };
}

/**
 * Docusaurus puts every module that half of the pages use into one `common`
 * chunk (priority 40), which every page then loads. The reference's
 * components are used by the reference pages alone, but those are most of
 * the site's pages: in `common`, every guide page downloaded them too.
 */
export const REFERENCE_CACHE_GROUPS = {
  graphqlReference: {
    test: /[\\/]plugins[\\/]reference-docs[\\/]theme[\\/]GraphqlReference[\\/]/,
    type: /^javascript/,
    chunks: 'async' as const,
    name: 'graphql-reference',
    priority: 45,
    enforce: true,
  },
};

/** `@docusaurus/plugin-content-docs`, with a slim global data and one sidebar chunk per sidebar. */
export default async function referenceDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin> {
  const plugin = await docsPluginWithSlimData(context, options, (route) => withRouteSidebars(route, options.docRootComponent));
  // DocRoot, which expands the route's sidebar, and the components of the generated pages.
  return {
    ...plugin,
    getThemePath: () => './theme',
    configureWebpack(config, isServer, utils, content) {
      const docsConfig = plugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      return isServer ? docsConfig : {...docsConfig, optimization: {splitChunks: {cacheGroups: REFERENCE_CACHE_GROUPS}}};
    },
  };
}

export {validateOptions} from '@docusaurus/plugin-content-docs';
