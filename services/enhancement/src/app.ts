// Composition root: wires the database, storage, the bus, billing, the shared asset ingest and
// job life cycle, the model catalogue, the service layer and the gRPC server. Used by main.ts and
// by tests to run enhancement in-process.
import { createServiceIngest, webhookUrlRulesFor } from '@platform/assets';
import { ormFactory } from '@platform/db';
import { registration } from '@platform/grpc';
import {
  startJobOwnerService,
  systemClock,
  uuidV7Ids,
  type JobOwnerHandle,
  type JobOwnerProcessOptions,
} from '@platform/job-lifecycle';
import { checkRife, ffmpegRunnerFromEnv, rifeToolFromEnv } from '@platform/media';
import { enhancementProto } from '@platform/protos';
import { EstimateService } from './domain/estimate.service.ts';
import { InputVideosService } from './domain/input-videos.service.ts';
import { ENHANCEMENT_CONSUMER, enhancementCompletions } from './domain/job-completions.ts';
import { JobCreationService } from './domain/job-creation.service.ts';
import { JobsService } from './domain/jobs.service.ts';
import {
  loadEnhancementCatalogue,
  withAvailability,
  type EnhancementCatalogue,
} from './domain/ml-model-catalogue.ts';
import type { Repositories } from './domain/ports.ts';
import type { JobRecord } from './domain/records.ts';
import { enhancementHandlers } from './grpc/enhancement.handlers.ts';
import { announcedJobViews } from './grpc/job-announcements.ts';
import { createEnhancementStore } from './persistence/enhancement.store.ts';
import { ENHANCEMENT_SCHEMA, enhancementEntities } from './persistence/entities.ts';
import { enhancementMigrations } from './persistence/migrations/index.ts';

export const ENHANCEMENT_SERVICE_NAME = 'enhancement.v1.EnhancementService';

export interface StartEnhancementOptions extends JobOwnerProcessOptions {
  limits?: { maxVideoBytes?: number; presignGetSeconds?: number };
  clock?: { now(): Date };
  /** Defaults to loadEnhancementCatalogue(). */
  catalogue?: EnhancementCatalogue;
  /**
   * Whether RIFE runs here (default: measured by `checkRife`, as the media worker does; both
   * images carry the same package and libraries). Without it the RIFE model is listed unavailable.
   */
  rife?: { available: true } | { available: false; reason: string };
}

export type EnhancementHandle = JobOwnerHandle<JobRecord, Repositories>;

export const createEnhancementOrm = ormFactory({
  schema: ENHANCEMENT_SCHEMA,
  entities: enhancementEntities,
  migrations: enhancementMigrations,
});

export async function startEnhancement(options: StartEnhancementOptions): Promise<EnhancementHandle> {
  const rife = options.rife ?? (await checkRife(ffmpegRunnerFromEnv(), rifeToolFromEnv()));
  const catalogue = withAvailability(options.catalogue ?? loadEnhancementCatalogue(), rife);
  const clock = options.clock ?? systemClock;
  const getExpirySeconds = options.limits?.presignGetSeconds ?? 900;

  return startJobOwnerService(
    {
      name: 'enhancement',
      schema: ENHANCEMENT_SCHEMA,
      service: options,
      orm: createEnhancementOrm,
      // Nothing here signs uploads: multipart bodies are staged by the gateway.
      presign: { getSeconds: getExpirySeconds, putSeconds: getExpirySeconds },
    },
    async ({ orm, objects, openJobOwner }) => {
      const store = createEnhancementStore(orm);
      const { keys, ingest } = createServiceIngest({ area: 'enhancement', service: options, objects });
      const videos = new InputVideosService({
        store,
        ingest,
        objects,
        // The gateway stages this area's multipart uploads in enhancement's own folder.
        staging: keys,
        clock,
        newFolderId: () => uuidV7Ids.next(),
        maxBytes: options.limits?.maxVideoBytes ?? 500 * 1024 * 1024,
      });

      const estimates = new EstimateService({ store, catalogue });
      // The views read through the jobs service, which needs the canceller that announces with them.
      const lifecycle = await openJobOwner<JobRecord, Repositories>({
        owner: 'enhancement',
        store,
        clock,
        folders: keys,
        views: announcedJobViews((repos, job) => jobs.viewIn(repos, job)),
      });
      const jobs: JobsService = new JobsService({
        store,
        objects,
        videos,
        canceller: lifecycle.canceller,
        clock,
      });
      const creation = new JobCreationService({
        store,
        estimates,
        launcher: lifecycle.launcher,
        idempotency: lifecycle.idempotency,
        keys,
        clock,
        newId: () => uuidV7Ids.next(),
        subject: lifecycle.names.jobs.subject('enhancement'),
        limits: lifecycle.limits,
        webhookUrls: webhookUrlRulesFor(options.webhookUrls, options.fetch),
      });
      const sweeper = await lifecycle.start({
        consumer: ENHANCEMENT_CONSUMER,
        completions: enhancementCompletions({ clock }),
        chores: { purgedKeys: () => lifecycle.idempotency.purge() },
        raiseProgress: (repos, event) => repos.jobs.raiseProgress(event.job_id, event.progress),
      });

      return {
        own: { sweeper },
        registration: registration(
          ENHANCEMENT_SERVICE_NAME,
          enhancementProto().enhancement.v1.EnhancementService.service,
          enhancementHandlers({ catalogue, estimates, videos, jobs, creation }),
        ),
      };
    },
  );
}
