// Video assets of real estate projects come from the real estate service, which owns them, over
// the same calls as the studio's; the asset is named by the account and its id (the gateway has
// already checked that it belongs to the project in the path).
import { createClient, type ClientOptions, type PromiseClient } from '@platform/grpc';
import { realEstateProto } from '@platform/protos';
import type { RealEstateServiceDefinition } from '@platform/protos/generated/real_estate/v1/RealEstateService.ts';
import type { VideoAssetView } from '../domain/records.ts';
import { OwnerVideoAssets, isNoAsset } from './owner-assets.adapter.ts';

export const REAL_ESTATE_SERVICE = 'real_estate.v1.RealEstateService';

export type RealEstateAssetsClient = Pick<
  PromiseClient<RealEstateServiceDefinition>,
  'GetShareableVideo' | 'PublishSharedVideo' | 'GetSharedVideo' | 'UnpublishSharedVideo' | 'close'
>;

export function createRealEstateAssetsClient(
  address: string,
  options: ClientOptions = {},
): RealEstateAssetsClient {
  return createClient(
    REAL_ESTATE_SERVICE,
    realEstateProto().real_estate.v1.RealEstateService.service,
    address,
    options,
  );
}

export class RealEstateVideoAssets extends OwnerVideoAssets {
  private readonly client: Omit<RealEstateAssetsClient, 'close'>;

  constructor(client: Omit<RealEstateAssetsClient, 'close'>) {
    super(client);
    this.client = client;
  }

  async find(accountId: string, assetId: string): Promise<VideoAssetView | null> {
    try {
      const video = await this.client.GetShareableVideo({ account_id: accountId, asset_id: assetId });
      return { id: video.id, finished: video.finished };
    } catch (err) {
      if (isNoAsset(err)) return null;
      throw err;
    }
  }
}
