import type {LoadContext, Plugin} from '@docusaurus/types';

import {noIndexRoutes} from '../no-index-routes';
import {type SearchSources, TRIBE_SEARCH_SOURCES, buildSearchIndex} from './build-index';

export type SearchIndexOptions = Partial<SearchSources>;

/**
 * Builds the search index at the end of `docusaurus build`, so every build
 * that produces a site also produces its index. A failure fails the build.
 */
export default function searchIndexPlugin(context: LoadContext, options: SearchIndexOptions = {}): Plugin {
  const sources: SearchSources = {...TRIBE_SEARCH_SOURCES, ...options};
  return {
    name: 'search-index',
    async postBuild({outDir, routesPaths, routesBuildMetadata}) {
      const started = performance.now();
      const {pages, names, words} = await buildSearchIndex({
        outDir,
        siteDir: context.siteDir,
        routes: routesPaths,
        noIndexRoutes: noIndexRoutes(routesBuildMetadata),
        sources,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`[search-index] ${pages} pages, ${names} API names and ${words} words indexed in ${seconds} s`);
    },
  };
}
