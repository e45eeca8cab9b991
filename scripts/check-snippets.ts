/**
 * Checks the samples of the given Markdown/MDX files the way the test suite
 * does: TypeScript blocks type-check against the pinned packages; GraphQL,
 * variables and cURL blocks validate against the schema of the last
 * `npm run generate`; a block in a language nothing checks is a problem
 * (tools/snippets/languages.ts). A deprecated item that a GraphQL block, a
 * cURL body, a client call or a prose link uses fails unless the page names
 * it as deprecated with its replacement, and so does a parameter passed to a
 * client method that drops it (tools/snippets/deprecations.ts, client-calls.ts).
 *   npx tsx scripts/check-snippets.ts docs/guide/page.mdx [more files]
 */
import {readFile} from 'node:fs/promises';

import {clientUseInspector} from '../tools/snippets/client-calls';
import {typescriptSnippets} from '../tools/snippets/extract';
import {checkGraphqlSamples, loadBuiltSchema} from '../tools/snippets/graphql';
import {uncheckedLanguageProblems} from '../tools/snippets/languages';
import {formatProblem, type Snippet, type SnippetProblem, typecheckSnippets} from '../tools/snippets/typecheck';
import {SITE_DIR} from '../node/site/paths';

async function main(files: string[]): Promise<number> {
  const schema = loadBuiltSchema(SITE_DIR);
  const snippets: Snippet[] = [];
  const problems: SnippetProblem[] = [];
  let graphqlSamples = 0;
  const pages = new Map<string, string>();
  for (const file of files) {
    const markdown = await readFile(file, 'utf8');
    pages.set(file, markdown);
    problems.push(...uncheckedLanguageProblems(file, markdown));
    snippets.push(...typescriptSnippets(file, markdown));
    const result = checkGraphqlSamples(file, markdown, schema);
    problems.push(...result.problems);
    graphqlSamples += Object.values(result.counts).reduce((sum, count) => sum + count, 0);
  }
  problems.push(...typecheckSnippets(snippets, SITE_DIR, await clientUseInspector(SITE_DIR, schema, pages)));
  for (const problem of problems) console.error(formatProblem(problem));
  console.log(`${snippets.length} TypeScript and ${graphqlSamples} GraphQL/JSON/cURL samples checked, ${problems.length} problems`);
  return problems.length === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
