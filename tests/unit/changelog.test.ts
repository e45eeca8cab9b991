import assert from 'node:assert/strict';
import {test} from 'node:test';

import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import {ChangeType} from '@graphql-inspector/core';
import {type GraphQLSchema, buildSchema} from 'graphql';

import {
  CHANGE_TYPE_RULES,
  type Changelog,
  type ChangelogIndex,
  DEPRECATED_USAGE_RULES,
  buildChangelog,
  categoryOf,
  compareEntries,
  coordinateOf,
  renderChangelogPage,
  routeOf,
  ruleOf,
} from '../../generators/graphql-reference/changelog';
import type {GeneratedPage} from '../../generators/graphql-reference/page-file';
import type {ChangelogEntry} from '../../plugins/reference-docs/contract/changelog';
import {removedItems} from '../../generators/graphql-reference/history';
import {buildModel} from '../../generators/graphql-reference/model';
import {renderIndex} from '../../generators/graphql-reference/render';

const BASE = '/docs/graphql';

const OLD_SDL = /* GraphQL */ `
  schema {
    query: Query
    mutation: Mutation
  }

  type Query {
    posts(limit: Int = 10): [Post!]!
    post(id: ID!, slug: String): Post
    legacyFeed: [Post!]!
  }

  type Mutation {
    createPost(input: PostInput!): Post
  }

  type Post {
    id: ID!
    title: String
    views: Int
    status: PostStatus
    body: String
  }

  enum PostStatus {
    DRAFT
    PUBLISHED
  }

  union SearchResult = Post

  input PostInput {
    title: String!
    tags: [String!] = []
  }

  type HighlightedTag {
    id: ID!
    label: String
  }

  """
  Plain description
  """
  type Space {
    id: ID!
    name: String
  }
`;

const NEW_SDL = /* GraphQL */ `
  schema {
    query: Query
    mutation: Mutation
  }

  directive @cacheControl(maxAge: Int) on FIELD_DEFINITION

  type Query {
    posts(limit: Int = 20, after: String, filter: String!): [Post!]!
    post(id: ID!, slug: String @deprecated(reason: "Use id")): Post
    members(first: Int): [Member!]!
  }

  type Mutation {
    createPost(input: PostInput!): Post
  }

  type Post {
    id: ID!
    title: Int
    status: PostStatus
    body: String @deprecated(reason: "Use <script>alert(1)</script> {content} instead")
    content: String
  }

  enum PostStatus {
    DRAFT
    PUBLISHED
    ARCHIVED
  }

  union SearchResult = Post | Member

  input PostInput {
    title: String!
    tags: [String!] = ["news"]
  }

  type Member {
    id: ID!
    name: String
  }

  """
  Changed <script>alert("x")</script> {description}
  """
  type Space {
    id: ID!
    name: String
  }
`;

const OLD = {schema: buildSchema(OLD_SDL), label: 'SDL snapshot in @tribeplatform/gql-client 2.4.0', origin: 'changelog-old.graphql'};
const NEW = {schema: buildSchema(NEW_SDL), label: 'converted snapshot', origin: 'changelog-new.graphql'};

/** The reference the generator would build: current pages, plus pages kept for the old schema's removed items. */
function indexes(from: GraphQLSchema, to: GraphQLSchema): {index: ChangelogIndex; removedIndex: ChangelogIndex} {
  const current = buildModel(to, BASE);
  const model = {...current, removedItems: removedItems(current, to, [{schema: from, label: 'old', origin: 'old.graphql'}])};
  return {index: renderIndex(model), removedIndex: renderIndex(model, 'removed')};
}

const {index, removedIndex} = indexes(OLD.schema, NEW.schema);

type Row = [ChangelogEntry['criticality'], ChangelogEntry['category'], string, string | null, string | null];
const rows = (changelog: Changelog): Row[] =>
  changelog.entries.map((entry) => [entry.criticality, entry.category, entry.changeType, entry.coordinate, entry.route]);

