// The reference job pattern end to end: a service writes a job row and an outbox row in one
// transaction, the relay publishes, a worker consumes and publishes a result event, and the
// owning service applies the result idempotently; one trace covers all of it.
import { defineEntity, p } from '@mikro-orm/postgresql';
import { context, propagation, SpanKind, trace } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import {
  InMemorySpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
  type ReadableSpan,
} from '@opentelemetry/sdk-trace';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Migration } from '@platform/db';
import { BusPublisher } from './bus.publisher.ts';
import { openBusFixture, waitFor, type BusFixture } from './bus.test-support.ts';
import { ConsumerRunner } from './consumer.runner.ts';
import { processOnce } from './idempotent-consumer.ts';
import { createRegistry } from './job.registry.ts';
import { enqueue } from './outbox.enqueue.ts';
import { OutboxRelay } from './outbox.relay.ts';

const Job = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  properties: { id: p.uuid().primary(), status: p.text() },
});

class CreateJobs extends Migration {
  override up(): void {
    this.addSql('create table jobs (id uuid primary key, status text not null)');
  }
}

interface RenderJob {
  jobId: string;
}
interface JobFinished {
  jobId: string;
  status: 'completed' | 'failed';
}
const decodeRender = (raw: unknown): RenderJob => ({ jobId: String((raw as RenderJob).jobId) });
const decodeFinished = (raw: unknown): JobFinished => raw as JobFinished;

