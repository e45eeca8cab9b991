import assert from 'node:assert/strict';
import {mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {introspectionFromSchema, parse, print} from 'graphql';

import {checkExamples, generateGraphqlReference} from '../../generators/graphql-reference/generate';
import {buildModel} from '../../generators/graphql-reference/model';
import {GLOBAL_API, NETWORK_API} from '../../generators/graphql-reference/apis';
import {curlCommand} from '../../generators/graphql-reference/examples/curl';
import {formatJson} from '../../generators/graphql-reference/examples/format-json';
import {type ApiExampleOverrides, EXAMPLE_OVERRIDES, OVERRIDES_FILE} from '../../generators/graphql-reference/examples/overrides';
import {removedItems} from '../../generators/graphql-reference/history';
import type {ReferenceComponentProps} from '../../plugins/reference-docs/contract/components';
import {DEFAULT_OPTIONS, OptionsError, parseRootTypes, resolveApiOptions, resolveOptions} from '../../generators/graphql-reference/options';
import {
  OVERVIEW_SIDEBAR,
  SIDEBAR_LETTER_GROUPS_ABOVE,
  renderIndex,
  renderItemPage,
  renderRedirects,
  renderSidebars,
} from '../../generators/graphql-reference/render';
import {loadSchema, schemaFromSdl} from '../../generators/graphql-reference/schema-source';
import {assertUniqueRoutes, toKebabCase} from '../../generators/graphql-reference/slug';
import {SITE_DIR} from '../../node/site/paths';

const fixture = (name: string): string => path.join('tests/fixtures/graphql', name);
/** A fixture schema on its own: not compared with the package's snapshots. */
const optionsFor = (schema: string) => ({...DEFAULT_OPTIONS, schema, compareWith: 'none' as const});

const temporaryDirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'graphql-reference-'));
  temporaryDirs.push(dir);
  return dir;
}
after(async () => {
  await Promise.all(temporaryDirs.map((dir) => rm(dir, {recursive: true, force: true})));
});

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, {recursive: true, withFileTypes: true});
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('slugs', () => {
  it('are kebab-case', () => {
    assert.equal(toKebabCase('DateTime'), 'date-time');
    assert.equal(toKebabCase('specifiedBy'), 'specified-by');
    assert.equal(toKebabCase('createPost'), 'create-post');
    assert.equal(toKebabCase('ID'), 'id');
    assert.equal(toKebabCase('HTMLContent'), 'html-content');
    assert.equal(toKebabCase('author_url'), 'author-url');
    assert.equal(toKebabCase('__typename'), 'typename');
  });

  it('never collide silently: the error names both items', () => {
    assert.throws(
      () =>
        assertUniqueRoutes([
          {route: '/docs/graphql/objects/post-type', label: 'object PostType'},
          {route: '/docs/graphql/objects/post-type', label: 'object Post_Type'},
        ]),
      /object PostType and object Post_Type both map to \/docs\/graphql\/objects\/post-type/,
    );
  });

  it('a type or operation named Index, or with no letter or digit, gets a page at an address of its own', () => {
    const schema = schemaFromSdl('type Query { index: Int a: Index b: _ } type Index { x: Int } type _ { y: Int }', 'reserved.graphql');
    const routes = new Map(buildModel(schema, '/docs/graphql').items.map((item) => [`${item.kind} ${item.name}`, item.route]));
    assert.equal(routes.get('query index'), '/docs/graphql/queries/index-2');
    assert.equal(routes.get('object Index'), '/docs/graphql/objects/index-2');
    assert.equal(routes.get('object _'), '/docs/graphql/objects/item');
  });

  it("names that collide after slugging each get an address, the same on every run, never taking another name's own", () => {
    const sdl =
      'type Query { a: PostType b: Post_Type c: PostType2 d: Post_Type_2 } type PostType { x: Int } type Post_Type { y: Int } type PostType2 { z: Int } type Post_Type_2 { w: Int }';
    const routesOf = (source: string) =>
      new Map(buildModel(schemaFromSdl(source, 'collide.graphql'), '/docs/graphql').items.map((item) => [item.name, item.route]));
    const routes = routesOf(sdl);
    assert.equal(routes.get('PostType'), '/docs/graphql/objects/post-type');
    assert.equal(routes.get('Post_Type'), '/docs/graphql/objects/post-type-3');
    assert.equal(routes.get('PostType2'), '/docs/graphql/objects/post-type2');
    assert.equal(routes.get('Post_Type_2'), '/docs/graphql/objects/post-type-2');
    // The order of the definitions does not matter.
    const reordered =
      'type Post_Type_2 { w: Int } type Post_Type { y: Int } type PostType { x: Int } type PostType2 { z: Int } type Query { d: Post_Type_2 c: PostType2 b: Post_Type a: PostType }';
    assert.deepEqual(new Map([...routesOf(reordered)].sort()), new Map([...routes].sort()));
  });

  it('a field that returns a root type links to the schema overview, where the root types are described', () => {
    const schema = schemaFromSdl('type Query { relay: Query! node: Thing } type Thing { id: ID! root: Query }', 'relay.graphql');
    const model = buildModel(schema, '/docs/graphql');
    const relay = model.items.find((item) => item.name === 'relay')!;
    assert.equal(relay.returns?.route, '/docs/graphql/schema');
    const thing = model.items.find((item) => item.name === 'Thing')!;
    assert.equal(thing.fields.find((field) => field.name === 'root')?.type.route, '/docs/graphql/schema');
    assert.ok(!model.items.some((item) => item.name === 'Query'), 'the root type has no page of its own');
  });
});

