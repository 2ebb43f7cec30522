// One file over 300 lines: one suite sharing one running stack (each e2e file starts its own).
// The live event stream end to end: studio jobs run on the real worker, studio announces each
// change on the events stream through its outbox, and a gateway serving GET /api/v2/events/
// (the production route, the production reader) streams them. Account A's stream shows A's job
// events in stream order and never B's; a client that disconnects and comes back with
// Last-Event-ID gets exactly the events it missed; an unusable resume point says so and replays
// the window (still only the account's); heartbeats arrive; the open-stream limit answers 429;
// and every reader's consumer is gone from the server once its client has left.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busNames, connectBus, type BusConnection } from '../../packages/bus/src/index.ts';
import { createLogger } from '../../packages/logging/src/index.ts';
import { natsUrl } from '../../packages/testkit/src/index.ts';
import { eventIdsFromConfig } from '../../services/gateway/src/events/event-ids.ts';
import { createJobEventFeed } from '../../services/gateway/src/events/job-event-feed.ts';
import {
  eventRoutes,
  eventStreamSettings,
  GAP_EVENT,
} from '../../services/gateway/src/routes/events.routes.ts';
import { createBillingClient, createGateway, loadGatewayConfig } from '../../services/gateway/src/index.ts';
import {
  api,
  startStudioStack,
  waitFor,
  type Account,
  type JsonBody,
  type StudioStack,
} from './support/studio-stack.ts';
import { SseClient, type SseFrame } from './support/sse-client.ts';

const MAX_STREAMS = 2;

let stack: StudioStack;
let bus: BusConnection;
let eventsUrl: string;
let server: Server;
let closeGateway: () => Promise<void>;
let baselineConsumers: number;
const clients: SseClient[] = [];

/**
 * Opens a stream. The gateway frees a closed stream's place once it sees the client leave, which
 * can come after the test's next open; a 429 is waited out here (the limit has its own test).
 */
async function follow(
  account: Account,
  headers: Record<string, string> = {},
  query = '',
): Promise<SseClient> {
  const client = await waitFor(
    () => SseClient.open(`${eventsUrl}/api/v2/events/${query}`, { ...account.headers, ...headers }),
    (opened) => opened.status !== 429,
  );
  clients.push(client);
  if (client.status === 200)
    await client.until((frames) => frames.some((frame) => frame.comment === 'connected'));
  return client;
}

async function startJob(account: Account): Promise<{ id: string; path: string }> {
  const project = await api(stack, account, 'POST', '/api/v2/studio/projects/', { name: 'Events' });
  const job = await api(
    stack,
    account,
    'POST',
    `/api/v2/studio/projects/${project.body.id}/jobs/text-to-image/`,
    { prompt: 'a lighthouse', model_name: 'zephyr_t2i', model_config: { width: 256, height: 256 } },
  );
  expect(job.status, JSON.stringify(job.body)).toBe(201);
  return {
    id: job.body.id as string,
    path: `/api/v2/studio/projects/${project.body.id}/jobs/text-to-image/${job.body.id}/`,
  };
}

async function finish(account: Account, job: { path: string }): Promise<JsonBody> {
  const done = await waitFor(
    () => api(stack, account, 'GET', job.path),
    (read) => ['completed', 'failed'].includes(read.body.status),
  );
  expect(done.body.status).toBe('completed');
  return done.body;
}

const hasEvent = (jobId: string, type: string) => (frames: SseFrame[]) =>
  frames.some((frame) => frame.event === type && JSON.parse(frame.data ?? '{}').data?.job?.id === jobId);
const ids = (client: SseClient) => client.events().map((event) => event.id ?? '');
const consumerCount = async () =>
  (await bus.jsm.consumers.list(busNames(stack.busPrefix).events.stream).next()).length;

