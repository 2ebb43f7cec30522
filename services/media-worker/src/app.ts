// Composition root of the media worker: connects NATS and storage, checks the catalogue against
// the engines, listens for cancels, starts one pull consumer per job kind and, when asked, the
// health endpoints. Used by main.ts and, in-process, by medium and end-to-end tests.
import {
  BusPublisher,
  NatsMonitor,
  busNames,
  connectBus,
  ensureStreams,
  type BusConnection,
} from '@platform/bus';
import type { Catalogue } from '@platform/catalogue';
import type { JobKind } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import { runCleanups, type Cleanups } from '@platform/runtime';
import { checkRife, ffmpegRunnerFromEnv, rifeToolFromEnv, type FfmpegRunner } from '@platform/media';
import { createStorage, type AccountKeys, type StorageOptions } from '@platform/storage';
import { processEnv, type EnvReader } from '@platform/http-client';
import { CancelListener } from './consumers/cancel.listener.ts';
import { CancelRegistry } from './consumers/cancel.registry.ts';
import { deadLetterNotifier } from './consumers/dead-letter.notifier.ts';
import { JobConsumers } from './consumers/job.consumers.ts';
import { JobStatusPublisher } from './consumers/status.publisher.ts';
import { currentMetrics } from '@platform/telemetry';
import { startHealthServer, type HealthServer } from './health/health.server.ts';
import { defaultEngineSet } from './jobs/builtin.engines.ts';
import { checkCatalogue } from './jobs/catalogue.check.ts';
import type { EngineSet } from './jobs/job-engine.ts';
import { JobExecutor } from './jobs/job.executor.ts';
import { JetStreamProviderRequestStore } from './jobs/provider-request.store.ts';
import { sweepStaleJobDirs } from './jobs/temp.sweeper.ts';

export interface MediaWorkerOptions {
  natsUrl: string;
  /** Bus namespace (tests); production uses none. Also prefixes the cancel subject. */
  busPrefix?: string;
  storage: StorageOptions;
  /** A job reads and writes only in its account's folder (STORAGE_KEY_SECRET, as studio's). */
  keys: AccountKeys;
  /** When given, start-up fails unless every enabled t2i/i2t/i2v model has a working engine. */
  catalogue?: Catalogue;
  logger: Logger;
  /** Jobs of each kind running at once in this process (default 1 per kind). */
  concurrency?: number | Readonly<Partial<Record<JobKind, number>>>;
  /** Serves GET /livez and /healthz on this port (0 = any free port); none when undefined. */
  healthPort?: number;
  healthHost?: string;
  /** Deliveries per job before it fails (default 5). */
  maxDeliver?: number;
  /** A job whose worker stops heart-beating for this long is redelivered (default 30 s). */
  ackWaitMs?: number;
  /** stop() lets running jobs finish this long before aborting them (default 20 s). */
  shutdownGraceMs?: number;
  /** Largest input file read from storage (default 64 MiB). */
  maxInputBytes?: number;
  /** Parent of the per-job temp dirs (default MEDIA_TMP_DIR, else the OS temp dir). */
  tempDir?: string;
  /** Replaces the built-in engines and adapters (tests). */
  engines?: EngineSet;
  ffmpeg?: FfmpegRunner;
  /**
   * Storage's address as providers on the internet reach it (S3_PUBLIC_ENDPOINT when it is one):
   * hosted enhancers then fetch the input by a pre-signed URL instead of an upload.
   */
  publicStorageEndpoint?: string;
  /** Where adapters read API keys (default process.env). */
  env?: EnvReader;
  /** Decorates the status-event publisher (fault injection in tests, metrics). */
  publisher?: (inner: BusPublisher) => Pick<BusPublisher, 'publish'>;
}

export interface MediaWorker {
  /** Stops pulling, lets running jobs finish (or aborts them after the grace), then disconnects. */
  stop(options?: { graceMs?: number }): Promise<void>;
  /** Port of the health server, when one was asked for. */
  port?: number;
}

