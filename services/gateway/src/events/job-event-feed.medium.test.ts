// The event stream's reader against the machine's NATS: job events published as owners publish
// them (on `events.jobs.<owner>`), read back for one account. Covers what the end-to-end test
// cannot arrange: a resume point just outside the window (the clock is injected), a malformed
// event, and events of other subjects on the same stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busNames, connectBus, deleteStreams, encodePayload, ensureStreams, readStoredMessage, type BusConnection } from '@platform/bus';
import { buildJobEvent, jobEventKind, type JobEventType } from '@platform/job-events';
import { createLogger } from '@platform/logging';
import { natsUrl, uniqueSuffix } from '@platform/testkit';
import { createJobEventFeed, type AccountEvent, type AccountFeed } from './job-event-feed.ts';

const names = busNames(`T_${uniqueSuffix()}`);
let bus: BusConnection;

beforeAll(async () => {
  bus = await connectBus({ url: natsUrl(), name: 'gateway-feed-test' });
  await ensureStreams(bus.jsm, names);
});

afterAll(async () => {
  await deleteStreams(bus.jsm, names);
  await bus.close();
});

async function publish(accountId: string, jobId: string, type: JobEventType): Promise<number> {
  const event = buildJobEvent({ owner: 'studio', accountId, jobId, type, at: new Date(), kind: 'text_to_image', job: { id: jobId } });
  const ack = await bus.js.publish(names.events.subject(jobEventKind('studio')), encodePayload(event));
  return ack.seq;
}

async function take(feed: AccountFeed, count: number): Promise<AccountEvent[]> {
  const taken: AccountEvent[] = [];
  for await (const event of feed.events) {
    taken.push(event);
    if (taken.length === count) break;
  }
  return taken;
}

const feedWith = (clock: () => number, resumeWindowMs = 60 * 60 * 1000) =>
  createJobEventFeed({ bus, busPrefix: names.events.root.replace(/\.events\.$/, ''), resumeWindowMs, clock, logger: createLogger('feed-test', 'silent') });

describe('job event feed', () => {
  it("reads only the account's job events, skipping other subjects and malformed bodies", async () => {
    const feed = await feedWith(Date.now).open('1', undefined);
    await publish('2', 'job-b', 'job.created');
    await bus.js.publish(names.events.subject('studio.job_finished'), encodePayload({ account_id: '1' }));
    await bus.js.publish(names.events.subject(jobEventKind('studio')), encodePayload({ account_id: '1', type: 'job.created' }));
    const mine = await publish('1', 'job-a', 'job.created');
    const [event] = await take(feed, 1);
    await feed.close();
    expect(event).toMatchObject({ seq: mine, event: { type: 'job.created', data: { job: { id: 'job-a' } } } });
    expect(Object.keys(event!.event).sort()).toEqual(['created_at', 'data', 'id', 'type']);
  });

  it('resumes after an event inside the window, and starts at the window for one just outside it', async () => {
    const first = await publish('7', 'job-1', 'job.created');
    // Stored at distinct times, so a window can start between them.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await publish('7', 'job-1', 'job.started');
    const third = await publish('7', 'job-1', 'job.completed');
    const t1 = (await readStoredMessage(bus, names.events.stream, first))!.time.getTime();
    const t2 = (await readStoredMessage(bus, names.events.stream, second))!.time.getTime();
    expect(t2).toBeGreaterThan(t1);
    const window = 60_000;

    const inside = await feedWith(() => t1 + window - 1, window).open('7', first);
    expect(inside.gap).toBe(false);
    expect((await take(inside, 2)).map((event) => event.seq)).toEqual([second, third]);
    await inside.close();

    // Now the first event is older than the window, which starts between the first and second.
    const outside = await feedWith(() => Math.floor((t1 + t2) / 2) + window, window).open('7', first);
    expect(outside.gap).toBe(true);

    expect((await take(outside, 2)).map((event) => event.seq)).toEqual([second, third]);
    await outside.close();

    // Another account's event is no resume point, even inside the window.
    const foreign = await feedWith(() => t1, window).open('8', first);
    expect(foreign.gap).toBe(true);
    // Closed before anything was read: the reader still ends and its consumer is deleted.
    await foreign.close();
    expect(await bus.jsm.consumers.list(names.events.stream).next()).toEqual([]);
  });
});