beforeAll(async () => {
  stack = await startStudioStack();
  bus = await connectBus({ url: natsUrl(), name: 'events-e2e' });
  const config = loadGatewayConfig({
    ...stack.gatewayEnv,
    BUS_PREFIX: stack.busPrefix,
    EVENTS_HEARTBEAT_MS: '100',
    EVENTS_MAX_STREAMS_PER_ACCOUNT: String(MAX_STREAMS),
    RATE_LIMIT_ACCOUNT_BURST: '10000',
    RATE_LIMIT_ACCOUNT_PER_SECOND: '10000',
  });
  const logger = createLogger('events-e2e', 'silent');
  const feed = createJobEventFeed({
    bus,
    busPrefix: stack.busPrefix,
    resumeWindowMs: config.EVENTS_RESUME_WINDOW_MS,
    clock: Date.now,
    logger,
    ids: eventIdsFromConfig(config),
  });
  const events = eventRoutes({ feed, settings: eventStreamSettings(config), logger });
  const gateway = createGateway({
    config,
    logger,
    billing: createBillingClient(stack.billing.address, { deadlineMs: 20_000 }),
    routes: () => events.routes,
  });
  server = createServer(gateway.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  eventsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeGateway = async () => {
    events.closeAll();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await gateway.close();
  };
  baselineConsumers = await consumerCount();
}, 180_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await closeGateway?.();
  await bus?.close();
  await stack?.close();
});

