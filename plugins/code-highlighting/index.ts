/**
 * Build-time syntax highlighting (see highlight.ts). This plugin writes the
 * CSS that colours the token classes in both colour modes and adds it to
 * every page; remark-highlight.ts highlights the fences of the guide and the
 * client reference, and the GraphQL reference generator highlights its own
 * blocks (its pages have no fences).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import {darkCodeTheme, lightCodeTheme} from './code-themes';
import remarkHighlight from './remark-highlight';
import {codeThemeCss} from './theme-css';

export {remarkHighlight};

export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-highlighting', 'code-themes.css');
  // Written now: the client modules must exist before the bundler starts.
  mkdirSync(path.dirname(cssFile), {recursive: true});
  writeFileSync(cssFile, codeThemeCss(lightCodeTheme, darkCodeTheme));
  return {
    name: 'code-highlighting',
    getClientModules: () => [cssFile],
    // CodeBlock, which shows the build's highlighted HTML.
    getThemePath: () => './theme',
  };
}