describe('options', () => {
  it('let environment variables override the config file', () => {
    const options = resolveOptions(
      {schema: 'package', timeoutMs: 1000},
      {
        GRAPHQL_SCHEMA: 'https://example.com/graphql',
        GRAPHQL_SCHEMA_HEADERS: '{"Authorization":"Bearer abc"}',
        GRAPHQL_SCHEMA_TIMEOUT_MS: '5000',
        GRAPHQL_ROOT_TYPES: 'query=Query,mutation=Mutation,subscription=',
      },
    );
    assert.deepEqual(options, {
      schema: 'https://example.com/graphql',
      headers: {Authorization: 'Bearer abc'},
      timeoutMs: 5000,
      rootTypes: {query: 'Query', mutation: 'Mutation', subscription: null},
      compareWith: 'package',
    });
  });

  it('give the global API its own block and variables', () => {
    const options = resolveApiOptions(
      GLOBAL_API,
      {schema: 'package', global: {schema: 'global.graphql', compareWith: 'none'}},
      {GRAPHQL_GLOBAL_SCHEMA_TIMEOUT_MS: '7000', GRAPHQL_SCHEMA: 'network.graphql'},
    );
    assert.deepEqual(options, {...DEFAULT_OPTIONS, schema: 'global.graphql', timeoutMs: 7000, compareWith: 'none'});
    assert.throws(
      () => resolveApiOptions(GLOBAL_API, {global: {compareWith: ''}}, {}),
      /global\.compareWith must be "package", "none", or the file or URL of an older schema/,
    );
  });

  it('reject bad values with a message that names the setting', () => {
    assert.throws(() => resolveOptions({}, {GRAPHQL_SCHEMA_HEADERS: 'Authorization: x'}), /GRAPHQL_SCHEMA_HEADERS must be a JSON object/);
    assert.throws(() => resolveOptions({}, {GRAPHQL_SCHEMA_TIMEOUT_MS: 'soon'}), /GRAPHQL_SCHEMA_TIMEOUT_MS must be a whole number/);
    assert.throws(() => parseRootTypes('query=Query,mutation=Mutation'), /GRAPHQL_ROOT_TYPES: subscription is missing/);
    assert.throws(() => parseRootTypes('query=Query,mutation=Mutation,subscription=,extra=X'), OptionsError);
    assert.equal(parseRootTypes('auto'), 'auto');
    const timeout = 'must be a whole number of milliseconds above 0, not 1.5';
    assert.throws(() => resolveApiOptions(GLOBAL_API, {}, {GRAPHQL_GLOBAL_SCHEMA_TIMEOUT_MS: '1.5'}), {
      name: 'OptionsError',
      message: `GRAPHQL_GLOBAL_SCHEMA_TIMEOUT_MS ${timeout}`,
    });
    // Either API checks the whole file, so a bad global block stops the network API's run too.
    assert.throws(() => resolveApiOptions(NETWORK_API, {global: {timeoutMs: 1.5}}, {}), {
      name: 'OptionsError',
      message: `graphql-reference.config.ts: global.timeoutMs ${timeout}`,
    });
  });

  it("take the API's title, endpoint, token variable and download file from the config or the environment, and check each", () => {
    const options = resolveApiOptions(
      NETWORK_API,
      {title: 'Example API', endpoint: 'https://api.example.com/graphql'},
      {GRAPHQL_TOKEN_VARIABLE: 'EXAMPLE_TOKEN', GRAPHQL_DOWNLOAD_FILE: 'example-api.graphql'},
    );
    assert.deepEqual(
      {title: options.title, endpoint: options.endpoint, tokenVariable: options.tokenVariable, downloadFile: options.downloadFile},
      {
        title: 'Example API',
        endpoint: 'https://api.example.com/graphql',
        tokenVariable: 'EXAMPLE_TOKEN',
        downloadFile: 'example-api.graphql',
      },
    );
    assert.throws(() => resolveApiOptions(NETWORK_API, {endpoint: 'ftp://example.com'}, {}), /endpoint must be an http\(s\) URL/);
    assert.throws(
      () => resolveApiOptions(NETWORK_API, {}, {GRAPHQL_TOKEN_VARIABLE: 'MY-TOKEN'}),
      /GRAPHQL_TOKEN_VARIABLE must be an environment variable's name/,
    );
    assert.throws(
      () => resolveApiOptions(GLOBAL_API, {global: {downloadFile: '../x.graphql'}}, {}),
      /global\.downloadFile must be a file name ending in \.graphql/,
    );
  });

  it('reject an unknown key in the config file, naming it', () => {
    // Not object literals at the call, where TypeScript would catch the typo itself.
    const typo = {schema: 'package', timeoutMS: 5000};
    const typoInGlobal = {global: typo};
    const file = 'graphql-reference.config.ts';
    assert.throws(() => resolveApiOptions(NETWORK_API, typo, {}), {name: 'OptionsError', message: `${file}: timeoutMS is not allowed`});
    assert.throws(() => resolveApiOptions(GLOBAL_API, typoInGlobal, {}), {message: `${file}: global.timeoutMS is not allowed`});
  });
});

