import pluginContentDocs, {type PluginOptions} from '@docusaurus/plugin-content-docs';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';
import type {LoadContext, Plugin} from '@docusaurus/types';

type DocsPlugin = Awaited<ReturnType<typeof pluginContentDocs>>;

/**
 * The docs plugin's global data lists every page of every instance and ships
 * in the main bundle of every page. For the reference that is ~900 entries
 * that nothing on this site reads (no navbar item or version dropdown points
 * into it), so only the main page stays in the list.
 */
export function withoutPageList(data: GlobalPluginData): GlobalPluginData {
  return {
    ...data,
    versions: data.versions.map((version) => ({
      ...version,
      docs: version.docs.filter((doc) => doc.id === version.mainDocId),
    })),
  };
}

/** `@docusaurus/plugin-content-docs`, with a slim global data. */
export default async function referenceDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
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
        },
      });
    },
  } as Plugin<unknown>;
}

export {validateOptions} from '@docusaurus/plugin-content-docs';
