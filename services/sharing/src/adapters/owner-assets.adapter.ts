// What the studio and real estate adapters share: both services answer the same three calls on
// a link's copy of a video (publish, get, unpublish), with the same message shapes.
import { AppError } from '@platform/errors';
import type { VideoAssets } from '../domain/ports.ts';
import type { SharedVideoFiles, VideoAssetView } from '../domain/records.ts';

interface SharedVideoRequest {
  account_id: string;
  asset_id: string;
  tag: string;
}

interface SharedVideoFilesMessage {
  file_url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  duration_s: number;
}

export interface SharedVideoCalls {
  PublishSharedVideo(request: SharedVideoRequest): Promise<unknown>;
  GetSharedVideo(request: SharedVideoRequest): Promise<SharedVideoFilesMessage>;
  UnpublishSharedVideo(request: { tag: string }): Promise<unknown>;
}

/** The owner answers NOT_FOUND for unknown ids and other accounts' assets alike, and refuses malformed ids: none of these names an asset. */
export const isNoAsset = (err: unknown): boolean =>
  err instanceof AppError && (err.kind === 'not_found' || err.kind === 'validation');

export abstract class OwnerVideoAssets implements VideoAssets {
  private readonly calls: SharedVideoCalls;

  constructor(calls: SharedVideoCalls) {
    this.calls = calls;
  }

  abstract find(accountId: string, assetId: string): Promise<VideoAssetView | null>;

  async publish(accountId: string, assetId: string, tag: string): Promise<void> {
    await this.calls.PublishSharedVideo({ account_id: accountId, asset_id: assetId, tag });
  }

  async shared(accountId: string, assetId: string, tag: string): Promise<SharedVideoFiles | null> {
    try {
      const files = await this.calls.GetSharedVideo({ account_id: accountId, asset_id: assetId, tag });
      return {
        fileUrl: files.file_url,
        thumbnailUrl: files.thumbnail_url || null,
        width: files.width,
        height: files.height,
        durationS: files.duration_s,
      };
    } catch (err) {
      if (isNoAsset(err)) return null;
      throw err;
    }
  }

  async unpublish(tag: string): Promise<void> {
    await this.calls.UnpublishSharedVideo({ tag });
  }
}
