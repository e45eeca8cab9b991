import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {clientRedirects} from '../../generators/client-reference/redirects';

describe('client reference redirects', () => {
  const redirects = clientRedirects(['AppClient', 'TribeClient'], ['/modules/clients']);
  const target = (from: string) => redirects.find((redirect) => redirect.from === from)?.to;

  it("sends the first addresses, under the guide, to today's pages", () => {
    assert.equal(target('/docs/guide/gql-client'), '/docs/gql-client/index');
    assert.equal(target('/docs/guide/gql-client/index'), '/docs/gql-client/index');
    assert.equal(target('/docs/guide/gql-client/getting-started'), '/docs/gql-client/getting-started');
    assert.equal(target('/docs/guide/gql-client/modules/clients'), '/docs/gql-client/modules/clients');
    assert.equal(target('/docs/guide/gql-client/classes/TribeClient'), '/docs/gql-client/classes/Tribe');
    assert.equal(target('/docs/guide/gql-client/classes/PagesClient'), '/docs/gql-client/removed-classes');
  });

  it("keeps the class names with their suffix under today's reference", () => {
    assert.equal(target('/docs/gql-client/classes/AppClient'), '/docs/gql-client/classes/App');
    assert.equal(target('/docs/gql-client/classes/Billing'), '/docs/gql-client/removed-classes');
  });

  it('has one target per address', () => {
    const froms = redirects.map((redirect) => redirect.from);
    assert.equal(new Set(froms).size, froms.length);
  });
});
