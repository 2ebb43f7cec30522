// Composition root: wires the database, storage, the service layer and the gRPC server. Used by
// main.ts and by tests (this service's and the end-to-end tests) to run real estate in-process.
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
  SharedMediaService,
} from '@platform/assets';
import { loadCatalogue, type Catalogue } from '@platform/catalogue';
import { createOrm, migrate as applyMigrations, type MikroORM } from '@platform/db';
import { createGrpcServer, registration } from '@platform/grpc';
import { openJobOwner, type CreditsPort, type JobOwnerSettings, type JobSweeper } from '@platform/job-lifecycle';
import { runCleanups, type Cleanups } from '@platform/runtime';
import type { Logger } from '@platform/logging';
import { realEstateProto } from '@platform/protos';
import { ffmpegRunnerFromEnv, type FfmpegRunner } from '@platform/media';
import { createStorage, type AccountKeys, type StorageOptions } from '@platform/storage';
import { shippedDemoPhotos } from './adapters/demo-photos.adapter.ts';
import { committedMusicTracks, committedTemplatePreviews, committedVoiceSamples } from './adapters/catalogue-files.adapter.ts';
import { systemClock, uuidV7Ids } from './adapters/system.adapter.ts';
import { AccountImages } from './domain/account-images.ts';
import { AgentsService } from './domain/agents.service.ts';
import { AssetViews } from './domain/asset-views.ts';
import { AssetsService } from './domain/assets.service.ts';
import { BrandKitsService } from './domain/brand-kits.service.ts';
import type { Clock, IdSource, Repositories } from './domain/ports.ts';
import type { RealEstateJobRecord } from './domain/records.ts';
import { ListingCompletions } from './domain/listing-completion.ts';
import { ListingJobsService } from './domain/listing-jobs.service.ts';
import { REAL_ESTATE_CONSUMER, ShotVideoCompletions } from './domain/shot-video-completion.ts';
import { ShotDescriptions } from './domain/shot-descriptions.ts';
import { createShotDescriptionConsumer } from './bus/shot-description.consumer.ts';
import { ShotVideoJobsService } from './domain/shot-video-jobs.service.ts';
import { ProjectsService } from './domain/projects.service.ts';
import { ShotsService } from './domain/shots.service.ts';
import { VoicesService } from './domain/voices.service.ts';
import { MusicService } from './domain/music.service.ts';
import { ScriptService, storedShotDescriptions } from './domain/script.service.ts';
import { TemplatesService } from './domain/templates.service.ts';
import { scriptWriterFromCatalogue } from './adapters/openai-chat-script.adapter.ts';
import { realEstateJobViews } from './grpc/job-announcements.ts';
import { realEstateHandlers } from './grpc/real-estate.handlers.ts';
import { REAL_ESTATE_SCHEMA, realEstateEntities } from './persistence/entities.ts';
import { realEstateMigrations } from './persistence/migrations/index.ts';
import { LIST_SESSION_SETTINGS } from './persistence/projects.repository.ts';
import { createRealEstateStore } from './persistence/real-estate.store.ts';

export const REAL_ESTATE_SERVICE_NAME = 'real_estate.v1.RealEstateService';
const MIB = 1024 * 1024;

export interface StartRealEstateOptions {
  databaseUrl: string;
  /** `host:port` to listen on; port 0 picks a free port (see the returned `port`). */
  grpcAddress: string;
  /** Handlers in flight beyond which calls are refused (GRPC_MAX_IN_FLIGHT; default DEFAULT_GRPC_MAX_IN_FLIGHT). */
  grpcMaxInFlight?: number;
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
  /** Catalogue models of voiceovers and renders (default listing_voice_t2a and listing_render). */
  listingModels?: { voiceover?: string; render?: string };
  /** Apply pending migrations first (default true). Deployments run migrate.ts as a job instead. */
  migrate?: boolean;
  limits?: {
    maxImageBytes?: number;
    maxVideoBytes?: number;
    maxAudioBytes?: number;
    maxImagePixels?: number;
    presignGetSeconds?: number;
    /** How long a pre-signed PUT stays valid; a pending upload is discarded an hour after that. */
    presignPutSeconds?: number;
  };
  fetch?: ExternalFetchSettings;
  /** Which job create `webhook_url`s are accepted (default: https to public addresses only). */
  webhookUrls?: WebhookUrlSettings;
  ffmpeg?: FfmpegRunner;
  jobs?: JobOwnerSettings;
  clock?: Clock;
  ids?: IdSource;
  poolMax?: number;
  shutdownGraceMs?: number;
}

export interface RealEstateHandle {
  port: number;
  address: string;
  orm: MikroORM;
  sweeper: JobSweeper<RealEstateJobRecord, Repositories>;
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
    // The project list's page statement is the one prepared statement here.
    sessionSettings: LIST_SESSION_SETTINGS,
    logger: options.logger,
  });
}