test('lists every change, classified, linked and in a stable order', async () => {
  const changelog = await buildChangelog({from: OLD, to: NEW, index, removedIndex});
  assert.deepEqual(rows(changelog), [
    ['breaking', 'removed', 'TYPE_REMOVED', 'HighlightedTag', `${BASE}/objects/highlighted-tag`],
    // A field removed from a type that stays: the type's page, without an anchor it no longer has.
    ['breaking', 'removed', 'FIELD_REMOVED', 'Post.views', `${BASE}/objects/post`],
    ['breaking', 'removed', 'FIELD_REMOVED', 'Query.legacyFeed', `${BASE}/queries/legacy-feed`],
    ['breaking', 'changed', 'FIELD_TYPE_CHANGED', 'Post.title', `${BASE}/objects/post#field-title`],
    ['breaking', 'added', 'FIELD_ARGUMENT_ADDED', 'Query.posts.filter', `${BASE}/queries/posts#argument-filter`],
    ['dangerous', 'changed', 'INPUT_FIELD_DEFAULT_VALUE_CHANGED', 'PostInput.tags', `${BASE}/inputs/post-input#field-tags`],
    ['dangerous', 'changed', 'FIELD_ARGUMENT_DEFAULT_CHANGED', 'Query.posts.limit', `${BASE}/queries/posts#argument-limit`],
    ['dangerous', 'added', 'ENUM_VALUE_ADDED', 'PostStatus.ARCHIVED', `${BASE}/enums/post-status#value-ARCHIVED`],
    // Inspector 8 rates an optional argument on an existing field DANGEROUS (so does graphql-js).
    ['dangerous', 'added', 'FIELD_ARGUMENT_ADDED', 'Query.posts.after', `${BASE}/queries/posts#argument-after`],
    ['dangerous', 'added', 'UNION_MEMBER_ADDED', 'SearchResult', `${BASE}/unions/search-result`],
    // Directives have no route in ReferenceIndex: no link rather than a guessed one.
    ['safe', 'added', 'DIRECTIVE_ADDED', '@cacheControl', null],
    ['safe', 'added', 'TYPE_ADDED', 'Member', `${BASE}/objects/member`],
    ['safe', 'added', 'FIELD_ADDED', 'Post.content', `${BASE}/objects/post#field-content`],
    ['safe', 'added', 'FIELD_ADDED', 'Query.members', `${BASE}/queries/members`],
    ['safe', 'deprecated', 'FIELD_DEPRECATION_ADDED', 'Post.body', `${BASE}/objects/post#field-body`],
    ['safe', 'deprecated', 'DIRECTIVE_USAGE_ARGUMENT_DEFINITION_ADDED', 'Query.post.slug', `${BASE}/queries/post#argument-slug`],
  ]);
  const removedType = changelog.entries.find((entry) => entry.coordinate === 'HighlightedTag');
  assert.equal(removedType?.message, "Type 'HighlightedTag' was removed");
  assert.deepEqual(changelog.from, {label: OLD.label, origin: OLD.origin});
  assert.deepEqual(changelog.to, {label: NEW.label, origin: NEW.origin});
});

test('counts per category and criticality, deprecations and what is left off', async () => {
  const {counts} = await buildChangelog({from: OLD, to: NEW, index, removedIndex});
  assert.deepEqual(counts.byCategory, {
    removed: {breaking: 3, dangerous: 0, safe: 0, total: 3},
    changed: {breaking: 1, dangerous: 2, safe: 0, total: 3},
    added: {breaking: 1, dangerous: 3, safe: 4, total: 8},
    deprecated: {breaking: 0, dangerous: 0, safe: 2, total: 2},
  });
  assert.deepEqual(counts.byCriticality, {breaking: 5, dangerous: 5, safe: 6});
  assert.equal(counts.total, 16);
  assert.equal(counts.deprecations, 2);
  assert.equal(counts.descriptionChanges, 1);
  assert.deepEqual(counts.omitted, {
    descriptionChanges: 1,
    // Post.body: the @deprecated usage and its reason repeat FIELD_DEPRECATION_ADDED; Query.post.slug: its reason.
    deprecatedDirectiveUsages: 3,
    // Member.id, Member.name, Query.members(first), @cacheControl's location and argument.
    membersOfAddedItems: 5,
  });
});

