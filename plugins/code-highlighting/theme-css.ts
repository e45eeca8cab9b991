/**
 * The code themes as CSS: the colours of the block for each colour mode, as
 * the `--prism-*` variables theme-classic's code block styles read, and one
 * rule per theme entry for the token classes highlight.ts writes
 * (token-classes.ts). Entries keep their order, so a later one wins, as in
 * prism-react-renderer.
 */
import type {PrismTheme} from 'prism-react-renderer';

import {tokenClassName} from './token-classes';

type Style = PrismTheme['plain'];

function declarations(style: Style): string {
  return Object.entries(style as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null && value !== '')
    .map(([property, value]) => `${property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}:${String(value)}`)
    .join(';');
}

function themeRules(mode: 'light' | 'dark', theme: PrismTheme): string[] {
  const root = `[data-theme='${mode}']`;
  const {color, backgroundColor, ...plainRest} = theme.plain;
  const rules = [`${root}{--prism-color:${color ?? 'inherit'};--prism-background-color:${backgroundColor ?? 'transparent'}}`];
  if (Object.keys(plainRest).length > 0) rules.push(`${root} .prism-code{${declarations(plainRest)}}`);
  for (const entry of theme.styles) {
    const scopes = entry.languages?.map((language) => `.language-${language}`) ?? [''];
    const selectors = scopes.flatMap((scope) => entry.types.map((type) => `${root} .prism-code${scope} .${tokenClassName(type) ?? type}`));
    rules.push(`${selectors.join(',')}{${declarations(entry.style)}}`);
  }
  return rules;
}

export function codeThemeCss(light: PrismTheme, dark: PrismTheme): string {
  return `/* Generated from plugins/code-highlighting/code-themes.ts by plugins/code-highlighting. */\n${[...themeRules('light', light), ...themeRules('dark', dark)].join('\n')}\n`;
}
