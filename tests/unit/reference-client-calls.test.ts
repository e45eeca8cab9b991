import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import {NETWORK_API} from '../../generators/graphql-reference/apis';
import {SITE_DIR} from '../../node/site/paths';

describe('clientCall', () => {
  it('uses the method that sends the operation, with enum members and JSON.stringify for encoded values; else the generic query or mutation', async () => {
    const {loadSchema} = await import('../../generators/graphql-reference/schema-source');
    const {DEFAULT_OPTIONS} = await import('../../generators/graphql-reference/options');
    const {CLIENT_FIELDS_FILES, clientCall, readClientMethods, readEnumMembers, readGenericOperations} =
      await import('../../generators/graphql-reference/examples/client-call');
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