test('description edits are counted, and listed (changed, safe) only on request', async () => {
  const without = await buildChangelog({from: OLD, to: NEW, index, removedIndex});
  assert.equal(
    without.entries.some((entry) => entry.changeType === 'TYPE_DESCRIPTION_CHANGED'),
    false,
  );
  const withDescriptions = await buildChangelog({from: OLD, to: NEW, index, removedIndex, includeDescriptionChanges: true});
  const edit = withDescriptions.entries.find((entry) => entry.changeType === 'TYPE_DESCRIPTION_CHANGED');
  assert.deepEqual(edit && {...edit, message: undefined}, {
    criticality: 'safe',
    category: 'changed',
    changeType: 'TYPE_DESCRIPTION_CHANGED',
    message: undefined,
    coordinate: 'Space',
    route: `${BASE}/objects/space`,
  });
  assert.equal(withDescriptions.counts.total, without.counts.total + 1);
  assert.equal(withDescriptions.counts.descriptionChanges, 1);
  assert.equal(withDescriptions.counts.omitted.descriptionChanges, 0);
  assert.equal(withDescriptions.counts.byCategory.changed.safe, 1);
});

test('removed items link only through removedIndex', async () => {
  const changelog = await buildChangelog({from: OLD, to: NEW, index});
  const route = (coordinate: string) => changelog.entries.find((entry) => entry.coordinate === coordinate)?.route;
  assert.equal(route('HighlightedTag'), null);
  assert.equal(route('Query.legacyFeed'), null);
  assert.equal(route('Post.title'), `${BASE}/objects/post#field-title`);
});

test('routes: root fields, arguments, enum values, removed items, unknown coordinates', () => {
  const views = [
    {index, schema: NEW.schema},
    {index: removedIndex, schema: OLD.schema},
  ];
  assert.equal(routeOf('Query.posts', views), `${BASE}/queries/posts`);
  assert.equal(routeOf('Query.posts.limit', views), `${BASE}/queries/posts#argument-limit`);
  assert.equal(routeOf('Mutation.createPost.input', views), `${BASE}/mutations/create-post#argument-input`);
  assert.equal(routeOf('Post.title', views), `${BASE}/objects/post#field-title`);
  // Arguments of an object's field are listed in the field's entry.
  assert.equal(routeOf('Post.title.format', views), `${BASE}/objects/post#field-title`);
  assert.equal(routeOf('PostStatus.DRAFT', views), `${BASE}/enums/post-status#value-DRAFT`);
  assert.equal(routeOf('PostInput.tags', views), `${BASE}/inputs/post-input#field-tags`);
  // The removed type's page shows the old definition, so its fields have anchors there.
  assert.equal(routeOf('HighlightedTag.label', views), `${BASE}/objects/highlighted-tag#field-label`);
  assert.equal(routeOf('Query.legacyFeed', views), `${BASE}/queries/legacy-feed`);
  // An argument the page does not list: the page, not a broken anchor.
  assert.equal(routeOf('Query.posts.gone', views), `${BASE}/queries/posts`);
  // Root types have no page of their own; nothing documents these.
  assert.equal(routeOf('Query', views), null);
  assert.equal(routeOf('Nope', views), null);
  assert.equal(routeOf('Nope.field', views), null);
  assert.equal(routeOf('Query.nope', views), null);
  assert.equal(routeOf('@cacheControl', views), null);
  assert.equal(routeOf(null, views), null);
  // Directives link when an index has them.
  const withDirectives = [{index: {...index, directives: {cacheControl: `${BASE}/directives/cache-control`}}, schema: NEW.schema}];
  assert.equal(routeOf('@cacheControl.maxAge', withDirectives), `${BASE}/directives/cache-control#argument-maxAge`);
  assert.equal(routeOf('@cacheControl.nope', withDirectives), `${BASE}/directives/cache-control`);
});

