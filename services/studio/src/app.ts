// Composition root: wires the database, bus, storage, billing client, the service layer and the
// gRPC server. Used by main.ts and by tests (this service's and the end-to-end tests) to run
// studio in-process.
import { SharedMediaService, createServiceIngest, webhookUrlRulesFor } from '@platform/assets';
import { loadCatalogue, type Catalogue } from '@platform/catalogue';
import { ormFactory } from '@platform/db';
import { registration } from '@platform/grpc';
import { SHOT_DESCRIBED_KIND, type JobKind } from '@platform/jobs';
import {
  startJobOwnerService,
  systemClock,
  uuidV7Ids,
  type JobOwnerHandle,
  type JobOwnerProcessOptions,
  type JobOwnerSettings,
} from '@platform/job-lifecycle';
import { studioProto } from '@platform/protos';
import { createRealEstateShotsClient, grpcRealEstateShots } from './adapters/real-estate.adapter.ts';
import { AssetViews } from './domain/asset-views.ts';
import { AssetsService } from './domain/assets.service.ts';
import { studioShareableVideo } from './domain/shareable-video.ts';
import { STUDIO_CONSUMER, StudioCompletions } from './domain/job-completions.ts';
import { JobCreationService } from './domain/job-creation.service.ts';
import { JobViews } from './domain/job-views.ts';
import { JobsService } from './domain/jobs.service.ts';
import type { Clock, IdSource, RealEstateShots, Repositories } from './domain/ports.ts';
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

export interface StartStudioOptions extends JobOwnerProcessOptions {
  /**
   * real estate `host:port` (image-to-text jobs for a real estate shot are checked with it); or
   * pass `realEstate` directly. Tests without real estate give an address nothing listens on.
   */
  realEstateAddress?: string;
  realEstate?: RealEstateShots;
  /** Defaults to loadCatalogue(). */
  catalogue?: Catalogue;
  jobs?: JobOwnerSettings & { imageToTextModel?: string };
  limits?: {
    maxImageBytes?: number;
    maxVideoBytes?: number;
    maxImagePixels?: number;
    presignGetSeconds?: number;
    presignPutSeconds?: number;
  };
  clock?: Clock;
  ids?: IdSource;
}

/** Studio's upkeep beside the jobs: abandoned pre-signed uploads and old idempotency keys. */
type StudioChores = { discardedUploads: () => Promise<number>; purgedKeys: () => Promise<number> };

export type StudioHandle = JobOwnerHandle<JobRecord, Repositories, StudioChores>;

export const createStudioOrm = ormFactory({
  schema: STUDIO_SCHEMA,
  entities: studioEntities,
  migrations: studioMigrations,
});

export async function startStudio(options: StartStudioOptions): Promise<StudioHandle> {
  const catalogue = options.catalogue ?? loadCatalogue();
  const clock = options.clock ?? systemClock;
  const ids = options.ids ?? uuidV7Ids;
  const jobSettings = options.jobs ?? {};
  const limits = options.limits ?? {};

  return startJobOwnerService(
    {
      name: 'studio',
      schema: STUDIO_SCHEMA,
      service: options,
      orm: createStudioOrm,
      presign: { getSeconds: limits.presignGetSeconds, putSeconds: limits.presignPutSeconds },
    },
    async ({ orm, objects, cleanups, openJobOwner }) => {
      const store = createStudioStore(orm);
      let realEstate = options.realEstate;
      if (!realEstate) {
        if (!options.realEstateAddress) throw new Error('startStudio needs realEstateAddress or realEstate');
        const client = createRealEstateShotsClient(options.realEstateAddress, { deadlineMs: 10_000 });
        cleanups.push(() => client.close());
        realEstate = grpcRealEstateShots(client);
      }

      const { keys, runner, scratch, inspector, ingest } = createServiceIngest({
        area: 'studio',
        service: options,
        objects,
        maxImagePixels: limits.maxImagePixels,
      });
      const assetViews = new AssetViews(objects);
      const jobViews = new JobViews({ assets: assetViews, clock });
      const lifecycle = await openJobOwner<JobRecord, Repositories>({
        owner: 'studio',
        store,
        clock,
        folders: keys,
        views: announcedJobViews(jobViews),
      });
      const { idempotency, names } = lifecycle;
      const maxBytes = { image: limits.maxImageBytes ?? 25 * MIB, video: limits.maxVideoBytes ?? 500 * MIB };
      const assets = new AssetsService({
        store,
        clock,
        ids,
        idempotency,
        objects,
        ingest,
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
        completions: new StudioCompletions({
          clock,
          ids,
          objects,
          inspector,
          scratch,
          describedSubject: names.events.subject(SHOT_DESCRIBED_KIND),
        }).handlers,
        chores: {
          discardedUploads: () => assets.discardStaleUploads(),
          purgedKeys: () => idempotency.purge(),
        },
      });

      return {
        own: { sweeper },
        registration: registration(
          STUDIO_SERVICE_NAME,
          studioProto().studio.v1.StudioService.service,
          studioHandlers({
            projects: new ProjectsService({ store, clock, ids, idempotency }),
            shots: new ShotsService({ store, clock, ids, idempotency }),
            styles: new StylesService({ store, clock, ids, idempotency }),
            assets,
            assetViews,
            sharedMedia: new SharedMediaService({
              video: studioShareableVideo(assets),
              objects,
              runner,
              scratch,
            }),
            jobs,
            creation,
          }),
        ),
      };
    },
  );
}
