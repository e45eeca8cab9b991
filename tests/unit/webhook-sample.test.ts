import assert from 'node:assert/strict';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {describe, it} from 'node:test';

import {checkWebhookSample, WEBHOOK_SAMPLE_PAGE, webhookSample} from '../../tools/snippets/webhook';
import {SITE_DIR} from '../../node/site/paths';

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
    const code = webhookSample(await readFile(path.join(SITE_DIR, WEBHOOK_SAMPLE_PAGE), 'utf8'));
    assert.deepEqual(await checkWebhookSample(code, SITE_DIR), []);
  });

  it('catches a receiver that does not verify signatures, handles repeats and swallows failures', async () => {
    const failures = await checkWebhookSample(trustingReceiver, SITE_DIR);
    assert.deepEqual(failures, [
      'wrong signature: expected 403, got 200',
      'stale timestamp (16 minutes old): expected 403, got 200',
      'stale timestamp: refused without logging the timestamp it received',
      'timestamp from the future (16 minutes ahead): expected 403, got 200',
      'modified body: expected 403, got 200',
      'no signature headers: expected 403, got 200',
      'signature of another length: expected 403, got 200',
      'event delivered twice: expected it to be handled once, it was handled 8 times',
      'event whose handler failed: expected HTTP 200 with type SUBSCRIPTION and status FAILED, got 200 {"status":"SUCCEEDED"}',
      'event whose handler failed: it was logged as handled',
      'event whose handler failed once: expected it handled on the second delivery only (2 forwards, 1 handled line), got 0 forwards and 3 handled lines',
    ]);
  });

  it('catches a receiver that records an event as handled before its handler has succeeded', async () => {
    const code = webhookSample(await readFile(path.join(SITE_DIR, WEBHOOK_SAMPLE_PAGE), 'utf8'));
    const recordFirst = code.replace(
      /(\n\s*)(try \{\s*await handleEvent\(event\)\s*)handledEventIds\.add\(event\.id\)/,
      '$1handledEventIds.add(event.id)$1$2',
    );
    assert.notEqual(recordFirst, code, 'the sample no longer has the handler call this test reorders');
    const failures = await checkWebhookSample(recordFirst, SITE_DIR);
    assert.deepEqual(failures, [
      'event whose handler failed once: expected it handled on the second delivery only (2 forwards, 1 handled line), got 1 forwards and 0 handled lines',
    ]);
  });
});
