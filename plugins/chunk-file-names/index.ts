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

export default function chunkFileNamesPlugin(): Plugin {
  return {
    name: 'chunk-file-names',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {output: {chunkFilename: CLIENT_CHUNK_FILENAME}};
    },
  };
}
