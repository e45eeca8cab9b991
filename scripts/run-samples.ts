/**
 * Runs the API-calling TypeScript samples of the given pages against the
 * local platform, the way `npm test` does, and reports each failure.
 *   npx tsx scripts/run-samples.ts docs/guide/page.mdx [more files]
 *
 * With `--write-output`, a sample that passes every other check gets its
 * printed output written into the ```text output block after it (the block
 * is added when missing). Review the diff: the output is what a reader will
 * compare their own run with.
 */
import {readFile, writeFile} from 'node:fs/promises';

import {extractCodeBlocks, metaFlags} from '../tools/snippets/extract';
import {loadBuiltSchema} from '../tools/snippets/graphql';
import {type GuideSample, OUTPUT_FLAG, platformSamples, RESPONSE_DIFFERS, runSamples, type SampleRun} from '../tools/snippets/run-samples';
import {formatResponse} from '../tools/snippets/responses';
import {SITE_DIR} from '../node/site/paths';

const OUTPUT_FAILURE = new RegExp(`^(its output differs|the page shows no output|${RESPONSE_DIFFERS})`);

/**
 * The page with each shown response of `run` replaced by the answer the
 * platform gave, found by its line, from the bottom up, and only where the
 * block still holds what the run compared.
 */
function withResponses(file: string, markdown: string, run: SampleRun): string {
  const lines = markdown.split('\n');
  const blocks = extractCodeBlocks(file, markdown);
  const answers = run.stdout.split('\n').filter((line) => line.trim() !== '');
  const paired = (run.sample.responses ?? []).filter((shown) => shown.unpaired === undefined);
  for (const [index, shown] of [...paired.entries()].reverse()) {
    const block = blocks.find((candidate) => candidate.line === shown.line);
    const answer = answers[index];
    if (block === undefined || block.code !== shown.text || answer === undefined) {
      console.error(`${file}:${shown.line}: response not written, the page changed while the samples ran`);
      continue;
    }
    const length = block.code === '' ? 0 : block.code.split('\n').length;
    lines.splice(block.line, length, ...formatResponse(answer).split('\n'));
  }
  return lines.join('\n');
}

/**
 * The page with `run`'s printed output in the output block after its sample.
 * The sample is found again by its code in the page as it is now, since the
 * page may have been edited while the samples ran.
 */
function withOutput(file: string, markdown: string, run: SampleRun): string {
  const lines = markdown.split('\n');
  const blocks = extractCodeBlocks(file, markdown);
  const matches = blocks.flatMap((block, index) => (block.code === run.sample.code ? [index] : []));
  if (matches.length !== 1) {
    console.error(
      `${run.sample.origin}: not written, the sample ${matches.length === 0 ? 'is no longer on the page' : 'appears more than once'}`,
    );
    return markdown;
  }
  const sample = blocks[matches[0]!]!;
  const next = blocks[matches[0]! + 1];
  const printed = run.stdout.replace(/\s+$/, '').split('\n');
  if (next !== undefined && next.language === 'text' && metaFlags(next).has(OUTPUT_FLAG)) {
    const length = next.code === '' ? 0 : next.code.split('\n').length;
    lines.splice(next.line, length, ...printed); // next.line is 1-based, so it indexes the first content line
    return lines.join('\n');
  }
  const closingIndex = sample.line - 1 + sample.code.split('\n').length + 1;
  lines.splice(closingIndex + 1, 0, '', `\`\`\`text title="Output" ${OUTPUT_FLAG}`, ...printed, '```');
  return lines.join('\n');
}

async function main(args: string[]): Promise<number> {
  const write = args.includes('--write-output');
  const files = args.filter((arg) => !arg.startsWith('--'));
  const samples: GuideSample[] = [];
  for (const file of files) samples.push(...platformSamples(file, await readFile(file, 'utf8')));
  const runs = await runSamples(samples, loadBuiltSchema(SITE_DIR), SITE_DIR);
  let failing = 0;
  const writable = new Map<string, SampleRun[]>();
  for (const run of runs) {
    if (run.failures.length === 0) continue;
    const onlyOutput = run.failures.every((failure) => OUTPUT_FAILURE.test(failure));
    if (write && onlyOutput) {
      const file = run.sample.origin.slice(0, run.sample.origin.lastIndexOf(':'));
      writable.set(file, [...(writable.get(file) ?? []), run]);
      continue;
    }
    failing++;
    for (const failure of run.failures) console.error(`${run.sample.origin}: ${failure}`);
    if (run.stdout.trim() !== '') console.error(`  printed:\n${run.stdout.replace(/^/gm, '    | ')}`);
  }
  for (const [file, fileRuns] of writable) {
    let markdown = await readFile(file, 'utf8');
    // From the bottom up, so that earlier line numbers stay valid.
    for (const run of fileRuns) if (run.sample.responses) markdown = withResponses(file, markdown, run);
    for (const run of [...fileRuns].reverse()) if (!run.sample.responses) markdown = withOutput(file, markdown, run);
    await writeFile(file, markdown);
    console.log(`${file}: wrote the output of ${fileRuns.length} sample(s)`);
  }
  const skipped = samples.filter((sample) => sample.notRunnable !== null).length;
  console.log(`${runs.length} samples run, ${failing} failing, ${skipped} marked not runnable`);
  return failing === 0 ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
