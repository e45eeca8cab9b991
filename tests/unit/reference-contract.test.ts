import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import type {ReactNode} from 'react';
import {buildSchema} from 'graphql';

import type * as ReferenceComponents from '../../plugins/reference-docs/theme/GraphqlReference';
import type Changelog from '../../plugins/reference-docs/theme/GraphqlReference/Changelog';
import {buildModel} from '../../generators/graphql-reference/model';
import {renderItemPage} from '../../generators/graphql-reference/render';
import {
  COMPONENT_IMPORTS,
  type ReferenceComponentName,
  type ReferenceComponentProps,
  componentOfJsxName,
  jsxNameOf,
} from '../../plugins/reference-docs/contract/components';

type Components = {readonly [Name in ReferenceComponentName]: (props: ReferenceComponentProps[Name]) => ReactNode};

/**
 * The compile-time half of the contract: when a component is missing or asks
 * for props the generator does not write, the type is `false` and this file
 * (and `npm run typecheck`) fails.
 */
const componentsTakeTheContractsProps: typeof ReferenceComponents extends Omit<Components, 'Changelog'>
  ? typeof Changelog extends Components['Changelog']
    ? true
    : false
  : false = true;

describe('the reference contract', () => {
  it('has components that take exactly the props the generator writes', () => {
    assert.equal(componentsTakeTheContractsProps, true);
  });

  it('maps every component to its JSX name and back', () => {
    for (const name of ['ItemHeader', 'FieldList', 'Changelog'] as const) assert.equal(componentOfJsxName(jsxNameOf(name)), name);
    assert.equal(componentOfJsxName('TabItem'), null);
  });

  it('has a page import each component it renders, and nothing else', () => {
    const schema = buildSchema('type Query { post(id: ID!): Post } type Post { id: ID! title: String }');
    const model = buildModel(schema, '/docs/graphql');
    const page = renderItemPage(model.items.find((item) => item.name === 'Post')!);
    assert.match(page.mdx, new RegExp(`^import \\* as Ref from '${COMPONENT_IMPORTS.reference.from}';$`, 'm'));
    assert.doesNotMatch(page.mdx, /Changelog/);
    const elements = [...page.mdx.matchAll(/^<([\w.]+) \{\.\.\.generated\.(\w+)\} \/>$/gm)];
    assert.deepEqual(
      elements.map((match) => componentOfJsxName(match[1]!)),
      ['ItemHeader', 'Definition', 'FieldList', 'LinkList'],
    ); // LinkList: returned by `post`
    assert.deepEqual(Object.keys(page.props).sort(), elements.map((match) => match[2]!).sort());
  });
});
