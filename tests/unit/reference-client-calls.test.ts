import assert from 'node:assert/strict';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import {GLOBAL_API, NETWORK_API} from '../../src/generators/graphql-reference/apis';
import {codeOfHtml} from '../../src/theme/CodeBlock/highlighted-code';
import {formatProblem, type Snippet, typecheckSnippets} from '../../tools/snippets/typecheck';
import {SITE_DIR} from '../../src/site/paths';

/** The JavaScript client tab of every operation page of the last `npm run generate`, as its code. */
async function clientTabs(outDir: string): Promise<Snippet[]> {
  const snippets: Snippet[] = [];
  for (const folder of ['queries', 'mutations', 'subscriptions']) {
    const dir = path.join(SITE_DIR, outDir, folder);
    const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.props.json')).sort();
    for (const file of files) {
      const props = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as {example?: {client?: string}};
      if (props.example?.client !== undefined)
        snippets.push({origin: `${outDir}/${folder}/${file}`, code: codeOfHtml(props.example.client), language: 'ts'});
    }
  }
  return snippets;
}

describe('the JavaScript client tab of the reference examples', () => {
  it('type-checks on every operation page of both APIs against the pinned client', async () => {
    const network = await clientTabs(NETWORK_API.outDir);
    const global = await clientTabs(GLOBAL_API.outDir);
    // Most operations have a client method or go through its generic query/mutation: none found means generation changed.
    assert.ok(network.length > 300, `only ${network.length} network API client tabs`);
    assert.ok(global.length > 30, `only ${global.length} global API client tabs`);
    assert.deepEqual(typecheckSnippets([...network, ...global], SITE_DIR).map(formatProblem), []);
  });
});

describe('clientCall', () => {
  it('uses the method that sends the operation, with enum members and JSON.stringify for encoded values; else the generic query or mutation', async () => {
    const {loadSchema} = await import('../../src/generators/graphql-reference/schema-source');
    const {DEFAULT_OPTIONS} = await import('../../src/generators/graphql-reference/options');
    const {CLIENT_FIELDS_FILES, clientCall, readClientMethods, readEnumMembers, readGenericOperations} =
      await import('../../src/generators/graphql-reference/examples/client-call');
    const packageDir = path.join(SITE_DIR, 'node_modules/@tribeplatform/gql-client');
    const {schema} = await loadSchema(DEFAULT_OPTIONS, SITE_DIR, NETWORK_API);
    const input = {
      api: NETWORK_API,
      schema,
      methods: await readClientMethods(packageDir),
      enums: readEnumMembers(await readFile(path.join(packageDir, NETWORK_API.packageTypes.file), 'utf8')),
      generic: readGenericOperations(await readFile(path.join(packageDir, CLIENT_FIELDS_FILES.network), 'utf8')),
    };
    const created = clientCall({
      ...input,
      kind: 'mutation',
      field: 'createPost',
      variables: {
        spaceId: 'KDhitAcHfTBA',
        input: {postTypeId: 'eUwZfxEtHB0I', mappingFields: [{key: 'title', type: 'text', value: '"It\'s out"'}]},
      },
    });
    assert.ok(created !== null);
    assert.match(
      created,
      /^import \{TribeClient\} from '@tribeplatform\/gql-client\/client'\nimport \{PostMappingTypeEnum\} from '@tribeplatform\/gql-client\/types'\n/,
    );
    assert.match(created, /graphqlUrl: 'https:\/\/app\.tribe\.so\/graphql'/);
    assert.match(created, /const result = await client\.posts\.create\(\{\n/);
    assert.match(created, /type: PostMappingTypeEnum\.text/);
    assert.match(created, /value: JSON\.stringify\('It\\'s out'\)/);
    // No class method takes these variables as they are: the generic mutation does.
    const images = clientCall({...input, kind: 'mutation', field: 'createImages', variables: {input: [{contentType: 'image/png'}]}});
    assert.match(images ?? '', /const result = await client\.mutation\(\{\n {2}name: 'createImages',\n {2}args: \{\n/);
    // The client cannot send a subscription.
    assert.equal(clientCall({...input, kind: 'subscription', field: 'space', variables: {}}), null);
  });
});
