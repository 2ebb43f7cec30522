// Image and video assets: a staged upload, the pre-signed upload flow (create, then finalize), an
// external URL, read, list and delete (the gateway's routes/studio/assets.routes.ts), and the
// shared copy of a video (the gateway's routes/sharing.routes.ts, through the sharing service).
import { sharedVideoRpcs } from '@platform/assets';
import { validationError } from '@platform/errors';
import { pageOf } from '@platform/grpc';
import { IdempotencyGuard } from '@platform/job-lifecycle';
import type { Asset } from '@platform/protos/generated/studio/v1/Asset.ts';
import type { AssetKind as WireAssetKind } from '@platform/protos/generated/studio/v1/AssetKind.ts';
import type { AssetKind, AssetRecord } from '../domain/records.ts';
import type { StudioRpcs, StudioServices } from './context.ts';
import { toImageAsset, toVideoAsset } from './mappers.ts';

function kindOf(kind: WireAssetKind | string): AssetKind {
  if (kind === 'ASSET_KIND_IMAGE') return 'image';
  if (kind === 'ASSET_KIND_VIDEO') return 'video';
  throw validationError('Invalid input.', { kind: ['Must be image or video.'] });
}

export function assetHandlers({
  assets,
  assetViews,
  sharedMedia,
}: Pick<StudioServices, 'assets' | 'assetViews' | 'sharedMedia'>) {
  const idem = IdempotencyGuard.parse;
  const asset = async (record: AssetRecord, replayed = false): Promise<Asset> =>
    record.kind === 'image'
      ? { image: toImageAsset(await assetViews.image(record)), replayed }
      : { video: toVideoAsset(await assetViews.video(record)), replayed };

  return {
    async RegisterUpload(request) {
      const created = await assets.registerUpload({
        kind: kindOf(request.kind),
        accountId: request.account_id,
        stagingKey: request.staging_key,
        name: request.name,
        fileName: request.file_name,
        tags: request.tags,
        idem: idem(request.idempotency),
      });
      return asset(created.value, created.replayed);
    },
    async CreateUpload(request) {
      const created = await assets.createUpload({
        kind: kindOf(request.kind),
        accountId: request.account_id,
        name: request.name,
        tags: request.tags,
        contentType: request.content_type,
        fileSize: Number(request.file_size),
        idem: idem(request.idempotency),
      });
      return { asset: await asset(created.asset, created.replayed), upload: created.upload };
    },
    async FinalizeUpload(request) {
      return asset(await assets.finalizeUpload(kindOf(request.kind), request.account_id, request.id));
    },
    async CreateExternalAsset(request) {
      const created = await assets.createExternal({
        kind: kindOf(request.kind),
        accountId: request.account_id,
        url: request.external_url,
        name: request.name,
        tags: request.tags,
        idem: idem(request.idempotency),
      });
      return asset(created.value, created.replayed);
    },
    async GetImageAsset(request) {
      return toImageAsset(await assetViews.image(await assets.get('image', request.account_id, request.id)));
    },
    async ListImageAssets(request) {
      const slice = await assets.list('image', request.account_id, pageOf(request.page));
      return {
        count: slice.count,
        results: await Promise.all(
          slice.results.map(async (record) => toImageAsset(await assetViews.image(record))),
        ),
      };
    },
    async DeleteImageAsset(request) {
      await assets.delete('image', request.account_id, request.id);
      return { deleted: true };
    },
    async GetVideoAsset(request) {
      return toVideoAsset(await assetViews.video(await assets.get('video', request.account_id, request.id)));
    },
    async ListVideoAssets(request) {
      const slice = await assets.list('video', request.account_id, pageOf(request.page));
      return {
        count: slice.count,
        results: await Promise.all(
          slice.results.map(async (record) => toVideoAsset(await assetViews.video(record))),
        ),
      };
    },
    async DeleteVideoAsset(request) {
      await assets.delete('video', request.account_id, request.id);
      return { deleted: true };
    },
    ...sharedVideoRpcs(sharedMedia),
  } satisfies Partial<StudioRpcs>;
}
