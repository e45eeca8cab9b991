import type {LoadContext, Plugin} from '@docusaurus/types';
import {normalizeUrl} from '@docusaurus/utils';

import {ROUTES} from '../../src/site/constants';

import {noIndexRoutes} from '../../node/site/no-index-routes';
import {type SearchSources, TRIBE_SEARCH_SOURCES, buildSearchIndex} from './build-index';

export type SearchIndexOptions = Partial<SearchSources>;

/**
 * The site's search: the navbar's SearchBar, the results page at /search, and
 * the index, built at the end of `docusaurus build` so that every build that
 * produces a site also produces its index. A failure fails the build.
 */
export default function searchPlugin(context: LoadContext, options: SearchIndexOptions = {}): Plugin {
  const sources: SearchSources = {...TRIBE_SEARCH_SOURCES, ...options};
  return {
    name: 'search',
    getThemePath: () => './theme',
    contentLoaded({actions}) {
      actions.addRoute({path: normalizeUrl([context.baseUrl, ROUTES.search]), component: '@theme/SearchPage', exact: true});
    },
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
      console.log(`[search] ${pages} pages, ${names} API names and ${words} words indexed in ${seconds} s`);
    },
  };
}
