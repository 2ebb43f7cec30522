// Composition root: wires the database, storage, the service layer and the gRPC server. Used by
// main.ts and by tests (this service's and the end-to-end tests) to run real estate in-process.
// One file a little over 300 lines: it is the one place where real estate's fourteen services meet.
import { SharedMediaService, createServiceIngest, webhookUrlRulesFor } from '@platform/assets';
import { loadCatalogue, type Catalogue } from '@platform/catalogue';
import { ormFactory } from '@platform/db';
import { registration } from '@platform/grpc';
import {
  startJobOwnerService,
  systemClock,
  uuidV7Ids,
  type JobOwnerHandle,
  type JobOwnerProcessOptions,
} from '@platform/job-lifecycle';
import { realEstateProto } from '@platform/protos';
import { shippedDemoPhotos } from './adapters/demo-photos.adapter.ts';
import {
  committedMusicTracks,
  committedTemplatePreviews,
  committedVoiceSamples,
} from './adapters/catalogue-files.adapter.ts';
import { AccountImages } from './domain/account-images.ts';
import { AgentsService } from './domain/agents.service.ts';
import { AssetViews } from './domain/asset-views.ts';
import { AssetUploadsService } from './domain/asset-uploads.service.ts';
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

export interface StartRealEstateOptions extends JobOwnerProcessOptions {
  /** Defaults to loadCatalogue(). */
  catalogue?: Catalogue;
  /** Catalogue models of voiceovers and renders (default listing_voice_t2a and listing_render). */
  listingModels?: { voiceover?: string; render?: string };
  limits?: {
    maxImageBytes?: number;
    maxVideoBytes?: number;
    maxAudioBytes?: number;
    maxImagePixels?: number;
    presignGetSeconds?: number;
    /** How long a pre-signed PUT stays valid; a pending upload is discarded an hour after that. */
    presignPutSeconds?: number;
  };
  clock?: Clock;
  ids?: IdSource;
}

export type RealEstateHandle = JobOwnerHandle<RealEstateJobRecord, Repositories>;

export const createRealEstateOrm = ormFactory({
  schema: REAL_ESTATE_SCHEMA,
  entities: realEstateEntities,
  migrations: realEstateMigrations,
  // The project list's page statement is the one prepared statement here.
  sessionSettings: LIST_SESSION_SETTINGS,
});

