import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import {plugin as fragmentMatcherPlugin} from '@graphql-codegen/fragment-matcher';
import {plugin as typescriptPlugin} from '@graphql-codegen/typescript';
import {type GraphQLSchema, buildSchema, isInterfaceType, isUnionType, lexicographicSortSchema, printSchema} from 'graphql';

import {CodegenTypesError, mergeWithSdl, schemaFromCodegenTypes} from '../../generators/graphql-reference/codegen-types';
import {SITE_DIR} from '../../node/site/paths';

const packageDir = path.join(SITE_DIR, 'node_modules/@tribeplatform/gql-client');

/** The plugin config of the package's codegen.yml and codegen.global.yml (asserted below). */
const PACKAGE_CODEGEN_CONFIG = {
  skipTypename: true,
  preResolveTypes: true,
  scalars: {DateTime: 'string'},
  namingConvention: {enumValues: 'keep'},
};

/** What the package's own `graphql-codegen` run writes, from an SDL: the two pinned plugins. */
async function codegen(schema: GraphQLSchema): Promise<string> {
  const info = {outputFile: 'types.generated.ts'};
  const types = await typescriptPlugin(schema, [], PACKAGE_CODEGEN_CONFIG, info);
  const matcher = await fragmentMatcherPlugin(schema, [], PACKAGE_CODEGEN_CONFIG, info);
  const parts = typeof types === 'string' ? [types] : [...(types.prepend ?? []), types.content];
  return [...parts, typeof matcher === 'string' ? matcher : matcher.content].join('\n');
}

const printed = (schema: GraphQLSchema): string => printSchema(lexicographicSortSchema(schema));

describe('codegen types → schema', () => {
  it('uses the plugin config of the package', async () => {
    for (const file of ['codegen.yml', 'codegen.global.yml']) {
      const yaml = await readFile(path.join(packageDir, file), 'utf8');
      for (const line of [
        '- typescript',
        '- fragment-matcher',
        'skipTypename: true',
        'preResolveTypes: true',
        'DateTime: string',
        'enumValues: keep',
      ]) {
        assert.ok(yaml.includes(line), `${file}: ${line}`);
      }
    }
  });

  it('round-trips the shipped SDL: codegen, convert, merge gives the SDL back', async () => {
    const sdl = buildSchema(await readFile(path.join(packageDir, 'schema.generated.gql'), 'utf8'));
    const converted = schemaFromCodegenTypes(await codegen(sdl), 'sdl.generated.ts', {
      query: 'Query',
      mutation: 'Mutation',
      subscription: 'Subscription',
    });
    assert.equal(printed(mergeWithSdl(converted, sdl)), printed(sdl));
  });

  it('round-trips a fixture with every construct the SDL lacks', async () => {
    const sdl = buildSchema(await readFile(path.join(SITE_DIR, 'tests/fixtures/graphql/codegen-roundtrip.graphql'), 'utf8'));
    const converted = schemaFromCodegenTypes(await codegen(sdl), 'fixture.generated.ts');
    assert.equal(printed(mergeWithSdl(converted, sdl)), printed(sdl));

    // Without the SDL, what the format cannot carry is missing, never guessed.
    const withDefaults = converted.getType('WithDefaults');
    assert.ok(withDefaults !== undefined && 'getFields' in withDefaults);
    const visibility = (withDefaults as import('graphql').GraphQLInputObjectType).getFields()['visibility']!;
    assert.equal(String(visibility.type), 'PostStatus!');
    assert.equal(visibility.defaultValue, null);
    assert.equal(visibility.extensions.defaultValueUnknown, true);
    assert.equal(converted.getType('filter_input'), undefined);
    assert.ok(converted.getType('Filter_Input'));
    assert.ok(isInterfaceType(converted.getType('Content')));
    assert.deepEqual((converted.getType('Content') as import('graphql').GraphQLInterfaceType).getInterfaces(), []);
    assert.ok(isUnionType(converted.getType('Single')));
    assert.equal(converted.getDirective('cacheControl'), undefined);
  });

  it('reads both snapshots of the package', async () => {
    const read = async (file: string, subscription: string | null) =>
      schemaFromCodegenTypes(await readFile(path.join(packageDir, file), 'utf8'), file, {
        query: 'Query',
        mutation: 'Mutation',
        subscription,
      });
    const network = await read('src/types/tribe-graphql.generated.ts', 'Subscription');
    const count = (schema: GraphQLSchema) => Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__')).length;
    assert.equal(count(network), 599);
    assert.equal(Object.keys(network.getQueryType()!.getFields()).length, 202);
    assert.equal(Object.keys(network.getMutationType()!.getFields()).length, 225);
    const media = network.getType('Media');
    assert.ok(isUnionType(media));
    assert.deepEqual(
      media.getTypes().map((type) => type.name),
      ['Emoji', 'File', 'Glyph', 'Image'],
    );
    assert.equal(network.getQueryType()!.getFields()['globalApp']?.deprecationReason, 'Use the global gateway instead');

    const global = await read('src/global-types/tribe-global-graphql.generated.ts', null);
    assert.equal(count(global), 128);
    const limitedToken = global.getQueryType()!.getFields()['limitedToken']!;
    assert.deepEqual(
      limitedToken.args.map((arg) => `${arg.name}: ${String(arg.type)}`),
      ['context: PermissionContext', 'entityId: String', 'impersonateMemberId: String', 'networkId: String!'],
    );
  });

  it('refuses what it cannot read, naming the file, the line and the declaration', () => {
    const cases: Array<[string, RegExp]> = [
      [
        "export type Scalars = { ID: string }\nexport type Query = {\n  a: Promise<Scalars['ID']>\n}\n",
        /bad\.ts:3:6: type Query\.a: unknown generic type Promise/,
      ],
      [
        'export type Scalars = { ID: string }\nexport type Query = {\n  a: Profile\n}\n',
        /bad\.ts:2:1: type Query: refers to Profile, which is not declared/,
      ],
      [
        "export type Scalars = { ID: string }\nexport type Query = { a: Post }\nexport type Post = Query & { id: Scalars['ID'] }\n",
        /bad\.ts:3:1: type Post: Query is not an interface/,
      ],
      [
        "export type Scalars = { ID: string }\nexport type A = { id: Scalars['ID'] }\nexport type Query = { u: U }\nexport type U = A\nconst result = { possibleTypes: { U: ['Missing'] } }\n",
        /bad\.ts: possibleTypes: U lists Missing/,
      ],
    ];
    for (const [source, message] of cases) {
      assert.throws(
        () => schemaFromCodegenTypes(source, 'bad.ts'),
        (error: unknown) => error instanceof CodegenTypesError && message.test(error.message),
      );
    }
  });

  it('is deterministic', async () => {
    const source = await readFile(path.join(packageDir, 'src/global-types/tribe-global-graphql.generated.ts'), 'utf8');
    assert.equal(printSchema(schemaFromCodegenTypes(source, 'a.ts')), printSchema(schemaFromCodegenTypes(source, 'a.ts')));
  });
});