describe('schema sources', () => {
  it('the default is the newest network snapshot, completed from the older SDL, which it keeps as history', async () => {
    const {schema, origin, history} = await loadSchema(DEFAULT_OPTIONS, SITE_DIR);
    assert.equal(origin, '@tribeplatform/gql-client@2.4.0/src/types/tribe-graphql.generated.ts');
    assert.equal(schema.getQueryType()?.name, 'Query');
    assert.equal(schema.getMutationType()?.name, 'Mutation');
    assert.deepEqual(Object.keys(schema.getSubscriptionType()?.getFields() ?? {}).sort(), ['network', 'post', 'smartSearch', 'space']);
    assert.ok(schema.getType('BillingSubscription'));
    assert.deepEqual(
      schema
        .getDirectives()
        .map((directive) => directive.name)
        .sort(),
      ['deprecated', 'include', 'skip', 'specifiedBy'],
    );
    assert.deepEqual(
      history.map((snapshot) => snapshot.origin),
      ['@tribeplatform/gql-client@2.4.0/schema.generated.gql'],
    );
    const sdl = history[0]!.schema;
    assert.equal(sdl.getSubscriptionType(), undefined);
    assert.ok(sdl.getType('Subscription'));
  });

  it('the global API comes from its own snapshot, with no older one', async () => {
    const {schema, origin, history} = await loadSchema(DEFAULT_OPTIONS, SITE_DIR, GLOBAL_API);
    assert.equal(origin, '@tribeplatform/gql-client@2.4.0/src/global-types/tribe-global-graphql.generated.ts');
    assert.ok(schema.getQueryType()?.getFields()['eventTypes']);
    assert.ok(schema.getMutationType()?.getFields()['createApp']);
    assert.equal(schema.getSubscriptionType(), undefined);
    assert.deepEqual(history, []);
  });

  it('a file source is compared with the embedded default and the SDL', async () => {
    const {history} = await loadSchema({...DEFAULT_OPTIONS, schema: fixture('small.graphql')}, SITE_DIR);
    assert.deepEqual(
      history.map((snapshot) => snapshot.origin),
      ['@tribeplatform/gql-client@2.4.0/src/types/tribe-graphql.generated.ts', '@tribeplatform/gql-client@2.4.0/schema.generated.gql'],
    );
  });

  it('a source can be compared with an older schema file, which becomes its history; a missing one is named', async () => {
    const {history} = await loadSchema(
      {...DEFAULT_OPTIONS, schema: fixture('hostile.graphql'), compareWith: fixture('small.graphql')},
      SITE_DIR,
    );
    assert.deepEqual(
      history.map(({label, origin}) => ({label, origin})),
      [{label: fixture('small.graphql'), origin: fixture('small.graphql')}],
    );
    assert.ok(history[0]!.schema.getType('Member'));
    await assert.rejects(
      loadSchema({...DEFAULT_OPTIONS, schema: fixture('small.graphql'), compareWith: fixture('missing.graphql')}, SITE_DIR),
      /tests\/fixtures\/graphql\/missing\.graphql: cannot read the schema file \(ENOENT\)/,
    );
  });

  it('a syntax error names the file, line and column', async () => {
    await assert.rejects(
      loadSchema(optionsFor(fixture('syntax-error.graphql')), SITE_DIR),
      /tests\/fixtures\/graphql\/syntax-error\.graphql:7:8: Syntax Error: Expected ":", found Name "String"\./,
    );
  });

  it('an unknown type names the file, line and column', async () => {
    await assert.rejects(
      loadSchema(optionsFor(fixture('unknown-type.graphql')), SITE_DIR),
      /tests\/fixtures\/graphql\/unknown-type\.graphql:7:12: Unknown type "Profile"\./,
    );
  });

  it('a missing file is named', async () => {
    await assert.rejects(
      loadSchema(optionsFor(fixture('nope.graphql')), SITE_DIR),
      /nope\.graphql: cannot read the schema file \(ENOENT\)/,
    );
  });

  it('reads an introspection result from a JSON file', async () => {
    const dir = await tempDir();
    const sdlSchema = schemaFromSdl(await readFile(path.join(SITE_DIR, fixture('small.graphql')), 'utf8'), 'small');
    const file = path.join(dir, 'schema.json');
    await writeFile(file, JSON.stringify({data: introspectionFromSchema(sdlSchema)}));
    const {schema} = await loadSchema(optionsFor(file), SITE_DIR);
    assert.equal(schema.getSubscriptionType()?.name, 'Subscription');
    assert.ok(schema.getType('SearchHit'));
  });

  it('a JSON file that is not an introspection result is rejected', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'schema.json');
    await writeFile(file, '{"hello": "world"}');
    await assert.rejects(loadSchema(optionsFor(file), SITE_DIR), /not an introspection result/);
  });

  it('root types can be configured, and a wrong name is reported', async () => {
    const {schema} = await loadSchema(
      {...optionsFor(fixture('small.graphql')), rootTypes: {query: 'Query', mutation: null, subscription: null}},
      SITE_DIR,
    );
    assert.equal(schema.getMutationType(), undefined);
    assert.ok(schema.getType('Mutation'));
    await assert.rejects(
      loadSchema({...optionsFor(fixture('small.graphql')), rootTypes: {query: 'Nope', mutation: null, subscription: null}}, SITE_DIR),
      /the query root type "Nope" is not in the schema/,
    );
  });
});