export async function startRealEstate(options: StartRealEstateOptions): Promise<RealEstateHandle> {
  const logger = options.logger;
  const catalogue = options.catalogue ?? loadCatalogue();
  const clock = options.clock ?? systemClock;
  const ids = options.ids ?? uuidV7Ids;
  const limits = options.limits ?? {};
  const putExpirySeconds = limits.presignPutSeconds ?? 900;

  return startJobOwnerService(
    {
      name: 'real estate',
      schema: REAL_ESTATE_SCHEMA,
      service: options,
      orm: createRealEstateOrm,
      presign: { getSeconds: limits.presignGetSeconds, putSeconds: putExpirySeconds },
    },
    async ({ orm, objects, cleanups, openJobOwner }) => {
      const store = createRealEstateStore(orm);
      const logError = (err: unknown, message: string) => logger.error({ err }, message);
      const { keys, runner, scratch, inspector, ingest } = createServiceIngest({
        area: 'real-estate',
        service: options,
        objects,
        maxImagePixels: limits.maxImagePixels,
      });
      const assetViews = new AssetViews(objects);
      const accountImages = new AccountImages({
        ingest,
        keys,
        objects,
        ids,
        clock,
        maxBytes: limits.maxImageBytes ?? 25 * MIB,
        logError,
      });
      const assetLimits = {
        maxBytes: {
          image: limits.maxImageBytes ?? 25 * MIB,
          video: limits.maxVideoBytes ?? 500 * MIB,
          audio: limits.maxAudioBytes ?? 50 * MIB,
        },
        pendingTtlMs: (putExpirySeconds + 3_600) * 1000,
      };
      const assets = new AssetsService({
        store,
        clock,
        ids,
        objects,
        ingest,
        keys,
        scratch,
        limits: assetLimits,
        logError,
      });
      const assetUploads = new AssetUploadsService({
        store,
        clock,
        ids,
        objects,
        ingest,
        keys,
        limits: assetLimits,
      });

      const voices = new VoicesService({ objects, samples: committedVoiceSamples });
      const music = new MusicService({ objects, tracks: committedMusicTracks });
      const templates = new TemplatesService({ objects, previews: committedTemplatePreviews });
      // The built-in catalogues' files (voice samples, music tracks, template previews) into storage.
      const uploaded = {
        voices: await voices.publishSamples(),
        music: await music.publishTracks(),
        templates: await templates.publishPreviews(),
      };
      if (uploaded.voices + uploaded.music + uploaded.templates > 0)
        logger.info({ uploaded }, 'catalogue files stored');
      // The views read through the job services, which need the launcher and canceller that announce with them.
      const lifecycle = await openJobOwner<RealEstateJobRecord, Repositories>({
        owner: 'real-estate',
        store,
        clock,
        folders: keys,
        views: realEstateJobViews(
          (repos, job) => videoJobs.viewIn(repos, job),
          (repos, job) => listingJobs.viewIn(repos, job),
        ),
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
        models: {
          voiceover: options.listingModels?.voiceover ?? 'listing_voice_t2a',
          render: options.listingModels?.render ?? 'listing_render',
        },
        limits: jobLimits,
        webhookUrls,
      });
      const shotCompletions = new ShotVideoCompletions({ clock, ids, objects, assets, inspector, scratch });
      const listingCompletions = new ListingCompletions({ clock, ids, objects, assets });
      const sweeper = await lifecycle.start({
        consumer: REAL_ESTATE_CONSUMER,
        completions: {
          image_to_video: shotCompletions.imageToVideo,
          voiceover: listingCompletions.voiceover,
          render: listingCompletions.render,
        },
        chores: {
          discardedUploads: () => assetUploads.discardStaleUploads(),
          purgedKeys: () => idempotency.purge(),
        },
        raiseProgress: (repos, event) => repos.jobs.raiseProgress(event.job_id, event.progress),
      });
      const descriptions = new ShotDescriptions({ store, clock });
      const descriptionConsumer = createShotDescriptionConsumer({
        bus: lifecycle.bus,
        names,
        descriptions,
        logger,
        retryWindowMs: jobLimits.maxRunMs,
      });
      await descriptionConsumer.start();
      cleanups.push(() => descriptionConsumer.stop({ graceMs: 5_000 }));

      // The catalogue's language-model provider when one is enabled, else the built-in writer; a
      // provider that fails answers with the built-in text, and the choice is logged.
      const scriptWriter = scriptWriterFromCatalogue(catalogue, {
        onFallback: (model, err) =>
          logger.warn({ err, model }, 'script provider failed; the built-in writer answered'),
      });
      const context = {
        isVoice: (id: string) => voices.exists(id),
        isVideoModel: (model: string) => {
          const entry = catalogue.get(model);
          return entry !== undefined && entry.enabled && entry.kind === 'i2v';
        },
      };

      return {
        own: { sweeper },
        registration: registration(
          REAL_ESTATE_SERVICE_NAME,
          realEstateProto().real_estate.v1.RealEstateService.service,
          realEstateHandlers({
            projects: new ProjectsService({ store, clock, ids, objects, context, assets, logError }),
            agents: new AgentsService({ store, clock, ids, images: accountImages }),
            brandKits: new BrandKitsService({ store, clock, ids, images: accountImages }),
            voices,
            assets,
            assetUploads,
            assetViews,
            shots: new ShotsService({
              store,
              clock,
              ids,
              views: assetViews,
              assets,
              demo: shippedDemoPhotos,
              scratch,
            }),
            videoJobs,
            script: new ScriptService({
              store,
              clock,
              writer: scriptWriter,
              descriptions: storedShotDescriptions,
            }),
            music,
            templates,
            descriptions,
            listingJobs,
            sharedMedia: new SharedMediaService({
              objects,
              runner,
              scratch,
              video: async (accountId, assetId) => {
                const video = await assets.getOwned(accountId, 'video', assetId);
                return {
                  fileKey: video.fileKey,
                  thumbnailKey: video.thumbnailKey,
                  width: video.width,
                  height: video.height,
                  durationS: video.video?.durationS ?? 0,
                };
              },
            }),
          }),
        ),
      };
    },
  );
}
