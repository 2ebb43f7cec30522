// The studio's side of @platform/assets' shared media: a video asset is shareable once it is ready.
import type { ShareableVideoLookup } from '@platform/assets';
import type { AssetsService } from './assets.service.ts';

export const studioShareableVideo =
  (assets: Pick<AssetsService, 'get'>): ShareableVideoLookup =>
  async (accountId, assetId) => {
    const asset = await assets.get('video', accountId, assetId);
    return {
      fileKey: asset.status === 'ready' ? asset.fileKey : null,
      thumbnailKey: asset.thumbnailKey,
      width: asset.width,
      height: asset.height,
      durationS: asset.video?.durationS ?? 0,
    };
  };
