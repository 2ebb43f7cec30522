// GET /api/v2/events/ in the gateway pipeline with the production reader on the machine's NATS:
// what each kind of resume point gets. `Last-Event-ID: 0` once made the reader ask the server for
// message 0, which it refuses, and the stream answered 503 with every service up (a client that
// retries on 503 looped); it is a resume point that was never sent, like any other.
import { AppError } from '@platform/errors';
import {
  busNames,
  connectBus,
  deleteStreams,
  encodePayload,
  ensureStreams,
  type BusConnection,
} from '@platform/bus';
import { buildJobEvent, jobEventKind } from '@platform/job-events';
import { createLogger } from '@platform/logging';
import { natsUrl, uniqueSuffix } from '@platform/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../app.ts';
import type { BillingClient } from '../clients/billing.client.ts';
import { loadGatewayConfig } from '../config.ts';
import { eventIdCodec } from '../events/event-ids.ts';
import { createJobEventFeed } from '../events/job-event-feed.ts';
import { serveGateway, type ServedGateway } from '../testing/http-server.ts';
import { GAP_EVENT, eventRoutes, eventStreamSettings } from './events.routes.ts';

const KEY = 'test-key-events';
const ACCOUNT = '41';
const prefix = `T_${uniqueSuffix()}`;
const names = busNames(prefix);
const ids = eventIdCodec('events-route-test-secret');
let bus: BusConnection;
let served: ServedGateway;
let closeStreams: () => void;

const billing = {
  async AuthenticateApiKey({ api_key }: { api_key: string }) {
    if (api_key !== KEY) throw new AppError('unauthenticated', 'Invalid API key.');
    return {
      account: { id: ACCOUNT, email: 'events@example.com', status: 'ACCOUNT_STATUS_ACTIVE', created_at: '' },
      key_prefix: 'k',
    };
  },
  close() {},
} as unknown as BillingClient;

async function publish(accountId: string, jobId: string): Promise<number> {
  const event = buildJobEvent({
    owner: 'studio',
    accountId,
    jobId,
    type: 'job.created',
    at: new Date(),
    kind: 'text_to_image',
    job: { id: jobId },
  });
  return (await bus.js.publish(names.events.subject(jobEventKind('studio', accountId)), encodePayload(event)))
    .seq;
}

/** The answer's status, and its frames once `frames` have arrived (the stream is then left). */
async function open(
  headers: Record<string, string>,
  query = '',
  frames = 0,
): Promise<{ status: number; body: string; blocks: string[] }> {
  const abort = new AbortController();
  const response = await fetch(`${served.url}/api/v2/events/${query}`, {
    headers: { Authorization: `Token ${KEY}`, ...headers },
    signal: abort.signal,
  });
  if (response.status !== 200) return { status: response.status, body: await response.text(), blocks: [] };
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  // The `: connected` comment, then the frames asked for.
  while (text.split('\n\n').length - 1 < frames + 1) {
    const chunk = await reader.read();
    if (chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
  }
  abort.abort();
  return { status: 200, body: '', blocks: text.split('\n\n').filter(Boolean).slice(1) };
}

const field = (block: string, name: string) =>
  block
    .split('\n')
    .find((line) => line.startsWith(`${name}: `))
    ?.slice(name.length + 2);

beforeAll(async () => {
  bus = await connectBus({ url: natsUrl(), name: 'events-route-test' });
  await ensureStreams(bus.jsm, names);
  const config = loadGatewayConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 's'.repeat(32),
    LOG_LEVEL: 'silent',
    BUS_PREFIX: prefix,
  });
  const logger = createLogger('events-route-test', 'silent');
  const feed = createJobEventFeed({
    bus,
    busPrefix: prefix,
    resumeWindowMs: config.EVENTS_RESUME_WINDOW_MS,
    clock: Date.now,
    logger,
    ids,
  });
  const events = eventRoutes({ feed, settings: eventStreamSettings(config), logger });
  closeStreams = () => events.closeAll();
  served = await serveGateway(createGateway({ config, logger, billing, routes: () => events.routes }));
});

afterAll(async () => {
  closeStreams?.();
  await served?.close();
  await deleteStreams(bus.jsm, names);
  await bus.close();
});

describe('GET /api/v2/events/ resume points', () => {
  it('answers Last-Event-ID: 0 with the stream (a gap, then the window), never a 503', async () => {
    const seq = await publish(ACCOUNT, 'job-zero');
    for (const [headers, query] of [
      [{ 'Last-Event-ID': '0' }, ''],
      [{}, '?last_event_id=0'],
    ] as const) {
      const answer = await open(headers, query, 2);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(field(answer.blocks[0]!, 'event')).toBe(GAP_EVENT);
      expect(field(answer.blocks[1]!, 'id')).toBe(ids.forAccount(ACCOUNT).encode(seq));
    }
  });

  it('sends opaque ids and resumes exactly after one; another account’s id is only a gap', async () => {
    const first = await publish(ACCOUNT, 'job-a');
    await publish('42', 'job-other');
    const second = await publish(ACCOUNT, 'job-b');
    const resumed = await open({ 'Last-Event-ID': ids.forAccount(ACCOUNT).encode(first) }, '', 1);
    expect(field(resumed.blocks[0]!, 'id')).toBe(ids.forAccount(ACCOUNT).encode(second));
    expect(field(resumed.blocks[0]!, 'id')).not.toContain(String(second));
    const borrowed = await open({ 'Last-Event-ID': ids.forAccount('42').encode(first + 1) }, '', 1);
    expect(field(borrowed.blocks[0]!, 'event')).toBe(GAP_EVENT);
  });

  it('refuses a resume point of no id’s shape with a 400 field error', async () => {
    for (const bad of ['abc', '-1', 'A'.repeat(21), 'A'.repeat(23), '1'.repeat(16)]) {
      const answer = await open({ 'Last-Event-ID': bad });
      expect(answer.status, bad).toBe(400);
      expect(JSON.parse(answer.body)).toEqual({
        detail: 'Invalid input.',
        error_id: expect.any(String),
        errors: { last_event_id: ['Enter the id of an event this stream sent.'] },
      });
    }
  });
});
