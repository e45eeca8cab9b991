import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {formatProblem, typecheckSnippets} from '../../tools/snippets/typecheck';
import {SITE_DIR} from '../../src/site/paths';

const correct = `
import {TribeClient} from '@tribeplatform/gql-client/client'

const client = new TribeClient({
  graphqlUrl: 'https://app.tribe.so/graphql',
  clientId: process.env.TRIBE_CLIENT_ID,
  clientSecret: process.env.TRIBE_CLIENT_SECRET,
})
const accessToken: string = await client.generateToken({networkId: 'community-id'})
client.setToken(accessToken)
const app = await client.app.get({id: 'app-id'}, 'basic')
console.log(app.name)
`;

describe('TypeScript sample checker', () => {
  it('passes a correct sample, whatever the package sources themselves report', () => {
    assert.deepEqual(typecheckSnippets([{origin: 'correct.ts', code: correct, language: 'ts'}], SITE_DIR), []);
  });

  it('fails a wrong sample, naming the sample, the line and the reason', () => {
    const wrong = correct.replace("client.app.get({id: 'app-id'}, 'basic')", "client.app.get({id: 42}, 'everything')");
    const problems = typecheckSnippets(
      [
        {origin: 'correct.ts', code: correct, language: 'ts'},
        {origin: 'docs/wrong.mdx:12', code: wrong, language: 'ts'},
      ],
      SITE_DIR,
    );
    assert.ok(problems.length > 0);
    assert.ok(problems.every((problem) => problem.origin === 'docs/wrong.mdx:12'));
    assert.ok(problems.every((problem) => problem.line === 11));
    assert.match(problems.map((problem) => problem.message).join('\n'), /Type 'number' is not assignable to type 'string'/);
  });

  it('fails a sample that imports a path the package does not export', () => {
    const problems = typecheckSnippets(
      [
        {
          origin: 'root-import.ts',
          code: "import {TribeClient} from '@tribeplatform/gql-client'\nconsole.log(TribeClient)\n",
          language: 'ts',
        },
      ],
      SITE_DIR,
    );
    assert.match(problems[0]?.message ?? '', /Cannot find module '@tribeplatform\/gql-client'/);
  });

  describe('React SDK samples', () => {
    const feed = `
import {useFeed} from '@tribeplatform/react-sdk/hooks'
import {simplifyPaginatedResult} from '@tribeplatform/react-sdk/utils'
import type {Post} from '@tribeplatform/gql-client/types'

export function LatestPosts() {
  const {data} = useFeed({variables: {limit: 5}})
  const {nodes} = simplifyPaginatedResult<Post>(data)
  return <ul>{nodes.map((post) => <li key={post.id}>{post.title}</li>)}</ul>
}
`;

    it('are checked against the SDK and the client version it imports', () => {
      assert.deepEqual(typecheckSnippets([{origin: 'feed.tsx', code: feed, language: 'tsx'}], SITE_DIR), []);
    });

    it("fail when they misuse an SDK type, which would be 'any' against the site's 2.4.0 client", () => {
      const wrong = feed.replace('{limit: 5}', "{limit: 'five'}").replace('post.title', 'post.headline');
      const messages = typecheckSnippets([{origin: 'docs/wrong.mdx:3', code: wrong, language: 'tsx'}], SITE_DIR).map(formatProblem);
      assert.equal(messages.length, 2, messages.join('\n'));
      assert.match(messages[0]!, /^docs\/wrong\.mdx:3 \(line 7\): Type 'string' is not assignable to type 'number'/);
      assert.match(messages[1]!, /^docs\/wrong\.mdx:3 \(line 9\): Property 'headline' does not exist on type 'Post'/);
    });
  });
});
