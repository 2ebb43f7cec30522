// The event stream's reader against the machine's NATS: job events published as owners publish
// them (on `events.jobs.<owner>.<account_id>`), read back for one account. Covers what the
// end-to-end test cannot arrange: that the server sends a reader only its account's events (its
// consumer's filter and counts), a resume point just outside the window (the clock is injected),
// a malformed event, and events of other subjects on the same stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  busNames,
  connectBus,
  deleteStreams,
  encodePayload,
  ensureStreams,
  readStoredMessage,
  type BusConnection,
} from '@platform/bus';
import { buildJobEvent, jobEventKind, type JobEventType } from '@platform/job-events';
import { createLogger } from '@platform/logging';
import { natsUrl, uniqueSuffix } from '@platform/testkit';
import { eventIdCodec } from './event-ids.ts';
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

const jobEvent = (accountId: string, jobId: string, type: JobEventType) =>
  buildJobEvent({
    owner: 'studio',
    accountId,
    jobId,
    type,
    at: new Date(),
    kind: 'text_to_image',
    job: { id: jobId },
  });

/** Published as an owner does: on the account's subject. */
async function publish(accountId: string, jobId: string, type: JobEventType): Promise<number> {
  const ack = await bus.js.publish(
    names.events.subject(jobEventKind('studio', accountId)),
    encodePayload(jobEvent(accountId, jobId, type)),
  );
  return ack.seq;
}

/** The one reader consumer on the events stream. */
async function readerConsumer(): Promise<Awaited<ReturnType<BusConnection['jsm']['consumers']['info']>>> {
  const consumers = await bus.jsm.consumers.list(names.events.stream).next();
  expect(consumers).toHaveLength(1);
  return consumers[0]!;
}

async function take(feed: AccountFeed, count: number): Promise<AccountEvent[]> {
  const taken: AccountEvent[] = [];
  for await (const event of feed.events) {
    taken.push(event);
    if (taken.length === count) break;
  }
  return taken;
}

const ids = eventIdCodec('feed-test-secret');
/** The id a client of `accountId` is sent for the event at `seq`. */
const idOf = (accountId: string, seq: number) => ids.forAccount(accountId).encode(seq);

const feedWith = (clock: () => number, resumeWindowMs = 60 * 60 * 1000) =>
  createJobEventFeed({
    bus,
    busPrefix: names.events.root.replace(/\.events\.$/, ''),
    resumeWindowMs,
    clock,
    logger: createLogger('feed-test', 'silent'),
    ids,
  });

