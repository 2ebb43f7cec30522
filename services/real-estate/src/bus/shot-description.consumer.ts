// Real estate's durable consumer of shot descriptions (`events.descriptions.real-estate`, written
// by studio's outbox when an image-to-text job for a shot completes). An event that cannot be
// applied (the database unavailable) is retried with backoff for as long as a job may run.
import {
  ConsumerRunner,
  createRegistry,
  deliveriesSpanning,
  exponentialBackoff,
  type BusConnection,
  type BusNames,
} from '@platform/bus';
import { SHOT_DESCRIBED_KIND, shotDescribedEvent, type ShotDescribedEvent } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import { SHOT_DESCRIPTIONS_CONSUMER, type ShotDescriptions } from '../domain/shot-descriptions.ts';

type DescriptionEvents = Record<string, ShotDescribedEvent>;

export function createShotDescriptionConsumer(deps: {
  bus: BusConnection;
  names: BusNames;
  descriptions: ShotDescriptions;
  logger: Logger;
  retryWindowMs: number;
}): ConsumerRunner<DescriptionEvents> {
  const backoff = exponentialBackoff({ initialMs: 1_000, maxMs: 60_000 });
  const registry = createRegistry<DescriptionEvents>(
    { [SHOT_DESCRIBED_KIND]: (raw: unknown) => shotDescribedEvent.parse(raw) },
    {
      [SHOT_DESCRIBED_KIND]: async (event: ShotDescribedEvent, ctx: { messageId: string }) => {
        const outcome = await deps.descriptions.apply(event, ctx.messageId);
        deps.logger.debug(
          { job_id: event.job_id, shot_id: event.shot_id, outcome },
          'shot description event',
        );
      },
    },
  );
  return new ConsumerRunner<DescriptionEvents>({
    js: deps.bus.js,
    jsm: deps.bus.jsm,
    names: deps.names,
    stream: 'events',
    durable: SHOT_DESCRIPTIONS_CONSUMER,
    filterSubject: deps.names.events.subject(SHOT_DESCRIBED_KIND),
    registry,
    concurrency: 2,
    maxDeliver: deliveriesSpanning(deps.retryWindowMs, backoff),
    backoff,
    ackWaitMs: 30_000,
    logger: deps.logger,
    onDeadLetter: async (record) => {
      deps.logger.error(
        { reason: record.reason, subject: record.subject },
        'shot description event dead-lettered',
      );
    },
  });
}