describe('model', () => {
  it('links every type to where it is returned, used, a member and implemented', async () => {
    const {schema} = await loadSchema(optionsFor(fixture('small.graphql')), SITE_DIR);
    const model = buildModel(schema, '/docs/graphql');
    const item = (kind: string, name: string) => {
      const found = model.items.find((entry) => entry.kind === kind && entry.name === name);
      assert.ok(found, `${kind} ${name}`);
      return found;
    };
    const names = (links: ReadonlyArray<{kind: string; name: string}>) => links.map((link) => `${link.kind} ${link.name}`);

    assert.deepEqual(names(item('object', 'Post').returnedBy), ['mutation createPost', 'subscription postCreated']);
    assert.deepEqual(names(item('object', 'Post').memberOf), ['union SearchHit']);
    assert.deepEqual(names(item('interface', 'Node').implementedBy), ['object Member', 'object Post']);
    assert.deepEqual(names(item('object', 'Member').interfaces), ['interface Node']);
    assert.deepEqual(
      item('object', 'Member').usedBy.map((usage) => `${usage.item.name}: ${usage.via.map((via) => via.label).join(', ')}`),
      ['Post: author'],
    );
    assert.deepEqual(
      item('input', 'CreatePostInput').usedBy.map((usage) => [usage.item.kind, usage.item.name, usage.via[0]?.anchor]),
      [['mutation', 'createPost', 'argument-input']],
    );
    assert.equal(item('query', 'getMember').deprecationReason, 'Use `member`.');
    assert.equal(item('query', 'getMember').route, '/docs/graphql/queries/get-member');
    assert.equal(item('scalar', 'DateTime').specifiedByUrl, 'https://www.rfc-editor.org/rfc/rfc3339');
    assert.equal(item('scalar', 'Float').route, '/docs/graphql/scalars/float');
    const posts = item('object', 'Member').fields.find((field) => field.name === 'posts');
    assert.deepEqual(
      posts?.args.map((arg) => [arg.name, arg.defaultValue]),
      [
        ['limit', '10'],
        ['after', null],
      ],
    );
  });

  it("links a scalar's @specifiedBy URL only when it is an absolute http(s) URL, and shows anything else as text", () => {
    const schema = schemaFromSdl(
      'type Query { a: Rfc b: Relative c: Script } scalar Rfc @specifiedBy(url: "https://www.rfc-editor.org/rfc/rfc3339") scalar Relative @specifiedBy(url: "rfc3339") scalar Script @specifiedBy(url: "javascript:alert(1)")',
      'specified-by.graphql',
    );
    const model = buildModel(schema, '/docs/graphql');
    const specification = (name: string) => renderItemPage(model.items.find((entry) => entry.name === name)!).props.specification;
    assert.deepEqual(specification('Rfc'), {href: 'https://www.rfc-editor.org/rfc/rfc3339', linkable: true});
    assert.deepEqual(specification('Relative'), {href: 'rfc3339', linkable: false});
    assert.deepEqual(specification('Script'), {href: 'javascript:alert(1)', linkable: false});
  });

  it("gives a type's definition without the descriptions that its entries show", () => {
    const schema = schemaFromSdl(
      '"A thing." type Thing { """Its title,\nwrapped.""" title("In **bold**." format: Int = 1): String @deprecated(reason: "Gone.") } "Kinds." enum Kind { "First." A } type Query { thing: Thing kind: Kind }',
      'described.graphql',
    );
    const model = buildModel(schema, '/docs/graphql');
    const sdlOf = (name: string) => model.items.find((item) => item.name === name)!.sdl;
    assert.equal(sdlOf('Thing'), 'type Thing {\n  title(format: Int = 1): String @deprecated(reason: "Gone.")\n}');
    assert.equal(sdlOf('Kind'), 'enum Kind {\n  A\n}');
    assert.equal(model.items.find((item) => item.name === 'Thing')!.fields[0]!.description?.markdown, 'Its title,\nwrapped.');
  });

  it('indexes where every type and operation lives, for other generators', async () => {
    const {schema} = await loadSchema(optionsFor(fixture('small.graphql')), SITE_DIR);
    const index = renderIndex(buildModel(schema, '/docs/graphql'));
    assert.equal(index.types['Member'], '/docs/graphql/objects/member');
    assert.equal(index.types['DateTime'], '/docs/graphql/scalars/date-time');
    assert.equal(index.operations.query['getMember'], '/docs/graphql/queries/get-member');
    assert.equal(index.operations.subscription['postCreated'], '/docs/graphql/subscriptions/post-created');
    assert.equal(index.types['Query'], undefined);
    // Deprecated items, not deprecated fields or values of items that are not.
    assert.deepEqual(index.deprecated, ['/docs/graphql/queries/get-member']);
  });

  it('a real subscription root gets subscription pages and no redirects', async () => {
    const {schema} = await loadSchema(optionsFor(fixture('small.graphql')), SITE_DIR);
    const model = buildModel(schema, '/docs/graphql');
    assert.deepEqual(
      model.items.filter((entry) => entry.kind === 'subscription').map((entry) => entry.route),
      ['/docs/graphql/subscriptions/post-created'],
    );
    assert.deepEqual(renderRedirects(model), []);
  });

  it('removed items keep their routes, and the old subscription routes lead to the renamed billing object', async () => {
    const {schema, history} = await loadSchema(DEFAULT_OPTIONS, SITE_DIR);
    const current = buildModel(schema, '/docs/graphql');
    const model = {...current, removedItems: removedItems(current, schema, history)};
    const billing = model.removedItems.find((entry) => entry.kind === 'object' && entry.name === 'Subscription');
    assert.equal(billing?.route, '/docs/graphql/objects/subscription');
    assert.deepEqual(billing?.removed?.replacement, {
      kind: 'object',
      name: 'BillingSubscription',
      route: '/docs/graphql/objects/billing-subscription',
    });
    assert.ok(model.removedItems.every((entry) => entry.removed !== null && !current.items.some((item) => item.route === entry.route)));
    const redirects = renderRedirects(model);
    assert.deepEqual(redirects, [
      {from: '/docs/graphql/subscriptions/created-at', to: '/docs/graphql/objects/billing-subscription#field-createdAt'},
      {from: '/docs/graphql/subscriptions/id', to: '/docs/graphql/objects/billing-subscription#field-id'},
      {from: '/docs/graphql/subscriptions/status', to: '/docs/graphql/objects/billing-subscription#field-status'},
      {from: '/docs/graphql/subscriptions/updated-at', to: '/docs/graphql/objects/billing-subscription#field-updatedAt'},
    ]);
  });
});

