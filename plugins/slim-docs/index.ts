/**
 * `@docusaurus/plugin-content-docs` for the guide and the client reference,
 * without the two page lists it sends to the browser and that nothing on
 * this site reads:
 * - the global data's list of every page (path, id, sidebar), which is in the
 *   main bundle that every page of the site runs;
 * - the version's map of every page's title and description, in a chunk that
 *   every page of the instance runs. Only `DocCard` reads it (through
 *   `useDocById`), for a category's generated index or a `<DocCardList>`;
 *   the build stops when a sidebar asks for a generated index, and a
 *   `<DocCardList>` would fail the build where it renders.
 */
import pluginContentDocs, {type PluginOptions, type PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

type DocsPlugin = Awaited<ReturnType<typeof pluginContentDocs>>;

/** The global data with only each version's main page left in its page list (the theme looks that one up). */
export function withoutPageList(data: GlobalPluginData): GlobalPluginData {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}

function routePaths(route: RouteConfig, component: string): string[] {
  return [...(route.component === component ? [route.path] : []), ...(route.routes ?? []).flatMap((child) => routePaths(child, component))];
}

/**
 * The docs route tree with the version's props emptied of the page map.
 * Fails when a sidebar category has a generated index page: its cards read
 * that map.
 */
export function withoutVersionPageMap(docsRoot: RouteConfig, generatedIndexComponent: string): RouteConfig {
  const generatedIndexes = routePaths(docsRoot, generatedIndexComponent);
  if (generatedIndexes.length > 0) {
    throw new Error(
      `slim-docs: ${generatedIndexes.join(', ')}: a category index generated from the page list, which this plugin leaves out of the browser's data. Give the category a page of its own (link: {type: 'doc', id: …}), or serve these docs with @docusaurus/plugin-content-docs.`,
    );
  }
  return {
    ...docsRoot,
    routes: docsRoot.routes?.map((versionRoute) => {
      const version = versionRoute.props?.version as PropVersionMetadata | undefined;
      if (version === undefined) return versionRoute;
      return {...versionRoute, props: {...versionRoute.props, version: {...version, docs: {}} satisfies PropVersionMetadata}};
    }),
  };
}

/**
 * `@docusaurus/plugin-content-docs` with its global data cut down to each
 * version's main page, and each route it adds passed through `transformRoute`
 * first. The reference-docs plugin builds on this too.
 */
export async function docsPluginWithSlimData(
  context: LoadContext,
  options: PluginOptions,
  transformRoute: (route: RouteConfig) => RouteConfig,
): Promise<Plugin> {
  const plugin: DocsPlugin = await pluginContentDocs(context, options);
  const contentLoaded = plugin.contentLoaded?.bind(plugin);
  return {
    ...plugin,
    async contentLoaded(args) {
      await contentLoaded?.({
        ...args,
        content: args.content as Parameters<NonNullable<DocsPlugin['contentLoaded']>>[0]['content'],
        actions: {
          ...args.actions,
          setGlobalData: (data) => args.actions.setGlobalData(withoutPageList(data as GlobalPluginData)),
          addRoute: (route) => args.actions.addRoute(transformRoute(route)),
        },
      });
    },
  } as Plugin;
}

export default function slimDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin> {
  return docsPluginWithSlimData(context, options, (route) => withoutVersionPageMap(route, options.docCategoryGeneratedIndexComponent));
}

export {validateOptions} from '@docusaurus/plugin-content-docs';
