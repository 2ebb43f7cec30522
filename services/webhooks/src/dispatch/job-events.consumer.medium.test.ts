// The webhooks consumer of the job events against the machine's PostgreSQL and NATS: events on
// the account subjects (`events.jobs.<owner>.<account_id>`) of every owner become deliveries for
// their account's endpoints (each subject is routed to its owner's kind), and none is dead-lettered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  busNames,
  connectBus,
  deleteStreams,
  encodePayload,
  ensureStreams,
  type BusConnection,
} from '@platform/bus';
import { migrate } from '@platform/db';
import { buildJobEvent, jobEventKind, type BusJobEvent } from '@platform/job-events';
import type { JobOwner } from '@platform/jobs';
import { createLogger } from '@platform/logging';
import { createTestDatabase, natsUrl, uniqueSuffix, type TestDatabase } from '@platform/testkit';
import { v7 as uuidv7 } from 'uuid';
import { createWebhooksOrm } from '../app.ts';
import type { WebhooksStore } from '../domain/ports.ts';
import { WEBHOOKS_SCHEMA } from '../persistence/entities.ts';
import { createWebhooksStore } from '../persistence/webhooks.store.ts';
import { createJobEventsConsumer, WEBHOOKS_CONSUMER } from './job-events.consumer.ts';

const names = busNames(`T_${uniqueSuffix()}`);
let database: TestDatabase;
let orm: Awaited<ReturnType<typeof createWebhooksOrm>>;
let store: WebhooksStore;
let bus: BusConnection;

beforeAll(async () => {
  database = await createTestDatabase('webhooks_consumer');
  orm = await createWebhooksOrm(database.url);
  await migrate(orm, WEBHOOKS_SCHEMA);
  store = createWebhooksStore(orm);
  bus = await connectBus({ url: natsUrl(), name: 'webhooks-consumer-test' });
  await ensureStreams(bus.jsm, names);
});

afterAll(async () => {
  await deleteStreams(bus.jsm, names);
  await bus.close();
  await orm.close();
  await database.drop();
});

async function endpoint(accountId: string): Promise<string> {
  const id = uuidv7();
  const now = new Date();
  await store.transaction('test.endpoint', (repos) =>
    repos.endpoints.insert({
      id,
      accountId,
      url: 'https://hooks.example.com/',
      events: ['*'],
      isActive: true,
      secret: 'whsec_test',
      disabledReason: null,
      jobId: null,
      createdAt: now,
      updatedAt: now,
    }),
  );
  return id;
}

const jobEvent = (owner: JobOwner, accountId: string, jobId: string): BusJobEvent =>
  buildJobEvent({
    owner,
    accountId,
    jobId,
    type: 'job.completed',
    at: new Date(),
    kind: owner === 'enhancement' ? 'enhancement' : 'text_to_image',
    job: { id: jobId },
  });

const deliveredEvents = (endpointId: string) =>
  store.read('test.deliveries', async (repos) =>
    (await repos.deliveries.list(endpointId, { limit: 100, offset: 0 })).results
      .map((delivery) => delivery.eventId)
      .sort(),
  );

describe('job events consumer', () => {
  it("delivers the events of every owner's account subjects, each to its account only", async () => {
    const mine = await endpoint('1');
    const other = await endpoint('2');
    const studio = jobEvent('studio', '1', 'job-studio');
    await bus.js.publish(names.events.subject(jobEventKind('studio', '1')), encodePayload(studio));
    const current = jobEvent('enhancement', '1', 'job-current');
    await bus.js.publish(names.events.subject(jobEventKind('enhancement', '1')), encodePayload(current));
    const foreign = jobEvent('real-estate', '2', 'job-foreign');
    await bus.js.publish(names.events.subject(jobEventKind('real-estate', '2')), encodePayload(foreign));

    let woken = 0;
    const consumer = createJobEventsConsumer({
      bus,
      names,
      store,
      clock: { now: () => new Date() },
      newId: uuidv7,
      wake: () => (woken += 1),
      logger: createLogger('webhooks-consumer-test', 'silent'),
    });
    await consumer.start();
    try {
      const deadline = Date.now() + 10_000;
      while ((await deliveredEvents(mine)).length < 2 || (await deliveredEvents(other)).length < 1) {
        if (Date.now() > deadline) throw new Error('the deliveries were not recorded in time');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const info = await bus.jsm.consumers.info(names.events.stream, WEBHOOKS_CONSUMER);
      expect(info.config.filter_subject).toBe(`${names.events.root}jobs.>`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(
        (await bus.jsm.consumers.info(names.events.stream, WEBHOOKS_CONSUMER)).ack_floor.stream_seq,
      ).toBe(3);
    } finally {
      await consumer.stop({ graceMs: 1_000 });
    }
    expect(await deliveredEvents(mine)).toEqual([studio.id, current.id].sort());
    expect(await deliveredEvents(other)).toEqual([foreign.id]);
    expect(woken).toBe(3);
    expect((await bus.jsm.streams.info(names.deadLetter.stream)).state.messages).toBe(0);
  });
});
