// Studio's client of the real estate service: only the check an image-to-text job for a real
// estate shot needs at creation (deadlines, retries on UNAVAILABLE and trace propagation come
// from @platform/grpc).
import { createClient, type ClientOptions, type PromiseClient } from '@platform/grpc';
import { realEstateProto } from '@platform/protos';
import type { RealEstateServiceDefinition } from '@platform/protos/generated/real_estate/v1/RealEstateService.ts';
import type { RealEstateShots } from '../domain/ports.ts';

export const REAL_ESTATE_SERVICE = 'real_estate.v1.RealEstateService';

export type RealEstateShotsClient = Pick<
  PromiseClient<RealEstateServiceDefinition>,
  'CheckShotDescription' | 'close'
>;

export function createRealEstateShotsClient(
  address: string,
  options: ClientOptions = {},
): RealEstateShotsClient {
  return createClient(
    REAL_ESTATE_SERVICE,
    realEstateProto().real_estate.v1.RealEstateService.service,
    address,
    options,
  );
}

export function grpcRealEstateShots(client: Omit<RealEstateShotsClient, 'close'>): RealEstateShots {
  return {
    async checkShotDescription({ accountId, projectId, shotId, imageAssetId }) {
      const found = await client.CheckShotDescription({
        account_id: accountId,
        project_id: projectId,
        shot_id: shotId,
        image_asset_id: imageAssetId,
      });
      return {
        projectFound: found.project_found,
        shotFound: found.shot_found,
        image:
          found.image_asset_id && found.image_key
            ? { id: found.image_asset_id, fileKey: found.image_key }
            : null,
      };
    },
  };
}
