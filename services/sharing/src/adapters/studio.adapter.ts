// Video assets come from the studio service, which owns them: a gRPC call per lookup, with the
// client's deadline, so every answer carries freshly pre-signed URLs and reflects deletions.
import { AppError } from '@platform/errors';
import { createClient, type ClientOptions, type PromiseClient } from '@platform/grpc';
import { studioProto } from '@platform/protos';
import type { StudioServiceDefinition } from '@platform/protos/generated/studio/v1/StudioService.ts';
import type { VideoAsset__Output } from '@platform/protos/generated/studio/v1/VideoAsset.ts';
import type { VideoAssets } from '../domain/ports.ts';
import type { SharedVideoFiles, VideoAssetView } from '../domain/records.ts';

export const STUDIO_SERVICE = 'studio.v1.StudioService';

export type StudioAssetsClient = Pick<
  PromiseClient<StudioServiceDefinition>,
  'GetVideoAsset' | 'PublishSharedVideo' | 'GetSharedVideo' | 'UnpublishSharedVideo' | 'close'
>;

export function createStudioAssetsClient(address: string, options: ClientOptions = {}): StudioAssetsClient {
  return createClient(STUDIO_SERVICE, studioProto().studio.v1.StudioService.service, address, options);
}

export const toVideoAssetView = (asset: VideoAsset__Output): VideoAssetView => ({
  id: asset.id,
  name: asset.name,
  fileUrl: asset.file || null,
  thumbnailUrl: asset.thumbnail || null,
  width: asset.width,
  height: asset.height,
  durationS: asset.duration_s,
});

export class StudioVideoAssets implements VideoAssets {
  private readonly client: Omit<StudioAssetsClient, 'close'>;

  constructor(client: Omit<StudioAssetsClient, 'close'>) {
    this.client = client;
  }

  async publish(accountId: string, assetId: string, tag: string): Promise<void> {
    await this.client.PublishSharedVideo({ account_id: accountId, asset_id: assetId, tag });
  }

  async shared(accountId: string, assetId: string, tag: string): Promise<SharedVideoFiles | null> {
    try {
      const files = await this.client.GetSharedVideo({ account_id: accountId, asset_id: assetId, tag });
      return {
        fileUrl: files.file_url,
        thumbnailUrl: files.thumbnail_url || null,
        width: files.width,
        height: files.height,
        durationS: files.duration_s,
      };
    } catch (err) {
      if (err instanceof AppError && (err.kind === 'not_found' || err.kind === 'validation')) return null;
      throw err;
    }
  }

  async unpublish(tag: string): Promise<void> {
    await this.client.UnpublishSharedVideo({ tag });
  }

  async find(accountId: string, assetId: string): Promise<VideoAssetView | null> {
    try {
      return toVideoAssetView(await this.client.GetVideoAsset({ account_id: accountId, id: assetId }));
    } catch (err) {
      // Studio answers NOT_FOUND for unknown ids and for other accounts' assets alike; an id it
      // refuses as malformed cannot name an asset either.
      if (err instanceof AppError && (err.kind === 'not_found' || err.kind === 'validation')) return null;
      throw err;
    }
  }
}
