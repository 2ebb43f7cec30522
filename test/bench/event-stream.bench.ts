// Event stream readers benchmark (issue 14, per-account job event subjects): what the gateway's
// readers cost when many streams are open. READERS readers (one account each) resume after a
// marker event of their account, then read a batch of EVENTS job events spread over ACCOUNTS
// accounts (most of which have no open stream, as on a real platform) and one last event of each
// reader's account after it. Two readers take turns on
// the same stored events:
// - `all accounts`: the reader before subjects named the account, kept here as the reference:
//   an ordered consumer on `events.jobs.>` that decodes every event and keeps its account's;
// - `per account`: the gateway's reader (`createJobEventFeed`), whose consumer filters
//   `events.jobs.*.<account_id>`.
// Measured from opening the readers until each has all of its events: the time, the CPU this
// process spent (the readers are all it runs then), and the messages NATS delivered to them
// (the consumers' `delivered.consumer_seq`, summed).
import { availableParallelism, loadavg } from 'node:os';
import {
  busNames,
  connectBus,
  decodePayload,
  deleteStreams,
  encodePayload,
  ensureStreams,
  followStream,
  type BusConnection,
  type StreamFollower,
} from '../../packages/bus/src/index.ts';
import { buildJobEvent, busJobEvent, jobEventKind } from '../../packages/job-events/src/index.ts';
import { createLogger } from '../../packages/logging/src/index.ts';
import { natsUrl, uniqueSuffix } from '../../packages/testkit/src/index.ts';
import { eventIdCodec } from '../../services/gateway/src/events/event-ids.ts';
import { createJobEventFeed } from '../../services/gateway/src/events/job-event-feed.ts';

const READERS = Number(process.env.BENCH_EVENT_READERS ?? 50);
const ACCOUNTS = Number(process.env.BENCH_EVENT_ACCOUNTS ?? 500);
const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Reader {
  /** Resolves when the reader has `expected` events. */
  done: Promise<void>;
  close(): Promise<void>;
}

