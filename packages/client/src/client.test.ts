// The client's own logic, without a server: the generated files match the document, page links,
// Retry-After, backoff, file types, the event stream's wire format, exact credit sums, and
// webhook verification against the webhooks service's own signer.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { newSecret, signedHeaders } from '../../../services/webhooks/src/domain/signing.ts';
import { drift } from '../scripts/generate.ts';
import { addCredits } from './credits.ts';
import { APIConnectionError, RateLimitError, WebhookVerificationError } from './errors.ts';
import { MediaPlatform } from './client.ts';
import { sseBlocks } from './events.ts';
import { pageQueryOf } from './pages.ts';
import { backoffMs, retryAfterMs } from './retry.ts';
import { sniff, toBlob } from './uploads.ts';
import { verifyWebhook } from './webhooks.ts';

describe('the generated client', () => {
  it('is what docs/openapi.json gives (npm run gen writes it)', async () => {
    expect(await drift()).toEqual([]);
  });
});

describe('transport rules', () => {
  it('reads a page link’s offset and limit, whatever its host', () => {
    expect(pageQueryOf('https://proxy.example/api/v2/webhooks/?limit=2&offset=4')).toEqual({
      limit: 2,
      offset: 4,
    });
    expect(pageQueryOf('/api/jobs/?offset=10')).toEqual({ limit: undefined, offset: 10 });
  });

  it('honours Retry-After in seconds or as a date, capped at a minute', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after': '3600' }))).toBe(60_000);
    const soon = new Date(Date.now() + 5_000).toUTCString();
    expect(retryAfterMs(new Headers({ 'retry-after': soon }))).toBeGreaterThan(3_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeUndefined();
    expect(retryAfterMs(new Headers())).toBeUndefined();
  });

  it('backs off exponentially with jitter, capped at 8 s', () => {
    for (const attempt of [0, 1, 2, 3, 10]) {
      const step = Math.min(8_000, 500 * 2 ** attempt);
      const delay = backoffMs(attempt);
      expect(delay).toBeGreaterThanOrEqual(step / 2);
      expect(delay).toBeLessThanOrEqual(step);
    }
  });

  it('tells a file’s type from its first bytes', () => {
    const bytes = (...values: (number | string)[]) =>
      new Uint8Array(
        values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
      );
    expect(sniff(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniff(bytes('\x89PNG\r\n\x1a\n'))).toBe('image/png');
    expect(sniff(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniff(bytes(0, 0, 0, 0x20, 'ftypisom'))).toBe('video/mp4');
    expect(sniff(bytes(0, 0, 0, 0x20, 'ftypheic'))).toBe('image/heic');
    expect(sniff(bytes('ID3', 4))).toBe('audio/mpeg');
    expect(sniff(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe('audio/wav');
    expect(sniff(bytes('hello'))).toBeUndefined();
  });

  it('adds credits exactly', () => {
    expect(addCredits(['0.1000', '0.2000'])).toBe('0.3000');
    expect(addCredits(['1.5', '0.0001', '2'])).toBe('3.5001');
    expect(addCredits([])).toBe('0');
    expect(addCredits(['-0.5000', '0.2500'])).toBe('-0.2500');
  });
});

describe('the event stream’s wire format', () => {
  it('splits blocks on blank lines (any line ending), joins data lines, skips comments', async () => {
    const text =
      ': connected\n\nid: a1\nevent: job.completed\ndata: {"x":\r\ndata: 1}\r\n\r\n: heartbeat\n\nid: a2\nevent: stream.gap\n\n';
    const bytes = new TextEncoder().encode(text);
    // Cut anywhere: a block split over chunks is still one block.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += 7) controller.enqueue(bytes.slice(i, i + 7));
        controller.close();
      },
    });
    let heard = 0;
    const blocks = [];
    for await (const block of sseBlocks(body, () => (heard += 1))) blocks.push(block);
    expect(blocks).toEqual([
      { id: 'a1', event: 'job.completed', data: ['{"x":', '1}'] },
      { id: 'a2', event: 'stream.gap', data: [] },
    ]);
    expect(heard).toBeGreaterThan(1);
  });
});

describe('webhooks.verify', () => {
  const secret = newSecret();
  const body = JSON.stringify({
    id: 'e1',
    type: 'job.completed',
    data: { kind: 'render', job: { id: 'j' } },
  });
  const at = new Date('2026-12-02T06:00:00Z');
  const headers = { ...signedHeaders(secret, 'msg_1', at, body) };

  it('accepts what the webhooks service signs, and answers the event', async () => {
    expect(await verifyWebhook(body, headers, secret, { now: at })).toMatchObject({ type: 'job.completed' });
    expect(
      await verifyWebhook(new TextEncoder().encode(body), new Headers(headers), secret, { now: at }),
    ).toMatchObject({
      id: 'e1',
    });
  });

  it('refuses a tampered body, another secret, an old or a future timestamp, and missing headers', async () => {
    const refused = (promise: Promise<unknown>) =>
      expect(promise).rejects.toBeInstanceOf(WebhookVerificationError);
    await refused(verifyWebhook(body.replace('completed', 'failed'), headers, secret, { now: at }));
    await refused(verifyWebhook(body, headers, newSecret(), { now: at }));
    await refused(verifyWebhook(body, headers, secret, { now: new Date(at.getTime() + 301_000) }));
    await refused(verifyWebhook(body, headers, secret, { now: new Date(at.getTime() - 301_000) }));
    await refused(verifyWebhook(body, { 'webhook-id': 'msg_1' }, secret, { now: at }));
    expect(
      await verifyWebhook(body, headers, secret, { now: new Date(at.getTime() + 299_000) }),
    ).toBeTruthy();
  });
});

describe('uploads take any source', () => {
  it('reads bytes, a Blob, a web stream and an async iterable to the same Blob', async () => {
    const bytes = new TextEncoder().encode('a file of some bytes');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 5));
        controller.enqueue(bytes.slice(5));
        controller.close();
      },
    });
    async function* chunks() {
      yield bytes.slice(0, 3);
      yield bytes.slice(3);
    }
    const none = { openPath: undefined };
    for (const source of [bytes, bytes.buffer, new Blob([bytes]), stream, chunks()]) {
      const blob = await toBlob(source, none);
      expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    }
    await expect(toBlob('photo.jpg', none)).rejects.toThrow(/Node entry/);
  });
});

