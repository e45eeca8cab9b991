/**
 * The guide speaks of the platform, at the strength of its sources: what no
 * source confirms goes in a <NotConfirmed> note, which links to the one page
 * that explains how the docs are sourced. Only that page talks about sources
 * at length; no other prose speaks of "our copy" or "our sources".
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {Nodes, Root} from 'mdast';

import {NOT_CONFIRMED_COMPONENT, NOT_CONFIRMED_TITLE} from '../../src/components/NotConfirmed/wording';
import {ROUTES} from '../../src/site/constants';
import {parseMarkdown} from '../../node/markdown/parse';
import {SITE_DIR} from '../../node/site/paths';
import {type ContentFile, readHandWrittenPages} from '../../tools/snippets/content';

const SOURCING_PAGE = `docs${ROUTES.sourcing.slice('/docs'.length)}.mdx`;

/**
 * Phrases that make a reader wonder what is authoritative: the writers' copy of a source, or which sample app or
 * example showed a field, instead of what the platform does.
 */
const WRITERS_VOICE = new RegExp(
  [
    String.raw`\b(?:our|my)\s+(?:own\s+)?(?:cop(?:y|ies)|sources?)\b`,
    String.raw`\bnone of the sources\b`,
    String.raw`\bthe copy we have\b`,
    String.raw`\bTribe's\s+(?:own\s+)?(?:(?:Slack|(?:Microsoft\s+)?Teams|Mailchimp|Jira|Discord)\b|apps?\b|app\s+(?:types|templates)\b|examples?\b|sample)`,
    String.raw`\bofficial\s+samples?\b`,
    String.raw`\bpublished\s+examples?\b`,
  ].join('|'),
  'gi',
);

/**
 * "our" anywhere on a page, code included: a sample's strings ("Hello from our integration") are read as the
 * docs' own voice too, and the guide speaks to the reader ("your") about the platform, never of itself.
 */
export function firstPersonPlural(page: ContentFile): string[] {
  return page.markdown
    .split('\n')
    .flatMap((line, index) => [...line.matchAll(/\bour\b/gi)].map((match) => `${page.file}:${index + 1}: "${match[0]}"`));
}

const parseMdx = (page: ContentFile): Root => parseMarkdown(page.file, page.markdown);

/** Every node of the tree, with the line it starts on. */
function* walk(node: Nodes): Generator<Nodes> {
  yield node;
  if ('children' in node) for (const child of node.children as Nodes[]) yield* walk(child);
}

function textOf(node: Nodes): string {
  if (node.type === 'code' || node.type === 'inlineCode') return '';
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? (node.children as Nodes[]).map(textOf).join('') : '';
}

/** Places in a page's prose (code left out, JSX attributes and comments included) that use the writers' voice. */
export function writersVoice(page: ContentFile, tree: Root = parseMdx(page)): string[] {
  const found: string[] = [];
  for (const node of walk(tree)) {
    const text = node.type === 'text' || node.type === 'html' || node.type === 'mdxFlowExpression' ? node.value : '';
    for (const match of text.matchAll(WRITERS_VOICE)) found.push(`${page.file}:${node.position?.start.line ?? '?'}: "${match[0]}"`);
  }
  return found;
}

/** Notes that do not follow the convention: an empty <NotConfirmed>, one inside a line of text, or a hand-made admonition of the same title. */
export function malformedNotes(page: ContentFile, tree: Root = parseMdx(page)): string[] {
  const problems: string[] = [];
  for (const node of walk(tree)) {
    const where = `${page.file}:${node.position?.start.line ?? '?'}`;
    if (node.type === 'mdxJsxTextElement' && node.name === NOT_CONFIRMED_COMPONENT) {
      problems.push(`${where}: <${NOT_CONFIRMED_COMPONENT}> inside a line of text; it is a block, with blank lines around it`);
    }
    if (node.type === 'mdxJsxFlowElement' && node.name === NOT_CONFIRMED_COMPONENT && textOf(node).trim() === '') {
      problems.push(`${where}: an empty <${NOT_CONFIRMED_COMPONENT}>; say what is known and what is not`);
    }
    if (node.type === 'containerDirective' && textOf(node).trim().toLowerCase().startsWith(NOT_CONFIRMED_TITLE.toLowerCase())) {
      problems.push(
        `${where}: a hand-made "${NOT_CONFIRMED_TITLE}" admonition; use <${NOT_CONFIRMED_COMPONENT}>, which links to the sourcing page`,
      );
    }
  }
  return problems;
}

