// One file over 300 lines on purpose: its cases share one broker and its streams, started once for the file.
import { defineEntity, p } from '@mikro-orm/postgresql';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Migration } from '@platform/db';
import { BusPublisher } from './bus.publisher.ts';
import { openBusFixture, sleep, storedMessages, waitFor, type BusFixture } from './bus.test-support.ts';
import { ConsumerRunner, type ConsumerRunnerOptions } from './consumer.runner.ts';
import { NonRetryableError, parseDeadLetterRecord, type DeadLetterRecord } from './dead-letter.ts';
import { processOnce, type ProcessOnceResult } from './idempotent-consumer.ts';
import { createRegistry, type MessageContext } from './job.registry.ts';

const Effect = defineEntity({
  name: 'Effect',
  tableName: 'effects',
  properties: { id: p.integer().primary().autoincrement(), messageId: p.text(), note: p.text() },
});

class CreateEffects extends Migration {
  override up(): void {
    this.addSql('create table effects (id serial primary key, message_id text not null, note text not null)');
  }
}

interface RenderJob {
  jobId: string;
}
const renderJob = (raw: unknown): RenderJob => {
  const candidate = raw as Partial<RenderJob> | null;
  if (typeof candidate?.jobId !== 'string') throw new Error('jobId must be a string');
  return { jobId: candidate.jobId };
};

