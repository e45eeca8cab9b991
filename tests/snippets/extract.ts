import type {Snippet} from './typecheck';

import {type CodeBlock, extractCodeBlocks, metaFlags} from '../../src/generators/code-fences';

export {type CodeBlock, extractCodeBlocks, metaFlags};

/** The ```ts and ```tsx blocks of one file, ready for `typecheckSnippets`. */
export function typescriptSnippets(file: string, markdown: string): Snippet[] {
  return extractCodeBlocks(markdown)
    .filter((block) => block.language === 'ts' || block.language === 'tsx')
    .map((block) => ({origin: `${file}:${block.line}`, code: block.code, language: block.language as Snippet['language']}));
}
