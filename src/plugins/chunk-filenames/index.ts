import type {Plugin} from '@docusaurus/types';

/**
 * Names the browser's lazily loaded chunks by id and by the build's hash,
 * not by each chunk's name and content hash. The runtime that every page
 * runs first turns a chunk id into its file name; with a name or a content
 * hash per chunk it must carry a map of all of them, some 2,700 entries (one
 * or more per page) that grew with every route. With the build's hash it
 * carries one string. The cost: a deploy that changes anything gives every
 * chunk a new URL, so a returning reader downloads unchanged pages again.
 * The SSR step still finds a page's chunks by name in its manifest.
 */
export const CLIENT_CHUNK_FILENAME = 'assets/js/[id].[fullhash:8].js';

/** A cache group that takes the JavaScript modules `test` matches out of the initial bundle into a file of its own. */
const initialGroup = (test: RegExp, name: string, priority: number) => ({
  test,
  // Not the CSS: one style sheet for the whole site, fetched before the first paint.
  type: /^javascript/,
  chunks: 'initial' as const,
  name,
  priority,
  enforce: true,
});

/**
 * The JavaScript every page loads, in four files rather than one: the
 * browser parses and compiles each in a task of its own, and one long task
 * after the first paint is what a phone's reader (and Lighthouse's Total
 * Blocking Time) feels. Higher priority wins a module that two groups match.
 */
export const INITIAL_CACHE_GROUPS = {
  reactDom: initialGroup(/[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, 'react-dom', 60),
  docusaurus: initialGroup(/[\\/]node_modules[\\/]@docusaurus[\\/]/, 'docusaurus', 58),
  vendor: initialGroup(/[\\/]node_modules[\\/]/, 'vendor', 55),
};

/**
 * Docusaurus puts every module that half of the pages use into one `common`
 * chunk (priority 40), which every page then loads. The GraphQL reference's
 * components are used by the reference pages alone, but those are most of
 * the site's pages: in `common`, every guide page downloaded them too.
 */
export const REFERENCE_CACHE_GROUPS = {
  graphqlReference: {
    test: /[\\/]src[\\/]components[\\/]GraphqlReference[\\/]/,
    type: /^javascript/,
    chunks: 'async' as const,
    name: 'graphql-reference',
    priority: 45,
    enforce: true,
  },
};

export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : {
            output: {chunkFilename: CLIENT_CHUNK_FILENAME},
            optimization: {splitChunks: {cacheGroups: {...INITIAL_CACHE_GROUPS, ...REFERENCE_CACHE_GROUPS}}},
          };
    },
  };
}
