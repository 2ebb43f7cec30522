// Composition root: wires the database, storage, the bus, billing, the shared asset ingest and
// job life cycle, the model catalogue, the service layer and the gRPC server. Used by main.ts and
// by tests to run enhancement in-process.
import {
  AssetIngest,
  AssetKeys,
  createMediaInspector,
  createObjectStore,
  safeFetcherFor,
  tempScratch,
  webhookUrlRulesFor,
  type ExternalFetchSettings,
  type WebhookUrlSettings,
} from '@platform/assets';
import { createOrm, migrate as applyMigrations, type MikroORM } from '@platform/db';
import { createGrpcServer, registration } from '@platform/grpc';
import { openJobOwner, type CreditsPort, type JobOwnerSettings, type JobSweeper } from '@platform/job-lifecycle';
import { runCleanups, type Cleanups } from '@platform/runtime';
import type { Logger } from '@platform/logging';
import { ffmpegRunnerFromEnv, type FfmpegRunner } from '@platform/media';
import { enhancementProto } from '@platform/protos';
import { createStorage, type AccountKeys, type StorageOptions } from '@platform/storage';
import { v7 as uuidv7 } from 'uuid';
import { EstimateService } from './domain/estimate.service.ts';
import { InputVideosService } from './domain/input-videos.service.ts';
import { ENHANCEMENT_CONSUMER, enhancementCompletions } from './domain/job-completions.ts';
import { JobCreationService } from './domain/job-creation.service.ts';
import { JobsService } from './domain/jobs.service.ts';
import { loadEnhancementCatalogue, type EnhancementCatalogue } from './domain/ml-model-catalogue.ts';
import type { Repositories } from './domain/ports.ts';
import type { JobRecord } from './domain/records.ts';
import { enhancementHandlers } from './grpc/enhancement.handlers.ts';
import { announcedJobViews } from './grpc/job-announcements.ts';
import { createEnhancementStore } from './persistence/enhancement.store.ts';
import { ENHANCEMENT_SCHEMA, enhancementEntities } from './persistence/entities.ts';
import { enhancementMigrations } from './persistence/migrations/index.ts';

export const ENHANCEMENT_SERVICE_NAME = 'enhancement.v1.EnhancementService';

export interface StartEnhancementOptions {
  databaseUrl: string;
  /** `host:port` to listen on; port 0 picks a free port (see the returned `port`). */
  grpcAddress: string;
  /** Handlers in flight beyond which calls are refused (GRPC_MAX_IN_FLIGHT; default DEFAULT_GRPC_MAX_IN_FLIGHT). */
  grpcMaxInFlight?: number;
  natsUrl: string;
  /** Bus namespace; production uses none, each test file its own. */
  busPrefix?: string;
  logger: Logger;
  storage: StorageOptions;
  /** Names the account folders (STORAGE_KEY_SECRET): the same secret as the gateway's and the worker's. */
  keys: AccountKeys;
  /** Endpoint written into pre-signed URLs when clients reach storage by another address. */
  publicStorageEndpoint?: string;
  /** billing `host:port`; or pass `credits` directly (tests). */
  billingAddress?: string;
  credits?: CreditsPort;
  limits?: { maxVideoBytes?: number; presignGetSeconds?: number };
  fetch?: ExternalFetchSettings;
  /** Which job create `webhook_url`s are accepted (default: https to public addresses only). */
  webhookUrls?: WebhookUrlSettings;
  jobs?: JobOwnerSettings;
  ffmpeg?: FfmpegRunner;
  clock?: { now(): Date };
  /** Defaults to loadEnhancementCatalogue(). */
  catalogue?: EnhancementCatalogue;
  /** Apply pending migrations first (default true). Deployments run migrate.ts as a job instead. */
  migrate?: boolean;
  poolMax?: number;
  shutdownGraceMs?: number;
}

export interface EnhancementHandle {
  port: number;
  address: string;
  orm: MikroORM;
  sweeper: JobSweeper<JobRecord, Repositories>;
  /** Stops the server, consumers, relay and sweeper; closes the bus, billing client and pool. */
  stop(): Promise<void>;
}

export function createEnhancementOrm(databaseUrl: string, options: { poolMax?: number; logger?: Logger } = {}) {
  return createOrm({
    url: databaseUrl,
    schema: ENHANCEMENT_SCHEMA,
    entities: enhancementEntities,
    migrations: enhancementMigrations,
    poolMax: options.poolMax,
    logger: options.logger,
  });
}

