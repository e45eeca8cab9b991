import assert from 'node:assert/strict';
import path from 'node:path';
import {before, describe, it} from 'node:test';

import {type FieldNode, Kind, parse} from 'graphql';

import {type ContentFile, readContentFiles} from '../../tools/snippets/content';
import {extractCodeBlocks, metaFlags, typescriptSnippets} from '../../tools/snippets/extract';
import {checkGraphqlSamples, loadBuiltSchema} from '../../tools/snippets/graphql';
import {findTabs} from '../../tools/snippets/tabs';
import {SITE_DIR, readReferenceIndex} from '../../node/site/paths';
import sidebars from '../../sidebars';
import {headingIds} from '../../generators/client-reference/heading-ids';

/** The overview is shared with /docs and holds no task of its own. */
const PAGES_WITHOUT_SAMPLES = new Set(['docs/guide/index.mdx', 'docs/guide/_overview.mdx']);

describe('guide conventions', () => {
  let pages: ContentFile[] = [];
  before(async () => {
    pages = await readContentFiles(SITE_DIR, [path.join('docs', 'guide')]);
  });

  it('has all 40 pages: the overview, the React SDK page, the 34 pages of the spec, errors, rate limits, reading posts and how the docs are sourced', () => {
    const routed = pages.map(({file}) => file).filter((file) => !path.basename(file).startsWith('_'));
    assert.equal(routed.length, 40, routed.join('\n'));
  });

  it('every page but the overview carries at least one checked sample', () => {
    const schema = loadBuiltSchema(SITE_DIR);
    const withoutSamples = pages
      .filter(({file}) => !PAGES_WITHOUT_SAMPLES.has(file))
      .filter(({file, markdown}) => {
        const graphqlSamples = Object.values(checkGraphqlSamples(file, markdown, schema).counts).reduce((sum, count) => sum + count, 0);
        return typescriptSnippets(file, markdown).length === 0 && graphqlSamples === 0;
      })
      .map(({file}) => file);
    assert.deepEqual(withoutSamples, []);
  });

  it('API calls use the shared tabs: GraphQL, cURL, JavaScript client, in that order', () => {
    const problems: string[] = [];
    for (const {file, markdown} of pages) {
      for (const {line, groupId, values} of findTabs(file, markdown)) {
        if (groupId !== 'api-client') problems.push(`${file}:${line}: <Tabs> without groupId="api-client"`);
        if (values.join(',') !== 'graphql,curl,js') problems.push(`${file}:${line}: tabs ${values.join(', ')}`);
      }
    }
    assert.deepEqual(problems, []);
  });

  it('every operation a GraphQL sample sends links to its reference page, in the API the sample targets', () => {
    const indexes = {network: readReferenceIndex('networkReference'), global: readReferenceIndex('globalReference')};
    const problems: string[] = [];
    for (const {file, markdown} of pages) {
      for (const block of extractCodeBlocks(file, markdown)) {
        if (block.language !== 'graphql' || metaFlags(block).has('partial')) continue;
        const index = metaFlags(block).has('global') ? indexes.global : indexes.network;
        for (const definition of parse(block.code).definitions) {
          if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
          const rootFields = definition.selectionSet.selections.filter(
            (selection): selection is FieldNode => selection.kind === Kind.FIELD,
          );
          for (const field of rootFields) {
            const route = index.operations[definition.operation][field.name.value];
            if (route === undefined || (!markdown.includes(`](${route})`) && !markdown.includes(`](${route}#`))) {
              problems.push(`${file}:${block.line}: ${field.name.value} is not linked to ${route ?? 'its reference page'}`);
            }
          }
        }
      }
    }
    assert.deepEqual([...new Set(problems)], []);
  });
});