describe('generated examples', () => {
  it('every operation of the package schema has an example that validates, variables included', async () => {
    const {schema} = await loadSchema(DEFAULT_OPTIONS, SITE_DIR);
    const model = buildModel(schema, '/docs/graphql');
    const operations = model.items.filter((entry) => entry.example !== null);
    assert.equal(operations.length, 431);
    assert.deepEqual(checkExamples(model, schema).warnings, []);
  });

  it('the check leaves out an example the schema rejects, with a warning naming the operation and the problem', async () => {
    const {schema} = await loadSchema(optionsFor(fixture('small.graphql')), SITE_DIR);
    const model = buildModel(schema, '/docs/graphql');
    const broken = {
      ...model,
      items: model.items.map((entry) =>
        entry.name === 'member'
          ? {...entry, example: {document: 'query Member($id: ID!) { member(id: $id) { nope } }', variables: {}, response: {}}}
          : entry,
      ),
    };
    const checked = checkExamples(broken, schema);
    assert.equal(checked.warnings.length, 1);
    assert.match(
      checked.warnings[0]!,
      /^query member: no example on its page, since the generated one does not hold: Cannot query field "nope" on type "Member"\..*; Variable "\$id" of required type "ID!" was not provided\./,
    );
    assert.equal(checked.items.find((entry) => entry.name === 'member')?.example, null);
    assert.ok(
      checked.items
        .filter((entry) => entry.name !== 'member')
        .every((entry, index) => entry === broken.items.filter((other) => other.name !== 'member')[index]),
    );
  });

  it('the check leaves out a response the document would not return, naming the operation', async () => {
    const {schema} = await loadSchema(optionsFor(fixture('small.graphql')), SITE_DIR);
    const model = buildModel(schema, '/docs/graphql');
    const withResponse = (response: Record<string, unknown>) => ({
      ...model,
      items: model.items.map((entry) =>
        entry.name === 'member' && entry.example !== null ? {...entry, example: {...entry.example, response}} : entry,
      ),
    });
    assert.match(
      checkExamples(withResponse({member: {id: 'R4kLm8NwTe', name: 'Jane Doe', status: 'SLEEPING'}}), schema).warnings.join('\n'),
      /query member: .*response: Enum "MemberStatus" cannot represent value: "SLEEPING"/,
    );
    assert.match(
      checkExamples(withResponse({member: {id: 'R4kLm8NwTe', name: 'Jane Doe', status: 'ACTIVE', extra: 1}}), schema).warnings.join('\n'),
      /query member: .*response: the document returns/,
    );
  });

  it('selects what names a thing, one level deep, with fragments for unions, and a response that matches the variables', async () => {
    const {schema} = await loadSchema(optionsFor(fixture('small.graphql')), SITE_DIR);
    const model = buildModel(schema, '/docs/graphql');
    const example = (name: string) => model.items.find((entry) => entry.name === name)?.example;
    assert.equal(
      example('createPost')?.document,
      ['mutation CreatePost($input: CreatePostInput!) {', '  createPost(input: $input) {', '    id', '    title', '  }', '}'].join('\n'),
    );
    assert.deepEqual(example('createPost')?.variables, {input: {title: 'Version 2.0 is out'}});
    const created = example('createPost')!.response.createPost as {id: string; title: string};
    assert.match(created.id, /^[A-Za-z0-9]{12}$/);
    assert.equal(created.title, 'Version 2.0 is out');
    // The member asked for by id is the member returned; its status is an ordinary one, not BLOCKED.
    const member = example('member')!;
    assert.deepEqual(member.response, {member: {id: member.variables.id, name: 'Jane Doe', status: 'ACTIVE'}});
    assert.match(example('search')?.document ?? '', /__typename\n {4}\.\.\. on Member \{/);
    assert.deepEqual(example('search')?.variables, {query: 'release notes', limit: 10});
    assert.deepEqual((example('search')?.response.search as unknown[])[0], {
      __typename: 'Member',
      id: member.variables.id,
      name: 'Jane Doe',
      status: 'ACTIVE',
    });
    // An interface: its own fields, and the first type that implements it in the response.
    assert.deepEqual(example('node')?.response, {node: {__typename: 'Member', id: member.variables.id}});
    assert.equal(example('ping')?.document, 'query Ping {\n  ping\n}');
    assert.deepEqual(example('ping')?.response, {ping: true});
  });

  it('keeps every example of the package schemas short: at most 25 lines of document and variables, as the page lays them out', async () => {
    for (const api of [NETWORK_API, GLOBAL_API]) {
      const {schema} = await loadSchema(DEFAULT_OPTIONS, SITE_DIR, api);
      const model = buildModel(schema, api.routeBasePath, {origin: OVERRIDES_FILE, byOperation: EXAMPLE_OVERRIDES[api.id]});
      const long = model.items
        .filter((entry) => entry.example !== null)
        .map((entry) => ({
          name: entry.name,
          lines: entry.example!.document.split('\n').length + formatJson(entry.example!.variables).split('\n').length,
        }))
        .filter(({lines}) => lines > 25);
      assert.deepEqual(long, [], `${api.title}: examples over 25 lines`);
    }
  });

  it("writes each cURL tab as a request that sends the example itself, to its API's endpoint with a bearer token", async () => {
    for (const api of [NETWORK_API, GLOBAL_API]) {
      const {schema} = await loadSchema(DEFAULT_OPTIONS, SITE_DIR, api);
      const model = buildModel(schema, api.routeBasePath, {origin: OVERRIDES_FILE, byOperation: EXAMPLE_OVERRIDES[api.id]});
      for (const entry of model.items) {
        if (entry.example === null) continue;
        const command = curlCommand(api.endpoint, api.tokenVariable, entry.example);
        const [first, ...rest] = command.split('\n');
        assert.equal(first, `curl ${api.endpoint} \\`);
        assert.ok(rest.includes('  --header "Authorization: Bearer $TRIBE_ACCESS_TOKEN" \\'));
        const body = /<<'JSON'\n([\s\S]*)\nJSON$/.exec(command)?.[1];
        assert.ok(body !== undefined, `${entry.name}: no here-document`);
        const sent = JSON.parse(body) as {query: string; variables?: Record<string, unknown>};
        assert.equal(print(parse(sent.query)), print(parse(entry.example.document)), entry.name);
        assert.deepEqual(sent.variables ?? {}, entry.example.variables, entry.name);
      }
    }
  });

  it('uses the override file for the most-used operations, and fails naming the file and the operation when an override no longer fits', async () => {
    const {schema} = await loadSchema(optionsFor(fixture('small.graphql')), SITE_DIR);
    const overrides = (byOperation: ApiExampleOverrides) => ({origin: 'overrides.ts (Network API)', byOperation});
    const model = buildModel(
      schema,
      '/docs/graphql',
      overrides({query: {member: {selection: '{ id joinedAt }', variables: {id: 'R4kLm8NwTe'}}}}),
    );
    const member = model.items.find((entry) => entry.name === 'member')!.example!;
    assert.equal(member.document, 'query Member($id: ID!) {\n  member(id: $id) {\n    id\n    joinedAt\n  }\n}');
    // The id the variables ask for is the id the response returns, even when written by hand.
    assert.deepEqual(member.response, {member: {id: 'R4kLm8NwTe', joinedAt: '2026-03-14T09:30:00.000Z'}});
    // What the call sets on the thing comes back in the response: here the title of the post it creates.
    const titled = buildModel(
      schema,
      '/docs/graphql',
      overrides({mutation: {createPost: {variables: {input: {title: 'Hello from the API'}}}}}),
    );
    assert.equal(
      (titled.items.find((entry) => entry.name === 'createPost')!.example!.response.createPost as {title: string}).title,
      'Hello from the API',
    );
    assert.deepEqual(checkExamples(titled, schema).warnings, []);
    assert.throws(
      () => buildModel(schema, '/docs/graphql', overrides({query: {member: {selection: '{ id nickname avatar }'}}})),
      /^Error: overrides\.ts \(Network API\): query member: Cannot query field "avatar" on type "Member"\./,
    );
    assert.throws(
      () => buildModel(schema, '/docs/graphql', overrides({query: {member: {variables: {memberId: 'x'}}}})),
      /query member: member has no argument memberId/,
    );
    assert.throws(
      () => buildModel(schema, '/docs/graphql', overrides({mutation: {deletePost: {selection: '{ id }'}}})),
      /overrides\.ts \(Network API\): an example override names mutation deletePost, which the schema has no operation for/,
    );
  });
});

describe('rendering', () => {
  it('lists "Used by" on the page up to 50 items, and above that gives counts by kind and the list in a file the page loads on request', () => {
    const users = (count: number, prefix: string) =>
      Array.from({length: count}, (_, index) => `type ${prefix}${index} { tag: Tag }`).join(' ');
    const fewUsers = Array.from({length: 50}, (_, index) => `type C${index} { few: Few }`).join(' ');
    const schema = schemaFromSdl(
      `type Query { tag: Tag few: Few } type Tag { id: ID! } type Few { id: ID! } ${users(50, 'A')} ${users(1, 'B')} ${fewUsers}`,
      'users.graphql',
    );
    const model = buildModel(schema, '/docs/graphql');
    const tag = renderItemPage(model.items.find((entry) => entry.name === 'Tag')!);
    assert.match(tag.mdx, /^<Ref\.UsageSummary \{\.\.\.generated\.usedBy\} load=\{\(\) => import\("\.\/tag\.usedBy\.json"\)\} \/>$/m);
    assert.deepEqual(tag.props['usedBy'], {
      total: 51,
      byKind: [{kind: 'object', label: 'objects', count: 51}],
      lazyFile: './tag.usedBy.json',
    });
    const list = tag.lazyFiles['objects/tag.usedBy.json'] as {usages: {item: {name: string}}[]};
    assert.equal(list.usages.length, 51);
    const few = renderItemPage(model.items.find((entry) => entry.name === 'Few')!);
    assert.match(few.mdx, /^<Ref\.UsageList \{\.\.\.generated\.usedBy\} \/>$/m);
    assert.deepEqual(few.lazyFiles, {});
  });

  it('shows a definition of up to 40 lines on the page, and loads a longer one when the reader opens it', () => {
    const fields = (count: number) => Array.from({length: count}, (_, index) => `f${index}: Int`).join(' ');
    const schema = schemaFromSdl(
      `type Query { wide: Wide narrow: Narrow } type Wide { ${fields(39)} } type Narrow { ${fields(38)} }`,
      'wide.graphql',
    );
    const model = buildModel(schema, '/docs/graphql');
    const wide = renderItemPage(model.items.find((entry) => entry.name === 'Wide')!);
    assert.match(
      wide.mdx,
      /^<Ref\.LongDefinition \{\.\.\.generated\.definition\} load=\{\(\) => import\("\.\/wide\.definition\.json"\)\} \/>$/m,
    );
    assert.deepEqual(wide.props['definition'], {title: 'Definition', lines: 41, lazyFile: './wide.definition.json'});
    assert.match((wide.lazyFiles['objects/wide.definition.json'] as {highlighted: string}).highlighted, /f38/);
    const narrow = renderItemPage(model.items.find((entry) => entry.name === 'Narrow')!);
    assert.match(narrow.mdx, /^<Ref\.Definition \{\.\.\.generated\.definition\} \/>$/m);
  });

  it("puts schema text in the page's JSON props only, and a description's HTML shows as text", async () => {
    const {schema} = await loadSchema(optionsFor(fixture('hostile.graphql')), SITE_DIR);
    const model = buildModel(schema, '/docs/graphql');
    const page = renderItemPage(model.items.find((entry) => entry.name === 'HostileThing')!);
    assert.equal(page.file, 'objects/hostile-thing.mdx');
    const body = page.mdx.slice(page.mdx.indexOf('\n---\n') + 5);
    // The MDX that the MDX parser reads has no schema text at all.
    assert.doesNotMatch(body, /alert|<\/?div|\{\{|curly|braces/);
    assert.match(body, /^import generated from '\.\/hostile-thing\.props\.json';$/m);
    assert.match(body, /^<Ref\.ItemHeader \{\.\.\.generated\.header\} \/>$/m);
    assert.deepEqual((page.props['header'] as ReferenceComponentProps['ItemHeader'] | undefined)?.description, {
      markdown: 'A </div><script>alert(4)</script> type {{ mdx }}',
      html: '<p>A &#x3C;/div>&#x3C;script>alert(4)&#x3C;/script> type {{ mdx }}</p>',
    });
  });
});

describe('sidebars', () => {
  type Item = ReturnType<typeof renderSidebars>[string][number];
  /** Ids of the pages a sidebar owns (`doc` items and category links); `ref` items only link. */
  const ownedIds = (items: readonly Item[]): string[] =>
    items.flatMap((item) =>
      item.type === 'category' ? [...(item.link ? [item.link.id] : []), ...ownedIds(item.items)] : item.type === 'doc' ? [item.id] : [],
    );

  it('one per kind, listing every kind in order, with the items of its own kind only', async () => {
    const {schema} = await loadSchema(optionsFor(fixture('small.graphql')), SITE_DIR);
    const sidebars = renderSidebars(buildModel(schema, '/docs/graphql'), {changelog: true});
    const kinds = ['queries', 'mutations', 'subscriptions', 'objects', 'interfaces', 'inputs', 'enums', 'unions', 'scalars', 'directives'];
    assert.deepEqual(Object.keys(sidebars), [OVERVIEW_SIDEBAR, ...kinds.filter((kind) => kind in sidebars)]);
    assert.ok(['queries', 'mutations', 'objects', 'interfaces', 'inputs', 'scalars'].every((kind) => kind in sidebars));
    const shape = (name: string) => sidebars[name]!.map((item) => `${item.type} ${item.label}`);
    assert.deepEqual(shape(OVERVIEW_SIDEBAR).slice(0, 4), ['doc Overview', 'doc Changelog', 'ref Queries', 'ref Mutations']);
    assert.deepEqual(shape('objects').slice(0, 6), [
      'ref Overview',
      'ref Changelog',
      'ref Queries',
      'ref Mutations',
      'ref Subscriptions',
      'category Objects',
    ]);
    assert.ok(ownedIds(sidebars['objects']!).every((id) => id.startsWith('objects/')));
    // Every page is owned by exactly one sidebar; everywhere else it is a ref.
    const owned = Object.values(sidebars).flatMap(ownedIds);
    assert.equal(new Set(owned).size, owned.length);
  });

  it('list a long kind by initial letter, each letter a collapsed category, every item once and in order', async () => {
    const {schema} = await loadSchema(DEFAULT_OPTIONS, SITE_DIR);
    const model = buildModel(schema, '/docs/graphql');
    const sidebars = renderSidebars(model);
    const objects = sidebars['objects']!.find((entry) => entry.type === 'category');
    assert.ok(objects?.type === 'category');
    const letters = objects.items.filter((entry) => entry.type === 'category');
    assert.equal(letters.length, objects.items.length);
    assert.ok(
      letters.every(
        (letter) =>
          /^[A-Z_]$/.test(letter.label) &&
          letter.collapsed &&
          letter.items.every((item) => item.label.toUpperCase().startsWith(letter.label)),
      ),
    );
    assert.equal(new Set(letters.map((letter) => letter.label)).size, letters.length);
    const objectNames = model.items.filter((item) => item.kind === 'object').map((item) => item.name);
    assert.ok(objectNames.length > SIDEBAR_LETTER_GROUPS_ABOVE);
    assert.deepEqual(
      letters.flatMap((letter) => letter.items.map((item) => item.label)),
      objectNames,
    );
    // A short kind stays a flat list.
    const unions = sidebars['unions']!.find((entry) => entry.type === 'category');
    assert.ok(
      unions?.type === 'category' &&
        unions.items.length <= SIDEBAR_LETTER_GROUPS_ABOVE &&
        unions.items.every((item) => item.type === 'doc'),
    );
  });

  it("list a removed item in its own kind's sidebar, under Removed, since its route stays in that kind", async () => {
    const {schema, history} = await loadSchema(DEFAULT_OPTIONS, SITE_DIR);
    const current = buildModel(schema, '/docs/graphql');
    const model = {...current, removedItems: removedItems(current, schema, history)};
    const sidebars = renderSidebars(model, {changelog: true});
    assert.ok(model.removedItems.length > 0);
    for (const item of model.removedItems) {
      const folder = item.route.split('/')[3]!;
      assert.ok(ownedIds(sidebars[folder]!).includes(`${folder}/${item.route.split('/')[4]}`), item.route);
    }
    assert.deepEqual(sidebars[OVERVIEW_SIDEBAR]!.at(-1), {type: 'doc', id: 'removed/index', label: 'Removed'});
    assert.deepEqual(sidebars['enums']!.at(-1), {type: 'ref', id: 'removed/index', label: 'Removed'});
    const enums = sidebars['enums']!.find((entry) => entry.type === 'category');
    assert.equal(enums?.type === 'category' ? enums.items.at(-1)?.label : undefined, 'Removed');
  });
});

describe('generation', () => {
  it('is deterministic, and a second source leaves no stale pages behind', async () => {
    const first = await tempDir();
    const second = await tempDir();
    await generateGraphqlReference({siteDir: SITE_DIR, options: optionsFor(fixture('small.graphql')), outDir: first});
    await generateGraphqlReference({siteDir: SITE_DIR, options: optionsFor(fixture('small.graphql')), outDir: second});
    const files = await listFiles(first);
    assert.deepEqual(await listFiles(second), files);
    for (const file of files) {
      assert.equal(await readFile(path.join(second, file), 'utf8'), await readFile(path.join(first, file), 'utf8'), file);
    }
    assert.ok(files.includes('objects/member.mdx'));

    await generateGraphqlReference({siteDir: SITE_DIR, options: optionsFor(fixture('hostile.graphql')), outDir: first});
    const after = await listFiles(first);
    assert.ok(!after.includes('objects/member.mdx'), 'pages of the previous schema are gone');
    assert.ok(after.includes('objects/hostile-thing.mdx'));
  });

  it("names the API, writes its calls and its download as the config says, with Tribe's values as the defaults", async () => {
    const outDir = path.join(await tempDir(), 'graphql');
    const identity = {
      title: 'Example API',
      endpoint: 'https://api.example.com/graphql',
      tokenVariable: 'EXAMPLE_TOKEN',
      downloadFile: 'example-api.graphql',
    };
    const {manifest} = await generateGraphqlReference({
      siteDir: SITE_DIR,
      options: {...optionsFor(fixture('small.graphql')), ...identity},
      outDir,
    });
    assert.equal(manifest.apiTitle, 'Example API');
    const member = await readFile(path.join(outDir, 'queries/member.props.json'), 'utf8');
    assert.ok(member.includes('https://api.example.com/graphql'), 'the cURL tab calls the endpoint');
    assert.ok(member.includes('EXAMPLE_TOKEN') && !member.includes('TRIBE_ACCESS_TOKEN'), 'with the token variable');
    const overview = await readFile(path.join(outDir, 'schema.props.json'), 'utf8');
    assert.ok(overview.includes('"download":"/schemas/example-api.graphql"') && overview.includes('"apiFullTitle":"Example API"'));
    await readFile(path.join(outDir, 'static/schemas/example-api.graphql'));

    const defaults = path.join(await tempDir(), 'graphql');
    await generateGraphqlReference({siteDir: SITE_DIR, options: optionsFor(fixture('small.graphql')), outDir: defaults});
    await readFile(path.join(defaults, `static/schemas/${NETWORK_API.downloadFile}`));
    assert.ok((await readFile(path.join(defaults, 'queries/member.props.json'), 'utf8')).includes('TRIBE_ACCESS_TOKEN'));
  });

  it('a bad schema leaves no output at all, not even the previous one', async () => {
    const dir = await tempDir();
    const outDir = path.join(dir, 'graphql');
    await generateGraphqlReference({siteDir: SITE_DIR, options: optionsFor(fixture('small.graphql')), outDir});
    await assert.rejects(
      generateGraphqlReference({siteDir: SITE_DIR, options: optionsFor(fixture('unknown-type.graphql')), outDir}),
      /unknown-type\.graphql:7:12: Unknown type "Profile"/,
    );
    assert.deepEqual(await readdir(dir), []);
  });
});
