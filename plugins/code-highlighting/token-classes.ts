/**
 * The classes highlight.ts gives tokens and theme-css.ts colours: one per
 * token type that a code theme styles. Browser tests read them from here too.
 */
import type {PrismTheme} from 'prism-react-renderer';

import {darkCodeTheme, lightCodeTheme} from './code-themes';

/** Token types either code theme gives a style; other types render as plain text. */
function styledTypes(themes: readonly PrismTheme[]): ReadonlySet<string> {
  return new Set(themes.flatMap((theme) => theme.styles.flatMap((entry) => entry.types)));
}

const THEMES = [lightCodeTheme, darkCodeTheme] as const;
export const STYLED_TYPES = styledTypes(THEMES);

/**
 * The class a token type gets in the HTML: `t` and the type's place in the
 * sorted list of styled types. A long page carries a thousand or more of
 * these, in its HTML and again in its JavaScript chunk (the page runs it to
 * hydrate), so "t5" instead of "punctuation" is kilobytes of script fewer.
 * The code theme's CSS is written with the same names (theme-css.ts).
 */
export const TOKEN_CLASS_NAMES: ReadonlyMap<string, string> = new Map(
  [...STYLED_TYPES].sort().map((type, index) => [type, `t${index.toString(36)}`]),
);

/** The class of a styled token type, or undefined for a type neither theme styles. */
export function tokenClassName(type: string): string | undefined {
  return TOKEN_CLASS_NAMES.get(type);
}

/**
 * Types whose style in both themes is a colour and nothing else: spaces
 * between two such tokens of the same types can sit inside one span, as a
 * colour does not show on a space (an underline or a strike-through would).
 */
export const COLOUR_ONLY_TYPES: ReadonlySet<string> = new Set(
  [...STYLED_TYPES].filter((type) =>
    THEMES.every((theme) =>
      theme.styles.every((entry) => !entry.types.includes(type) || Object.keys(entry.style).every((property) => property === 'color')),
    ),
  ),
);
