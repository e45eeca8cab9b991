/**
 * The reference generator on schemas no one here wrote: synthetic SDL, built
 * by graphql-js, with the patterns that real schemas have and Tribe's does
 * not. Every valid schema must generate; what the generator cannot do for an
 * item becomes a warning that names it.
 */
import assert from 'node:assert/strict';
import {mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {after, describe, it} from 'node:test';

import {buildSchema, parse, validate} from 'graphql';

import {generateGraphqlReference} from '../../generators/graphql-reference/generate';
import {DEFAULT_OPTIONS} from '../../generators/graphql-reference/options';
import type {ReferenceComponentProps} from '../../plugins/reference-docs/contract/components';
import {REFERENCE_INDEX_FILE, SITE_DIR} from '../../node/site/paths';
import {ENUM_VALUES, NESTING, stressSdl} from '../fixtures/stress-schema';

const temporaryDirs: string[] = [];
after(async () => {
  await Promise.all(temporaryDirs.map((dir) => rm(dir, {recursive: true, force: true})));
});

async function generateStress(): Promise<{outDir: string; result: Awaited<ReturnType<typeof generateGraphqlReference>>}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'graphql-stress-'));
  temporaryDirs.push(dir);
  const schemaFile = path.join(dir, 'stress.graphql');
  await writeFile(schemaFile, stressSdl());
  const outDir = path.join(dir, 'graphql');
  const result = await generateGraphqlReference({
    siteDir: SITE_DIR,
    options: {...DEFAULT_OPTIONS, schema: schemaFile, compareWith: 'none'},
    outDir,
  });
  return {outDir, result};
}

async function propsOf(outDir: string, page: string): Promise<ReferenceComponentProps & Record<string, unknown>> {
  return JSON.parse(await readFile(path.join(outDir, page.replace(/\.mdx$/, '.props.json')), 'utf8')) as never;
}

/** The text of a highlighted example document, without its markup. */
const plain = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

describe('the reference generator on a synthetic schema of every pattern', () => {
  const generated = generateStress();

  it('generates a page for every type and operation, and warns, naming it, about the one item it cannot make an example for', async () => {
    const {outDir, result} = await generated;
    const schema = buildSchema(stressSdl());
    const index = JSON.parse(await readFile(path.join(outDir, REFERENCE_INDEX_FILE), 'utf8')) as {
      types: Record<string, string>;
      operations: Record<string, Record<string, string>>;
    };
    const types = Object.keys(schema.getTypeMap()).filter(
      (name) => !name.startsWith('__') && !/^Root(Query|Mutation|Subscription)$/.test(name),
    );
    assert.deepEqual(
      types.filter((name) => index.types[name] === undefined),
      [],
    );
    assert.deepEqual(Object.keys(index.operations.query!).sort(), Object.keys(schema.getQueryType()!.getFields()).sort());
    assert.deepEqual(Object.keys(index.operations.mutation!).sort(), ['configureThing', 'createThing', 'updateThing']);
    assert.deepEqual(new Set(Object.values(index.types)).size, Object.keys(index.types).length, 'every type has its own page');
    assert.deepEqual(result.warnings, [
      'query orphan: no example on its page, since no object type implements Lonely, so its example cannot show one',
    ]);
  });

  it('aliases a union member field whose name another member uses with another type, and the example validates', async () => {
    const {outDir} = await generated;
    const page = JSON.stringify(await propsOf(outDir, 'queries/search.mdx'));
    const document = plain(JSON.parse(page.slice(page.indexOf('"document":') + 11).replace(/,"[a-zA-Z]+":[\s\S]*$/, '')) as string);
    assert.match(document, /\.\.\. on Other \{\s+id\s+otherName: name\s+\}/);
    assert.deepEqual(validate(buildSchema(stressSdl()), parse(document)), []);
  });

  it('writes examples a reader would copy: the thing a payload carries, the ordinary member of an error union, the argument a lookup needs, a page size, JSON', async () => {
    const {outDir} = await generated;
    const example = async (page: string) => {
      const props = (await propsOf(outDir, page)) as unknown as {example: {document: string; variables: string; response: string}};
      return {
        document: plain(props.example.document),
        variables: JSON.parse(plain(props.example.variables)) as Record<string, unknown>,
        response: JSON.parse(plain(props.example.response)) as {data: Record<string, Record<string, unknown>>},
      };
    };
    const create = await example('mutations/create-thing.mdx');
    assert.match(
      create.document,
      /createThing\(input: \$input\) \{\s+thing \{\s+id\s+name\s+\}\s+userErrors \{\s+field\s+message\s+\}\s+\}/,
    );
    assert.doesNotMatch(create.document, /clientMutationId/);
    // The call shown succeeds: it returns the thing, and no failures.
    assert.deepEqual(create.response.data.createThing!.userErrors, []);
    assert.equal(
      (create.response.data.createThing!.thing as {name: string}).name,
      create.variables.input && (create.variables.input as {name: string}).name,
    );

    const update = await example('mutations/update-thing.mdx');
    assert.match(update.document, /\.\.\. on Thing \{[^}]*\}\s+\.\.\. on ThingErrors \{\s+errors \{/);
    assert.equal(update.response.data.updateThing!.__typename, 'Thing');

    const lookup = await example('queries/thing-by.mdx');
    assert.deepEqual(Object.keys(lookup.variables), ['id']);
    assert.match(lookup.document, /thingBy\(id: \$id\)/);

    const page = await example('queries/relay-things.mdx');
    assert.deepEqual(page.variables, {first: 10});
    assert.match(page.document, /pageInfo \{\s+hasNextPage\s+endCursor\s+\}\s+edges \{\s+node \{/);
    assert.equal((page.response.data.relayThings!.edges as unknown[]).length, 2);

    const configure = await example('mutations/configure-thing.mdx');
    assert.equal(configure.variables.settings, '{"key": "value"}');
    const json = await example('mutations/update-thing.mdx');
    assert.ok(!('patch' in json.variables) || typeof json.variables.patch === 'object');
  });

  it('links a field that returns the query root to the overview, and gives colliding and reserved names their own pages', async () => {
    const {outDir} = await generated;
    assert.match(JSON.stringify(await propsOf(outDir, 'queries/relay.mdx')), /"route":"\/docs\/graphql\/schema"/);
    const objects = (await readdir(path.join(outDir, 'objects'))).filter((file) => file.endsWith('.mdx'));
    for (const page of ['foo-bar.mdx', 'foo-bar-2.mdx', 'index-2.mdx', 'item.mdx', 'index.mdx']) assert.ok(objects.includes(page), page);
    const queries = (await readdir(path.join(outDir, 'queries'))).filter((file) => file.endsWith('.mdx'));
    for (const page of ['foo-bar.mdx', 'foo-bar-2.mdx', 'index-2.mdx', 'index.mdx']) assert.ok(queries.includes(page), page);
  });

  it(`lists all ${ENUM_VALUES} values of an enum, and follows ${NESTING} levels of nesting`, async () => {
    const {outDir} = await generated;
    const enumPage = JSON.stringify(await propsOf(outDir, 'enums/big-enum.mdx'));
    assert.ok(enumPage.includes(`"V${ENUM_VALUES - 1}"`));
    assert.ok((await readdir(path.join(outDir, 'inputs'))).includes(`deep${NESTING}.mdx`));
  });
});
