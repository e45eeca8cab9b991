/**
 * The local platform that the guide's samples run against keeps state for
 * the run of one sample: what a request creates or changes is what later
 * requests read, statuses move as the sources say, lists honour their
 * arguments, and tokens name the actor the API answers for.
 */
import assert from 'node:assert/strict';
import {after, before, beforeEach, describe, it} from 'node:test';

import {loadBuiltSchema} from '../../tools/snippets/graphql';
import {type MockPlatform, startMockPlatform, UNDOCUMENTED_EXTENSION} from '../../tools/snippets/mock-platform/server';
import {objectId, sampleJwt} from '../../tools/snippets/mock-platform/values';
import {SITE_DIR} from '../../src/site/paths';

const NETWORK = 'https://app.tribe.so/graphql';
const ADMIN_TOKEN = sampleJwt(objectId('Member', 1), objectId('Network', 1));

type Json = Record<string, unknown>;
interface Response {
  data?: Json | null;
  errors?: {message: string}[];
  extensions?: Json;
}

function claims(token: string): {id: string; networkId: string} {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {id: string; networkId: string};
}

describe('the local platform keeps state', () => {
  let platform: MockPlatform;
  before(async () => {
    platform = await startMockPlatform(loadBuiltSchema(SITE_DIR));
  });
  after(() => platform.close());
  beforeEach(() => platform.reset());

  const send = async (query: string, variables: object = {}, authorization: string | null = `Bearer ${ADMIN_TOKEN}`, url = NETWORK) => {
    const response = await fetch(platform.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'x-sample-original-url': url,
        ...(authorization === null ? {} : {Authorization: authorization}),
      },
      body: JSON.stringify({query, variables}),
    });
    const body = (await response.json()) as Response;
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body;
  };
  const data = async (query: string, variables: object = {}, authorization?: string | null) =>
    (await send(query, variables, authorization)).data as Record<string, Json>;

  it('returns a created object with the values sent, by id and in lists', async () => {
    const {createSpace} = await data(
      'mutation ($input: CreateSpaceInput!) { createSpace(input: $input) { id name description private slug } }',
      {
        input: {name: 'Product updates', description: 'Release notes', private: false},
      },
    );
    assert.equal(createSpace!.name, 'Product updates');
    assert.equal(createSpace!.description, 'Release notes');
    assert.equal(createSpace!.private, false);
    assert.match(String(createSpace!.slug), /^product-updates-[a-z0-9]{8}$/);
    const {space} = await data('query ($id: ID) { space(id: $id) { id name description slug } }', {id: createSpace!.id});
    assert.deepEqual(space, {id: createSpace!.id, name: 'Product updates', description: 'Release notes', slug: createSpace!.slug});
    const {spaces} = await data('{ spaces(limit: 50) { totalCount nodes { id } } }');
    assert.ok((spaces!.nodes as Json[]).some((node) => node.id === createSpace!.id));
  });

  it("returns a post's title and content sent as mapping fields, and the attachments sent", async () => {
    const {createFiles} = await data('mutation ($input: [CreateFileInput!]!) { createFiles(input: $input) { mediaId } }', {
      input: [{contentType: 'application/pdf', extension: 'pdf', name: 'notes.pdf', size: 1024}],
    });
    const mediaId = (createFiles as unknown as Json[])[0]!.mediaId;
    const {createPost} = await data(
      'mutation ($spaceId: ID!, $input: CreatePostInput!) { createPost(spaceId: $spaceId, input: $input) { id title shortContent attachments { id name size } } }',
      {
        spaceId: objectId('Space', 1),
        input: {
          postTypeId: objectId('PostType', 1),
          publish: true,
          attachmentIds: [mediaId],
          mappingFields: [
            {key: 'title', type: 'text', value: JSON.stringify('Version 2.0 is out')},
            {key: 'content', type: 'html', value: JSON.stringify('<p>Read the notes.</p>')},
          ],
        },
      },
    );
    assert.equal(createPost!.title, 'Version 2.0 is out');
    assert.equal(createPost!.shortContent, '<p>Read the notes.</p>');
    assert.deepEqual(createPost!.attachments, [{id: mediaId, name: 'notes.pdf', size: 1024}]);
    const {post} = await data('query ($id: ID!) { post(id: $id) { title } }', {id: createPost!.id});
    assert.equal(post!.title, 'Version 2.0 is out');
  });

  it('shows an update to later reads', async () => {
    const id = 'GS3zB1q8yHtW';
    const {updateSpace} = await data(
      'mutation ($id: ID!, $input: UpdateSpaceInput!) { updateSpace(id: $id, input: $input) { id description } }',
      {
        id,
        input: {description: 'Roadmap news'},
      },
    );
    assert.deepEqual(updateSpace, {id, description: 'Roadmap news'});
    const {space} = await data('query ($id: ID) { space(id: $id) { description } }', {id});
    assert.equal(space!.description, 'Roadmap news');
  });

  it('takes a deleted or removed object out of its lists', async () => {
    const before = (await data('{ spaces(limit: 50) { totalCount nodes { id } } }')).spaces!;
    const doomed = (before.nodes as Json[])[0]!.id;
    await data('mutation ($id: ID!) { deleteSpace(id: $id) { status } }', {id: doomed});
    const afterDelete = (await data('{ spaces(limit: 50) { totalCount nodes { id } } }')).spaces!;
    assert.equal(afterDelete.totalCount, Number(before.totalCount) - 1);
    assert.ok(!(afterDelete.nodes as Json[]).some((node) => node.id === doomed));

    const spaceId = objectId('Space', 1);
    const list = '{ spaceMembers(spaceId: "SPACE", limit: 20) { totalCount nodes { member { id } } } }'.replace('SPACE', spaceId);
    const members = (await data(list)).spaceMembers!;
    const gone = ((members.nodes as Json[])[0]!.member as Json).id;
    await data('mutation ($spaceId: ID!, $memberIds: [ID!]!) { removeSpaceMembers(spaceId: $spaceId, memberIds: $memberIds) { status } }', {
      spaceId,
      memberIds: [gone],
    });
    const left = (await data(list)).spaceMembers!;
    assert.equal(left.totalCount, Number(members.totalCount) - 1);
    assert.ok(!(left.nodes as Json[]).some((node) => (node.member as Json).id === gone));
    const {space} = await data('query ($id: ID) { space(id: $id) { membersCount } }', {id: spaceId});
    assert.equal(space!.membersCount, left.totalCount, 'a count agrees with the list it counts');
  });

  it('makes a member who joined with joinNetwork UNVERIFIED until verifyMember, with the token of that member', async () => {
    const guest = (await data('{ tokens(networkDomain: "community.example.com") { accessToken } }', {}, null)).tokens!;
    const {joinNetwork} = await data(
      'mutation ($input: JoinNetworkInput!) { joinNetwork(input: $input) { accessToken member { id name email status } } }',
      {input: {email: 'grace@example.com', name: 'Grace Hopper', password: 'Compiler-A0-1952'}},
      `Bearer ${String(guest.accessToken)}`,
    );
    const member = joinNetwork!.member as Json;
    assert.deepEqual(
      {name: member.name, email: member.email, status: member.status},
      {name: 'Grace Hopper', email: 'grace@example.com', status: 'UNVERIFIED'},
    );
    assert.equal(claims(String(joinNetwork!.accessToken)).id, member.id);
    const {verifyMember} = await data('mutation ($input: VerifyMemberInput!) { verifyMember(input: $input) { member { id status } } }', {
      input: {memberId: member.id, verificationCode: '482913'},
    });
    assert.deepEqual(verifyMember!.member, {id: member.id, status: 'VERIFIED'});
  });

  it('starts a space membership request PENDING and lists it with the pending ones', async () => {
    const spaceId = 'Vx8Pq2Lm5n';
    const {requestSpaceMembership} = await data(
      'mutation ($spaceId: ID!) { requestSpaceMembership(spaceId: $spaceId) { id spaceId status member { id } } }',
      {spaceId},
    );
    assert.equal(requestSpaceMembership!.status, 'PENDING');
    assert.equal((requestSpaceMembership!.member as Json).id, objectId('Member', 1), 'the token’s member asked');
    const {spaceMembershipRequests} = await data(
      'query ($spaceId: ID!) { spaceMembershipRequests(spaceId: $spaceId, status: PENDING) { id status } }',
      {spaceId},
    );
    const pending = spaceMembershipRequests as unknown as Json[];
    assert.ok(pending.some((request) => request.id === requestSpaceMembership!.id));
    assert.ok(pending.every((request) => request.status === 'PENDING'));
    await data(
      'mutation ($spaceId: ID!, $id: ID!) { declineSpaceMembershipRequest(spaceId: $spaceId, spaceMembershipRequestId: $id) { status } }',
      {
        spaceId,
        id: requestSpaceMembership!.id,
      },
    );
    const later = (await data('query ($spaceId: ID!) { spaceMembershipRequests(spaceId: $spaceId, status: PENDING) { id } }', {spaceId}))
      .spaceMembershipRequests as unknown as Json[];
    assert.ok(!later.some((request) => request.id === requestSpaceMembership!.id), 'a declined request is no longer pending');
  });

  it('takes an uninstalled app out of the ENABLED installations and marks its status as one no source documents', async () => {
    const {installApp} = await data('mutation ($appId: ID!) { installApp(appId: $appId, input: {}) { id status } }', {appId: 'f3Kp9Wm2Qa'});
    const installations = '{ getNetworkAppInstallations(limit: 50, status: ENABLED) { nodes { id } } }';
    const enabled = (await data(installations)).getNetworkAppInstallations!.nodes as Json[];
    assert.ok(enabled.some((node) => node.id === installApp!.id));
    const response = await send('mutation ($id: ID!) { uninstallApp(appInstallationId: $id) { id status } }', {id: installApp!.id});
    const uninstalled = response.data!.uninstallApp as Json;
    assert.notEqual(uninstalled.status, 'ENABLED');
    assert.deepEqual(
      (response.extensions?.[UNDOCUMENTED_EXTENSION] as {path: string}[]).map(({path}) => path),
      ['data.uninstallApp.status'],
    );
    const after = (await data(installations)).getNetworkAppInstallations!.nodes as Json[];
    assert.ok(!after.some((node) => node.id === installApp!.id));
  });

  it("marks a new installation's status and passwordComplexity's verdict as values no source documents", async () => {
    const installed = await send('mutation ($appId: ID!) { installApp(appId: $appId, input: {}) { id status } }', {appId: 'f3Kp9Wm2Qa'});
    const checked = await send('{ passwordComplexity(password: "grace1234") { complex } }');
    const paths = (response: typeof installed) => (response.extensions?.[UNDOCUMENTED_EXTENSION] as {path: string}[]).map(({path}) => path);
    assert.deepEqual(paths(installed), ['data.installApp.status']);
    assert.deepEqual(paths(checked), ['data.passwordComplexity.complex']);
  });

  it('orders lists by the field orderBy names, newest first with reverse, and counts every item while limit pages them', async () => {
    const {createSpace} = await data('mutation { createSpace(input: {name: "Newest"}) { id createdAt } }');
    const query =
      'query ($reverse: Boolean) { spaces(limit: 2, orderBy: CREATED_AT, reverse: $reverse) { totalCount nodes { id createdAt } pageInfo { hasNextPage } } }';
    const newestFirst = (await data(query, {reverse: true})).spaces!;
    const oldestFirst = (await data(query, {reverse: false})).spaces!;
    const nodes = newestFirst.nodes as Json[];
    assert.equal(nodes.length, 2);
    assert.equal(nodes[0]!.id, createSpace!.id, 'the space just created is the newest');
    assert.ok(String(nodes[0]!.createdAt) > String(nodes[1]!.createdAt));
    assert.ok(String((oldestFirst.nodes as Json[])[0]!.createdAt) < String((oldestFirst.nodes as Json[])[1]!.createdAt));
    const all = (await data('{ spaces(limit: 100) { totalCount nodes { id } } }')).spaces!;
    assert.equal(newestFirst.totalCount, (all.nodes as Json[]).length);
    assert.equal((newestFirst.pageInfo as Json).hasNextPage, true);
  });

  it('gives each kind of actor its own form of id: GUEST_ for a guest, plain ids for members and the app bot', async () => {
    const guest = (await data('{ tokens(networkDomain: "community.example.com") { member { id } role { name } } }', {}, null)).tokens!;
    const guestId = String((guest.member as Json).id);
    assert.match(guestId, /^GUEST_[A-Za-z0-9]+$/);
    assert.equal((guest.role as Json).name, 'Guest');
    const me = (await data('{ authMember { id } }')).authMember!;
    assert.match(String(me.id), /^[A-Za-z0-9]{10}$/);
    const basic = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
    const {limitedToken} = await data(
      'query ($networkId: String!) { limitedToken(networkId: $networkId, context: NETWORK, entityId: $networkId) { accessToken } }',
      {networkId: objectId('Network', 1)},
      basic,
    );
    const botId = claims(String(limitedToken!.accessToken)).id;
    assert.match(botId, /^[A-Za-z0-9]{10}$/);
    const members = (await data('{ members(limit: 100) { nodes { id } } }')).members!.nodes as Json[];
    assert.equal(new Set([guestId, String(me.id), botId]).size, 3, 'no two actors share an id');
    assert.ok(!members.some((member) => member.id === botId || member.id === guestId), 'neither the bot nor a guest is a member');
  });

  it('issues tokens whose payload names the member and community that the API returns for them', async () => {
    const session = (
      await data(
        '{ tokens(networkDomain: "community.example.com") { accessToken member { id } network { id } networkPublicInfo { id } } }',
        {},
        null,
      )
    ).tokens!;
    const payload = claims(String(session.accessToken));
    assert.equal(payload.id, (session.member as Json).id);
    assert.equal(payload.networkId, (session.network as Json).id);
    assert.equal(payload.networkId, (session.networkPublicInfo as Json).id);

    const basic = `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`;
    const networkId = 'Wf8S3xTqhd';
    const memberId = 'gC4ZmB1xRk';
    const {limitedToken} = await data(
      'query ($networkId: String!, $memberId: String) { limitedToken(networkId: $networkId, context: NETWORK, entityId: $networkId, impersonateMemberId: $memberId) { accessToken } }',
      {networkId, memberId},
      basic,
    );
    const token = String(limitedToken!.accessToken);
    assert.deepEqual({id: claims(token).id, networkId: claims(token).networkId}, {id: memberId, networkId});
    const answer = await data('{ network { id } authMember { id } }', {}, `Bearer ${token}`);
    assert.equal(answer.network!.id, networkId);
    assert.equal(answer.authMember!.id, memberId);
  });

  it('records a mutation whose returned object holds another value than the one sent under the same name', async () => {
    await send('mutation { createSpace(input: {name: "Product updates"}) { id name: slug } }');
    const [request] = platform.requests();
    assert.equal(request!.mismatches.length, 1);
    assert.match(
      request!.mismatches[0]!,
      /^data\.createSpace\.name: sent "Product updates", the platform returned "product-updates-[a-z0-9]{8}"$/,
    );
    platform.reset();
    await send('mutation { createSpace(input: {name: "Product updates"}) { id name slug } }');
    assert.deepEqual(platform.requests()[0]!.mismatches, []);
  });
});
