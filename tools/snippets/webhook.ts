/**
 * Runs the guide's webhook receiver sample as a real HTTP server and sends it
 * what Tribe would send, and what an attacker might: signed and unsigned
 * requests, stale and tampered ones, the URL-verification challenge and a
 * repeated event.
 *
 * The sample is the ```ts block marked `webhook-server` on the webhooks
 * getting-started page. It must run with `tsx`, read SIGNING_SECRET, PORT and
 * FORWARD_URL, accept POST /webhook, forward each event to FORWARD_URL, and
 * log `handled <event name> <event id>` once per event it handles. When the
 * forward fails, the reply must be HTTP 200 with status FAILED and the event
 * stay unhandled, so that a later delivery of the same event is handled.
 */
import {type ChildProcess, spawn} from 'node:child_process';
import {createHmac, randomBytes} from 'node:crypto';
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {createServer as createHttpServer} from 'node:http';
import {createServer} from 'node:net';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';

import {extractCodeBlocks, metaFlags} from './extract';

export const WEBHOOK_SAMPLE_PAGE = 'docs/guide/webhooks/getting-started.mdx';
export const WEBHOOK_SAMPLE_FLAG = 'webhook-server';

/** The one sample marked as the webhook receiver. */
export function webhookSample(markdown: string): string {
  const samples = extractCodeBlocks(WEBHOOK_SAMPLE_PAGE, markdown).filter(
    (block) => block.language === 'ts' && metaFlags(block).has(WEBHOOK_SAMPLE_FLAG),
  );
  if (samples.length !== 1) {
    throw new Error(`${WEBHOOK_SAMPLE_PAGE}: expected one \`\`\`ts block marked ${WEBHOOK_SAMPLE_FLAG}, found ${samples.length}`);
  }
  return samples[0]!.code;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface RunningSample {
  readonly url: string;
  readonly output: () => string;
  readonly stop: () => Promise<void>;
}

async function startSample(code: string, repoRoot: string, env: Record<string, string>): Promise<RunningSample> {
  const dir = await mkdtemp(path.join(tmpdir(), 'webhook-sample-'));
  const file = path.join(dir, 'webhook-server.ts');
  await writeFile(file, code);
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), [file], {
    cwd: dir,
    env: {...process.env, ...env, PORT: String(port)},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
    await rm(dir, {recursive: true, force: true});
  };
  const url = `http://127.0.0.1:${port}/webhook`;
  for (let attempt = 0; attempt < 150; attempt++) {
    if (child.exitCode !== null) break;
    try {
      await fetch(url, {method: 'GET'});
      return {url, output: () => output, stop};
    } catch {
      await sleep(100);
    }
  }
  await stop();
  throw new Error(`the webhook sample did not start listening on port ${port}:\n${output}`);
}

interface ForwardTarget {
  readonly url: string;
  /** The bodies received, each answered with 200 unless it was the first to name an id in `failFirstFor`. */
  readonly received: string[];
  readonly close: () => Promise<void>;
}