test('root fields resolve with the new schema root names, then the old ones', async () => {
  // The old schema's `Subscription` is an object; the new one is the subscription root.
  const from = buildSchema(`
    schema { query: Query }
    type Query { plan: Subscription }
    type Subscription { createdAt: String status: String }
  `);
  const to = buildSchema(`
    type Query { plan: BillingSubscription }
    type BillingSubscription { createdAt: String status: String }
    type Subscription { network(id: ID): String }
  `);
  const {index: current, removedIndex: removed} = indexes(from, to);
  const changelog = await buildChangelog({from: {...OLD, schema: from}, to: {...NEW, schema: to}, index: current, removedIndex: removed});
  const route = (changeType: string, coordinate: string) =>
    changelog.entries.find((entry) => entry.changeType === changeType && entry.coordinate === coordinate)?.route;
  assert.equal(route('FIELD_ADDED', 'Subscription.network'), `${BASE}/subscriptions/network`);
  assert.equal(route('FIELD_REMOVED', 'Subscription.createdAt'), `${BASE}/objects/subscription#field-createdAt`);
});

test('the ChangeType table covers every ChangeType of the installed inspector, and nothing else', () => {
  const inspector = Object.values(ChangeType).sort();
  assert.ok(inspector.length > 50, 'inspector exports its change types');
  assert.deepEqual(Object.keys(CHANGE_TYPE_RULES).sort(), inspector);
  for (const changeType of Object.keys(DEPRECATED_USAGE_RULES)) assert.ok(inspector.includes(changeType as never), changeType);
  assert.throws(() => ruleOf('FIELD_TELEPORTED'), /FIELD_TELEPORTED.*CHANGE_TYPE_RULES/);
  assert.throws(() => categoryOf('toString'), /CHANGE_TYPE_RULES/);
});

test('categories are chosen deliberately', () => {
  assert.equal(categoryOf('FIELD_ADDED'), 'added');
  assert.equal(categoryOf('TYPE_REMOVED'), 'removed');
  assert.equal(categoryOf('FIELD_DEPRECATION_ADDED'), 'deprecated');
  assert.equal(categoryOf('FIELD_DEPRECATION_REASON_ADDED'), 'deprecated');
  assert.equal(categoryOf('ENUM_VALUE_DEPRECATION_REASON_ADDED'), 'deprecated');
  assert.equal(categoryOf('FIELD_DEPRECATION_REMOVED'), 'changed');
  assert.equal(categoryOf('ENUM_VALUE_DEPRECATION_REASON_REMOVED'), 'changed');
  assert.equal(categoryOf('FIELD_TYPE_CHANGED'), 'changed');
  assert.equal(categoryOf('DIRECTIVE_REPEATABLE_ADDED'), 'changed');
  assert.equal(ruleOf('FIELD_DESCRIPTION_ADDED'), 'description');
  assert.equal(categoryOf('FIELD_DESCRIPTION_ADDED'), 'changed');
  for (const [changeType, rule] of Object.entries(CHANGE_TYPE_RULES)) {
    if (changeType.includes('DESCRIPTION')) assert.equal(rule, 'description', changeType);
    else assert.notEqual(rule, 'description', changeType);
  }
});

test('coordinates: applied directives belong to their element', () => {
  assert.equal(coordinateOf('Post.body.@deprecated'), 'Post.body');
  assert.equal(coordinateOf('Post.body.@auth.role'), 'Post.body');
  assert.equal(coordinateOf('Query.post.slug.@deprecated'), 'Query.post.slug');
  assert.equal(coordinateOf('@auth'), '@auth');
  assert.equal(coordinateOf('@auth.role'), '@auth.role');
  assert.equal(coordinateOf('.@link'), null);
  assert.equal(coordinateOf(undefined), null);
  assert.equal(coordinateOf('Post'), 'Post');
});