describe('the guide home', () => {
  it('links every row of "Where everything is" to the first page of its part of the guide', async () => {
    const [overview] = await readContentFiles(SITE_DIR, [path.join('docs', 'guide')]).then((pages) =>
      pages.filter(({file}) => file === 'docs/guide/_overview.mdx'),
    );
    assert.ok(overview, 'docs/guide/_overview.mdx is missing');
    const section = overview.markdown.split(/^## Where everything is$/m)[1]?.split(/^## /m)[0] ?? '';
    const rows = section.split('\n').filter((line) => /^\|/.test(line) && !/^\|\s*(Part|-)/.test(line));
    assert.ok(rows.length >= 7, `only ${rows.length} rows in "Where everything is"`);
    // The first page of each category of the guide's sidebar, by the folder its pages live in.
    const firstPages = new Set<string>();
    const visit = (items: readonly unknown[]) => {
      for (const item of items) {
        if (typeof item === 'object' && item !== null && 'items' in item) {
          const [first] = (item as {items: unknown[]}).items;
          if (typeof first === 'string') firstPages.add(`/docs/${first}`);
          visit((item as {items: unknown[]}).items);
        }
      }
    };
    visit(sidebars.guide as unknown[]);
    const problems = rows.flatMap((row) => {
      const firstCell = row.split('|')[1]!.trim();
      const target = /^\[[^\]]+\]\(([^)#]+)\)$/.exec(firstCell)?.[1];
      if (target === undefined) return [`"${firstCell}" is not a link`];
      return firstPages.has(target) ? [] : [`"${firstCell}" does not lead to the first page of a part of the guide`];
    });
    assert.deepEqual(problems, []);
  });
});

/**
 * Facts that one page states and every other page links to, so that a change
 * (the endpoint's host, the error codes) is made in one place: a page whose
 * prose brings one up links to its home.
 */
const CANONICAL_PLACES = [
  {
    fact: 'which URL to send requests to',
    mentioned: /app\.tribe\.so\/(?:graphql|api\/gateway)/,
    home: 'docs/guide/graphql/getting-started.mdx',
    link: '/docs/guide/graphql/getting-started#where-to-send-requests',
  },
  {
    fact: 'who needs a Bearer token',
    mentioned: /\bBearer\b/,
    home: 'docs/guide/graphql/authentication/access-token.mdx',
    link: '/docs/guide/graphql/authentication/access-token#which-requests-need-a-token',
  },
  {
    fact: 'what the error codes mean and how to compare them',
    mentioned: /\b(?:error )?codes? `1\d\d`/i,
    home: 'docs/guide/graphql/errors.mdx',
    link: '/docs/guide/graphql/errors#error-codes',
  },
  {
    fact: 'where the SSO settings are',
    mentioned: /→\s*Authentication\b/,
    home: 'docs/guide/single-sign-on/what-is-single-sign-on.mdx',
    link: '/docs/guide/single-sign-on/what-is-single-sign-on#where-to-find-the-sso-settings',
  },
] as const;

describe('facts with one home', () => {
  it('a page whose prose brings up the endpoint, tokens, error codes or the SSO settings links to the page that states it', async () => {
    const pages = await readContentFiles(SITE_DIR, [path.join('docs', 'guide')]);
    const withoutFences = (markdown: string) => markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?^\1\s*$/gm, '');
    const problems: string[] = [];
    for (const {fact, mentioned, home, link} of CANONICAL_PLACES) {
      // The home holds the heading the link's anchor names, as Docusaurus gives headings their ids.
      const homePage = pages.find(({file}) => file === home);
      const anchor = link.split('#')[1]!;
      const headings = [...headingIds(homePage?.markdown ?? '').values()];
      assert.ok(headings.includes(anchor), `${home} has no heading for #${anchor}`);
      for (const {file, markdown} of pages) {
        const prose = withoutFences(markdown);
        if (file === home || !mentioned.test(prose) || prose.includes(`](${link})`)) continue;
        problems.push(`${file} brings up ${fact} without linking to ${link}`);
      }
    }
    assert.deepEqual(problems, []);
  });
});