describe('job event feed', () => {
  it("reads only the account's job events, skipping other subjects and malformed bodies", async () => {
    const feed = await feedWith(Date.now).open('1', undefined);
    await publish('2', 'job-b', 'job.created');
    await bus.js.publish(names.events.subject('studio.job_finished'), encodePayload({ account_id: '1' }));
    await bus.js.publish(
      names.events.subject(jobEventKind('studio', '1')),
      encodePayload({ account_id: '1', type: 'job.created' }),
    );
    // On the account's subject but another account's envelope: the envelope check drops it.
    await bus.js.publish(
      names.events.subject(jobEventKind('studio', '1')),
      encodePayload(jobEvent('2', 'job-c', 'job.created')),
    );
    // Account 11's subject is not account 1's, whatever a prefix match would say.
    await publish('11', 'job-d', 'job.created');
    const mine = await publish('1', 'job-a', 'job.created');
    const [event] = await take(feed, 1);
    await feed.close();
    expect(event).toMatchObject({
      seq: mine,
      id: idOf('1', mine),
      event: { type: 'job.created', data: { job: { id: 'job-a' } } },
    });
    expect(Object.keys(event!.event).sort()).toEqual(['created_at', 'data', 'id', 'type']);
  });

  it("has the server send a reader only its account's events: its consumer filters the account's subject", async () => {
    const feed = await feedWith(Date.now).open('3', undefined);
    const reader = await readerConsumer();
    expect(reader.config.filter_subject).toBe(`${names.events.root}jobs.*.3`);
    for (let i = 0; i < 20; i += 1) await publish('4', `job-other-${i}`, 'job.created');
    // Another owner's event of the account is in the filter too.
    const otherOwner = buildJobEvent({
      owner: 'enhancement',
      accountId: '3',
      jobId: 'job-e',
      type: 'job.created',
      at: new Date(),
      kind: 'enhancement',
      job: { id: 'job-e' },
    });
    const first = (
      await bus.js.publish(names.events.subject(jobEventKind('enhancement', '3')), encodePayload(otherOwner))
    ).seq;
    for (let i = 0; i < 20; i += 1) await publish('33', `job-near-${i}`, 'job.created');
    const second = await publish('3', 'job-mine', 'job.created');
    const taken = await take(feed, 2);
    expect(taken.map((event) => event.seq)).toEqual([first, second]);
    expect(taken.map((event) => event.event.data.job.id)).toEqual(['job-e', 'job-mine']);
    // Two messages were ever sent to the reader, none is left for it: the other 40 were not.
    const after = await bus.jsm.consumers.info(names.events.stream, reader.name);
    expect(after.delivered.consumer_seq).toBe(2);
    expect(after.delivered.stream_seq).toBe(second);
    expect(after.num_pending).toBe(0);
    await feed.close();
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

    const inside = await feedWith(() => t1 + window - 1, window).open('7', idOf('7', first));
    expect(inside.gap).toBe(false);
    expect((await take(inside, 2)).map((event) => event.seq)).toEqual([second, third]);
    await inside.close();

    // Now the first event is older than the window, which starts between the first and second.
    const outside = await feedWith(() => Math.floor((t1 + t2) / 2) + window, window).open(
      '7',
      idOf('7', first),
    );
    expect(outside.gap).toBe(true);

    expect((await take(outside, 2)).map((event) => event.seq)).toEqual([second, third]);
    await outside.close();

    // Another account's event is no resume point, even inside the window: neither the id its
    // owner was sent, nor one made for this account around the other's sequence.
    const borrowed = await feedWith(() => t1, window).open('8', idOf('7', first));
    expect(borrowed.gap).toBe(true);
    await borrowed.close();
    const foreign = await feedWith(() => t1, window).open('8', idOf('8', first));
    expect(foreign.gap).toBe(true);
    // Closed before anything was read: the reader still ends and its consumer is deleted.
    await foreign.close();
    expect(await bus.jsm.consumers.list(names.events.stream).next()).toEqual([]);
  });

  it('sends opaque ids: the sequence is not in them, and they decode only for their account', async () => {
    const feed = await feedWith(Date.now).open('20', undefined);
    const seqs = [
      await publish('20', 'job-x', 'job.created'),
      await publish('21', 'job-y', 'job.created'),
      await publish('20', 'job-x', 'job.started'),
    ];
    const taken = await take(feed, 2);
    await feed.close();
    expect(taken.map((event) => event.seq)).toEqual([seqs[0], seqs[2]]);
    for (const { seq, id } of taken) {
      expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(id).not.toContain(String(seq));
      expect(ids.forAccount('20').decode(id)).toBe(seq);
      expect(ids.forAccount('21').decode(id)).toBeUndefined();
    }
    // Consecutive events of the platform do not make neighbouring ids.
    expect(idOf('20', seqs[0]!).slice(0, 8)).not.toBe(idOf('20', seqs[0]! + 1).slice(0, 8));
  });

  it('answers a resume point of 0, or any id never sent, with a replay of the window (no error); a plain sequence sent before ids were opaque still resumes exactly', async () => {
    const first = await publish('30', 'job-1', 'job.created');
    const second = await publish('30', 'job-1', 'job.started');
    for (const never of ['0', '999999999999', idOf('30', 999_999_999), 'A'.repeat(22)]) {
      const feed = await feedWith(Date.now).open('30', never);
      expect(feed.gap, never).toBe(true);
      expect((await take(feed, 2)).map((event) => event.seq)).toEqual([first, second]);
      await feed.close();
    }
    const legacy = await feedWith(Date.now).open('30', String(first));
    expect(legacy.gap).toBe(false);
    const third = await publish('30', 'job-1', 'job.completed');
    expect((await take(legacy, 2)).map((event) => event.seq)).toEqual([second, third]);
    await legacy.close();
  });
});