export async function startRealEstate(options: StartRealEstateOptions): Promise<RealEstateHandle> {
  const logger = options.logger;
  const catalogue = options.catalogue ?? loadCatalogue();
  const clock = options.clock ?? systemClock;
  const ids = options.ids ?? uuidV7Ids;
  const cleanups: Cleanups = [];
  const cleanup = () => runCleanups(cleanups, (err) => logger.error({ err }, 'real estate shutdown step failed'));

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
    const putExpirySeconds = limits.presignPutSeconds ?? 900;
    const objects = createObjectStore({ storage, publicStorage, getExpirySeconds: limits.presignGetSeconds ?? 900, putExpirySeconds });
    const logError = (err: unknown, message: string) => logger.error({ err }, message);
    const keys = new AssetKeys(options.keys, 'real-estate');
    const scratch = tempScratch('real-estate');
    const fetcher = safeFetcherFor(options.fetch);
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
      limits: {
        maxBytes: { image: limits.maxImageBytes ?? 25 * MIB, video: limits.maxVideoBytes ?? 500 * MIB, audio: limits.maxAudioBytes ?? 50 * MIB },
        pendingTtlMs: (putExpirySeconds + 3_600) * 1000,
      },
      logError,
    });

    const voices = new VoicesService({ objects, samples: committedVoiceSamples });
    const music = new MusicService({ objects, tracks: committedMusicTracks });
    const templates = new TemplatesService({ objects, previews: committedTemplatePreviews });
    // The built-in catalogues' files (voice samples, music tracks, template previews) into storage.
    const uploaded = { voices: await voices.publishSamples(), music: await music.publishTracks(), templates: await templates.publishPreviews() };
    if (uploaded.voices + uploaded.music + uploaded.templates > 0) logger.info({ uploaded }, 'catalogue files stored');
    // The views read through the job services, which need the launcher and canceller that announce with them.
    const lifecycle = await openJobOwner<RealEstateJobRecord, Repositories>({
      owner: 'real-estate',
      service: options,
      em: orm.em,
      store,
      clock,
      logger,
      objects,
      folders: keys,
      views: realEstateJobViews(
        (repos, job) => videoJobs.viewIn(repos, job),
        (repos, job) => listingJobs.viewIn(repos, job),
      ),
      cleanups,
    });
    const { idempotency, launcher, canceller, names, limits: jobLimits } = lifecycle;
    const webhookUrls = webhookUrlRulesFor(options.webhookUrls, options.fetch);
    const videoJobs: ShotVideoJobsService = new ShotVideoJobsService({
      store,
      clock,
      ids,
      idempotency,
      launcher,
      canceller,
      catalogue,
      keys,
      views: assetViews,
      subject: names.jobs.subject('image_to_video'),
      limits: jobLimits,
      webhookUrls,
    });
    const listingJobs: ListingJobsService = new ListingJobsService({
      store,
      clock,
      ids,
      idempotency,
      launcher,
      canceller,
      catalogue,
      keys,
      views: assetViews,
      subjects: { voiceover: names.jobs.subject('voiceover'), render: names.jobs.subject('render') },
      models: { voiceover: options.listingModels?.voiceover ?? 'listing_voice_t2a', render: options.listingModels?.render ?? 'listing_render' },
      limits: jobLimits,
      webhookUrls,
    });
    const shotCompletions = new ShotVideoCompletions({ clock, ids, objects, assets });
    const listingCompletions = new ListingCompletions({ clock, ids, objects, assets });
    const sweeper = await lifecycle.start({
      consumer: REAL_ESTATE_CONSUMER,
      completions: { image_to_video: shotCompletions.imageToVideo, voiceover: listingCompletions.voiceover, render: listingCompletions.render },
      chores: { discardedUploads: () => assets.discardStaleUploads(), purgedKeys: () => idempotency.purge() },
      raiseProgress: (event) => store.transaction('jobs.progress', (repos) => repos.jobs.raiseProgress(event.job_id, event.progress)),
    });
    const descriptions = new ShotDescriptions({ store, clock });
    const descriptionConsumer = createShotDescriptionConsumer({ bus: lifecycle.bus, names, descriptions, logger, retryWindowMs: jobLimits.maxRunMs });
    await descriptionConsumer.start();
    cleanups.push(() => descriptionConsumer.stop({ graceMs: 5_000 }));

    // The catalogue's language-model provider when one is enabled, else the built-in writer; a
    // provider that fails answers with the built-in text, and the choice is logged.
    const scriptWriter = scriptWriterFromCatalogue(catalogue, {
      onFallback: (model, err) => logger.warn({ err, model }, 'script provider failed; the built-in writer answered'),
    });
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
            script: new ScriptService({ store, clock, writer: scriptWriter, descriptions: storedShotDescriptions }),
            music,
            templates,
            descriptions,
            listingJobs,
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
