// The job life cycle as each service that owns jobs (studio, real estate, enhancement) starts it:
// the credits port, the bus with its streams, the outbox relay, and the life cycle's parts wired
// to one another. It opens in two steps because the service's own parts sit in between: its job
// services take the launcher and canceller, and its completions and chores are its own; `start`
// then runs the consumers and the sweeper. Every step that needs undoing at shutdown goes on the
// service's `cleanups`, in start order (the service undoes them last first).
import {
  BusPublisher,
  OutboxRelay,
  busNames,
  connectBus,
  ensureStreams,
  type BusConnection,
  type BusNames,
} from '@platform/bus';
import type { EntityManager } from '@platform/db';
import type { JobOwner, JobProgressEvent } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import type { Cleanups } from '@platform/runtime';
import { billingCredits, createBillingClient } from './billing-credits.adapter.ts';
import { IdempotencyGuard } from './idempotency.ts';
import { JobAnnouncer, type JobViews } from './job-announcer.ts';
import { ProgressPacer } from './job-eta.ts';
import { JobCanceller } from './job-cancel.ts';
import { JobEnding } from './job-ending.ts';
import { JobStatusApplier, type CompletionHandlers } from './job-status.applier.ts';
import { JobLauncher } from './job-launcher.ts';
import { createJobProgressConsumer } from './job-progress.consumer.ts';
import { outboxJobSignals } from './job-signals.adapter.ts';
import { createJobStatusConsumer } from './job-status.consumer.ts';
import { JobSweeper, type SweepChores } from './job-sweeper.ts';
import type {
  Clock,
  CreditsPort,
  JobOutputFolders,
  LifecycleJob,
  LifecycleRepositories,
  LifecycleStore,
  OutputRemover,
} from './lifecycle.ports.ts';

/** The job settings every owning service takes (its `jobs` option). */
export interface JobOwnerSettings {
  queueTtlSeconds?: number;
  maxRunSeconds?: number;
  /** How often the sweeper runs; 0 disables the timer (tests call `sweeper.runOnce()`). */
  sweepIntervalMs?: number;
  /** Relay poll interval (the hot path kicks it after every commit). */
  relayPollMs?: number;
}

/** What each owning service's start options carry for its jobs, under the same names. */
export interface JobOwnerStartOptions {
  natsUrl: string;
  /** Bus namespace; production uses none, each test file its own. */
  busPrefix?: string;
  /** The credits port (tests); or billing's `host:port`, for a client this opens. */
  credits?: CreditsPort;
  billingAddress?: string;
  jobs?: JobOwnerSettings;
}

export interface OpenJobOwnerOptions<J extends LifecycleJob, R extends LifecycleRepositories<J>> {
  owner: JobOwner;
  /** The service's start options (the bus, billing and job settings in them). */
  service: JobOwnerStartOptions;
  /** The outbox's unit of work, for the relay. */
  em: EntityManager;
  store: LifecycleStore<R>;
  clock: Clock;
  logger: Logger;
  /** Where the jobs' outputs are stored, and their folders (removed when a job ends without them). */
  objects: OutputRemover;
  folders: JobOutputFolders;
  /** The job as each kind's read shows it, for the public events (may read through services made after this). */
  views: JobViews<J, R>;
  cleanups: Cleanups;
}

export interface StartJobOwnerOptions<
  J extends LifecycleJob,
  R extends LifecycleRepositories<J>,
  C extends SweepChores,
> {
  /** The durable consumer of the service's status events, and the processed-message consumer name. */
  consumer: string;
  completions: CompletionHandlers<J, R>;
  /** The service's upkeep beside the jobs (each runs with every sweep). */
  chores: C;
  /**
   * Raises a job's progress in the service's store, inside the life cycle's transaction; true when
   * it rose (then a `job.progress` event goes out, at most one a second per job). Without it,
   * progress events are not read.
   */
  raiseProgress?: (repositories: R, event: JobProgressEvent) => Promise<boolean>;
}

/** What the service's own parts use: the bus for consumers of its own, and what job creation and cancel take. */
export interface JobOwnerParts<J extends LifecycleJob, R extends LifecycleRepositories<J>> {
  bus: BusConnection;
  names: BusNames;
  idempotency: IdempotencyGuard;
  launcher: JobLauncher<J, R>;
  canceller: JobCanceller<J, R>;
  limits: { queueTtlMs: number; maxRunMs: number };
  /** Starts the status consumer, the progress consumer (with `raiseProgress`) and the sweeper. */
  start<C extends SweepChores>(options: StartJobOwnerOptions<J, R, C>): Promise<JobSweeper<J, R, C>>;
}

