/**
 * What the build (index.ts, diagram-styles.ts) and the theme's `Diagram`
 * agree on: where a diagram's files are served, and the drawing as a page
 * shows it. Browser-safe: no Node code.
 */

/** Under the built site: `<id>.svg` and its style sheet, `<id>.css`. */
export const DIAGRAMS_URL_PATH = 'assets/diagrams';

export const svgFile = (id: string): string => `${id}.svg`;
export const styleSheetFile = (id: string): string => `${id}.css`;

/** A diagram's style sheets, as Mermaid writes them into its SVG (two when the colour modes could not share one). */
export const STYLE_ELEMENTS = /<style>([\s\S]*?)<\/style>/g;

/**
 * The SVG as its pages show it: without its `<style>`, whose rules are the
 * diagram's CSS file, since the pages' CSP allows no inline style. The SVG
 * file keeps it, to show on its own.
 */
export function withoutStyleElements(svg: string): string {
  return svg.replace(STYLE_ELEMENTS, '');
}
