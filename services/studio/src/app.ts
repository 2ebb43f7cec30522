// Composition root: wires the database, bus, storage, billing client, the service layer and the
// gRPC server. Used by main.ts and by tests (this service's and the end-to-end tests) to run
// studio in-process.
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
import { loadCatalogue, type Catalogue } from '@platform/catalogue';
import { createOrm, migrate as applyMigrations, type MikroORM } from '@platform/db';
import { createGrpcServer, registration } from '@platform/grpc';
import { SHOT_DESCRIBED_KIND, type JobKind } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import { openJobOwner, type JobOwnerSettings, type JobSweeper } from '@platform/job-lifecycle';
import { runCleanups, type Cleanups } from '@platform/runtime';
import { SharedMediaService } from '@platform/assets';
import { ffmpegRunnerFromEnv, type FfmpegRunner } from '@platform/media';
import { studioProto } from '@platform/protos';
import { createStorage, type AccountKeys, type StorageOptions } from '@platform/storage';
import { createRealEstateShotsClient, grpcRealEstateShots } from './adapters/real-estate.adapter.ts';
import { systemClock, uuidV7Ids } from './adapters/system.adapter.ts';
import { AssetViews } from './domain/asset-views.ts';
import { AssetsService } from './domain/assets.service.ts';
import { studioShareableVideo } from './domain/shareable-video.ts';
import { STUDIO_CONSUMER, StudioCompletions } from './domain/job-completions.ts';
import { JobCreationService } from './domain/job-creation.service.ts';
import { JobViews } from './domain/job-views.ts';
import { JobsService } from './domain/jobs.service.ts';
import type { Clock, CreditsPort, IdSource, RealEstateShots, Repositories } from './domain/ports.ts';
import type { JobRecord } from './domain/records.ts';
import { ProjectsService } from './domain/projects.service.ts';
import { ShotsService } from './domain/shots.service.ts';
import { StylesService } from './domain/styles.service.ts';
import { studioHandlers } from './grpc/studio.handlers.ts';
import { announcedJobViews } from './grpc/job-announcements.ts';
import { STUDIO_SCHEMA, studioEntities } from './persistence/entities.ts';
import { studioMigrations } from './persistence/migrations/index.ts';
import { createStudioStore } from './persistence/studio.store.ts';

export const STUDIO_SERVICE_NAME = 'studio.v1.StudioService';
const MIB = 1024 * 1024;

export interface StartStudioOptions {
  databaseUrl: string;
  /** `host:port` to listen on; port 0 picks a free port (see the returned `port`). */
  grpcAddress: string;
  /** Handlers in flight beyond which calls are refused (GRPC_MAX_IN_FLIGHT; default DEFAULT_GRPC_MAX_IN_FLIGHT). */
  grpcMaxInFlight?: number;
  natsUrl: string;
  /** Bus namespace; production uses none, each test file its own. */
  busPrefix?: string;
  storage: StorageOptions;
  /** Names the account folders (STORAGE_KEY_SECRET): the same secret as the gateway's and the worker's. */
  keys: AccountKeys;
  /** Endpoint written into pre-signed URLs when clients reach storage by another address. */
  publicStorageEndpoint?: string;
  /** billing `host:port`; or pass `credits` directly (tests). */
  billingAddress?: string;
  credits?: CreditsPort;
  /**
   * real estate `host:port` (image-to-text jobs for a real estate shot are checked with it); or
   * pass `realEstate` directly. Tests without real estate give an address nothing listens on.
   */
  realEstateAddress?: string;
  realEstate?: RealEstateShots;
  logger: Logger;
  /** Defaults to loadCatalogue(). */
  catalogue?: Catalogue;
  /** Apply pending migrations first (default true). Deployments run migrate.ts as a job instead. */
  migrate?: boolean;
  jobs?: JobOwnerSettings & { imageToTextModel?: string };
  limits?: { maxImageBytes?: number; maxVideoBytes?: number; maxImagePixels?: number; presignGetSeconds?: number; presignPutSeconds?: number };
  fetch?: ExternalFetchSettings;
  /** Which job create `webhook_url`s are accepted (default: https to public addresses only). */
  webhookUrls?: WebhookUrlSettings;
  clock?: Clock;
  ids?: IdSource;
  ffmpeg?: FfmpegRunner;
  poolMax?: number;
  shutdownGraceMs?: number;
}

/** Studio's upkeep beside the jobs: abandoned pre-signed uploads and old idempotency keys. */
type StudioChores = { discardedUploads: () => Promise<number>; purgedKeys: () => Promise<number> };

export interface StudioHandle {
  port: number;
  address: string;
  orm: MikroORM;
  sweeper: JobSweeper<JobRecord, Repositories, StudioChores>;
  /** Stops the server, consumer, relay and sweeper; closes the bus, billing client and pool. */
  stop(): Promise<void>;
}

export function createStudioOrm(databaseUrl: string, options: { poolMax?: number; logger?: Logger } = {}) {
  return createOrm({
    url: databaseUrl,
    schema: STUDIO_SCHEMA,
    entities: studioEntities,
    migrations: studioMigrations,
    poolMax: options.poolMax,
    logger: options.logger,
  });
}

