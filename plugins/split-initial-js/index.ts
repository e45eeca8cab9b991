import type {Plugin} from '@docusaurus/types';

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

export default function splitInitialJsPlugin(): Plugin {
  return {
    name: 'split-initial-js',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {optimization: {splitChunks: {cacheGroups: INITIAL_CACHE_GROUPS}}};
    },
  };
}
