import type {Plugin} from '@docusaurus/types';

/**
 * The server bundle, which renders every page's HTML at build time, is one
 * file: its dynamic `import()`s (one per page, one per route group) resolve
 * to modules already in it instead of ~2,700 chunk files. Each rendering
 * thread read and compiled those files one `require()` at a time, about 3 s
 * of the 16 s the site's 1,353 pages took; in one file they take 12 s. The
 * browser's chunks are not affected.
 *
 * Rspack's `LimitChunkCountPlugin({maxChunks: 1})` gives the same file but
 * merged the chunks in 190 s.
 */
const SERVER_BUNDLE_CONFIG = {module: {parser: {javascript: {dynamicImportMode: 'eager' as const}}}};

export default function serverBundlePlugin(): Plugin {
  return {
    name: 'server-bundle',
    configureWebpack(_config, isServer) {
      return isServer ? SERVER_BUNDLE_CONFIG : {};
    },
  };
}
