// Medium-test support: a real gRPC server that answers studio.v1.StudioService's GetVideoAsset
// and shared-video calls from the studio proto, over assets a test puts in. It behaves as studio
// does for these calls: NOT_FOUND for unknown ids and for another account's asset, `file` absent
// while unfinished, a freshly signed URL on every answer (the signature counter makes each one
// different), and copies under `shared/<tag>/` made by publish and removed by unpublish.
import { createGrpcServer, registration } from '@platform/grpc';
import { notFound, validationError } from '@platform/errors';
import { createLogger } from '@platform/logging';
import { studioProto } from '@platform/protos';
import { AccountKeys } from '@platform/storage';
import { TEST_STORAGE_KEY_SECRET } from '@platform/testkit';
import type { VideoAsset } from '@platform/protos/generated/studio/v1/VideoAsset.ts';

export interface TestVideoAsset {
  accountId: string;
  id: string;
  name: string;
  finished: boolean;
  hasThumbnail?: boolean;
  width?: number;
  height?: number;
  durationS?: number;
}

export interface TestStudio {
  address: string;
  /** Origin the fake pre-signed URLs point at. */
  storageOrigin: string;
  put(asset: TestVideoAsset): void;
  remove(id: string): void;
  /** GetVideoAsset calls answered so far. */
  calls(): number;
  /** Tags of the copies that exist now, with the asset each copies. */
  copies(): Map<string, string>;
  /** The account's storage folder tag (what owner URLs carry, and shared URLs must not). */
  keyPrefixOf(accountId: string): string;
  stop(): Promise<void>;
}

export async function startTestStudio(storageOrigin = 'http://127.0.0.1:9'): Promise<TestStudio> {
  const keys = new AccountKeys(TEST_STORAGE_KEY_SECRET);
  const assets = new Map<string, TestVideoAsset>();
  let calls = 0;
  const copies = new Map<string, string>();
  const full = studioProto().studio.v1.StudioService.service;
  const owned = (accountId: string, id: string) => {
    const asset = assets.get(id);
    if (!asset || asset.accountId !== accountId) throw notFound('Not found.');
    return asset;
  };
  const server = createGrpcServer(
    [
      registration(
        'studio.v1.StudioService',
        {
          GetVideoAsset: full.GetVideoAsset,
          PublishSharedVideo: full.PublishSharedVideo,
          GetSharedVideo: full.GetSharedVideo,
          UnpublishSharedVideo: full.UnpublishSharedVideo,
        },
        {
          async PublishSharedVideo(request) {
            const asset = owned(request.account_id, request.asset_id);
            if (!asset.finished) throw validationError('Only finished videos can be shared.');
            copies.set(request.tag, asset.id);
            return {};
          },
          async GetSharedVideo(request) {
            calls += 1;
            const asset = owned(request.account_id, request.asset_id);
            if (copies.get(request.tag) !== asset.id) throw notFound('Not found.');
            const signed = (name: string) =>
              `${storageOrigin}/media/shared/${request.tag}/${name}?X-Amz-Signature=${calls.toString(16).padStart(8, '0')}`;
            return {
              file_url: signed('video.mp4'),
              thumbnail_url: asset.hasThumbnail !== false ? signed('poster.jpg') : '',
              width: asset.width ?? 1280,
              height: asset.height ?? 720,
              duration_s: asset.durationS ?? 4.5,
            };
          },
          async UnpublishSharedVideo(request) {
            return { deleted: copies.delete(request.tag) };
          },
          async GetVideoAsset(request): Promise<VideoAsset> {
            calls += 1;
            const asset = assets.get(request.id);
            if (!asset || asset.accountId !== request.account_id) throw notFound('Not found.');
            const signed = (key: string) =>
              `${storageOrigin}/media/${keys.key(asset.accountId, 'studio', asset.id, key)}?X-Amz-Signature=${calls.toString(16).padStart(8, '0')}`;
            return {
              id: asset.id,
              name: asset.name,
              created_at: new Date(0).toISOString(),
              ...(asset.finished ? { file: signed('video.mp4') } : {}),
              ...(asset.finished && asset.hasThumbnail !== false
                ? { thumbnail: signed('thumbnail.jpg') }
                : {}),
              width: asset.width ?? 1280,
              height: asset.height ?? 720,
              duration_s: asset.durationS ?? 4.5,
            };
          },
        },
      ),
    ],
    createLogger('test-studio', 'silent'),
  );
  const port = await server.listen('127.0.0.1:0');
  return {
    address: `127.0.0.1:${port}`,
    storageOrigin,
    put: (asset) => void assets.set(asset.id, asset),
    remove: (id) => void assets.delete(id),
    calls: () => calls,
    copies: () => new Map(copies),
    keyPrefixOf: (accountId) => keys.tag(accountId),
    stop: () => server.stop(200),
  };
}
