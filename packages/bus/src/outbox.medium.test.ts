import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BusPublisher, type PublishOptions } from './bus.publisher.ts';
import {
  openBusFixture,
  SCHEMA,
  sleep,
  storedMessages,
  waitFor,
  type BusFixture,
} from './bus.test-support.ts';
import { enqueue } from './outbox.enqueue.ts';
import { OutboxMessage } from './outbox.entity.ts';
import type { OutboxPublisher } from './outbox.relay.ts';
import { OutboxRelay } from './outbox.relay.ts';
import { OutboxRepository } from './outbox.repository.ts';
import { decodePayload } from './payload.codec.ts';
import { ensureStreams } from './streams.ts';

describe('transactional outbox + relay', () => {
  let fixture: BusFixture;
  let publisher: BusPublisher;

  beforeAll(async () => {
    fixture = await openBusFixture();
    publisher = new BusPublisher(fixture.bus.js);
  });
  afterAll(async () => fixture?.close());
  beforeEach(async () => fixture.reset());

  const subject = (kind: string) => fixture.names.jobs.subject(kind);
  const relay = (overrides: Partial<ConstructorParameters<typeof OutboxRelay>[0]> = {}) =>
    new OutboxRelay({ em: fixture.orm.em, publisher, logger: fixture.logger, ...overrides });
  const rows = () =>
    fixture.orm.em.fork().find(OutboxMessage, {}, { orderBy: { createdAt: 'asc', id: 'asc' } });

  it('publishes a committed row exactly once even when a relay dies before marking it', async () => {
    let id = '';
    await fixture.orm.em.fork().transactional(async (tx) => {
      id = (await enqueue(tx, { subject: subject('outbox.render'), payload: { jobId: 'job-1' } })).id;
    });

    class DiesAfterPublishing extends OutboxRepository {
      override async markPublished(): Promise<void> {
        throw new Error('relay process died');
      }
    }
    await expect(relay({ repository: new DiesAfterPublishing() }).runOnce()).rejects.toThrow(
      'relay process died',
    );
    expect(await storedMessages(fixture, fixture.names.jobs.stream)).toHaveLength(1);
    expect((await rows())[0]?.publishedAt).toBeNull();

    expect(await relay().runOnce()).toEqual({ claimed: 1, published: 1, failed: 0 });
    const stored = await storedMessages(fixture, fixture.names.jobs.stream);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.header.get('Nats-Msg-Id')).toBe(id);
    expect(decodePayload(stored[0]!.data)).toEqual({ jobId: 'job-1' });
    const [row] = await rows();
    expect(row?.publishedAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
    expect(await relay().runOnce()).toEqual({ claimed: 0, published: 0, failed: 0 });
  });

  it('never publishes the row of a rolled-back transaction', async () => {
    await expect(
      fixture.orm.em.fork().transactional(async (tx) => {
        await enqueue(tx, { subject: subject('outbox.render'), payload: { jobId: 'job-2' } });
        await tx.flush();
        throw new Error('business rule failed');
      }),
    ).rejects.toThrow('business rule failed');

    expect(await relay().runOnce()).toEqual({ claimed: 0, published: 0, failed: 0 });
    expect(await rows()).toHaveLength(0);
    expect(await storedMessages(fixture, fixture.names.jobs.stream)).toHaveLength(0);
  });

  it('publishes rows in commit order', async () => {
    await fixture.orm.em.fork().transactional(async (tx) => {
      for (let index = 0; index < 5; index += 1)
        await enqueue(tx, { subject: subject('outbox.order'), payload: { index } });
    });
    expect(await relay().runOnce()).toMatchObject({ published: 5 });
    const stored = await storedMessages(fixture, fixture.names.jobs.stream);
    expect(stored.map((message) => decodePayload(message.data))).toEqual(
      [0, 1, 2, 3, 4].map((index) => ({ index })),
    );
  });

  it('lets relay replicas claim different rows without waiting on each other (SKIP LOCKED)', async () => {
    await fixture.orm.em.fork().transactional(async (tx) => {
      for (let index = 0; index < 30; index += 1)
        await enqueue(tx, { subject: subject('outbox.replica'), payload: { index } });
    });
    const calls: string[] = [];
    const firstCall = Promise.withResolvers<void>();
    const release = Promise.withResolvers<void>();
    const blocked: OutboxPublisher = {
      async publishBytes(subj: string, body: Uint8Array, options: PublishOptions) {
        calls.push(options.msgId);
        firstCall.resolve();
        await release.promise;
        return publisher.publishBytes(subj, body, options);
      },
    };
    const counting: OutboxPublisher = {
      async publishBytes(subj: string, body: Uint8Array, options: PublishOptions) {
        calls.push(options.msgId);
        return publisher.publishBytes(subj, body, options);
      },
    };
    const slowRun = relay({ publisher: blocked, batchSize: 10 }).runOnce();
    await firstCall.promise;
    // Replica A still holds its 10 rows locked; replica B must take the other 20 without blocking.
    const fastRun = relay({ publisher: counting, batchSize: 50 }).runOnce();
    const fastOutcome = await Promise.race([fastRun, sleep(30_000).then(() => 'blocked behind replica A')]);
    release.resolve();
    expect(fastOutcome).toEqual({ claimed: 20, published: 20, failed: 0 });
    expect(await slowRun).toEqual({ claimed: 10, published: 10, failed: 0 });
    await fastRun;

    expect(new Set(calls).size).toBe(30);
    expect(calls).toHaveLength(30);
    expect(await storedMessages(fixture, fixture.names.jobs.stream)).toHaveLength(30);
    expect((await rows()).every((row) => row.publishedAt !== null)).toBe(true);
  });

  it('records a failed publish and retries the row later instead of losing it', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    let failures = 1;
    const flaky: OutboxPublisher = {
      async publishBytes(subj: string, body: Uint8Array, options: PublishOptions) {
        if (failures-- > 0) throw new Error('bus unreachable');
        return publisher.publishBytes(subj, body, options);
      },
    };
    await fixture.orm.em.fork().transactional(async (tx) => {
      await enqueue(tx, { subject: subject('outbox.flaky'), payload: { n: 1 } }, { clock: () => now });
    });
    const flakyRelay = relay({ publisher: flaky, clock: () => now });

    expect(await flakyRelay.runOnce()).toEqual({ claimed: 1, published: 0, failed: 1 });
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, lastError: 'bus unreachable', publishedAt: null });
    expect(row?.nextAttemptAt?.getTime()).toBe(now.getTime() + 1_000);
    // Not due yet: nothing is claimed, nothing is published.
    expect(await flakyRelay.runOnce()).toEqual({ claimed: 0, published: 0, failed: 0 });

    now = new Date(now.getTime() + 1_000);
    expect(await flakyRelay.runOnce()).toEqual({ claimed: 1, published: 1, failed: 0 });
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, lastError: null, nextAttemptAt: null });
    expect(await storedMessages(fixture, fixture.names.jobs.stream)).toHaveLength(1);
  });

  it('publishes on kick() right after commit without waiting for the poll interval', async () => {
    const hotRelay = relay({ pollIntervalMs: 60_000 });
    hotRelay.start();
    try {
      await sleep(50);
      await fixture.orm.em.fork().transactional(async (tx) => {
        await enqueue(tx, { subject: subject('outbox.hot'), payload: { hot: true } });
      });
      const kickedAt = performance.now();
      hotRelay.kick();
      await waitFor(
        async () => (await fixture.bus.jsm.streams.info(fixture.names.jobs.stream)).state.messages === 1,
        10_000,
      );
      // Far sooner than the 60 s poll interval: the kick published it.
      expect(performance.now() - kickedAt).toBeLessThan(10_000);
    } finally {
      await hotRelay.stop();
    }
  });

  it('publishes committed rows straight away with publishCommitted, once, even when a poll races it', async () => {
    let written: Awaited<ReturnType<typeof enqueue>> | undefined;
    await fixture.orm.em.fork().transactional(async (tx) => {
      written = await enqueue(tx, { subject: subject('outbox.now'), payload: { now: true } });
    });
    const direct = relay({ pollIntervalMs: 60_000 });
    // The poll claims and publishes the row while the direct publish does the same.
    await Promise.all([direct.publishCommitted([written!]), relay().runOnce()]);
    const stored = await storedMessages(fixture, fixture.names.jobs.stream);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.header.get('Nats-Msg-Id')).toBe(written!.id);
    expect(decodePayload(stored[0]!.data)).toEqual({ now: true });
    expect((await rows())[0]?.publishedAt).toBeInstanceOf(Date);
    // Published rows are not published again.
    expect(await relay().runOnce()).toEqual({ claimed: 0, published: 0, failed: 0 });
  });

  it('leaves a row whose direct publish failed to the poll', async () => {
    let written: Awaited<ReturnType<typeof enqueue>> | undefined;
    await fixture.orm.em.fork().transactional(async (tx) => {
      written = await enqueue(tx, { subject: subject('outbox.now'), payload: { retry: true } });
    });
    const down: OutboxPublisher = {
      publishBytes: () => Promise.reject(new Error('bus unreachable')),
    };
    await relay({ publisher: down, pollIntervalMs: 60_000 }).publishCommitted([written!]);
    expect((await rows())[0]?.publishedAt).toBeNull();
    expect(await relay().runOnce()).toEqual({ claimed: 1, published: 1, failed: 0 });
    expect(await storedMessages(fixture, fixture.names.jobs.stream)).toHaveLength(1);
  });

  it('rejects bad input without writing anything', async () => {
    const em = fixture.orm.em.fork();
    await expect(enqueue(em, { subject: 'jobs.*', payload: {} })).rejects.toThrow(/Invalid subject/);
    await expect(enqueue(em, { subject: subject('outbox.bad'), payload: { n: 1n } })).rejects.toThrow(/JSON/);
    await expect(enqueue(em, { subject: subject('outbox.bad'), payload: {}, id: 'job-7' })).rejects.toThrow(
      /UUID/,
    );
    await em.flush();
    expect(await rows()).toHaveLength(0);
  });

  it('creates streams once and updates them in place on the next start', async () => {
    const { jobs, events, deadLetter, cancellations } = fixture.names;
    await fixture.orm.em.fork().transactional(async (tx) => {
      await enqueue(tx, { subject: subject('outbox.keep'), payload: {} });
    });
    await relay().runOnce();
    const infos = await ensureStreams(fixture.bus.jsm, fixture.names, { duplicateWindowMs: 90_000 });
    expect(infos.map((info) => [info.config.name, info.config.retention, info.config.subjects])).toEqual([
      [jobs.stream, 'workqueue', [jobs.all]],
      [events.stream, 'limits', [events.all]],
      [deadLetter.stream, 'limits', [deadLetter.all]],
      [cancellations.stream, 'limits', [cancellations.all]],
    ]);
    // One cancellation per job id is all a worker needs.
    expect(infos[3]?.config.max_msgs_per_subject).toBe(1);
    expect(infos.every((info) => info.config.duplicate_window === 90_000_000_000)).toBe(true);
    // Updating kept the stored job.
    expect(infos[0]?.state.messages).toBe(1);
    await ensureStreams(fixture.bus.jsm, fixture.names);
  });

  it('deletes published rows past their retention', async () => {
    await fixture.orm.em.fork().transactional(async (tx) => {
      await enqueue(tx, { subject: subject('outbox.old'), payload: {} });
      await enqueue(tx, { subject: subject('outbox.old'), payload: {} });
    });
    await relay().runOnce();
    const repository = new OutboxRepository();
    const em = fixture.orm.em.fork();
    expect(await repository.purgePublished(em, new Date(Date.now() - 60_000), 10)).toBe(0);
    expect(await repository.purgePublished(em, new Date(Date.now() + 60_000), 1)).toBe(1);
    expect(await rows()).toHaveLength(1);
    const raw = await em.getConnection().execute(`select count(*)::int as n from ${SCHEMA}.outbox_messages`);
    expect(raw).toEqual([{ n: 1 }]);
  });
});