describe('GET /api/v2/events/', () => {
  let a: Account;
  let b: Account;
  const jobsOfA = new Set<string>();
  const jobsOfB = new Set<string>();
  let lastIdOfB = '';

  it("streams an account's job events in order, with the webhook body, and never another account's", async () => {
    a = await stack.account('10');
    b = await stack.account('10');
    const streamA = await follow(a);
    const streamB = await follow(b);
    expect(streamA.headers?.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Each stream's reader has the server filter its account's subjects: no other account's event reaches it.
    const { root, stream } = busNames(stack.busPrefix).events;
    const filters = (await bus.jsm.consumers.list(stream).next()).map(
      (consumer) => consumer.config.filter_subject,
    );
    expect(filters).toEqual(expect.arrayContaining([`${root}jobs.*.${a.id}`, `${root}jobs.*.${b.id}`]));

    const jobA = await startJob(a);
    const jobB = await startJob(b);
    jobsOfA.add(jobA.id);
    jobsOfB.add(jobB.id);
    const readA = await finish(a, jobA);
    await finish(b, jobB);
    await streamB.until(hasEvent(jobB.id, 'job.completed'));
    lastIdOfB = ids(streamB).at(-1)!;
    // A later event of A's: once A's stream shows it, A's reader has passed every event of B's job.
    const laterA = await startJob(a);
    jobsOfA.add(laterA.id);
    await streamA.until(hasEvent(laterA.id, 'job.created'));
    await finish(a, laterA);

    const seenByA = streamA.events();
    expect(seenByA.filter((event) => event.body.data.job.id === jobA.id).map((event) => event.event)).toEqual(
      ['job.created', 'job.started', 'job.completed'],
    );
    expect(seenByA.every((event) => jobsOfA.has(event.body.data.job.id))).toBe(true);
    expect(seenByA.every((event) => event.event === event.body.type)).toBe(true);
    // Ids are opaque (they say nothing of other accounts' events) and name one event each.
    expect(ids(streamA).every((id) => /^[A-Za-z0-9_-]{22}$/.test(id))).toBe(true);
    expect(new Set(ids(streamA)).size).toBe(seenByA.length);
    expect(ids(streamA)).not.toContain(lastIdOfB);
    expect(streamB.events().every((event) => jobsOfB.has(event.body.data.job.id))).toBe(true);

    // The body is the public job event: the job as its read endpoint shows it, no routing fields.
    const completed = seenByA.find(
      (event) => event.event === 'job.completed' && event.body.data.job.id === jobA.id,
    )!.body;
    expect(Object.keys(completed).sort()).toEqual(['created_at', 'data', 'id', 'type']);
    expect(completed).toMatchObject({
      type: 'job.completed',
      data: { kind: 'text_to_image', job: { id: jobA.id, status: 'completed' } },
    });
    expect(completed.data.job.cost_usd).toBe(readA.cost_usd);
    streamA.close();
    streamB.close();
  }, 180_000);

  it('resumes after Last-Event-ID without losing or repeating the events sent while disconnected', async () => {
    const first = await follow(a);
    const job1 = await startJob(a);
    jobsOfA.add(job1.id);
    await first.until(hasEvent(job1.id, 'job.created'));
    const before = first.events();
    const lastEventId = before.at(-1)!.id;
    first.close();

    // While disconnected: job 1 runs on, and job 2 is created and runs.
    const job2 = await startJob(a);
    jobsOfA.add(job2.id);
    await finish(a, job1);
    await finish(a, job2);

    const resumed = await follow(a, { 'Last-Event-ID': lastEventId });
    await resumed.until(
      (frames) => hasEvent(job1.id, 'job.completed')(frames) && hasEvent(job2.id, 'job.completed')(frames),
    );
    const all = [...before, ...resumed.events()];
    const keyOf = (event: { event: string; body: JsonBody }) => `${event.body.data.job.id} ${event.event}`;
    const expected = [job1, job2].flatMap((job) =>
      ['job.created', 'job.started', 'job.completed'].map((type) => `${job.id} ${type}`),
    );
    expect(all.map(keyOf).sort()).toEqual(expected.sort());
    expect(resumed.frames.some((frame) => frame.event === GAP_EVENT)).toBe(false);
    expect(before.map((event) => event.id)).not.toContain(resumed.events()[0]!.id);
    expect(new Set(all.map((event) => event.body.id)).size).toBe(all.length);
    resumed.close();

    // The query form resumes the same way, from a point in the middle.
    const middle = resumed.events()[1]!;
    const again = await follow(a, {}, `?last_event_id=${middle.id}`);
    await again.until(hasEvent(job2.id, 'job.completed'));
    expect(again.events().map((event) => event.id)).toEqual(
      resumed
        .events()
        .slice(2)
        .map((event) => event.id),
    );
    again.close();
  }, 180_000);

  it("says so when the resume point cannot be honoured, and replays the window's events of the account only", async () => {
    // Ids that were never sent (0 too: no 503, as a reader of the sequence once answered), and
    // an event of another account, are no resume point for A.
    for (const lastEventId of ['0', '999999999', lastIdOfB]) {
      const client = await follow(a, { 'Last-Event-ID': lastEventId });
      await client.until(
        (frames) => frames.filter((frame) => frame.id !== undefined).length >= jobsOfA.size * 3,
      );
      expect(client.frames.find((frame) => frame.id !== undefined || frame.event === GAP_EVENT)?.event).toBe(
        GAP_EVENT,
      );
      const replayed = client.events();
      expect(new Set(replayed.map((event) => event.body.data.job.id))).toEqual(jobsOfA);
      expect(replayed).toHaveLength(jobsOfA.size * 3);
      client.close();
    }
  }, 60_000);

  it('sends heartbeats', async () => {
    const client = await follow(a);
    await client.until((frames) => frames.filter((frame) => frame.comment === 'heartbeat').length >= 2);
    client.close();
  });

  it('refuses a bad resume point, a missing credential, and more open streams than the limit', async () => {
    const bad = await SseClient.open(`${eventsUrl}/api/v2/events/`, { ...a.headers, 'Last-Event-ID': 'abc' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toMatchObject({ errors: { last_event_id: [expect.any(String)] } });
    expect((await SseClient.open(`${eventsUrl}/api/v2/events/`, {})).status).toBe(401);

    const c = await stack.account('1');
    const open = [];
    for (let i = 0; i < MAX_STREAMS; i += 1) open.push(await follow(c));
    const refused = await SseClient.open(`${eventsUrl}/api/v2/events/`, c.headers);
    expect(refused.status).toBe(429);
    expect(refused.headers?.get('retry-after')).toMatch(/^\d+$/);
    expect(JSON.parse(refused.body)).toEqual({
      detail: expect.stringContaining('open event streams'),
      error_id: expect.any(String),
    });
    // Another account is not affected.
    expect((await follow(b)).status).toBe(200);
    // A closed stream frees its place (once the gateway has seen the client leave).
    open[0]!.close();
    const reopened = await waitFor(
      async () => {
        const client = await SseClient.open(`${eventsUrl}/api/v2/events/`, c.headers);
        clients.push(client);
        if (client.status !== 200) client.close();
        return client.status;
      },
      (status) => status === 200,
    );
    expect(reopened).toBe(200);
  });

  it('deletes each reader from the server once its client has left', async () => {
    for (const client of clients) client.close();
    await waitFor(consumerCount, (count) => count === baselineConsumers);
  });
});
