// Composition root: wires the database, storage, the service layer and the gRPC server. Used by
// main.ts and by tests (this service's and the end-to-end tests) to run real estate in-process.
import {
  AssetIngest,
  AssetKeys,
  createAddressPolicy,
  createMediaInspector,
  createObjectStore,
  createSafeFetcher,
  tempScratch,
  type Resolver,
  SharedMediaService,
} from '@platform/assets';
import { BusPublisher, OutboxRelay, busNames, connectBus, ensureStreams } from '@platform/bus';
import { loadCatalogue, type Catalogue } from '@platform/catalogue';
import { createOrm, migrate as applyMigrations, type MikroORM } from '@platform/db';
import { createGrpcServer, registration } from '@platform/grpc';
import {
  IdempotencyGuard,
  JobAnnouncer,
  JobCanceller,
  JobEnding,
  JobEventApplier,
  JobLauncher,
  JobSweeper,
  billingCredits,
  createBillingClient,
  createJobStatusConsumer,
  outboxJobSignals,
  type CreditsPort,
} from '@platform/job-lifecycle';
import type { Logger } from '@platform/logging';
import { realEstateProto } from '@platform/protos';
import { ffmpegRunnerFromEnv, type FfmpegRunner } from '@platform/media';
import { createStorage, type AccountKeys, type StorageOptions } from '@platform/storage';
import { shippedDemoPhotos } from './adapters/demo-photos.adapter.ts';
import { committedVoiceSamples } from './adapters/voice-samples.adapter.ts';
import { systemClock, uuidV7Ids } from './adapters/system.adapter.ts';
import { AccountImages } from './domain/account-images.ts';
import { AgentsService } from './domain/agents.service.ts';
import { AssetViews } from './domain/asset-views.ts';
import { AssetsService } from './domain/assets.service.ts';
import { BrandKitsService } from './domain/brand-kits.service.ts';
import type { Clock, IdSource, Repositories } from './domain/ports.ts';
import type { ShotVideoJobRecord } from './domain/records.ts';
import { REAL_ESTATE_CONSUMER, ShotVideoCompletions } from './domain/shot-video-completion.ts';
import { ShotVideoJobsService } from './domain/shot-video-jobs.service.ts';
import { ProjectsService } from './domain/projects.service.ts';
import { ShotsService } from './domain/shots.service.ts';
import { VoicesService } from './domain/voices.service.ts';
import { shotVideoJobViews } from './grpc/job-announcements.ts';
import { realEstateHandlers } from './grpc/real-estate.handlers.ts';
import { REAL_ESTATE_SCHEMA, realEstateEntities } from './persistence/entities.ts';
import { realEstateMigrations } from './persistence/migrations/index.ts';
import { createRealEstateStore } from './persistence/real-estate.store.ts';

export const REAL_ESTATE_SERVICE_NAME = 'real_estate.v1.RealEstateService';
const MIB = 1024 * 1024;

export interface StartRealEstateOptions {
  databaseUrl: string;
  /** `host:port` to listen on; port 0 picks a free port (see the returned `port`). */
  grpcAddress: string;
  natsUrl: string;
  /** Bus namespace; production uses none, each test file its own. */
  busPrefix?: string;
  /** billing `host:port`; or pass `credits` directly (tests). */
  billingAddress?: string;
  credits?: CreditsPort;
  storage: StorageOptions;
  /** Endpoint written into pre-signed URLs when clients reach storage by another address. */
  publicStorageEndpoint?: string;
  /** Names the account folders (STORAGE_KEY_SECRET): the same secret as the gateway's and the worker's. */
  keys: AccountKeys;
  logger: Logger;
  /** Defaults to loadCatalogue(). */
  catalogue?: Catalogue;
  /** Apply pending migrations first (default true). Deployments run migrate.ts as a job instead. */
  migrate?: boolean;
  limits?: { maxImageBytes?: number; maxVideoBytes?: number; maxAudioBytes?: number; maxImagePixels?: number; presignGetSeconds?: number };
  fetch?: { allowCidrs?: string[]; timeoutMs?: number; maxRedirects?: number; resolve?: Resolver };
  ffmpeg?: FfmpegRunner;
  jobs?: {
    queueTtlSeconds?: number;
    maxRunSeconds?: number;
    /** How often the sweeper runs; 0 disables the timer (tests call `sweeper.runOnce()`). */
    sweepIntervalMs?: number;
    /** Relay poll interval (the hot path kicks it after every commit). */
    relayPollMs?: number;
  };
  clock?: Clock;
  ids?: IdSource;
  poolMax?: number;
  shutdownGraceMs?: number;
}

