/**
 * Syntax highlighting at build time. Code blocks arrive in the browser as
 * HTML with one class per token type, coloured by CSS for both colour modes
 * (theme-css.ts), so no page runs Prism or rebuilds thousands of token
 * elements while it hydrates.
 */
import {createRequire} from 'node:module';
import path from 'node:path';

import {Prism, normalizeTokens} from 'prism-react-renderer';

import {COLOUR_ONLY_TYPES, STYLED_TYPES, TOKEN_CLASS_NAMES} from './token-classes';
import {SITE_DIR} from '../../node/site/paths';

/** Grammars the Prism build in prism-react-renderer lacks, in load order (liquid needs markup-templating). */
const EXTRA_GRAMMARS = ['bash', 'markup-templating', 'liquid'] as const;

/** Languages shown as they are, with no tokens. */
export const PLAIN_LANGUAGES: ReadonlySet<string> = new Set(['text', 'txt', 'plaintext', 'plain']);

let grammarsLoaded = false;

function loadExtraGrammars(): void {
  if (grammarsLoaded) return;
  // Prism's language components register themselves on a global `Prism`,
  // and liquid's tokenize hooks look it up there each time they run.
  (globalThis as {Prism?: unknown}).Prism ??= Prism;
  const requireFromSite = createRequire(path.join(SITE_DIR, 'package.json'));
  for (const grammar of EXTRA_GRAMMARS) requireFromSite(`prismjs/components/prism-${grammar}.js`);
  grammarsLoaded = true;
}

/** Whether `language` has a grammar (or is one of the plain ones). */
export function isKnownLanguage(language: string): boolean {
  loadExtraGrammars();
  return PLAIN_LANGUAGES.has(language) || Prism.languages[language] !== undefined;
}

export function knownLanguages(): string[] {
  loadExtraGrammars();
  const grammars = Object.entries(Prism.languages as Record<string, unknown>).filter(
    ([, value]) => typeof value === 'object' && value !== null,
  );
  return [...PLAIN_LANGUAGES, ...grammars.map(([name]) => name)].sort();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'));
}

/** An attribute value needs quotes only when it holds a space. */
const attributeValue = (value: string): string => (value.includes(' ') ? `"${value}"` : value);

/**
 * The code as HTML: text with `<span class=<classes>>` around styled tokens
 * (one class per token type, see token-classes.ts),
 * lines joined by "\n" (the block's `<pre>` keeps them). Returns null for a
 * plain language. Throws for a language with no grammar.
 */
export function highlightToHtml(code: string, language: string): string | null {
  loadExtraGrammars();
  if (PLAIN_LANGUAGES.has(language)) return null;
  const grammar = Prism.languages[language];
  if (grammar === undefined) {
    throw new Error(`no syntax highlighting for the language "${language}"; use one of: ${knownLanguages().join(', ')}`);
  }
  // As Prism.highlight does: the hooks let templating grammars (liquid) mark their islands.
  const env: {code: string; grammar: typeof grammar; language: string; tokens?: ReturnType<typeof Prism.tokenize>} = {
    code: code.replace(/\n$/, ''),
    grammar,
    language,
  };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);

  return normalizeTokens(env.tokens)
    .map((line) => {
      let html = '';
      let openClass = '';
      let openText = '';
      // Spaces after a span that may hold them: inside it if the next token has its types, else plain.
      let heldSpaces = '';
      const flush = (): void => {
        if (openText !== '')
          html += openClass === '' ? escapeHtml(openText) : `<span class=${attributeValue(openClass)}>${escapeHtml(openText)}</span>`;
        html += heldSpaces;
        openText = '';
        heldSpaces = '';
      };
      let openTypes: readonly string[] = [];
      for (const token of line) {
        // An empty line comes as one token holding "\n"; lines are joined below.
        const text = token.content.replace(/\n/g, '');
        if (text === '') continue;
        const types = [...new Set(token.types.filter((type) => STYLED_TYPES.has(type)))];
        const className = types.map((type) => TOKEN_CLASS_NAMES.get(type)).join(' ');
        if (className === '' && /^ +$/.test(text) && openClass !== '' && openTypes.every((type) => COLOUR_ONLY_TYPES.has(type))) {
          heldSpaces += text;
          continue;
        }
        if (className === openClass) {
          openText += heldSpaces + text;
          heldSpaces = '';
          continue;
        }
        flush();
        openClass = className;
        openTypes = types;
        openText = text;
      }
      flush();
      return html;
    })
    .join('\n');
}