describe('ConsumerRunner against JetStream', () => {
  let fixture: BusFixture;
  let publisher: BusPublisher;
  const runners: ConsumerRunner<object>[] = [];

  beforeAll(async () => {
    fixture = await openBusFixture({
      entities: [Effect],
      migrations: [{ name: '9001_effects', class: CreateEffects }],
    });
    publisher = new BusPublisher(fixture.bus.js);
  });
  afterAll(async () => fixture?.close());
  beforeEach(async () => fixture.reset());
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((runner) => runner.stop({ graceMs: 0 })));
  });

  async function startRunner<M extends object>(
    options: Omit<ConsumerRunnerOptions<M>, 'js' | 'jsm' | 'names' | 'logger'>,
  ): Promise<ConsumerRunner<M>> {
    const runner = new ConsumerRunner<M>({
      js: fixture.bus.js,
      jsm: fixture.bus.jsm,
      names: fixture.names,
      logger: fixture.logger,
      ...options,
    });
    await runner.start();
    runners.push(runner as ConsumerRunner<object>);
    return runner;
  }

  const consumerInfo = (stream: string, durable: string) => fixture.bus.jsm.consumers.info(stream, durable);

  it('applies a redelivered message once (idempotent consumer)', async () => {
    const results: ProcessOnceResult<void>[] = [];
    await startRunner<{ 'studio.job_finished': RenderJob }>({
      stream: 'events',
      durable: 'studio',
      filterSubject: `${fixture.names.events.root}studio.>`,
      backoff: () => 50,
      registry: createRegistry(
        { 'studio.job_finished': renderJob },
        {
          'studio.job_finished': async (payload, context) => {
            const result = await processOnce(
              fixture.orm.em.fork(),
              'studio',
              context.messageId,
              async (tx) => {
                tx.create(Effect, { messageId: context.messageId, note: `completed ${payload.jobId}` });
              },
            );
            results.push(result);
            // The effect committed, then the process "crashed" before acking: JetStream redelivers.
            if (context.deliveryCount === 1) throw new Error('crashed before ack');
          },
        },
      ),
    });

    await publisher.publish(
      fixture.names.events.subject('studio.job_finished'),
      { jobId: 'job-9' },
      { msgId: 'evt-1' },
    );
    await waitFor(() => results.length === 2);
    await waitFor(
      async () => (await consumerInfo(fixture.names.events.stream, 'studio')).num_ack_pending === 0,
    );

    expect(results).toEqual([{ duplicate: false, value: undefined }, { duplicate: true }]);
    const effects = await fixture.orm.em.fork().find(Effect, {});
    expect(effects.map(({ messageId, note }) => ({ messageId, note }))).toEqual([
      { messageId: 'evt-1', note: 'completed job-9' },
    ]);
  });

  it('lets only one of two racing deliveries apply the effect', async () => {
    const effect = (note: string) => async (tx: Parameters<Parameters<typeof processOnce>[3]>[0]) => {
      tx.create(Effect, { messageId: 'race-1', note });
      await sleep(100);
    };
    const outcomes = await Promise.all([
      processOnce(fixture.orm.em.fork(), 'racer', 'race-1', effect('a')),
      processOnce(fixture.orm.em.fork(), 'racer', 'race-1', effect('b')),
    ]);
    expect(outcomes.filter((outcome) => outcome.duplicate)).toHaveLength(1);
    expect(await fixture.orm.em.fork().count(Effect, { messageId: 'race-1' })).toBe(1);
  });

  it('dead-letters a poison message after max deliveries and calls the hook once', async () => {
    const deliveries: number[] = [];
    const hooked: DeadLetterRecord[] = [];
    await startRunner<{ 'poison.render': RenderJob }>({
      stream: 'jobs',
      durable: 'worker-poison',
      filterSubject: `${fixture.names.jobs.root}poison.>`,
      maxDeliver: 3,
      backoff: () => 50,
      onDeadLetter: async (record) => {
        hooked.push(record);
      },
      registry: createRegistry(
        { 'poison.render': renderJob },
        {
          'poison.render': async (_payload, context) => {
            deliveries.push(context.deliveryCount);
            throw new Error('engine exploded');
          },
        },
      ),
    });

    const subject = fixture.names.jobs.subject('poison.render');
    await publisher.publish(subject, { jobId: 'job-13' }, { msgId: 'job-13', headers: { 'x-tenant': '42' } });
    await waitFor(() => hooked.length === 1);
    await sleep(300);

    expect(deliveries).toEqual([1, 2, 3]);
    expect(hooked).toHaveLength(1);
    const stored = await storedMessages(fixture, fixture.names.deadLetter.stream);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.subject).toBe(fixture.names.deadLetter.subject('worker-poison'));
    const record = parseDeadLetterRecord(stored[0]!.data);
    expect(record).toEqual(hooked[0]);
    expect(record).toMatchObject({
      stream: fixture.names.jobs.stream,
      consumer: 'worker-poison',
      subject,
      kind: 'poison.render',
      messageId: 'job-13',
      deliveryCount: 3,
      payload: JSON.stringify({ jobId: 'job-13' }),
      payloadEncoding: 'utf8',
      reason: 'handler_failed',
      error: 'engine exploded',
    });
    expect(record.headers).toMatchObject({ 'x-tenant': '42', 'Nats-Msg-Id': 'job-13' });
    // Termed: the work queue no longer holds it and nothing is waiting for an ack.
    await waitFor(
      async () => (await fixture.bus.jsm.streams.info(fixture.names.jobs.stream)).state.messages === 0,
    );
    expect((await consumerInfo(fixture.names.jobs.stream, 'worker-poison')).num_ack_pending).toBe(0);
  });

  it('dead-letters undecodable and non-retryable messages on the first delivery', async () => {
    const handled: string[] = [];
    const hooked: DeadLetterRecord[] = [];
    await startRunner<{ 'strict.render': RenderJob }>({
      stream: 'jobs',
      durable: 'worker-strict',
      filterSubject: `${fixture.names.jobs.root}strict.>`,
      onDeadLetter: async (record) => {
        hooked.push(record);
      },
      registry: createRegistry(
        { 'strict.render': renderJob },
        {
          'strict.render': async (payload) => {
            handled.push(payload.jobId);
            throw new NonRetryableError(`input image of ${payload.jobId} is corrupt`);
          },
        },
      ),
    });
    const jobs = fixture.names.jobs;
    await publisher.publishBytes(jobs.subject('strict.render'), new TextEncoder().encode('{not json'), {
      msgId: 'a',
    });
    await publisher.publish(jobs.subject('strict.render'), { jobId: 42 }, { msgId: 'b' });
    await publisher.publish(jobs.subject('strict.unknown'), { jobId: 'x' }, { msgId: 'c' });
    await publisher.publish(jobs.subject('strict.render'), { jobId: 'job-5' }, { msgId: 'd' });
    await waitFor(() => hooked.length === 4);

    const byId = Object.fromEntries(hooked.map((record) => [record.messageId, record]));
    expect(byId.a).toMatchObject({ reason: 'undecodable', deliveryCount: 1, payload: '{not json' });
    expect(byId.b).toMatchObject({
      reason: 'undecodable',
      deliveryCount: 1,
      error: 'jobId must be a string',
    });
    expect(byId.c).toMatchObject({ reason: 'unknown_kind', deliveryCount: 1, kind: 'strict.unknown' });
    expect(byId.d).toMatchObject({
      reason: 'non_retryable',
      deliveryCount: 1,
      error: 'input image of job-5 is corrupt',
    });
    expect(handled).toEqual(['job-5']);
    expect(await storedMessages(fixture, fixture.names.deadLetter.stream)).toHaveLength(4);
  });

  it('dead-letters a message whose deliveries ran out without an outcome (worker died)', async () => {
    const handled: string[] = [];
    const hooked: DeadLetterRecord[] = [];
    const options = {
      stream: 'jobs' as const,
      durable: 'worker-crashy',
      filterSubject: `${fixture.names.jobs.root}crashy.>`,
      maxDeliver: 1,
      ackWaitMs: 1_000,
      onDeadLetter: async (record: DeadLetterRecord) => {
        hooked.push(record);
      },
      registry: createRegistry<{ 'crashy.render': RenderJob }>(
        { 'crashy.render': renderJob },
        {
          'crashy.render': async (payload) => {
            handled.push(payload.jobId);
          },
        },
      ),
    };
    const creator = await startRunner(options);
    await creator.stop({ graceMs: 0 });
    await publisher.publish(
      fixture.names.jobs.subject('crashy.render'),
      { jobId: 'job-lost' },
      { msgId: 'lost-1' },
    );
    // A worker takes the only allowed delivery and dies without acking or heartbeating.
    const consumer = await fixture.bus.js.consumers.get(fixture.names.jobs.stream, 'worker-crashy');
    const taken = await consumer.next({ expires: 2_000 });
    expect(taken?.info.deliveryCount).toBe(1);

    await startRunner(options);
    await waitFor(() => hooked.length === 1, 5_000);
    expect(handled).toEqual([]);
    expect(hooked[0]).toMatchObject({
      reason: 'deliveries_exhausted',
      deliveryCount: 2,
      messageId: 'lost-1',
    });
    await waitFor(
      async () => (await fixture.bus.jsm.streams.info(fixture.names.jobs.stream)).state.messages === 0,
    );
  });

  it('refuses to start on a durable whose filter differs from the requested one', async () => {
    const registry = createRegistry<{ 'filtered.render': RenderJob }>(
      { 'filtered.render': renderJob },
      { 'filtered.render': async () => {} },
    );
    const root = fixture.names.jobs.root;
    await startRunner({
      stream: 'jobs',
      durable: 'worker-filtered',
      filterSubject: `${root}filtered.>`,
      registry,
    });
    const conflicting = new ConsumerRunner({
      js: fixture.bus.js,
      jsm: fixture.bus.jsm,
      names: fixture.names,
      logger: fixture.logger,
      stream: 'jobs',
      durable: 'worker-filtered',
      filterSubject: `${root}filtered.render`,
      registry,
    });
    await expect(conflicting.start()).rejects.toThrow(/cannot be changed in place/);
    expect(
      () =>
        new ConsumerRunner({
          ...fixture.bus,
          names: fixture.names,
          stream: 'jobs',
          durable: 'a.b',
          registry,
        }),
    ).toThrow(/Invalid durable name/);
  });

  it('keeps a job longer than ack_wait from being redelivered with working() heartbeats', async () => {
    const deliveries: number[] = [];
    const finished = Promise.withResolvers<void>();
    await startRunner<{ 'slow.render': RenderJob }>({
      stream: 'jobs',
      durable: 'worker-slow',
      filterSubject: `${fixture.names.jobs.root}slow.>`,
      // A second slot would pick up a redelivery at once if the heartbeat did not hold the message.
      concurrency: 2,
      // Heartbeats every 200 ms against a 3 s ack wait: a busy machine may delay a few of them.
      ackWaitMs: 3_000,
      heartbeatMs: 200,
      registry: createRegistry(
        { 'slow.render': renderJob },
        {
          'slow.render': async (_payload, context) => {
            deliveries.push(context.deliveryCount);
            // More than twice the ack wait: without heartbeats it would have been redelivered.
            await sleep(7_000);
            finished.resolve();
          },
        },
      ),
    });
    await publisher.publish(
      fixture.names.jobs.subject('slow.render'),
      { jobId: 'job-long' },
      { msgId: 'long-1' },
    );
    await finished.promise;
    await waitFor(
      async () => (await fixture.bus.jsm.streams.info(fixture.names.jobs.stream)).state.messages === 0,
    );

    expect(deliveries).toEqual([1]);
    const info = await consumerInfo(fixture.names.jobs.stream, 'worker-slow');
    expect(info.num_redelivered).toBe(0);
    expect(info.num_ack_pending).toBe(0);
  });

  it('drains running work on stop and hands aborted work to another worker at once', async () => {
    const seen: { runner: string; deliveryCount: number; aborted: boolean }[] = [];
    const registry = (runnerName: string, workMs: number) =>
      createRegistry<{ 'drain.render': RenderJob }>(
        { 'drain.render': renderJob },
        {
          'drain.render': async (_payload, context: MessageContext) => {
            const abandoned = new Promise((_, reject) =>
              context.signal.addEventListener('abort', () => reject(context.signal.reason as Error)),
            );
            await Promise.race([sleep(workMs), abandoned]);
            seen.push({
              runner: runnerName,
              deliveryCount: context.deliveryCount,
              aborted: context.signal.aborted,
            });
          },
        },
      );
    const common = {
      stream: 'jobs' as const,
      durable: 'worker-drain',
      filterSubject: `${fixture.names.jobs.root}drain.>`,
      ackWaitMs: 20_000,
    };
    const subject = fixture.names.jobs.subject('drain.render');

    // A short job finishes within the grace period and is acked, not redelivered.
    const first = await startRunner({ ...common, registry: registry('first', 300) });
    await publisher.publish(subject, { jobId: 'short' }, { msgId: 'short' });
    await waitFor(() => first.inFlight === 1);
    await first.stop({ graceMs: 5_000 });
    expect(seen).toEqual([{ runner: 'first', deliveryCount: 1, aborted: false }]);

    // A long job is aborted at the end of the grace period and released (nak) immediately, so a
    // second worker gets it well before the 20 s ack wait.
    const second = await startRunner({ ...common, registry: registry('second', 60_000) });
    await publisher.publish(subject, { jobId: 'long' }, { msgId: 'long' });
    await waitFor(() => second.inFlight === 1);
    const stoppedAt = Date.now();
    await second.stop({ graceMs: 100 });
    expect(Date.now() - stoppedAt).toBeLessThan(2_000);
    await startRunner({ ...common, registry: registry('third', 10) });
    // Well before the 20 s ack wait: the aborted job was handed back, not left to time out.
    await waitFor(() => seen.some((entry) => entry.runner === 'third'), 15_000);
    expect(seen.at(-1)).toEqual({ runner: 'third', deliveryCount: 2, aborted: false });
    await waitFor(
      async () => (await fixture.bus.jsm.streams.info(fixture.names.jobs.stream)).state.messages === 0,
    );
  });
});
