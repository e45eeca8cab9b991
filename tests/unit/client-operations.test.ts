import assert from 'node:assert/strict';
import path from 'node:path';
import {describe, it} from 'node:test';

import ts from 'typescript';

import {collectBuilders, operationOfTemplate, readOperationMap} from '../../generators/client-reference/operations';
import {SITE_DIR} from '../../node/site/paths';

const packageSrc = path.join(SITE_DIR, 'node_modules/@tribeplatform/gql-client/src');

describe('operations sent by client methods', () => {
  it('reads the operation type and root field of a template', () => {
    assert.deepEqual(operationOfTemplate('\n  query app($id: ID) {\n    app(id: $id) { ${fields} }\n  }'), {type: 'query', field: 'app'});
    assert.deepEqual(operationOfTemplate('mutation { createPost(input: $input) { id } }'), {type: 'mutation', field: 'createPost'});
    assert.equal(operationOfTemplate('fragment F on Post { id }'), null);
  });

  it('finds builders declared as functions and as arrow functions', () => {
    const file = ts.createSourceFile(
      'builders.ts',
      'export function aGQLQuery(f) { return gql`query a { a { ${f} } }` }\nexport const bGQLMutation = () => gql`mutation b($x: ID!) { b(x: $x) }`\n',
      ts.ScriptTarget.Latest,
      true,
    );
    assert.deepEqual(Object.fromEntries(collectBuilders([file])), {
      aGQLQuery: {type: 'query', field: 'a'},
      bGQLMutation: {type: 'mutation', field: 'b'},
    });
  });

  it('derives them from the pinned package, through calls to other methods of the class', async () => {
    const map = await readOperationMap(packageSrc);
    assert.deepEqual(map.get('AppClient')?.get('get'), [{type: 'query', field: 'app'}]);
    assert.deepEqual(map.get('TribeClient')?.get('generateToken'), [{type: 'query', field: 'limitedToken'}]);
    assert.deepEqual(map.get('MediaClient')?.get('uploadImages'), [{type: 'mutation', field: 'createImages'}]);
    assert.deepEqual(map.get('PostsClient')?.get('create'), [{type: 'mutation', field: 'createPost'}]);
    // Generic methods send whatever operation the caller passes.
    assert.deepEqual(map.get('TribeClient')?.get('query'), []);
    const methods = [...map.values()].flatMap((methods) => [...methods.values()]);
    assert.ok(methods.filter((operations) => operations.length > 0).length >= 200);
  });
});