export async function startMediaWorker(options: MediaWorkerOptions): Promise<MediaWorker> {
  const logger = options.logger;
  const runner = options.ffmpeg ?? ffmpegRunnerFromEnv();
  // RIFE is optional: without it the worker runs every other engine and says why in /healthz.
  const rife = await checkRife(runner, rifeToolFromEnv());
  if (!rife.available) logger.warn({ reason: rife.reason }, 'RIFE frame interpolation is unavailable');
  const engines = options.engines ?? defaultEngineSet({ runner, env: options.env ?? processEnv, rife });
  if (options.catalogue) checkCatalogue(options.catalogue, engines);

  const swept = await sweepStaleJobDirs(options.tempDir);
  if (swept.length > 0) logger.info({ removed: swept.length }, 'removed temp dirs left by workers that died');

  const names = busNames(options.busPrefix ?? '');
  const cleanups: Cleanups = [];
  const cleanup = () =>
    runCleanups(cleanups, (err) => logger.error({ err }, 'media worker shutdown step failed'));
  let bus: BusConnection | undefined;
  try {
    bus = await connectBus({ url: options.natsUrl, name: 'media-worker' });
    const connection = bus;
    cleanups.push(() => connection.close());
    await ensureStreams(bus.jsm, names);

    const storage = createStorage(options.storage);
    await storage.ensureBucket();

    const cancels = new CancelRegistry();
    const listener = new CancelListener({
      js: bus.js,
      jsm: bus.jsm,
      stream: names.cancellations.stream,
      registry: cancels,
      logger,
    });
    // Before the consumers: every job cancelled so far is known before the first job is taken.
    await listener.start();
    cleanups.push(() => listener.stop());

    const inner = new BusPublisher(bus.js);
    const status = new JobStatusPublisher({ publisher: options.publisher?.(inner) ?? inner, names });
    const executor = new JobExecutor({
      engines,
      storage,
      keys: options.keys,
      status,
      cancels,
      logger,
      maxInputBytes: options.maxInputBytes,
      tempParent: options.tempDir,
      providerRequests: new JetStreamProviderRequestStore({
        js: bus.js,
        jsm: bus.jsm,
        prefix: options.busPrefix,
      }),
      publicStorage: options.publicStorageEndpoint
        ? createStorage({ ...options.storage, endpoint: options.publicStorageEndpoint })
        : undefined,
    });
    const consumers = new JobConsumers({
      js: bus.js,
      jsm: bus.jsm,
      names,
      handlers: executor.handlers(),
      onDeadLetter: deadLetterNotifier({ status, logger }),
      logger,
      concurrency: options.concurrency ?? 1,
      maxDeliver: options.maxDeliver,
      ackWaitMs: options.ackWaitMs,
      shutdownGraceMs: options.shutdownGraceMs,
    });

    let health: HealthServer | undefined;
    if (options.healthPort !== undefined) {
      const monitor = new NatsMonitor(bus.nc);
      health = await startHealthServer({
        port: options.healthPort,
        host: options.healthHost,
        checks: () => ({ nats: monitor.connected, consumers: consumers.running }),
        // Informational, not readiness: the worker serves every other job without RIFE.
        info: () => ({
          optional_engines: {
            rife: rife.available ? { available: true } : { available: false, reason: rife.reason },
          },
        }),
        metrics: currentMetrics(),
      });
      const server = health;
      cleanups.push(() => server.close());
    }

    await consumers.start();
    logger.info({ prefix: options.busPrefix ?? '', healthPort: health?.port }, 'media worker consuming jobs');

    let stopping: Promise<void> | undefined;
    return {
      port: health?.port,
      stop(stopOptions = {}) {
        stopping ??= (async () => {
          await consumers.stop(stopOptions);
          await cleanup();
          logger.info('media worker stopped');
        })();
        return stopping;
      },
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