/** A server that answers each request with the next of `answers` and records what came. */
async function answering(answers: { status: number; headers?: Record<string, string>; body?: string }[]) {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)]!;
    if (answer.status === 0) return req.socket.destroy();
    res
      .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
      .end(answer.body ?? '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, base, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('retries', () => {
  it('retries a 503 after its Retry-After with the same Idempotency-Key, and answers the success', async () => {
    const server = await answering([
      { status: 503, headers: { 'retry-after': '0' }, body: '{"detail":"busy","error_id":"e"}' },
      { status: 201, body: '{"id":"p1","name":"x"}' },
    ]);
    try {
      const client = new MediaPlatform({ apiKey: 'k', baseUrl: server.base });
      expect(await client.studio.projects.create({ name: 'x' })).toMatchObject({ id: 'p1' });
      expect(server.seen).toHaveLength(2);
      const keys = server.seen.map((req) => req.headers['idempotency-key']);
      expect(keys[0]).toMatch(/^mp-[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
      expect(server.seen[0]!.headers.authorization).toBe('Token k');
    } finally {
      await server.close();
    }
  });

  it('gives up after maxRetries with the typed error of the last answer', async () => {
    const server = await answering([
      { status: 429, headers: { 'retry-after': '0' }, body: '{"detail":"slow down","error_id":"e1"}' },
    ]);
    try {
      const client = new MediaPlatform({ apiKey: 'k', baseUrl: server.base, maxRetries: 2 });
      const refused = await client.balance.retrieve().catch((err: unknown) => err);
      expect(refused).toBeInstanceOf(RateLimitError);
      expect((refused as RateLimitError).errorId).toBe('e1');
      expect(server.seen).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  it('does not repeat a POST the API cannot recognise as a repeat after a cut connection', async () => {
    const server = await answering([{ status: 0 }, { status: 0 }, { status: 200, body: '{"id":"r1"}' }]);
    try {
      const client = new MediaPlatform({ apiKey: 'k', baseUrl: server.base });
      // A real estate project create does not honour Idempotency-Key: a second try could make two.
      await expect(client.realEstate.projects.create({ name: 'once' })).rejects.toBeInstanceOf(
        APIConnectionError,
      );
      expect(server.seen).toHaveLength(1);
      // A read is repeated after the same cut.
      expect(await client.realEstate.projects.retrieve('01a2356a-b614-7441-bf7a-8bff8a56783f')).toMatchObject(
        {
          id: 'r1',
        },
      );
      expect(server.seen).toHaveLength(3);
    } finally {
      await server.close();
    }
  });
});