describe('outbox -> relay -> worker -> result event -> owner', () => {
  const exporter = new InMemorySpanExporter();
  const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] });
  const tracer = provider.getTracer('pipeline-test');
  let fixture: BusFixture;
  let relay: OutboxRelay;
  const runners: ConsumerRunner<object>[] = [];
  const workerStarts = new Map<string, number>();

  beforeAll(async () => {
    context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
    trace.setGlobalTracerProvider(provider);
    propagation.setGlobalPropagator(new W3CTraceContextPropagator());
    fixture = await openBusFixture({
      entities: [Job],
      migrations: [{ name: '9001_jobs', class: CreateJobs }],
    });
    const { bus, names, logger, orm } = fixture;
    const publisher = new BusPublisher(bus.js);
    relay = new OutboxRelay({ em: orm.em, publisher, logger, pollIntervalMs: 60_000 });

    const worker = new ConsumerRunner<{ 'pipeline.render': RenderJob }>({
      js: bus.js,
      jsm: bus.jsm,
      names,
      stream: 'jobs',
      durable: 'media-worker',
      logger,
      registry: createRegistry(
        { 'pipeline.render': decodeRender },
        {
          'pipeline.render': async (job, messageContext) => {
            workerStarts.set(job.jobId, performance.now());
            await publisher.publish(
              names.events.subject('svc.job_finished'),
              { jobId: job.jobId, status: 'completed' },
              { msgId: `${messageContext.messageId}:result` },
            );
          },
        },
      ),
    });
    const owner = new ConsumerRunner<{ 'svc.job_finished': JobFinished }>({
      js: bus.js,
      jsm: bus.jsm,
      names,
      stream: 'events',
      durable: 'svc',
      filterSubject: `${names.events.root}svc.>`,
      logger,
      registry: createRegistry(
        { 'svc.job_finished': decodeFinished },
        {
          'svc.job_finished': async (event, messageContext) => {
            await processOnce(orm.em.fork(), 'svc', messageContext.messageId, async (tx) => {
              const job = await tx.findOneOrFail(Job, { id: event.jobId });
              job.status = event.status;
            });
          },
        },
      ),
    });
    for (const runner of [worker, owner]) {
      await runner.start();
      runners.push(runner as ConsumerRunner<object>);
    }
    relay.start();
  });

  afterAll(async () => {
    await relay?.stop();
    await Promise.all(runners.map((runner) => runner.stop({ graceMs: 0 })));
    await fixture?.close();
    trace.disable();
    context.disable();
    propagation.disable();
  });

  beforeEach(() => exporter.reset());

  async function createJob(): Promise<string> {
    const jobId = uuidv7();
    await fixture.orm.em.fork().transactional(async (tx) => {
      tx.create(Job, { id: jobId, status: 'queued' });
      enqueue(tx, { subject: fixture.names.jobs.subject('pipeline.render'), payload: { jobId } });
    });
    relay.kick();
    return jobId;
  }

  const jobStatus = async (jobId: string) =>
    (await fixture.orm.em.fork().findOneOrFail(Job, { id: jobId })).status;

  it('continues the trace of the request that enqueued the job', async () => {
    const { jobId, request } = await tracer.startActiveSpan(
      'POST /api/jobs',
      { kind: SpanKind.SERVER },
      async (span) => {
        const created = await createJob();
        span.end();
        return { jobId: created, request: span.spanContext() };
      },
    );
    await waitFor(async () => (await jobStatus(jobId)) === 'completed');
    const spanNamed = (name: string) => exporter.getFinishedSpans().find((span) => span.name === name);
    const jobSubject = fixture.names.jobs.subject('pipeline.render');
    const eventSubject = fixture.names.events.subject('svc.job_finished');
    await waitFor(() => spanNamed(`process ${eventSubject}`) !== undefined);

    const publishSpan = spanNamed(`send ${jobSubject}`) as ReadableSpan;
    const workerSpan = spanNamed(`process ${jobSubject}`) as ReadableSpan;
    const sendSpan = spanNamed(`send ${eventSubject}`) as ReadableSpan;
    const ownerSpan = spanNamed(`process ${eventSubject}`) as ReadableSpan;
    // The relay's publish sits under the request that wrote the row, the worker under the publish.
    expect(publishSpan.kind).toBe(SpanKind.PRODUCER);
    expect(publishSpan.spanContext().traceId).toBe(request.traceId);
    expect(publishSpan.parentSpanContext?.spanId).toBe(request.spanId);
    expect(workerSpan.kind).toBe(SpanKind.CONSUMER);
    expect(workerSpan.spanContext().traceId).toBe(request.traceId);
    expect(workerSpan.parentSpanContext?.spanId).toBe(publishSpan.spanContext().spanId);
    expect(workerSpan.attributes).toMatchObject({
      'messaging.system': 'nats',
      'messaging.operation.type': 'process',
      'messaging.destination.name': jobSubject,
      'messaging.consumer.group.name': 'media-worker',
      'messaging.nats.outcome': 'acked',
    });
    expect(sendSpan.kind).toBe(SpanKind.PRODUCER);
    expect(sendSpan.parentSpanContext?.spanId).toBe(workerSpan.spanContext().spanId);
    expect(ownerSpan.parentSpanContext?.spanId).toBe(sendSpan.spanContext().spanId);
    expect(ownerSpan.spanContext().traceId).toBe(request.traceId);
  });

  it('starts the worker within milliseconds of the commit (kick, no poll wait)', async () => {
    const latencies: number[] = [];
    for (let index = 0; index < 30; index += 1) {
      const committedAt = performance.now();
      const jobId = await createJob();
      await waitFor(() => workerStarts.has(jobId), 2_000);
      latencies.push(workerStarts.get(jobId)! - committedAt);
      await waitFor(async () => (await jobStatus(jobId)) === 'completed');
    }
    latencies.sort((a, b) => a - b);
    const p50 = latencies[Math.floor(latencies.length / 2)]!;
    const p95 = latencies[Math.floor(latencies.length * 0.95)]!;
    console.info(`job create -> worker start: p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms`);
    // The poll interval is 60 s, so this proves the hot path never waits for a tick. The 10 ms
    // platform target is for the benchmark on a quiet machine; here other test files share the
    // two cores (measured alone: p50 about 7-15 ms including the service's own transaction).
    expect(p50).toBeLessThan(250);
  });
});
