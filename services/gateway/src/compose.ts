// Builds the production gateway from configuration: the gRPC clients of every backend, their
// health checks, the rate-limit store and every area's routes. `main.ts` serves it; the OpenAPI
// generator builds the same thing, so the committed document always describes the served routes.
import { createHealthChecker } from '@platform/grpc';
import type { Logger } from '@platform/logging';
import { accountKeysFromConfig, createStorage, storageOptionsFromConfig } from '@platform/storage';
import { createGateway, type Gateway } from './app.ts';
import { BILLING_SERVICE, createBillingClient, type BillingClient } from './clients/billing.client.ts';
import { REAL_ESTATE_SERVICE, createRealEstateClient } from './clients/real-estate.client.ts';
import { ENHANCEMENT_SERVICE, createEnhancementClient } from './clients/enhancement.client.ts';
import { SHARING_SERVICE, createSharingClient } from './clients/sharing.client.ts';
import { STUDIO_SERVICE, createStudioClient } from './clients/studio.client.ts';
import { WEBHOOKS_SERVICE, createWebhooksClient } from './clients/webhooks.client.ts';
import type { GatewayConfig } from './config.ts';
import { modelNamesOf } from './http/model-names.ts';
import { eventIdsFromConfig } from './events/event-ids.ts';
import { lazyJobEventFeed } from './events/lazy-feed.ts';
import { FallbackRateLimitStore } from './rate-limit/fallback.store.ts';
import { MemoryRateLimitStore } from './rate-limit/memory.store.ts';
import { realEstateRoutes } from './routes/real-estate/index.ts';
import { enhancementRoutes } from './routes/enhancement/index.ts';
import { eventRoutes, eventStreamSettings } from './routes/events.routes.ts';
import { sharePageRoutes } from './routes/share-page.routes.ts';
import { realEstateSharingRoutes } from './routes/real-estate/sharing.routes.ts';
import { sharingRoutes } from './routes/sharing.routes.ts';
import { studioRoutes } from './routes/studio/index.ts';
import { webhookRoutes } from './routes/webhooks.routes.ts';
import type { JobReadSchemas } from './events/job-event.schema.ts';
import { EnhancementJobSchema } from './routes/enhancement/schemas.ts';
import { RenderJobSchema, VoiceoverJobSchema } from './routes/real-estate/listing-jobs.schemas.ts';
import { ShotVideoJobSchema } from './routes/real-estate/shot.schemas.ts';
import {
  ImageToTextJobSchema,
  ImageToVideoJobSchema,
  TextToImageJobSchema,
} from './routes/studio/schemas.ts';

/** Tests may put a stand-in billing in front of the real routes (authentication is billing's). */
export interface ComposeOverrides {
  billing?: BillingClient;
}