test('order compares code units, not the locale', () => {
  const entry = (
    criticality: ChangelogEntry['criticality'],
    category: ChangelogEntry['category'],
    coordinate: string | null,
    message = 'm',
  ): ChangelogEntry => ({
    criticality,
    category,
    changeType: 'FIELD_ADDED',
    message,
    coordinate,
    route: null,
  });
  const expected = [
    entry('breaking', 'removed', 'Zeta'),
    entry('breaking', 'added', 'Alpha'),
    entry('dangerous', 'removed', 'Zeta'),
    entry('safe', 'removed', 'alpha'),
    entry('safe', 'changed', 'Zeta'),
    entry('safe', 'changed', 'alpha'),
    entry('safe', 'added', 'Beta', 'a'),
    entry('safe', 'added', 'Beta', 'b'),
    entry('safe', 'added', null),
    entry('safe', 'deprecated', 'Alpha'),
  ];
  const shuffled = [...expected].reverse();
  [shuffled[1], shuffled[6]] = [shuffled[6]!, shuffled[1]!];
  assert.deepEqual(shuffled.sort(compareEntries), expected);
});

/** The props the page's one `<Changelog>` element spreads from its JSON file. */
function changelogProp(page: GeneratedPage): unknown {
  assert.match(page.mdx, /^import generated from '\.\/changelog\.props\.json';$/m);
  assert.match(page.mdx, /^<Changelog \{\.\.\.generated\.changelog\} \/>$/m);
  return page.props['changelog'];
}

test('renders an MDX page with front matter and schema text only inside JSON strings', async () => {
  const hostile = {
    from: {...OLD, label: 'snapshot <b>one</b> {x}', origin: 'a/<img src=x onerror=alert(1)>.graphql'},
    to: NEW,
  };
  const changelog = await buildChangelog({...hostile, index, removedIndex, includeDescriptionChanges: true});
  assert.ok(changelog.entries.some((entry) => entry.message.includes('<script>alert("x")</script> {description}')));
  const page = renderChangelogPage(changelog, {routeBasePath: BASE, apiName: 'Network API', apiFullName: 'Tribe Network API'});
  assert.equal(page.file, 'changelog.mdx');

  // Front matter only counts at the very start, where Docusaurus's parser looks for it.
  const {frontMatter} = await DEFAULT_PARSE_FRONT_MATTER({filePath: page.file, fileContent: page.mdx});
  assert.deepEqual(frontMatter, {
    id: 'changelog',
    title: 'Network API changelog',
    sidebar_label: 'Changelog',
    slug: '/changelog',
    description:
      '17 changes to the Tribe Network API from the snapshot <b>one</b> {x} to the converted snapshot: 5 breaking, 5 dangerous, 7 safe.',
    pagination_prev: null,
    pagination_next: null,
  });
  assert.match(page.mdx, /Generated .* Do not edit/);
  assert.match(page.mdx, /^import Changelog from '@theme\/GraphqlReference\/Changelog';$/m);

  assert.deepEqual(changelogProp(page), {changelog, referenceRoute: `${BASE}/schema`});
  // The MDX that the MDX parser reads holds no schema text: it is all in the JSON file.
  const body = page.mdx.slice(page.mdx.indexOf('\n---\n') + 5);
  const json = JSON.stringify(page.props);
  for (const text of ['<script', 'alert', '{description}', '<b>', '{x}', '<img', 'onerror']) {
    assert.ok(json.includes(JSON.stringify(text).slice(1, -1)), `the fixture puts ${text} on the page`);
    assert.equal(body.includes(text), false, `${text} appears in the MDX`);
  }
  // The body is the notice, the imports and one element.
  assert.equal((body.match(/</g) ?? []).length, 1);
});

test('an empty diff says so', async () => {
  const changelog = await buildChangelog({from: OLD, to: {...OLD, label: 'same snapshot'}, index, removedIndex});
  assert.deepEqual(changelog.entries, []);
  assert.equal(changelog.counts.total, 0);
  assert.equal(changelog.counts.deprecations, 0);
  const page = renderChangelogPage(changelog, {routeBasePath: BASE, apiName: 'Network API', apiFullName: 'Tribe Network API'});
  assert.match(
    page.mdx,
    /^description: "No changes to the Tribe Network API from the SDL snapshot in @tribeplatform\/gql-client 2\.4\.0 to the same snapshot\."$/m,
  );
  assert.match(JSON.stringify(page.props), /"entries":\[\]/);
  assert.match(JSON.stringify(page.props), /"total":0/);
});