/** The place the sample forwards events to; it fails the first forward of each id in `failFirstFor`. */
async function startForwardTarget(failFirstFor: ReadonlySet<string>): Promise<ForwardTarget> {
  const received: string[] = [];
  const failed = new Set<string>();
  const server = createHttpServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      const failing = [...failFirstFor].find((id) => body.includes(id) && !failed.has(id));
      if (failing !== undefined) failed.add(failing);
      response.writeHead(failing === undefined ? 200 : 500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the forward target has no port');
  return {url: `http://127.0.0.1:${address.port}/forward`, received, close: () => new Promise((resolve) => server.close(() => resolve()))};
}

function signature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}:${body}`).digest('hex');
}

/**
 * Every expectation the sample fails, as a sentence; empty when it behaves
 * as the guide says.
 */
export async function checkWebhookSample(code: string, repoRoot: string): Promise<string[]> {
  const secret = randomBytes(16).toString('hex');
  const flakyEventId = `evt-${randomBytes(4).toString('hex')}`;
  const forwardTarget = await startForwardTarget(new Set([flakyEventId]));
  const sample = await startSample(code, repoRoot, {SIGNING_SECRET: secret, FORWARD_URL: forwardTarget.url}).catch(
    async (error: unknown) => {
      await forwardTarget.close();
      throw error;
    },
  );
  const failures: string[] = [];
  const send = (body: string, headers: Record<string, string>) =>
    fetch(sample.url, {method: 'POST', headers: {'Content-Type': 'application/json', ...headers}, body});
  const signed = (body: string, timestamp = String(Date.now()), secretUsed = secret) => ({
    'X-Tribe-Request-Timestamp': timestamp,
    'X-Tribe-Signature': signature(secretUsed, timestamp, body),
  });
  const rejects = (what: string, response: Response) => {
    if (response.status !== 403) failures.push(`${what}: expected 403, got ${response.status}`);
  };

  try {
    const challenge = randomBytes(20).toString('hex');
    const test = JSON.stringify({networkId: 'net1', context: 'NETWORK', currentSettings: [], type: 'TEST', data: {challenge}});
    const testResponse = await send(test, signed(test));
    if (testResponse.status !== 200) failures.push(`TEST challenge: expected 200, got ${testResponse.status}`);
    if (!(testResponse.headers.get('content-type') ?? '').startsWith('application/json')) {
      failures.push('TEST challenge: the reply is not application/json');
    }
    const testReply = (await testResponse.json().catch(() => null)) as unknown;
    const expectedReply = {type: 'TEST', status: 'SUCCEEDED', data: {challenge}};
    if (JSON.stringify(testReply) !== JSON.stringify(expectedReply)) {
      failures.push(`TEST challenge: expected ${JSON.stringify(expectedReply)}, got ${JSON.stringify(testReply)}`);
    }

    const event = JSON.stringify({
      networkId: 'net1',
      context: 'NETWORK',
      entityId: 'net1',
      currentSettings: [],
      type: 'SUBSCRIPTION',
      data: {id: `evt-${randomBytes(4).toString('hex')}`, name: 'post.published', noun: 'POST', verb: 'PUBLISHED', object: {id: 'p1'}},
    });
    const eventId = (JSON.parse(event) as {data: {id: string}}).data.id;
    const accepted = await send(event, signed(event));
    if (accepted.status !== 200) failures.push(`correctly signed event: expected 200, got ${accepted.status}`);

    rejects('wrong signature', await send(event, signed(event, String(Date.now()), `${secret}x`)));
    const staleTimestamp = String(Date.now() - 16 * 60 * 1000);
    rejects('stale timestamp (16 minutes old)', await send(event, signed(event, staleTimestamp)));
    await sleep(100);
    if (!sample.output().includes(staleTimestamp)) failures.push('stale timestamp: refused without logging the timestamp it received');
    rejects('timestamp from the future (16 minutes ahead)', await send(event, signed(event, String(Date.now() + 16 * 60 * 1000))));
    rejects('modified body', await send(event.replace('"p1"', '"p2"'), signed(event)));
    rejects('no signature headers', await send(event, {}));
    const {'X-Tribe-Signature': goodSignature, ...withoutSignature} = signed(event);
    rejects('signature of another length', await send(event, {...withoutSignature, 'X-Tribe-Signature': goodSignature.slice(0, 10)}));

    const again = await send(event, signed(event));
    if (again.status !== 200) failures.push(`repeated event: expected 200, got ${again.status}`);
    await sleep(200);
    const handled = sample
      .output()
      .split('\n')
      .filter((line) => line.trim() === `handled post.published ${eventId}`).length;
    if (handled !== 1) failures.push(`event delivered twice: expected it to be handled once, it was handled ${handled} times`);

    // An event whose handler fails the first time: that delivery must fail, and the next one must handle it.
    const flakyEvent = event.replace(eventId, flakyEventId);
    const handledFlaky = () =>
      sample
        .output()
        .split('\n')
        .filter((line) => line.trim() === `handled post.published ${flakyEventId}`).length;
    const firstTry = await send(flakyEvent, signed(flakyEvent));
    await sleep(100);
    const firstReply = (await firstTry.json().catch(() => null)) as {type?: unknown; status?: unknown} | null;
    if (firstTry.status !== 200 || firstReply?.type !== 'SUBSCRIPTION' || firstReply.status !== 'FAILED') {
      failures.push(
        `event whose handler failed: expected HTTP 200 with type SUBSCRIPTION and status FAILED, got ${firstTry.status} ${JSON.stringify(firstReply)}`,
      );
    }
    if (handledFlaky() !== 0) failures.push('event whose handler failed: it was logged as handled');
    const secondTry = await send(flakyEvent, signed(flakyEvent));
    const thirdTry = await send(flakyEvent, signed(flakyEvent));
    await sleep(200);
    if (secondTry.status !== 200) failures.push(`event delivered again after its handler failed: expected 200, got ${secondTry.status}`);
    if (thirdTry.status !== 200) failures.push(`event delivered a third time: expected 200, got ${thirdTry.status}`);
    const forwards = forwardTarget.received.filter((body) => body.includes(flakyEventId)).length;
    if (handledFlaky() !== 1 || forwards !== 2) {
      failures.push(
        `event whose handler failed once: expected it handled on the second delivery only (2 forwards, 1 handled line), got ${forwards} forwards and ${handledFlaky()} handled lines`,
      );
    }
  } finally {
    await sample.stop();
    await forwardTarget.close();
  }
  return failures;
}
