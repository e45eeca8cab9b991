/**
 * Every check that type-checks samples, in one file: Node's runner gives each
 * file a process of its own, and the pinned packages' sources, whose parse is
 * most of a check, are parsed once per process (tools/snippets/typecheck.ts).
 * Three files took ~7 s more CPU than this one.
 */
import assert from 'node:assert/strict';
import {readFile, readdir} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import {GLOBAL_API, NETWORK_API} from '../../generators/graphql-reference/apis';
import {SITE_DIR} from '../../node/site/paths';
import {codeOfHtml} from '../../plugins/code-highlighting/theme/CodeBlock/highlighted-code';
import {clientUseInspector} from '../../tools/snippets/client-calls';
import {readHandWrittenPages} from '../../tools/snippets/content';
import {typescriptSnippets} from '../../tools/snippets/extract';
import {loadBuiltSchema} from '../../tools/snippets/graphql';
import {formatProblem, type Snippet, typecheckSnippets} from '../../tools/snippets/typecheck';

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

/** The problems of the TypeScript samples of fixture pages, with the client-use checks (tools/snippets/client-calls.ts). */
async function checkClientUses(...files: string[]): Promise<string[]> {
  const pages = new Map(await Promise.all(files.map(async (file) => [file, await readFile(path.join(SITE_DIR, file), 'utf8')] as const)));
  const inspector = await clientUseInspector(SITE_DIR, loadBuiltSchema(SITE_DIR), pages);
  const snippets = [...pages].flatMap(([file, markdown]) => typescriptSnippets(file, markdown));
  return typecheckSnippets(snippets, SITE_DIR, inspector).map(formatProblem);
}

describe('client calls of TypeScript samples', () => {
  const fixtures = 'tests/fixtures/deprecations';

  it('fail when the document a method sends has a deprecated root field, unless the page names it', async () => {
    const page = `${fixtures}/client-call.mdx`;
    assert.deepEqual(await checkClientUses(page), [
      `${page}:7 (line 7): loginNetwork is deprecated (use the loginNetwork mutation); name it as deprecated on the page or use the replacement`,
    ]);
    // The same page with a sentence that names it passes.
    const named = (await readFile(path.join(SITE_DIR, page), 'utf8')).replace(
      'Log a member in with the client, after setting a guest token.',
      '`auth.login()` sends the `loginNetwork` query, which is deprecated in favour of the `loginNetwork` mutation.',
    );
    const inspector = await clientUseInspector(SITE_DIR, loadBuiltSchema(SITE_DIR), new Map([[page, named]]));
    assert.deepEqual(typecheckSnippets(typescriptSnippets(page, named), SITE_DIR, inspector).map(formatProblem), []);
  });

  it('fail when they read a deprecated field of a result; fields of the fixed field sets that they do not read do not count', async () => {
    const page = `${fixtures}/client-call-read.mdx`;
    // network.get('all') selects other deprecated Network fields too; only the one read is reported.
    assert.deepEqual(await checkClientUses(page), [
      `${page}:7 (line 5): Network.subscriptionPlan is deprecated (use planName); name it as deprecated on the page or use the replacement`,
    ]);
  });

  it('fail when they pass a parameter the method drops, naming the method and the parameter', async () => {
    const page = `${fixtures}/dropped-parameter.mdx`;
    assert.deepEqual(await checkClientUses(page), [
      `${page}:7 (line 5): client.spacePostType.list() is passed \`context\`, which client 2.4.0 drops: the GraphQL document it sends never declares $context; leave it out and do not rely on it`,
    ]);
  });
});

describe('TypeScript samples in the hand-written pages', () => {
  it('all type-check against the pinned packages, use nothing deprecated the page does not name, and pass no parameter the client drops', async () => {
    // Hand-written content; generated pages are checked by their generators.
    const pages = await readHandWrittenPages(SITE_DIR);
    const snippets = pages.flatMap(({file, markdown}) => typescriptSnippets(file, markdown));
    const inspector = await clientUseInspector(
      SITE_DIR,
      loadBuiltSchema(SITE_DIR),
      new Map(pages.map(({file, markdown}) => [file, markdown])),
    );
    const problems = typecheckSnippets(snippets, SITE_DIR, inspector);
    assert.deepEqual(problems.map(formatProblem), []);
  });
});

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
