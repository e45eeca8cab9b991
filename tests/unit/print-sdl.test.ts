/**
 * The SDL files a reference writes (generators/graphql-reference/print-sdl.ts):
 * a value whose default the snapshot does not record is optional in both,
 * with a stand-in default of its type, and the download says so.
 */
import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import {GraphQLEnumType, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString, buildSchema} from 'graphql';

import {NETWORK_API, SCHEMA_DOWNLOAD_ROUTE} from '../../generators/graphql-reference/apis';
import {STATIC_DIR} from '../../generators/graphql-reference/generate';
import {printSdl, standInNote} from '../../generators/graphql-reference/print-sdl';
import {SITE_DIR} from '../../node/site/paths';

const unknown = {defaultValue: null, extensions: {defaultValueUnknown: true}};
const Format = new GraphQLEnumType({name: 'Format', values: {Html: {}, Text: {}}});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      summary: {
        type: GraphQLString,
        args: {
          format: {type: new GraphQLNonNull(Format), description: 'How to render it.', ...unknown},
          length: {type: new GraphQLNonNull(GraphQLInt), ...unknown},
          limit: {type: GraphQLInt},
        },
      },
    },
  }),
});

describe('SDL of values whose default the snapshot does not record', () => {
  it('gives the download a stand-in default from the type (an enum: its first value) and says what it is', () => {
    const sdl = printSdl(schema, 'download');
    const lines = sdl.split('\n').map((line) => line.trim());
    const format = lines.indexOf('format: Format! = Html');
    assert.deepEqual(lines.slice(format - 5, format), ['"""', 'How to render it.', '', standInNote('Html'), '"""']);
    const length = lines.indexOf('length: Int! = 0');
    assert.deepEqual(lines.slice(length - 3, length), ['"""', standInNote('0'), '"""']);
    assert.equal(lines[length + 1], 'limit: Int');
    // Tools read them as optional: a query that leaves them out validates.
    const built = buildSchema(sdl);
    const args = built.getQueryType()!.getFields()['summary']!.args;
    assert.deepEqual(
      args.map((arg) => [arg.name, arg.defaultValue]),
      [
        ['format', 'Html'],
        ['length', 0],
        ['limit', undefined],
      ],
    );
  });

  it('gives the schema the checks validate against the same defaults, without the note', () => {
    const sdl = printSdl(schema, 'validation');
    assert.match(sdl, /format: Format! = Html/);
    assert.match(sdl, /length: Int! = 0/);
    assert.doesNotMatch(sdl, /stand-in/);
  });

  it('makes the three values of the network download optional, and their reference entries say "optional"', async () => {
    const download = await readFile(
      path.join(SITE_DIR, NETWORK_API.outDir, `${STATIC_DIR}${SCHEMA_DOWNLOAD_ROUTE}/${NETWORK_API.downloadFile}`),
      'utf8',
    );
    const post = buildSchema(download).getType('Post') as GraphQLObjectType;
    const defaults = (field: string) =>
      post
        .getFields()
        [field]!.args.filter((arg) => arg.description?.includes('stand-in'))
        .map((arg) => `${arg.name} = ${String(arg.defaultValue)}`);
    assert.deepEqual(defaults('contentSummary'), ['format = Html', 'length = 0']);
    assert.deepEqual(defaults('shortContent'), ['format = Html']);
    assert.equal(download.match(/stand-in/g)?.length, 3);

    const props = JSON.parse(await readFile(path.join(SITE_DIR, NETWORK_API.outDir, 'objects/post.props.json'), 'utf8')) as {
      fields: {entries: {name: string; args: {name: string; defaultValueUnknown: boolean}[]}[]};
    };
    const optional = props.fields.entries.flatMap((field) =>
      field.args.filter((arg) => arg.defaultValueUnknown).map((arg) => `${field.name}(${arg.name}:)`),
    );
    assert.deepEqual(optional, ['contentSummary(format:)', 'contentSummary(length:)', 'shortContent(format:)']);
  });
});
