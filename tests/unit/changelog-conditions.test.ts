import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

import {applyChangelogConditions} from '../../plugins/changelog-conditions';

function render(mdx: string, changelog: boolean): string {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkStringify);
  const tree = processor.parse(mdx);
  applyChangelogConditions(tree, changelog);
  return processor.stringify(tree).trim();
}

const PAGE = [
  'The overview names the snapshot<WithChangelog>, and the [changelog](/docs/graphql/changelog) lists\nwhat changed</WithChangelog>.',
  '',
  '<WithChangelog>',
  'A paragraph that links to [a removed page](/docs/graphql/queries/get-spaces).',
  '</WithChangelog>',
  '',
  '<WithoutChangelog>',
  'A paragraph that names `getSpaces` without a link, <WithChangelog>never this</WithChangelog>shown.',
  '</WithoutChangelog>',
].join('\n');

describe('changelog conditions', () => {
  it('keep the text about the changelog, inline or in blocks, when the build has one', () => {
    assert.equal(
      render(PAGE, true),
      'The overview names the snapshot, and the [changelog](/docs/graphql/changelog) lists\nwhat changed.\n\nA paragraph that links to [a removed page](/docs/graphql/queries/get-spaces).',
    );
  });

  it('keep what holds without one, conditions inside it applied too, when the build has none', () => {
    assert.equal(render(PAGE, false), 'The overview names the snapshot.\n\nA paragraph that names `getSpaces` without a link, shown.');
  });
});
