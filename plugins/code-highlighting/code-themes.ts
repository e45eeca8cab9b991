import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Syntax colours for code blocks. The stock themes each have a few token
 * colours below WCAG AA contrast on their own background; these are nudged
 * until every token passes (checked by tests/unit/code-themes.test.ts).
 */
function withColors(base: PrismTheme, colorsByToken: Readonly<Record<string, string>>): PrismTheme {
  return {
    ...base,
    styles: base.styles.map((entry) => {
      const override = entry.types.map((type) => colorsByToken[type]).find(Boolean);
      return override === undefined ? entry : {...entry, style: {...entry.style, color: override}};
    }),
  };
}

export const lightCodeTheme: PrismTheme = withColors(themes.vsLight, {
  'attr-name': '#c40000',
});

export const darkCodeTheme: PrismTheme = withColors(themes.oneDark, {
  comment: 'hsl(220, 10%, 62%)',
  property: 'hsl(355, 65%, 70%)',
});
