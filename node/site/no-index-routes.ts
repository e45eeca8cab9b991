import type {RouteBuildMetadata} from '@docusaurus/types';

/**
 * The routes whose page asks search engines to leave it out
 * (`<meta name="robots" content="noindex">`, such as a removed API item's),
 * from the build metadata Docusaurus hands to `postBuild`. The sitemap plugin
 * skips them; so do the site's search and llms.txt.
 */
export function noIndexRoutes(routesBuildMetadata: Readonly<Record<string, RouteBuildMetadata>>): Set<string> {
  return new Set(Object.entries(routesBuildMetadata).flatMap(([route, metadata]) => (metadata.noIndex ? [route] : [])));
}