export interface RealEstateHandle {
  port: number;
  address: string;
  orm: MikroORM;
  sweeper: JobSweeper<ShotVideoJobRecord, Repositories>;
  /** Stops the server, consumer, relay and sweeper; closes the bus, billing client and pool. */
  stop(): Promise<void>;
}

export function createRealEstateOrm(databaseUrl: string, options: { poolMax?: number; logger?: Logger } = {}) {
  return createOrm({
    url: databaseUrl,
    schema: REAL_ESTATE_SCHEMA,
    entities: realEstateEntities,
    migrations: realEstateMigrations,
    poolMax: options.poolMax,
    logger: options.logger,
  });
}

export async function startRealEstate(options: StartRealEstateOptions): Promise<RealEstateHandle> {
  const logger = options.logger;
  const catalogue = options.catalogue ?? loadCatalogue();
  const clock = options.clock ?? systemClock;
  const ids = options.ids ?? uuidV7Ids;
  const cleanups: Array<() => Promise<void> | void> = [];
  const cleanup = async () => {
    for (const undo of cleanups.splice(0).reverse()) {
      await Promise.resolve(undo()).catch((err: unknown) => logger.error({ err }, 'real estate shutdown step failed'));
    }
  };

  const orm = await createRealEstateOrm(options.databaseUrl, { poolMax: options.poolMax, logger });
  cleanups.push(() => orm.close());
  try {
    if (options.migrate ?? true) {
      const applied = await applyMigrations(orm, REAL_ESTATE_SCHEMA);
      if (applied.length > 0) logger.info({ applied }, 'real estate migrations applied');
    }
    const store = createRealEstateStore(orm);
    const storage = createStorage(options.storage);
    await storage.ensureBucket();
    const publicStorage = options.publicStorageEndpoint ? createStorage({ ...options.storage, endpoint: options.publicStorageEndpoint }) : undefined;
    const limits = options.limits ?? {};
    // Pre-signed PUTs are not offered here (uploads come through the gateway or a URL).
    const objects = createObjectStore({ storage, publicStorage, getExpirySeconds: limits.presignGetSeconds ?? 900, putExpirySeconds: 900 });
    const logError = (err: unknown, message: string) => logger.error({ err }, message);
    const keys = new AssetKeys(options.keys, 'real-estate');
    const scratch = tempScratch('real-estate');
    const fetcher = createSafeFetcher({
      policy: createAddressPolicy(options.fetch?.allowCidrs ?? []),
      timeoutMs: options.fetch?.timeoutMs ?? 30_000,
      maxRedirects: options.fetch?.maxRedirects ?? 3,
      resolve: options.fetch?.resolve,
    });
    const inspector = createMediaInspector({ runner: options.ffmpeg ?? ffmpegRunnerFromEnv(), maxImagePixels: limits.maxImagePixels ?? 40_000_000 });
    const assetViews = new AssetViews(objects);
    const ingest = new AssetIngest({ inspector, objects, keys, scratch, fetcher });
    const accountImages = new AccountImages({ ingest, keys, objects, ids, clock, maxBytes: limits.maxImageBytes ?? 25 * MIB, logError });
    const assets = new AssetsService({
      store,
      clock,
      ids,
      objects,
      ingest,
      keys,
      scratch,
      limits: { maxBytes: { image: limits.maxImageBytes ?? 25 * MIB, video: limits.maxVideoBytes ?? 500 * MIB, audio: limits.maxAudioBytes ?? 50 * MIB } },
      logError,
    });

    const voices = new VoicesService({ objects, samples: committedVoiceSamples });
    const uploaded = await voices.publishSamples();
    if (uploaded > 0) logger.info({ uploaded }, 'voice preview samples stored');
    let credits = options.credits;
    if (!credits) {
      if (!options.billingAddress) throw new Error('startRealEstate needs billingAddress or credits');
      const client = createBillingClient(options.billingAddress);
      cleanups.push(() => client.close());
      credits = billingCredits(client);
    }
    const jobSettings = options.jobs ?? {};
    const bus = await connectBus({ url: options.natsUrl, name: 'real-estate' });
    cleanups.push(() => bus.close());
    const names = busNames(options.busPrefix ?? '');
    await ensureStreams(bus.jsm, names);
    const relay = new OutboxRelay({ em: orm.em, publisher: new BusPublisher(bus.js), logger, pollIntervalMs: jobSettings.relayPollMs ?? 1_000 });
    relay.start();
    cleanups.push(() => relay.stop());
    const signals = outboxJobSignals({ relay });
    const idempotency = new IdempotencyGuard({ store, clock });
    const queueTtlMs = (jobSettings.queueTtlSeconds ?? 86_400) * 1000;
    const maxRunMs = (jobSettings.maxRunSeconds ?? 3_600) * 1000;
    const ending = new JobEnding({ cancellationSubject: (jobId) => names.cancellations.subject(jobId), objects, folders: keys, logger });
    // The views read through the video jobs service, which needs the launcher and canceller that announce with them.
    const announcer = new JobAnnouncer<ShotVideoJobRecord, Repositories>({
      owner: 'real-estate',
      eventSubject: (kind) => names.events.subject(kind),
      views: shotVideoJobViews((repos, job) => videoJobs.viewIn(repos, job)),
    });
    const videoJobs: ShotVideoJobsService = new ShotVideoJobsService({
      store,
      clock,
      ids,
      idempotency,
      launcher: new JobLauncher<ShotVideoJobRecord, Repositories>({ store, credits, idempotency, signals, logger, announcer }),
      canceller: new JobCanceller<ShotVideoJobRecord, Repositories>({ store, clock, credits, signals, ending, announcer }),
      catalogue,
      keys,
      views: assetViews,
      subject: names.jobs.subject('image_to_video'),
      limits: { queueTtlMs, maxRunMs },
    });
    const events = new JobEventApplier<ShotVideoJobRecord, Repositories>({
      store,
      credits,
      ending,
      folders: keys,
      logger,
      consumer: REAL_ESTATE_CONSUMER,
      completions: new ShotVideoCompletions({ clock, ids, objects, assets }).handlers,
      announcer,
      signals,
    });
    const consumer = createJobStatusConsumer({
      bus,
      names,
      owner: 'real-estate',
      durable: REAL_ESTATE_CONSUMER,
      apply: (event, messageId) => events.apply(event, messageId),
      logger,
      retryWindowMs: maxRunMs,
    });
    await consumer.start();
    cleanups.push(() => consumer.stop({ graceMs: 5_000 }));
    const sweeper = new JobSweeper<ShotVideoJobRecord, Repositories>({
      store,
      clock,
      credits,
      signals,
      ending,
      chores: { purgedKeys: () => idempotency.purge() },
      queueTtlMs,
      maxRunMs,
      logger,
      announcer,
    });
    const sweepMs = jobSettings.sweepIntervalMs ?? 30_000;
    if (sweepMs > 0) sweeper.start(sweepMs);
    cleanups.push(() => sweeper.stop());

    const context = {
      isVoice: (id: string) => voices.exists(id),
      isVideoModel: (model: string) => {
        const entry = catalogue.get(model);
        return entry !== undefined && entry.enabled && entry.kind === 'i2v';
      },
    };

    const server = createGrpcServer(
      [
        registration(
          REAL_ESTATE_SERVICE_NAME,
          realEstateProto().real_estate.v1.RealEstateService.service,
          realEstateHandlers({
            projects: new ProjectsService({ store, clock, ids, objects, context, assets, logError }),
            agents: new AgentsService({ store, clock, ids, images: accountImages }),
            brandKits: new BrandKitsService({ store, clock, ids, images: accountImages }),
            voices,
            assets,
            assetViews,
            shots: new ShotsService({ store, clock, ids, views: assetViews, assets, demo: shippedDemoPhotos, scratch }),
            videoJobs,
            sharedMedia: new SharedMediaService({
              objects,
              video: async (accountId, assetId) => {
                const video = await assets.getOwned(accountId, 'video', assetId);
                return { fileKey: video.fileKey, thumbnailKey: video.thumbnailKey, width: video.width, height: video.height, durationS: video.video?.durationS ?? 0 };
              },
            }),
          }),
        ),
      ],
      logger,
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