export async function startStudio(options: StartStudioOptions): Promise<StudioHandle> {
  const logger = options.logger;
  const catalogue = options.catalogue ?? loadCatalogue();
  const clock = options.clock ?? systemClock;
  const ids = options.ids ?? uuidV7Ids;
  const jobSettings = options.jobs ?? {};
  const limits = options.limits ?? {};
  const cleanups: Cleanups = [];
  const cleanup = () => runCleanups(cleanups, (err) => logger.error({ err }, 'studio shutdown step failed'));

  const orm = await createStudioOrm(options.databaseUrl, { poolMax: options.poolMax, logger });
  cleanups.push(() => orm.close());
  try {
    if (options.migrate ?? true) {
      const applied = await applyMigrations(orm, STUDIO_SCHEMA);
      if (applied.length > 0) logger.info({ applied }, 'studio migrations applied');
    }
    const store = createStudioStore(orm);

    const storage = createStorage(options.storage);
    await storage.ensureBucket();
    const publicStorage = options.publicStorageEndpoint ? createStorage({ ...options.storage, endpoint: options.publicStorageEndpoint }) : undefined;
    const objects = createObjectStore({
      storage,
      publicStorage,
      getExpirySeconds: limits.presignGetSeconds ?? 900,
      putExpirySeconds: limits.presignPutSeconds ?? 900,
    });

    let realEstate = options.realEstate;
    if (!realEstate) {
      if (!options.realEstateAddress) throw new Error('startStudio needs realEstateAddress or realEstate');
      const client = createRealEstateShotsClient(options.realEstateAddress, { deadlineMs: 10_000 });
      cleanups.push(() => client.close());
      realEstate = grpcRealEstateShots(client);
    }

    const keys = new AssetKeys(options.keys, 'studio');
    const assetViews = new AssetViews(objects);
    const jobViews = new JobViews({ assets: assetViews, clock });
    const lifecycle = await openJobOwner<JobRecord, Repositories>({
      owner: 'studio',
      service: options,
      em: orm.em,
      store,
      clock,
      logger,
      objects,
      folders: keys,
      views: announcedJobViews(jobViews),
      cleanups,
    });
    const { idempotency, names } = lifecycle;
    const inspector = createMediaInspector({ runner: options.ffmpeg ?? ffmpegRunnerFromEnv(), maxImagePixels: limits.maxImagePixels ?? 40_000_000 });
    const maxBytes = { image: limits.maxImageBytes ?? 25 * MIB, video: limits.maxVideoBytes ?? 500 * MIB };
    const fetcher = safeFetcherFor(options.fetch);
    const scratch = tempScratch('studio');
    const assets = new AssetsService({
      store,
      clock,
      ids,
      idempotency,
      objects,
      ingest: new AssetIngest({ inspector, objects, keys, scratch, fetcher }),
      limits: { maxBytes, pendingTtlMs: ((limits.presignPutSeconds ?? 900) + 3_600) * 1000 },
      keys,
    });
    const jobs = new JobsService({ store, canceller: lifecycle.canceller, views: jobViews });
    const creation = new JobCreationService({
      store,
      clock,
      ids,
      idempotency,
      launcher: lifecycle.launcher,
      catalogue,
      subject: (kind: JobKind) => names.jobs.subject(kind),
      settings: { ...lifecycle.limits, imageToTextModel: jobSettings.imageToTextModel ?? 'lumen_i2t' },
      keys,
      realEstate,
      webhookUrls: webhookUrlRulesFor(options.webhookUrls, options.fetch),
    });
    const sweeper = await lifecycle.start({
      consumer: STUDIO_CONSUMER,
      completions: new StudioCompletions({ clock, ids, objects, inspector, scratch, describedSubject: names.events.subject(SHOT_DESCRIBED_KIND) }).handlers,
      chores: { discardedUploads: () => assets.discardStaleUploads(), purgedKeys: () => idempotency.purge() },
    });

    const server = createGrpcServer(
      [
        registration(
          STUDIO_SERVICE_NAME,
          studioProto().studio.v1.StudioService.service,
          studioHandlers({
            projects: new ProjectsService({ store, clock, ids, idempotency }),
            shots: new ShotsService({ store, clock, ids, idempotency }),
            styles: new StylesService({ store, clock, ids, idempotency }),
            assets,
            assetViews,
            sharedMedia: new SharedMediaService({ video: studioShareableVideo(assets), objects }),
            jobs,
            creation,
          }),
        ),
      ],
      logger,
      { maxInFlight: options.grpcMaxInFlight },
    );
    const port = await server.listen(options.grpcAddress);
    cleanups.push(() => server.stop(options.shutdownGraceMs ?? 5_000));
    const host = options.grpcAddress.slice(0, options.grpcAddress.lastIndexOf(':'));
    let stopping: Promise<void> | undefined;
    return {
      port,
      address: `${host}:${port}`,
      orm,
      sweeper,
      stop: () => (stopping ??= cleanup()),
    };
  } catch (err) {
    await cleanup();
    throw err;
  }
}
