// The webhooks service's durable consumer of the public job events (`events.jobs.<owner>.<account_id>`
// of every owner and account, each handled as its owner's kind): each event becomes one pending
// delivery per active endpoint of the job's account that takes its type (account endpoints, and
// the job's own `webhook_url` endpoint). An event whose job was created with a `webhook_url`
// carries it: the first such event (whichever is handled first) makes the job's endpoint (one per
// job id) in the same transaction as the deliveries, so no event of the job is missed however fast
// it ran, and a create replayed with its Idempotency-Key (the same job) makes no second one. A
// repeated message adds nothing (one delivery per endpoint and event id), so the consumer is
// idempotent; the dispatcher then sends the deliveries.
import {
  ConsumerRunner,
  createRegistry,
  exponentialBackoff,
  type BusConnection,
  type BusNames,
} from '@platform/bus';
import {
  busJobEvent,
  JOB_EVENTS_FILTER,
  jobEventOwner,
  subscribes,
  toPublicJobEvent,
  type BusJobEvent,
} from '@platform/job-events';
import { JOB_OWNERS } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import type { Clock, Repositories, WebhooksStore } from '../domain/ports.ts';
import { newSecret } from '../domain/signing.ts';

type JobEvents = Record<string, BusJobEvent>;

export const WEBHOOKS_CONSUMER = 'webhooks';

/**
 * The job's own endpoint (every event type, the job's events only), signed with the account's
 * signing secret, which exists from here on. The URL was checked where the job was created; the
 * dispatcher checks it again, pinned, on every attempt.
 */
async function ensureJobEndpoint(
  repos: Repositories,
  clock: Clock,
  newId: () => string,
  event: BusJobEvent,
  url: string,
): Promise<void> {
  const now = clock.now();
  const { secret } = await repos.signingSecrets.ensure(event.account_id, newSecret(), now);
  await repos.endpoints.insertForJob({
    id: newId(),
    accountId: event.account_id,
    url,
    events: ['*'],
    isActive: true,
    secret,
    disabledReason: null,
    jobId: event.job_id.toLowerCase(),
    createdAt: now,
    updatedAt: now,
  });
}

/** Records the deliveries of one event; answers how many were new. */
export async function fanOut(
  store: WebhooksStore,
  clock: Clock,
  newId: () => string,
  event: BusJobEvent,
): Promise<number> {
  const payload = JSON.stringify(toPublicJobEvent(event));
  return store.transaction('deliveries.fan-out', async (repos) => {
    if (event.webhook_url) await ensureJobEndpoint(repos, clock, newId, event, event.webhook_url);
    const endpoints = (await repos.endpoints.subscribers(event.account_id, event.job_id)).filter((endpoint) =>
      subscribes(endpoint.events, event.type),
    );
    let added = 0;
    const now = clock.now();
    for (const endpoint of endpoints) {
      const inserted = await repos.deliveries.insert({
        id: newId(),
        endpointId: endpoint.id,
        eventId: event.id,
        eventType: event.type,
        payload,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
      });
      if (inserted) added += 1;
    }
    return added;
  });
}

export function createJobEventsConsumer(deps: {
  bus: BusConnection;
  names: BusNames;
  store: WebhooksStore;
  clock: Clock;
  newId: () => string;
  /** New deliveries exist: the dispatcher sends them now instead of at its next poll. */
  wake: () => void;
  logger: Logger;
}): ConsumerRunner<JobEvents> {
  const decode = (raw: unknown) => busJobEvent.parse(raw);
  const handle = async (event: BusJobEvent) => {
    const added = await fanOut(deps.store, deps.clock, deps.newId, event);
    if (added > 0) deps.wake();
  };
  // One kind per owner: a subject's account token is data, not a kind (nor a metrics label).
  const registry = createRegistry<JobEvents>(
    Object.fromEntries(JOB_OWNERS.map((owner) => [owner, decode])),
    Object.fromEntries(JOB_OWNERS.map((owner) => [owner, handle])),
  );
  return new ConsumerRunner<JobEvents>({
    js: deps.bus.js,
    jsm: deps.bus.jsm,
    names: deps.names,
    stream: 'events',
    durable: WEBHOOKS_CONSUMER,
    filterSubject: `${deps.names.events.root}${JOB_EVENTS_FILTER}`,
    registry,
    routeKind: jobEventOwner,
    concurrency: 4,
    // The database may be away for a while; an event is retried for about an hour before it is dead-lettered.
    maxDeliver: 70,
    backoff: exponentialBackoff({ initialMs: 1_000, maxMs: 60_000 }),
    ackWaitMs: 30_000,
    logger: deps.logger,
    onDeadLetter: async (record) => {
      deps.logger.error(
        { reason: record.reason, subject: record.subject },
        'job event dead-lettered: its webhooks are not sent',
      );
    },
  });
}
