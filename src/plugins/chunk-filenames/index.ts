import type {Plugin} from '@docusaurus/types';

/**
 * Names the browser's lazily loaded chunks by id, not by name. The runtime
 * that every page runs first holds a map from each chunk to its file name;
 * with some 2,700 chunks (one or more per page), chunk names doubled that map.
 * The SSR step still finds a page's chunks by name in its manifest.
 */
export const CLIENT_CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function chunkFilenamesPlugin(): Plugin {
  return {
    name: 'chunk-filenames',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {output: {chunkFilename: CLIENT_CHUNK_FILENAME}};
    },
  };
}