interface Round {
  ms: number;
  cpuMs: number;
  delivered: number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function countTo(events: AsyncIterable<unknown>, expected: number): Promise<void> {
  let seen = 0;
  if (expected === 0) return;
  for await (const _ of events) {
    seen += 1;
    if (seen === expected) return;
  }
}

/** Messages delivered to the stream's consumers (the round's readers: the only ones open). */
async function deliveredToConsumers(bus: BusConnection, stream: string, readers: number): Promise<number> {
  const consumers = await bus.jsm.consumers.list(stream).next();
  if (consumers.length !== readers) throw new Error(`${consumers.length} consumers for ${readers} readers`);
  return consumers.reduce((total, consumer) => total + consumer.delivered.consumer_seq, 0);
}

export async function benchEventStream(): Promise<string> {
  const bus = await connectBus({ url: natsUrl(), name: 'bench-event-stream' });
  const prefix = `B_${uniqueSuffix()}`;
  const names = busNames(prefix);
  await ensureStreams(bus.jsm, names);
  try {
    const publish = async (accountId: string, jobId: string) => {
      const event = buildJobEvent({
        owner: 'studio',
        accountId,
        jobId,
        type: 'job.completed',
        at: new Date(),
        kind: 'text_to_image',
        job: {
          id: jobId,
          status: 'completed',
          prompt: 'a lighthouse at dusk',
          images: [{ url: 'https://example.com/x.png' }],
        },
      });
      return (
        await bus.js.publish(names.events.subject(jobEventKind('studio', accountId)), encodePayload(event))
      ).seq;
    };
    // Each reader's resume point: one event of its account, before the batch.
    const markers = new Map<string, number>();
    for (let reader = 1; reader <= READERS; reader += 1)
      markers.set(String(reader), await publish(String(reader), `marker-${reader}`));
    const expected = new Map<string, number>();
    const publishStart = performance.now();
    const pending: Promise<number>[] = [];
    for (let i = 0; i < EVENTS; i += 1) {
      const accountId = String((i % ACCOUNTS) + 1);
      expected.set(accountId, (expected.get(accountId) ?? 0) + 1);
      pending.push(publish(accountId, `job-${i}`));
      if (pending.length === 200) await Promise.all(pending.splice(0));
    }
    await Promise.all(pending);
    // And one last event per reader's account, so every reader reads through the whole batch, as
    // a live stream does.
    for (let reader = 1; reader <= READERS; reader += 1) {
      const accountId = String(reader);
      expected.set(accountId, (expected.get(accountId) ?? 0) + 1);
      pending.push(publish(accountId, `last-${reader}`));
    }
    await Promise.all(pending);
    const publishMs = performance.now() - publishStart;
    const ids = eventIdCodec('bench-event-id-secret');
    const feed = createJobEventFeed({
      bus,
      busPrefix: prefix,
      resumeWindowMs: 60 * 60 * 1000,
      clock: Date.now,
      logger: createLogger('bench', 'silent'),
      ids,
    });

    const open = async (mode: 'all' | 'account', accountId: string): Promise<Reader> => {
      const want = expected.get(accountId) ?? 0;
      if (mode === 'account') {
        const reader = await feed.open(accountId, ids.forAccount(accountId).encode(markers.get(accountId)!));
        if (reader.gap) throw new Error('resume point not honoured');
        return { done: countTo(reader.events, want), close: () => reader.close() };
      }
      const follower: StreamFollower = await followStream(bus, {
        stream: names.events.stream,
        filter: `${names.events.root}jobs.>`,
        start: { seq: markers.get(accountId)! + 1 },
      });
      const mine = async function* () {
        for await (const message of follower.messages) {
          const event = busJobEvent.parse(decodePayload(message.data));
          if (event.account_id === accountId) yield event;
        }
      };
      return { done: countTo(mine(), want), close: () => follower.close() };
    };

    const round = async (mode: 'all' | 'account'): Promise<Round> => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      const readers: Reader[] = [];
      for (let reader = 1; reader <= READERS; reader += 1) readers.push(await open(mode, String(reader)));
      await Promise.all(readers.map((reader) => reader.done));
      const ms = performance.now() - started;
      const used = process.cpuUsage(cpu);
      // Read once every reader is done (the consumers still exist), not under the load itself.
      const delivered = await deliveredToConsumers(bus, names.events.stream, READERS);
      await Promise.all(readers.map((reader) => reader.close()));
      return { ms, cpuMs: (used.user + used.system) / 1000, delivered };
    };

    const load = loadavg()[0] ?? 0;
    const results: Record<'all' | 'account', Round[]> = { all: [], account: [] };
    for (let i = 0; i < ROUNDS; i += 1) {
      results.all.push(await round('all'));
      results.account.push(await round('account'));
    }
    const loadAfter = loadavg()[0] ?? 0;
    const row = (label: string, rounds: Round[]) =>
      `| ${label} | ${median(rounds.map((r) => r.ms)).toFixed(0)} | ${median(rounds.map((r) => r.cpuMs)).toFixed(0)} | ${median(rounds.map((r) => r.delivered))} |`;
    const wanted = [...markers.keys()].reduce(
      (total, accountId) => total + (expected.get(accountId) ?? 0),
      0,
    );
    return [
      `${READERS} readers (one account each) resume after their account's marker and read ${EVENTS} job events spread over ${ACCOUNTS} accounts, then one more each (${wanted} of all these the readers' own); published in ${publishMs.toFixed(0)} ms. Medians of ${ROUNDS} rounds, modes taking turns.`,
      '',
      '| reader | until every reader has its events (ms) | CPU of the readers (ms) | messages NATS delivered to the readers |',
      '|---|---|---|---|',
      row('all accounts (`events.jobs.>`, envelope filter; before)', results.all),
      row('per account (`events.jobs.*.<account_id>`, the gateway now)', results.account),
      '',
      `Host: ${availableParallelism()} cores, 1-min load average ${load.toFixed(2)} before / ${loadAfter.toFixed(2)} after.`,
    ].join('\n');
  } finally {
    await deleteStreams(bus.jsm, names);
    await bus.close();
  }
}
