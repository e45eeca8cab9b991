import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import {checkWebhookSample, WEBHOOK_SAMPLE_PAGE, webhookSample} from '../snippets/webhook';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A receiver that trusts every request and handles every delivery: the check must catch both. */
const trustingReceiver = `
import {createServer} from 'node:http'
createServer(async (request, response) => {
  let body = ''
  for await (const chunk of request) body += chunk
  if (request.method !== 'POST') { response.writeHead(404); return response.end() }
  const webhook = JSON.parse(body)
  if (webhook.data?.id) console.log('handled ' + webhook.data.name + ' ' + webhook.data.id)
  response.writeHead(200, {'Content-Type': 'application/json'})
  response.end(JSON.stringify(webhook.type === 'TEST' ? {type: 'TEST', status: 'SUCCEEDED', data: {challenge: webhook.data.challenge}} : {status: 'SUCCEEDED'}))
}).listen(Number(process.env.PORT))
`;

describe('webhook receiver sample from the guide', () => {
  it('answers the TEST challenge, accepts signed events once, and rejects forged, stale and tampered requests', async () => {
    const code = webhookSample(await readFile(path.join(repoRoot, WEBHOOK_SAMPLE_PAGE), 'utf8'));
    assert.deepEqual(await checkWebhookSample(code, repoRoot), []);
  });

  it('catches a receiver that does not verify signatures', async () => {
    const failures = await checkWebhookSample(trustingReceiver, repoRoot);
    assert.deepEqual(failures, [
      'wrong signature: expected 403, got 200',
      'stale timestamp (16 minutes old): expected 403, got 200',
      'timestamp from the future (16 minutes ahead): expected 403, got 200',
      'modified body: expected 403, got 200',
      'no signature headers: expected 403, got 200',
      'signature of another length: expected 403, got 200',
      'event delivered twice: expected it to be handled once, it was handled 8 times',
    ]);
  });
});
