import type {Snippet} from './typecheck';

import {type CodeBlock, extractCodeBlocks, metaFlags} from '../../node/markdown/code-fences';
import {checkOf} from './languages';

export {type CodeBlock, extractCodeBlocks, metaFlags};

/** The blocks of one file that the TypeScript check reads (```ts, ```tsx), ready for `typecheckSnippets`. */
export function typescriptSnippets(file: string, markdown: string): Snippet[] {
  return extractCodeBlocks(file, markdown)
    .filter((block) => checkOf(block.language) === 'typescript')
    .map((block) => ({origin: `${file}:${block.line}`, code: block.code, language: block.language as Snippet['language']}));
}
