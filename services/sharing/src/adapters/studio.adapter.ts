// Video assets come from the studio service, which owns them: a gRPC call per lookup, with the
// client's deadline, so every answer carries freshly pre-signed URLs and reflects deletions.
import { createClient, type ClientOptions, type PromiseClient } from '@platform/grpc';
import { studioProto } from '@platform/protos';
import type { StudioServiceDefinition } from '@platform/protos/generated/studio/v1/StudioService.ts';
import type { VideoAsset__Output } from '@platform/protos/generated/studio/v1/VideoAsset.ts';
import type { VideoAssetView } from '../domain/records.ts';
import { OwnerVideoAssets, isNoAsset } from './owner-assets.adapter.ts';

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
  finished: Boolean(asset.file),
});

export class StudioVideoAssets extends OwnerVideoAssets {
  private readonly client: Omit<StudioAssetsClient, 'close'>;

  constructor(client: Omit<StudioAssetsClient, 'close'>) {
    super(client);
    this.client = client;
  }

  async find(accountId: string, assetId: string): Promise<VideoAssetView | null> {
    try {
      return toVideoAssetView(await this.client.GetVideoAsset({ account_id: accountId, id: assetId }));
    } catch (err) {
      if (isNoAsset(err)) return null;
      throw err;
    }
  }
}