function billingCreditsAt(address: string | undefined, owner: JobOwner, cleanups: Cleanups): CreditsPort {
  if (!address) throw new Error(`the ${owner} service needs billingAddress or credits`);
  const client = createBillingClient(address);
  cleanups.push(() => client.close());
  return billingCredits(client);
}

export async function openJobOwner<J extends LifecycleJob, R extends LifecycleRepositories<J>>(
  options: OpenJobOwnerOptions<J, R>,
): Promise<JobOwnerParts<J, R>> {
  const { owner, service, store, clock, logger, cleanups } = options;
  const settings = service.jobs ?? {};
  const credits = service.credits ?? billingCreditsAt(service.billingAddress, owner, cleanups);
  const bus = await connectBus({ url: service.natsUrl, name: owner });
  cleanups.push(() => bus.close());
  const names = busNames(service.busPrefix ?? '');
  await ensureStreams(bus.jsm, names);
  const relay = new OutboxRelay({
    em: options.em,
    publisher: new BusPublisher(bus.js),
    logger,
    pollIntervalMs: settings.relayPollMs ?? 1_000,
  });
  relay.start();
  cleanups.push(() => relay.stop());
  const signals = outboxJobSignals({ relay });
  const idempotency = new IdempotencyGuard({ store, clock });
  const limits = {
    queueTtlMs: (settings.queueTtlSeconds ?? 86_400) * 1000,
    maxRunMs: (settings.maxRunSeconds ?? 3_600) * 1000,
  };
  const ending = new JobEnding({
    cancellationSubject: (jobId) => names.cancellations.subject(jobId),
    objects: options.objects,
    folders: options.folders,
    logger,
  });
  const announcer = new JobAnnouncer<J, R>({
    owner,
    eventSubject: (kind) => names.events.subject(kind),
    views: options.views,
  });
  const launcher = new JobLauncher<J, R>({ store, credits, idempotency, signals, logger, announcer });
  const canceller = new JobCanceller<J, R>({ store, clock, credits, signals, ending, announcer });

  async function start<C extends SweepChores>(
    run: StartJobOwnerOptions<J, R, C>,
  ): Promise<JobSweeper<J, R, C>> {
    const events = new JobStatusApplier<J, R>({
      store,
      credits,
      ending,
      folders: options.folders,
      logger,
      consumer: run.consumer,
      completions: run.completions,
      announcer,
      signals,
    });
    const statusConsumer = createJobStatusConsumer({
      bus,
      names,
      owner,
      durable: run.consumer,
      apply: (event, messageId) => events.apply(event, messageId),
      logger,
      retryWindowMs: limits.maxRunMs,
    });
    await statusConsumer.start();
    cleanups.push(() => statusConsumer.stop({ graceMs: 5_000 }));
    const raiseProgress = run.raiseProgress;
    if (raiseProgress) {
      const pacer = new ProgressPacer();
      const progressConsumer = createJobProgressConsumer({
        bus,
        names,
        owner,
        durable: `${run.consumer}-progress`,
        async raise(event) {
          const announced = await store.transaction('jobs.progress', async (repos) => {
            if (!(await raiseProgress(repos, event))) return [];
            const at = clock.now();
            if (!pacer.due(event.job_id, at.getTime())) return [];
            return [await announcer.announce(repos, event.job_id, 'job.progress', at, event.progress)];
          });
          if (announced.length > 0) signals.publish(announced);
        },
        logger,
      });
      await progressConsumer.start();
      cleanups.push(() => progressConsumer.stop({ graceMs: 2_000 }));
    }
    const sweeper = new JobSweeper<J, R, C>({
      store,
      clock,
      credits,
      signals,
      ending,
      chores: run.chores,
      ...limits,
      logger,
      announcer,
    });
    const sweepMs = settings.sweepIntervalMs ?? 30_000;
    if (sweepMs > 0) sweeper.start(sweepMs);
    cleanups.push(() => sweeper.stop());
    return sweeper;
  }

  return { bus, names, idempotency, launcher, canceller, limits, start };
}
