// Test support: enhancement in-process on a fresh database and bucket, a typed gRPC client, and
// a way to store an input video row directly (for tests about what comes after the upload).
import { createClient, type PromiseClient } from '@platform/grpc';
import { createLogger } from '@platform/logging';
import { enhancementProto } from '@platform/protos';
import type { EnhancementServiceDefinition } from '@platform/protos/generated/enhancement/v1/EnhancementService.ts';
import { AccountKeys, createStorage, type Storage } from '@platform/storage';
import { TEST_STORAGE_KEY_SECRET, createTestDatabase, startTestS3, type TestDatabase, type TestS3 } from '@platform/testkit';
import { ENHANCEMENT_SERVICE_NAME, startEnhancement, type EnhancementHandle } from '../app.ts';
import type { InputVideoRecord, NewInputVideo } from '../domain/records.ts';
import { createEnhancementStore } from '../persistence/enhancement.store.ts';

export type EnhancementClient = PromiseClient<EnhancementServiceDefinition>;

export interface EnhancementFixture {
  handle: EnhancementHandle;
  client: EnhancementClient;
  database: TestDatabase;
  s3: TestS3;
  storage: Storage;
  keys: AccountKeys;
  addInputVideo(accountId: string, facts?: Partial<NewInputVideo>): Promise<InputVideoRecord>;
  close(): Promise<void>;
}

export async function startEnhancementFixture(options: { allowCidrs?: string[] } = {}): Promise<EnhancementFixture> {
  const database = await createTestDatabase('enhancement');
  const s3 = await startTestS3();
  const keys = new AccountKeys(TEST_STORAGE_KEY_SECRET);
  const handle = await startEnhancement({
    databaseUrl: database.url,
    grpcAddress: '127.0.0.1:0',
    logger: createLogger('enhancement-test', 'silent'),
    storage: s3,
    keys,
    fetch: { allowCidrs: options.allowCidrs ?? [] },
    shutdownGraceMs: 500,
  });
  const client = createClient(ENHANCEMENT_SERVICE_NAME, enhancementProto().enhancement.v1.EnhancementService.service, handle.address, { deadlineMs: 20_000 });
  const store = createEnhancementStore(handle.orm);
  let videos = 0;
  return {
    handle,
    client,
    database,
    s3,
    storage: createStorage(s3),
    keys,
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
    async close() {
      client.close();
      await handle.stop();
      await database.drop();
      await s3.stop();
    },
  };
}
