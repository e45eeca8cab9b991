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
import {SITE_DIR} from '../../node/site/paths';

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

  it("lists a new space membership request with the space's requests, but not under a status no source gives", async () => {
    const spaceId = 'Vx8Pq2Lm5n';
    const {requestSpaceMembership} = await data(
      'mutation ($spaceId: ID!) { requestSpaceMembership(spaceId: $spaceId) { id spaceId status member { id } } }',
      {spaceId},
    );
    assert.equal((requestSpaceMembership!.member as Json).id, objectId('Member', 1), 'the token’s member asked');
    const ids = async (filter: string) =>
      (
        (await data(`query ($spaceId: ID!) { spaceMembershipRequests(spaceId: $spaceId${filter}) { id } }`, {spaceId}))
          .spaceMembershipRequests as unknown as Json[]
      ).map((request) => request.id);
    assert.ok((await ids('')).includes(requestSpaceMembership!.id));
    const pending = await ids(', status: PENDING');
    assert.ok(pending.length > 0, "the space's earlier requests are listed as PENDING");
    assert.ok(!pending.includes(requestSpaceMembership!.id), 'whether a new request is PENDING is unknown');
  });

  it('lists a new installation, leaves it out of lists filtered on a status no source gives, and marks an uninstalled one', async () => {
    const {installApp} = await data('mutation ($appId: ID!) { installApp(appId: $appId, input: {}) { id } }', {appId: 'f3Kp9Wm2Qa'});
    const all = (await data('{ getNetworkAppInstallations(limit: 50) { nodes { id } } }')).getNetworkAppInstallations!.nodes as Json[];
    assert.ok(all.some((node) => node.id === installApp!.id));
    const installations = '{ getNetworkAppInstallations(limit: 50, status: ENABLED) { nodes { id } } }';
    const enabled = (await data(installations)).getNetworkAppInstallations!.nodes as Json[];
    assert.ok(
      enabled.length > 0 && !enabled.some((node) => node.id === installApp!.id),
      'whether a new installation is ENABLED is unknown',
    );
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

  it("lists the same space memberships from a space's side, a member's side and the member's spaces", async () => {
    const spaceId = objectId('Space', 1);
    const members = (
      (await data('query ($spaceId: ID!) { spaceMembers(spaceId: $spaceId, limit: 20) { nodes { member { id } } } }', {spaceId}))
        .spaceMembers!.nodes as Json[]
    ).map((node) => (node.member as Json).id);
    assert.ok(members.length > 0);
    for (const memberId of [objectId('Member', 1), objectId('Member', 2), objectId('Member', 3), objectId('Member', 4)]) {
      const viaMemberSpaces = (
        (await data('query ($memberId: ID!) { memberSpaces(memberId: $memberId, limit: 20) { nodes { space { id } } } }', {memberId}))
          .memberSpaces!.nodes as Json[]
      ).map((node) => (node.space as Json).id);
      const viaMember = (
        (await data('query ($id: ID) { member(id: $id) { spaces(limit: 20) { nodes { id } } } }', {id: memberId})).member!.spaces as Json
      ).nodes as Json[];
      assert.deepEqual(
        viaMember.map((space) => space.id),
        viaMemberSpaces,
        'Member.spaces and memberSpaces agree',
      );
      assert.equal(viaMemberSpaces.includes(spaceId), members.includes(memberId), 'memberSpaces and spaceMembers agree');
    }
    const {createSpace} = await data(
      'mutation { createSpace(input: {name: "Fresh"}) { id membersCount members(limit: 5) { totalCount } } }',
    );
    assert.equal(createSpace!.membersCount, 0, 'a space the sample created has only the members it was given');
  });

  it('gives a post one author, the same on every read and in every field that names it', async () => {
    const query = '{ posts(limit: 4) { nodes { id ownerId createdById owner { member { id } } createdBy { member { id } } } } }';
    const first = (await data(query)).posts!.nodes as Json[];
    await data('{ spaces(limit: 4) { nodes { id } } members(limit: 4) { nodes { id } } }');
    const second = (await data(query)).posts!.nodes as Json[];
    assert.deepEqual(second, first);
    for (const post of first) {
      const author = ((post.owner as Json).member as Json).id;
      assert.deepEqual([post.ownerId, post.createdById, ((post.createdBy as Json).member as Json).id], [author, author, author]);
    }
  });

  it('gives a created object the object its input names by id, where the type has no field for the id itself', async () => {
    const collectionId = objectId('Collection', 2);
    const {createSpace} = await data('mutation ($input: CreateSpaceInput!) { createSpace(input: $input) { collection { id } } }', {
      input: {name: 'Product updates', collectionId},
    });
    assert.deepEqual(createSpace!.collection, {id: collectionId});
  });

  it('never gives a new object the id of one the sample named', async () => {
    const named = objectId('Post', 5);
    const {createReply} = await data(
      'mutation ($postId: ID!, $input: CreatePostInput!) { createReply(postId: $postId, input: $input) { id repliedToId } }',
      {
        postId: named,
        input: {postTypeId: objectId('PostType', 4), mappingFields: [{key: 'content', type: 'html', value: '"<p>Thanks</p>"'}]},
      },
    );
    assert.equal(createReply!.repliedToId, named);
    assert.notEqual(createReply!.id, named);
  });

  it('gives an object named by an id it has not shown a name of its own, not a seeded one', async () => {
    const seeded = ((await data('{ spaces(limit: 20) { nodes { name } } }')).spaces!.nodes as Json[]).map((space) => space.name);
    const {space} = await data('{ space(id: "Qz7NotSeen") { id name } }');
    assert.equal(space!.id, 'Qz7NotSeen');
    assert.ok(!seeded.includes(space!.name), `${String(space!.name)} is already a seeded space's name`);
  });

  it("answers a space's membershipStatus for the token's member from the memberships and requests", async () => {
    const status = async (spaceId: string) =>
      (
        (await data('query ($id: ID) { space(id: $id) { authMemberProps { membershipStatus } } }', {id: spaceId})).space!
          .authMemberProps as Json
      ).membershipStatus;
    assert.equal(await status(objectId('Space', 1)), 'joined');
    const {createSpace} = await data('mutation { createSpace(input: {name: "Elsewhere"}) { id } }');
    const other = String(createSpace!.id);
    assert.equal(await status(other), 'notJoined');
    await data('mutation ($spaceId: ID!) { requestSpaceMembership(spaceId: $spaceId) { id } }', {spaceId: other});
    assert.equal(await status(other), 'requested');
    await data('mutation ($spaceId: ID!) { joinSpace(spaceId: $spaceId) { status } }', {spaceId: other});
    assert.equal(await status(other), 'joined');
  });

  it("shows an uploaded image as the member's profile picture, with the resized versions createImages announced", async () => {
    const {createImages} = await data(
      'mutation ($input: [CreateImageInput!]!) { createImages(input: $input) { mediaId urls { thumb } } }',
      {
        input: [{contentType: 'image/png', name: 'grace.png'}],
      },
    );
    const upload = (createImages as unknown as Json[])[0]!;
    assert.match(String((upload.urls as Json).thumb), new RegExp(`/${String(upload.mediaId)}/`));
    const {updateMember} = await data(
      'mutation ($id: ID, $input: UpdateMemberInput!) { updateMember(id: $id, input: $input) { profilePictureId profilePicture { __typename ... on Image { id urls { thumb } } } } }',
      {id: objectId('Member', 2), input: {profilePictureId: upload.mediaId}},
    );
    assert.deepEqual(updateMember!.profilePicture, {__typename: 'Image', id: upload.mediaId, urls: upload.urls});
  });

  it('keeps seeded data consistent: invitations expire after they were made, roles include Guest, reply types are for replies', async () => {
    const invitations = (await data('{ memberInvitations(limit: 10) { nodes { createdAt expiresAt } } }')).memberInvitations!
      .nodes as Json[];
    for (const invitation of invitations) assert.ok(String(invitation.expiresAt) > String(invitation.createdAt));
    const roles = (await data('{ roles { name type } }')).roles as unknown as Json[];
    assert.ok(roles.some((role) => role.name === 'Guest' && role.type === 'guest'));
    const guest = (await data('{ tokens(networkDomain: "community.example.com") { role { id } } }', {}, null)).tokens!;
    const rolesAfter = (await data('{ roles { id } }')).roles as unknown as Json[];
    assert.equal(rolesAfter.length, roles.length, "a guest token's role is one of the listed roles, not a new one");
    assert.ok(rolesAfter.some((role) => role.id === (guest.role as Json).id));
    const types = (await data('{ postTypes(limit: 10) { nodes { name context validReplyTypes { context } } } }')).postTypes!
      .nodes as Json[];
    for (const type of types) {
      const replies = type.validReplyTypes as Json[];
      if (type.context === 'post') assert.ok(replies.length > 0 && replies.every((reply) => reply.context === 'reply'), String(type.name));
      else assert.deepEqual(replies, []);
    }
    const spaceTypes = (
      await data(`{ spacePostTypes(spaceId: "${objectId('Space', 1)}", context: post, limit: 10) { nodes { postType { context } } } }`)
    ).spacePostTypes!.nodes as Json[];
    assert.ok(spaceTypes.length > 0 && spaceTypes.every((node) => (node.postType as Json).context === 'post'));
  });

  it("marks the scopes of roles no source lists, and a join request's status, as values no source documents", async () => {
    const paths = (response: Response) => ((response.extensions?.[UNDOCUMENTED_EXTENSION] ?? []) as {path: string}[]).map(({path}) => path);
    const roles = await send('{ roles { name scopes } }');
    const marked = paths(roles);
    const names = (roles.data!.roles as Json[]).map((role) => role.name);
    assert.deepEqual(
      marked,
      names.flatMap((name, index) => (name === 'Admin' || name === 'Guest' ? [] : [`data.roles[${index}].scopes`])),
    );
    const request = await send(`mutation { requestSpaceMembership(spaceId: "${objectId('Space', 3)}") { id status } }`);
    assert.deepEqual(paths(request), ['data.requestSpaceMembership.status']);
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
