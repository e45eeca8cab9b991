/**
 * `@docusaurus/theme-classic`, with two of its client modules changed (the
 * slim-docs way, instead of a patch in node_modules):
 * - Prism's language loader is left out: code is highlighted at build time
 *   (plugins/code-highlighting), so no page loads Prism;
 * - the progress bar is client/progress-bar.ts, which waits
 *   PROGRESS_BAR_DELAY_MS before it shows, where upstream's waits 200 ms.
 * Its hidden icon sprite is hidden by SVG's `display` attribute, not by a
 * `style` attribute, which the site's CSP does not allow (spriteWithoutInlineStyle).
 *
 * Docusaurus resolves a plugin's relative paths against the folder of the
 * module it loaded, which is now this one: the theme's own paths are made
 * absolute here.
 */
import path from 'node:path';

import type {HtmlTags, LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import themeClassic, * as themeClassicModule from '@docusaurus/theme-classic';
import type {Options} from '@docusaurus/theme-classic';

/** theme-classic's `lib/`, against which it gives its paths. */
const THEME_CLASSIC_DIR = path.dirname(require.resolve('@docusaurus/theme-classic'));

/**
 * Client modules of theme-classic → what this site loads instead (null:
 * nothing), relative to this folder as Docusaurus resolves it.
 */
export const REPLACED_CLIENT_MODULES: Readonly<Record<string, string | null>> = {
  'prism-include-languages': null,
  nprogress: './client/progress-bar.ts',
};

/** theme-classic's client modules, made absolute, with REPLACED_CLIENT_MODULES applied. */
export function siteClientModules(themeModules: readonly string[]): string[] {
  return themeModules.flatMap((module) => {
    const absolute = path.resolve(THEME_CLASSIC_DIR, module);
    const replacement = REPLACED_CLIENT_MODULES[path.basename(absolute)];
    if (replacement === undefined) return [absolute];
    return replacement === null ? [] : [replacement];
  });
}

/**
 * theme-classic's head and body tags, with its icon sprite (`<svg style="display: none;">`, on
 * every page) hidden by the `display` presentation attribute instead: the CSP allows no inline
 * style, and a class would leave the sprite's empty 300 × 150 box on a page whose CSS failed.
 */
export function spriteWithoutInlineStyle(tags: HtmlTags): HtmlTags {
  return (Array.isArray(tags) ? tags : [tags]).map((tag) => {
    if (typeof tag === 'string' || tag.tagName !== 'svg' || tag.attributes?.style !== 'display: none;') return tag;
    const {style: _style, ...attributes} = tag.attributes;
    return {...tag, attributes: {...attributes, display: 'none', 'aria-hidden': 'true'}};
  });
}

export default function classicTheme(context: LoadContext, options: Options): Plugin {
  const theme = themeClassic(context, options) as Plugin;
  return {
    ...theme,
    injectHtmlTags: (...args) => {
      const tags = theme.injectHtmlTags?.(...args) ?? {};
      return tags.preBodyTags === undefined ? tags : {...tags, preBodyTags: spriteWithoutInlineStyle(tags.preBodyTags)};
    },
    getThemePath: () => path.resolve(THEME_CLASSIC_DIR, theme.getThemePath?.() ?? ''),
    getTypeScriptThemePath: () => path.resolve(THEME_CLASSIC_DIR, theme.getTypeScriptThemePath?.() ?? ''),
    getClientModules: () => siteClientModules(theme.getClientModules?.() ?? []),
  };
}

/** The theme's option and theme-config checks, which its type declarations leave out. */
const {validateOptions, validateThemeConfig, getSwizzleConfig} = themeClassicModule as unknown as PluginModule;
export {getSwizzleConfig, validateOptions, validateThemeConfig};
