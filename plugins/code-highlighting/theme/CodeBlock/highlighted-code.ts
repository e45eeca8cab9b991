import {createContext, useContext} from 'react';

/** A code block's source and its build-time HTML (plugins/code-highlighting). */
export interface HighlightedCode {
  readonly code: string;
  readonly html: string;
}

export const HighlightedCodeContext = createContext<HighlightedCode | undefined>(undefined);

/** The block's HTML, when it was highlighted at build time from the code the block shows. */
export function useHighlightedHtml(code: string): string | undefined {
  const highlighted = useContext(HighlightedCodeContext);
  return highlighted !== undefined && highlighted.code.replace(/\n$/, '') === code ? highlighted.html : undefined;
}

const ENTITIES: Readonly<Record<string, string>> = {'&lt;': '<', '&gt;': '>', '&amp;': '&'};

/** The text of a block's HTML: highlight.ts escapes only these three characters. */
export function codeOfHtml(html: string): string {
  return html.replace(/<[^>]*>/g, '').replace(/&(?:lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}
