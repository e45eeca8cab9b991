/**
 * A diagram's styles, kept out of the page's inline styles: the site's CSP
 * allows no `style` attribute and no `<style>` element (node/hosting/security-headers.ts).
 * Mermaid writes both: a `<style>` of rules scoped to the diagram's id, and
 * `style` attributes on many elements. At build time the attributes become
 * classes with rules in that style sheet, and the style sheet becomes the
 * diagram's own CSS file (`/assets/diagrams/<id>.css`), which its pages link.
 * The SVG file keeps its `<style>`, so that it still shows alone ("Open it on
 * its own"), where no page's CSP applies.
 */
import {STYLE_ELEMENTS} from './contract';

const XML_ENTITIES: Readonly<Record<string, string>> = {quot: '"', amp: '&', lt: '<', gt: '>', apos: "'"};

/** Text of an SVG as XML wrote it (`&gt;`, `&quot;`, `&#39;`), as the browser reads it. */
export function decodeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|quot|amp|lt|gt|apos);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    return XML_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

const encodeXmlText = (text: string): string => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The SVG with each `style` attribute replaced by a class (`ds0`, `ds1`…, one
 * per distinct declaration list) whose rule joins the diagram's `<style>`,
 * scoped to `scope` (the diagram's `#id`), on the root element as on any
 * other. A style attribute outranked every rule of the style sheet, none of
 * which is `!important`; its declarations become `!important` to keep that.
 */
export function styleAttributesAsClasses(svg: string, scope: string): string {
  const classes = new Map<string, string>();
  const converted = svg.replace(
    /<([a-zA-Z][\w:.-]*)(\s[^>]*?)?(\/?)>/g,
    (tag, name: string, attributes: string | undefined, selfClosing: string) => {
      const style = attributes === undefined ? null : /\sstyle="([^"]*)"/.exec(attributes);
      if (attributes === undefined || style === null) return tag;
      const declarations = decodeXml(style[1]!)
        .split(';')
        .map((declaration) => declaration.trim())
        .filter(Boolean);
      let rest = attributes.replace(style[0], '');
      if (declarations.length > 0) {
        const key = declarations.join(';');
        const className = classes.get(key) ?? `ds${classes.size}`;
        classes.set(key, className);
        const existing = /\sclass="([^"]*)"/.exec(rest);
        rest = existing === null ? `${rest} class="${className}"` : rest.replace(existing[0], ` class="${existing[1]} ${className}"`);
      }
      return `<${name}${rest}${selfClosing}>`;
    },
  );
  if (classes.size === 0) return converted;
  const rules = [...classes]
    .map(([declarations, className]) => {
      const important = declarations
        .split(';')
        .map((declaration) => `${declaration} !important`)
        .join(';');
      return `${scope}.${className},${scope} .${className}{${important}}`;
    })
    .join('');
  const styleSheet = encodeXmlText(rules);
  return converted.includes('</style>')
    ? converted.replace('</style>', () => `${styleSheet}</style>`)
    : converted.replace(/^(<svg\b[^>]*>)/, (root) => `${root}<style>${styleSheet}</style>`);
}

/** The diagram's style sheet, as its CSS file: every `<style>` of the SVG (two when the colour modes could not share one). */
export function styleSheetOf(svg: string): string {
  return [...svg.matchAll(STYLE_ELEMENTS)].map((match) => decodeXml(match[1]!)).join('\n');
}