export async function composeGateway(
  config: GatewayConfig,
  logger: Logger,
  overrides: ComposeOverrides = {},
): Promise<Gateway> {
  const deadline = { deadlineMs: config.GRPC_DEADLINE_MS };
  const studio = createStudioClient(config.STUDIO_GRPC_ADDR, deadline);
  const sharing = createSharingClient(config.SHARING_GRPC_ADDR, deadline);
  const realEstate = createRealEstateClient(config.REAL_ESTATE_GRPC_ADDR, deadline);
  const enhancement = createEnhancementClient(config.ENHANCEMENT_GRPC_ADDR, deadline);
  const webhooks = createWebhooksClient(config.WEBHOOKS_GRPC_ADDR, deadline);
  // Multipart uploads are staged in the bucket studio reads; the bucket itself is studio's to create.
  const uploadStorage = createStorage(storageOptionsFromConfig(config));
  const keys = accountKeysFromConfig(config, logger);
  // ioredis (~12 MiB resident) is loaded only by gateways that share their limits.
  const rateLimitStore = config.REDIS_URL
    ? await sharedRateLimitStore(config.REDIS_URL, logger)
    : new MemoryRateLimitStore();
  const feed = lazyJobEventFeed({
    natsUrl: config.NATS_URL,
    busPrefix: config.BUS_PREFIX,
    resumeWindowMs: config.EVENTS_RESUME_WINDOW_MS,
    clock: Date.now,
    logger,
    ids: eventIdsFromConfig(config),
  });
  // The model names the job creates accept, from the catalogue the services read (MODEL_CATALOGUE_PATH).
  const modelNames = modelNamesOf();
  const jobReads: JobReadSchemas = {
    text_to_image: TextToImageJobSchema,
    image_to_text: ImageToTextJobSchema,
    image_to_video: ImageToVideoJobSchema,
    shot_video: ShotVideoJobSchema,
    voiceover: VoiceoverJobSchema,
    render: RenderJobSchema,
    enhancement: EnhancementJobSchema,
  };
  const events = eventRoutes({ feed, settings: eventStreamSettings(config), logger, jobReads });

  const gateway = createGateway({
    config,
    logger,
    billing: overrides.billing ?? createBillingClient(config.BILLING_GRPC_ADDR, deadline),
    rateLimitStore,
    backends: [
      { name: 'billing', service: BILLING_SERVICE, checker: createHealthChecker(config.BILLING_GRPC_ADDR) },
      { name: 'studio', service: STUDIO_SERVICE, checker: createHealthChecker(config.STUDIO_GRPC_ADDR) },
      { name: 'sharing', service: SHARING_SERVICE, checker: createHealthChecker(config.SHARING_GRPC_ADDR) },
      {
        name: 'real-estate',
        service: REAL_ESTATE_SERVICE,
        checker: createHealthChecker(config.REAL_ESTATE_GRPC_ADDR),
      },
      {
        name: 'enhancement',
        service: ENHANCEMENT_SERVICE,
        checker: createHealthChecker(config.ENHANCEMENT_GRPC_ADDR),
      },
      {
        name: 'webhooks',
        service: WEBHOOKS_SERVICE,
        checker: createHealthChecker(config.WEBHOOKS_GRPC_ADDR),
      },
    ],
    routes: () => [
      ...studioRoutes({ studio, sharing, storage: uploadStorage, keys, config, modelNames }),
      ...realEstateRoutes({ realEstate, storage: uploadStorage, keys, config, modelNames }),
      ...sharingRoutes({ sharing, publicBaseUrl: config.PUBLIC_BASE_URL }),
      ...realEstateSharingRoutes({ sharing, realEstate, publicBaseUrl: config.PUBLIC_BASE_URL }),
      ...enhancementRoutes({
        enhancement,
        uploads: {
          storage: uploadStorage,
          keys,
          maxVideoBytes: config.UPLOAD_MAX_VIDEO_BYTES,
          bodyLimitBytes: config.BODY_LIMIT_BYTES,
          mediaDeadlineMs: config.STUDIO_MEDIA_DEADLINE_MS,
        },
        publicBaseUrl: config.PUBLIC_BASE_URL,
      }),
      ...webhookRoutes({ webhooks, publicBaseUrl: config.PUBLIC_BASE_URL, jobReads }),
      ...sharePageRoutes({ sharing, publicBaseUrl: config.PUBLIC_BASE_URL }),
      ...events.routes,
    ],
  });
  return {
    ...gateway,
    drain() {
      gateway.drain();
      // Open event streams would hold the server open: end them, clients resume elsewhere.
      events.closeAll();
    },
    async close() {
      events.closeAll();
      await gateway.close();
      await feed.close();
      studio.close();
      sharing.close();
      realEstate.close();
      enhancement.close();
      webhooks.close();
    },
  };
}

/**
 * Redis-backed limits, connected before the gateway serves: a request charged before the
 * connection is up would put the gateway on its per-replica fallback for a while
 * (fallback.store.ts), and several gateways would then each grant the whole limit. A Redis that
 * does not answer in time does not hold the start-up; the fallback covers it.
 */
async function sharedRateLimitStore(url: string, logger: Logger): Promise<FallbackRateLimitStore> {
  const redis = new (await import('./rate-limit/redis.store.ts')).RedisRateLimitStore(url);
  await redis
    .ready(2_000)
    .catch((err: unknown) =>
      logger.warn(
        { err },
        'shared rate-limit store not reachable at start-up; limiting per replica until it is',
      ),
    );
  return new FallbackRateLimitStore(redis, new MemoryRateLimitStore(), logger);
}
