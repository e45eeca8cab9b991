/**
 * `@docusaurus/preset-classic`, with its theme replaced by this folder's
 * wrapper of theme-classic (index.ts). A preset, not a plugin: the theme
 * keeps its place among the plugins, before the site's own, whose theme
 * components (SearchBar, CodeBlock, DocRoot…) must come after it to take
 * its components' place.
 */
import type {LoadContext, PluginConfig, Preset} from '@docusaurus/types';
import presetClassic, {type Options} from '@docusaurus/preset-classic';

const THEME_CLASSIC = require.resolve('@docusaurus/theme-classic');
const SITE_THEME = require.resolve('./index.ts');

const isThemeClassic = (theme: PluginConfig): boolean => (Array.isArray(theme) ? theme[0] : theme) === THEME_CLASSIC;

/** The preset's theme-classic entry pointed at the wrapper, with the same options. */
export function withSiteTheme(theme: PluginConfig): PluginConfig {
  if (!isThemeClassic(theme)) return theme;
  return Array.isArray(theme) ? [SITE_THEME, theme[1]] : SITE_THEME;
}

export default function classicPreset(context: LoadContext, options: Options): Preset {
  const preset = presetClassic(context, options);
  if (preset.themes?.some(isThemeClassic) !== true) {
    throw new Error(
      `plugins/classic-theme/preset.ts: @docusaurus/preset-classic no longer lists ${THEME_CLASSIC} among its themes; see what it does now.`,
    );
  }
  return {...preset, themes: preset.themes.map(withSiteTheme)};
}
