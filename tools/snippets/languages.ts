/**
 * Every language a code block in the hand-written pages may have, and what
 * checks it. A block in any other language, or in none, would reach readers
 * unchecked without anyone having decided so, so it is a problem: give it a
 * checked language, or list its language here with the reason nothing checks it.
 */
import {extractCodeBlocks} from '../../node/markdown/code-fences';
import type {SnippetProblem} from './typecheck';

/** The check that reads a language's blocks. */
export type SnippetCheck = 'typescript' | 'graphql' | 'json' | 'shell';

type FenceLanguage = {readonly checkedBy: SnippetCheck; readonly how: string} | {readonly uncheckedBecause: string};

// The TypeScript check names each sample's file after its language, so only ts and tsx can be `typescript`.
export const FENCE_LANGUAGES: Readonly<Record<string, FenceLanguage>> = {
  ts: {checkedBy: 'typescript', how: 'type-checked (typecheck.ts); one that calls the API also runs (run-samples.ts)'},
  tsx: {checkedBy: 'typescript', how: 'type-checked (typecheck.ts), in the React SDK environment when it imports the SDK'},
  graphql: {checkedBy: 'graphql', how: 'validated against its API (graphql.ts); a `partial` block only has to parse'},
  gql: {checkedBy: 'graphql', how: 'as graphql'},
  json: {checkedBy: 'json', how: 'parsed; a `variables` block is coerced against the operation before it (graphql.ts)'},
  bash: {checkedBy: 'shell', how: "a cURL request's `<<'JSON'` body validates like a graphql block (graphql.ts); nothing runs"},
  sh: {checkedBy: 'shell', how: 'as bash'},
  shell: {checkedBy: 'shell', how: 'as bash'},
  console: {checkedBy: 'shell', how: 'as bash'},
  text: {uncheckedBecause: 'program output and prose, not code; an `output` block is compared with what its sample prints'},
  mermaid: {uncheckedBecause: 'a diagram, not code; plugins/diagrams renders it at build, and one that fails fails the build'},
  html: {uncheckedBecause: 'app custom code (a custom_scripts/*.liquid file) that only the platform runs; no HTML checker here'},
  liquid: {uncheckedBecause: 'app custom code; which variables the platform passes is unknown (the page says so): nothing to render'},
};

/** The check that reads blocks of `language`, or undefined for a language nothing checks. */
export function checkOf(language: string): SnippetCheck | undefined {
  const entry = Object.hasOwn(FENCE_LANGUAGES, language) ? FENCE_LANGUAGES[language] : undefined;
  return entry !== undefined && 'checkedBy' in entry ? entry.checkedBy : undefined;
}

function languagesWhere(predicate: (entry: FenceLanguage) => boolean): string {
  return Object.entries(FENCE_LANGUAGES)
    .filter(([, entry]) => predicate(entry))
    .map(([language]) => language)
    .join(', ');
}

/** A problem for each code block whose language is neither checked nor listed with the reason it is not. */
export function uncheckedLanguageProblems(file: string, markdown: string): SnippetProblem[] {
  const checked = languagesWhere((entry) => 'checkedBy' in entry);
  const unchecked = languagesWhere((entry) => 'uncheckedBecause' in entry);
  const choices = `use a checked language (${checked}), or one tools/snippets/languages.ts says why it leaves unchecked (${unchecked})`;
  const blockName = (language: string) => (language === '' ? 'a code block without a language' : `a \`\`\`${language} block`);
  return extractCodeBlocks(file, markdown)
    .filter((block) => !Object.hasOwn(FENCE_LANGUAGES, block.language))
    .map((block) => ({
      origin: `${file}:${block.line}`,
      // 0: the block as a whole, not a line within it.
      line: 0,
      message: `${blockName(block.language)} is not checked; ${choices}`,
    }));
}
