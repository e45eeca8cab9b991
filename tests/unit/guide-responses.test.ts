/**
 * A response shown on a guide page is paired with the request it answers,
 * and compared with what the local platform answers to it.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';

import {formatResponse, pageResponses, responseDifference} from '../../tools/snippets/responses';

const fence = '```';
const page = [
  `${fence}graphql\nquery Me { authMember { id name } }\n${fence}`,
  `${fence}json title="Variables" variables\n{"limit": 2}\n${fence}`,
  `${fence}bash\ncurl https://app.tribe.so/graphql \\\n  --header "Authorization: Bearer $TRIBE_ACCESS_TOKEN" \\\n  --data @- <<'JSON'\n{"query": "query Me { authMember { id name } }"}\nJSON\n${fence}`,
  `${fence}json\n{"data": {"authMember": {"id": "j3G68idV7C", "name": "Ada Lovelace"}}}\n${fence}`,
  'A webhook payload has a `data` too, and is not a response:',
  `${fence}json\n{"networkId": "hSNBBJuD3v", "data": {"id": "x"}}\n${fence}`,
  'Some prose, then a response with no request before it:',
  `${fence}json\n{"data": {"network": {"id": "hSNBBJuD3v"}}}\n${fence}`,
  `${fence}json norun="shape only"\n{"data": {"network": {"id": "anything"}}}\n${fence}`,
].join('\n\n');

describe('shown responses', () => {
  it('pairs a response with the cURL request before it, and names a response that follows none', () => {
    const responses = pageResponses('page.mdx', page);
    assert.equal(responses.length, 2, 'the webhook payload and the shape-only block are left out');
    const [paired, unpaired] = responses;
    assert.ok(typeof paired!.request !== 'string');
    assert.equal(paired!.request.url, 'https://app.tribe.so/graphql');
    assert.equal(paired!.request.body, '{"query": "query Me { authMember { id name } }"}');
    assert.match(String(paired!.request.authorization), /process\.env\.TRIBE_ACCESS_TOKEN/);
    assert.equal(typeof unpaired!.request, 'string');
  });

  it('accepts the same answer in any layout and with tokens shortened, and names the first difference otherwise', () => {
    const answer = JSON.stringify({data: {tokens: {accessToken: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IjEifQ.c2ln', member: {id: 'GUEST_1'}}}});
    assert.equal(responseDifference(formatResponse(answer), answer), null);
    assert.match(formatResponse(answer), /"accessToken": "eyJhbGciOiJI…"/);
    assert.equal(
      responseDifference('{"data": {"tokens": {"accessToken": "eyJ…", "member": {"id": "GUEST_2"}}}}', answer),
      'response.data.tokens.member.id: the page shows "GUEST_2", the platform answered "GUEST_1"',
    );
    assert.match(String(responseDifference('{"data": {"tokens": {}}}', answer)), /accessToken is in the answer but not on the page/);
    assert.match(String(responseDifference('{"data": [1, 2]}', '{"data": [1]}')), /has 1 item\(s\), the page shows 2/);
    assert.match(
      String(
        responseDifference(
          JSON.stringify({data: {t: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IjEifQ.c2ln'}}),
          JSON.stringify({data: {t: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6IjEifQ.c2ln'}}),
        ),
      ),
      /a whole token/,
      'a whole token on the page fails even where it equals the answer',
    );
  });
});