export async function startEnhancement(options: StartEnhancementOptions): Promise<EnhancementHandle> {
  const { logger } = options;
  const catalogue = options.catalogue ?? loadEnhancementCatalogue();
  const clock = options.clock ?? { now: () => new Date() };
  const cleanups: Cleanups = [];
  const cleanup = () => runCleanups(cleanups, (err) => logger.error({ err }, 'enhancement shutdown step failed'));
  const orm = await createEnhancementOrm(options.databaseUrl, { poolMax: options.poolMax, logger });
  cleanups.push(() => orm.close());
  try {
    if (options.migrate ?? true) {
      const applied = await applyMigrations(orm, ENHANCEMENT_SCHEMA);
      if (applied.length > 0) logger.info({ applied }, 'enhancement migrations applied');
    }
    const store = createEnhancementStore(orm);
    const storage = createStorage(options.storage);
    await storage.ensureBucket();
    const publicStorage = options.publicStorageEndpoint ? createStorage({ ...options.storage, endpoint: options.publicStorageEndpoint }) : undefined;
    const getExpirySeconds = options.limits?.presignGetSeconds ?? 900;
    // Nothing here signs uploads: multipart bodies are staged by the gateway.
    const objects = createObjectStore({ storage, publicStorage, getExpirySeconds, putExpirySeconds: getExpirySeconds });
    const keys = new AssetKeys(options.keys, 'enhancement');
    const ingest = new AssetIngest({
      inspector: createMediaInspector({ runner: options.ffmpeg ?? ffmpegRunnerFromEnv(), maxImagePixels: 40_000_000 }),
      objects,
      keys,
      scratch: tempScratch('enhancement'),
      fetcher: safeFetcherFor(options.fetch),
    });
    const videos = new InputVideosService({
      store,
      ingest,
      objects,
      // The gateway stages this area's multipart uploads in enhancement's own folder.
      staging: keys,
      clock,
      newFolderId: () => uuidv7(),
      maxBytes: options.limits?.maxVideoBytes ?? 500 * 1024 * 1024,
    });

    const estimates = new EstimateService({ store, catalogue });
    // The views read through the jobs service, which needs the canceller that announces with them.
    const lifecycle = await openJobOwner<JobRecord, Repositories>({
      owner: 'enhancement',
      service: options,
      em: orm.em,
      store,
      clock,
      logger,
      objects,
      folders: keys,
      views: announcedJobViews((repos, job) => jobs.viewIn(repos, job)),
      cleanups,
    });
    const jobs: JobsService = new JobsService({ store, objects, videos, canceller: lifecycle.canceller, clock });
    const creation = new JobCreationService({
      store,
      estimates,
      launcher: lifecycle.launcher,
      idempotency: lifecycle.idempotency,
      keys,
      clock,
      newId: () => uuidv7(),
      subject: lifecycle.names.jobs.subject('enhancement'),
      limits: lifecycle.limits,
      webhookUrls: webhookUrlRulesFor(options.webhookUrls, options.fetch),
    });
    const sweeper = await lifecycle.start({
      consumer: ENHANCEMENT_CONSUMER,
      completions: enhancementCompletions({ clock }),
      chores: { purgedKeys: () => lifecycle.idempotency.purge() },
      raiseProgress: (event) => store.transaction('jobs.progress', (repos) => repos.jobs.raiseProgress(event.job_id, event.progress)),
    });

    const server = createGrpcServer(
      [
        registration(
          ENHANCEMENT_SERVICE_NAME,
          enhancementProto().enhancement.v1.EnhancementService.service,
          enhancementHandlers({ catalogue, estimates, videos, jobs, creation }),
        ),
      ],
      logger,
      { maxInFlight: options.grpcMaxInFlight },
    );
    const port = await server.listen(options.grpcAddress);
    cleanups.push(() => server.stop(options.shutdownGraceMs ?? 5_000));
    const host = options.grpcAddress.slice(0, options.grpcAddress.lastIndexOf(':'));
    let stopping: Promise<void> | undefined;
    return { port, address: `${host}:${port}`, orm, sweeper, stop: () => (stopping ??= cleanup()) };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