function notesIn(tree: Root): number {
  let count = 0;
  for (const node of walk(tree)) if (node.type === 'mdxJsxFlowElement' && node.name === NOT_CONFIRMED_COMPONENT) count++;
  return count;
}

describe('the guide’s voice on what is not confirmed', () => {
  it('no prose outside the sourcing page speaks of "our copy" or "our sources"', async () => {
    const pages = (await readHandWrittenPages(SITE_DIR)).filter(({file}) => file !== SOURCING_PAGE);
    assert.deepEqual(
      pages.flatMap((page) => writersVoice(page)),
      [],
    );
  });

  it('no page outside the sourcing page says "our", in prose or in a sample', async () => {
    const pages = (await readHandWrittenPages(SITE_DIR)).filter(({file}) => file !== SOURCING_PAGE);
    assert.deepEqual(
      pages.flatMap((page) => firstPersonPlural(page)),
      [],
    );
  });

  it('every Not confirmed note is a <NotConfirmed> block with something to say', async () => {
    const pages = await readHandWrittenPages(SITE_DIR);
    const trees = pages.map((page) => parseMdx(page));
    assert.deepEqual(
      pages.flatMap((page, index) => malformedNotes(page, trees[index])),
      [],
    );
    const notes = trees.reduce((sum, tree) => sum + notesIn(tree), 0);
    // The guide has unknowns (event payloads, token lifetimes, the endpoint's host); none found means the convention broke.
    assert.ok(notes >= 10, `only ${notes} <${NOT_CONFIRMED_COMPONENT}> notes in the guide`);
    console.log(`<${NOT_CONFIRMED_COMPONENT}> notes in the hand-written pages: ${notes}`);
  });

  it('the sourcing page explains the note under a "Not confirmed" heading, the anchor every note links to', async () => {
    const page = (await readHandWrittenPages(SITE_DIR)).find(({file}) => file === SOURCING_PAGE);
    assert.ok(page, `${SOURCING_PAGE} is missing`);
    assert.match(page.markdown, /^## Not confirmed$/m);
  });

  it('catches the writers’ voice and malformed notes (controls)', () => {
    const page = (markdown: string): ContentFile => ({file: 'docs/guide/control.mdx', markdown});
    assert.deepEqual(writersVoice(page('Our copy of the list ends here.\n\n`our sources` in code is fine.\n')), [
      'docs/guide/control.mdx:1: "Our copy"',
    ]);
    assert.deepEqual(writersVoice(page('| a | b |\n| - | - |\n| c | none of our sources says |\n')), [
      'docs/guide/control.mdx:3: "our sources"',
    ]);
    assert.deepEqual(writersVoice(page("`null` in Tribe's example; Tribe's Slack app reads it.\n")), [
      `docs/guide/control.mdx:1: "Tribe's example"`,
      `docs/guide/control.mdx:1: "Tribe's Slack"`,
    ]);
    assert.deepEqual(writersVoice(page("Tribe's knowledge base lists it on Premium.\n")), []);
    assert.deepEqual(firstPersonPlural(page("Set your token.\n\n```ts\npost('Hello from our integration')\n```\n")), [
      'docs/guide/control.mdx:4: "our"',
    ]);
    assert.deepEqual(firstPersonPlural(page('Your hours and yours: fine.\n')), []);
    assert.deepEqual(malformedNotes(page('Text <NotConfirmed>inline</NotConfirmed> here.\n')), [
      'docs/guide/control.mdx:1: <NotConfirmed> inside a line of text; it is a block, with blank lines around it',
    ]);
    assert.deepEqual(malformedNotes(page('<NotConfirmed>\n</NotConfirmed>\n')), [
      'docs/guide/control.mdx:1: an empty <NotConfirmed>; say what is known and what is not',
    ]);
    assert.equal(malformedNotes(page(':::info[Not confirmed]\nx\n:::\n')).length, 1);
    assert.deepEqual(malformedNotes(page('<NotConfirmed>\nThe lifetime is not documented.\n</NotConfirmed>\n')), []);
  });
});
