// Test support: enhancement in-process on a fresh database, bucket and bus namespace, with the
// real billing service beside it (same database, its own schema), a media worker to start when a
// test wants jobs to run, a typed gRPC client, and a way to store an input video row directly.
import { createClient, type PromiseClient } from '@platform/grpc';
import { createLogger } from '@platform/logging';
import { enhancementProto } from '@platform/protos';
import type { EnhancementServiceDefinition } from '@platform/protos/generated/enhancement/v1/EnhancementService.ts';
import { AccountKeys, createStorage, type Storage } from '@platform/storage';
import { startBilling, type BillingHandle } from '@platform/billing';
import { busNames, connectBus, deleteStreams } from '@platform/bus';
import { ownerJobEventsFilter, storedJobEvents, type BusJobEvent } from '@platform/job-events';
import { startMediaWorker, type MediaWorker } from '@platform/media-worker';
import {
  TEST_STORAGE_KEY_SECRET,
  createTestDatabase,
  natsUrl,
  startTestS3,
  uniqueSuffix,
  type TestDatabase,
  type TestS3,
} from '@platform/testkit';
import { ENHANCEMENT_SERVICE_NAME, startEnhancement, type EnhancementHandle } from '../app.ts';
import type { InputVideoRecord, NewInputVideo } from '../domain/records.ts';
import { createEnhancementStore } from '../persistence/enhancement.store.ts';
import type { EnhancementCatalogue } from '../domain/ml-model-catalogue.ts';

export type EnhancementClient = PromiseClient<EnhancementServiceDefinition>;

export interface EnhancementFixture {
  handle: EnhancementHandle;
  client: EnhancementClient;
  database: TestDatabase;
  s3: TestS3;
  storage: Storage;
  keys: AccountKeys;
  billing: BillingHandle;
  busPrefix: string;
  /** Starts the media worker of this namespace (once). */
  startWorker(): Promise<MediaWorker>;
  addInputVideo(accountId: string, facts?: Partial<NewInputVideo>): Promise<InputVideoRecord>;
  /** The public job events published so far whose job shows this public id. */
  jobEvents(publicId: number): Promise<BusJobEvent[]>;
  close(): Promise<void>;
}

export async function startEnhancementFixture(
  options: { allowCidrs?: string[]; catalogue?: EnhancementCatalogue } = {},
): Promise<EnhancementFixture> {
  const database = await createTestDatabase('enhancement');
  const s3 = await startTestS3();
  const keys = new AccountKeys(TEST_STORAGE_KEY_SECRET);
  const logger = createLogger('enhancement-test', process.env.ENHANCEMENT_TEST_LOG_LEVEL ?? 'silent');
  const busPrefix = `T_${uniqueSuffix()}`;
  const storageOptions = {
    endpoint: s3.endpoint,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    region: s3.region,
    bucket: s3.bucket,
  };
  const billing = await startBilling({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    logger,
    shutdownGraceMs: 500,
  });
  const handle = await startEnhancement({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    natsUrl: natsUrl(),
    busPrefix,
    billingAddress: billing.address,
    logger,
    storage: storageOptions,
    keys,
    fetch: { allowCidrs: options.allowCidrs ?? [] },
    // As in local development: job webhook_urls may be plain http to this machine.
    webhookUrls: { allowHttp: true, allowCidrs: ['127.0.0.0/8'] },
    catalogue: options.catalogue,
    jobs: { relayPollMs: 200, sweepIntervalMs: 0 },
    shutdownGraceMs: 500,
  });
  let worker: MediaWorker | undefined;
  const client = createClient(
    ENHANCEMENT_SERVICE_NAME,
    enhancementProto().enhancement.v1.EnhancementService.service,
    handle.address,
    { deadlineMs: 20_000 },
  );
  const store = createEnhancementStore(handle.orm);
  let videos = 0;
  return {
    handle,
    client,
    database,
    s3,
    storage: createStorage(storageOptions),
    keys,
    billing,
    busPrefix,
    startWorker: async () =>
      (worker ??= await startMediaWorker({
        natsUrl: natsUrl(),
        busPrefix,
        storage: storageOptions,
        keys,
        logger,
        concurrency: 1,
        shutdownGraceMs: 1_000,
      })),
    addInputVideo: (accountId, facts = {}) =>
      store.transaction('input-videos.insert', (repos) => {
        videos += 1;
        return repos.inputVideos.insert({
          accountId,
          ownerEmail: `account-${accountId}@example.com`,
          name: 'clip.mp4',
          fileKey: `accounts/test/${accountId}/videos/${videos}.mp4`,
          thumbnailKey: null,
          lastFrameKey: null,
          contentType: 'video/mp4',
          externalUrl: null,
          width: 960,
          height: 540,
          nFrames: 300,
          framerate: 30,
          durationS: 10,
          size: 1_000_000,
          bitrate: 800_000,
          codecId: 'h264',
          bitDepth: 8,
          chromaSubsampling: '4:2:0',
          colorSpace: 'bt709',
          hasAudio: true,
          createdAt: new Date(),
          ...facts,
        });
      }),
    async jobEvents(publicId) {
      const bus = await connectBus({ url: natsUrl(), name: 'enhancement-test-events' });
      try {
        const names = busNames(busPrefix);
        const events = await storedJobEvents(
          bus.js,
          names.events.stream,
          `${names.events.root}${ownerJobEventsFilter('enhancement')}`,
        );
        return events.filter((event) => event.data.job.id === publicId);
      } finally {
        await bus.close();
      }
    },
    async close() {
      client.close();
      await worker?.stop({ graceMs: 500 });
      await handle.stop();
      await billing.stop();
      const bus = await connectBus({ url: natsUrl(), name: 'enhancement-test-cleanup' });
      await deleteStreams(bus.jsm, busNames(busPrefix));
      await bus.close();
      await database.drop();
      await s3.stop();
    },
  };
}
