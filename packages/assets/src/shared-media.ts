// Files of shared videos, for every service that owns videos a share link can point at (studio,
// real estate). A public share page must not reveal whose video it plays or link two shares of
// one owner, and the URL of a file is its key: the owner's keys name the account's folder (one
// per account) and, for generated videos, the job's folder. So a shared video is served from a
// copy under `shared/<tag>/`, where the tag is 128 random bits chosen by the sharing service for
// one link; the copy goes when the link is revoked, which ends every URL handed out for it at
// once. Its URLs are short-lived (SHARED_MEDIA_URL_SECONDS).
import { notFound, validationError } from '@platform/errors';
import type { ObjectStore } from './ports.ts';

/** Lifetime of a shared file's pre-signed URL: long enough to play and seek a video, short enough that one copied from the page soon stops working. */
export const SHARED_MEDIA_URL_SECONDS = 10 * 60;

const TAG = /^[0-9a-f]{32}$/;
const EXTENSION = /\.([a-z0-9]{1,5})$/;

export interface SharedVideoFiles {
  fileUrl: string;
  thumbnailUrl: string | null;
  width: number;
  height: number;
  durationS: number;
}

/** The owner's video as sharing needs it; `fileKey` is null while it is not finished. */
export interface ShareableVideo {
  fileKey: string | null;
  thumbnailKey: string | null;
  width: number;
  height: number;
  durationS: number;
}

/** The account's video asset; throws not found (AppError) when the account has none with that id. */
export type ShareableVideoLookup = (accountId: string, assetId: string) => Promise<ShareableVideo>;

function requireTag(tag: string): string {
  if (!TAG.test(tag))
    throw validationError('Invalid input.', { tag: ['Must be 32 lowercase hex characters.'] });
  return tag;
}

const folderOf = (tag: string): string => `shared/${tag}/`;
/** The copy keeps only the original's extension: players and S3 go by it and the content type. */
const copyKey = (tag: string, name: string, original: string): string =>
  `${folderOf(tag)}${name}${EXTENSION.exec(original)?.[0] ?? ''}`;

export class SharedMediaService {
  readonly #video: ShareableVideoLookup;
  readonly #objects: ObjectStore;

  constructor(deps: { video: ShareableVideoLookup; objects: ObjectStore }) {
    this.#video = deps.video;
    this.#objects = deps.objects;
  }

  /** Copies the account's finished video (and its thumbnail) under the tag's folder. */
  async publish(accountId: string, assetId: string, tagInput: string): Promise<void> {
    const tag = requireTag(tagInput);
    const asset = await this.#video(accountId, assetId);
    if (!asset.fileKey) throw validationError('Only finished videos can be shared.');
    await this.#objects.copy(asset.fileKey, copyKey(tag, 'video', asset.fileKey));
    if (asset.thumbnailKey)
      await this.#objects.copy(asset.thumbnailKey, copyKey(tag, 'poster', asset.thumbnailKey));
  }

  /** Fresh short-lived URLs of the copy; not found when the asset or the copy is gone. */
  async resolve(accountId: string, assetId: string, tagInput: string): Promise<SharedVideoFiles> {
    const tag = requireTag(tagInput);
    const asset = await this.#video(accountId, assetId);
    if (!asset.fileKey) throw notFound();
    const file = copyKey(tag, 'video', asset.fileKey);
    const thumbnail = asset.thumbnailKey ? copyKey(tag, 'poster', asset.thumbnailKey) : null;
    const [fileInfo, thumbnailInfo] = await Promise.all([
      this.#objects.exists(file),
      thumbnail ? this.#objects.exists(thumbnail) : null,
    ]);
    if (!fileInfo) throw notFound();
    const [fileUrl, thumbnailUrl] = await Promise.all([
      this.#objects.signGet(file, SHARED_MEDIA_URL_SECONDS),
      thumbnail && thumbnailInfo ? this.#objects.signGet(thumbnail, SHARED_MEDIA_URL_SECONDS) : null,
    ]);
    return { fileUrl, thumbnailUrl, width: asset.width, height: asset.height, durationS: asset.durationS };
  }

  /** Removes the copy; removing one that is already gone is fine. */
  async unpublish(tagInput: string): Promise<void> {
    await this.#objects.removeFolder(folderOf(requireTag(tagInput)));
  }
}

/** What names a shared copy on the wire: the owner, the video asset and the share's tag. */
interface SharedVideoRequest {
  account_id: string;
  asset_id: string;
  tag: string;
}

/**
 * The three share RPCs as every service with shareable videos declares them (studio.v1 and
 * real_estate.v1 alike, called by sharing): spread into the service's gRPC handlers.
 */
export function sharedVideoRpcs(shared: SharedMediaService) {
  return {
    async PublishSharedVideo(request: SharedVideoRequest) {
      await shared.publish(request.account_id, request.asset_id, request.tag);
      return {};
    },
    async GetSharedVideo(request: SharedVideoRequest) {
      const files = await shared.resolve(request.account_id, request.asset_id, request.tag);
      return {
        file_url: files.fileUrl,
        thumbnail_url: files.thumbnailUrl ?? '',
        width: files.width,
        height: files.height,
        duration_s: files.durationS,
      };
    },
    async UnpublishSharedVideo(request: Pick<SharedVideoRequest, 'tag'>) {
      await shared.unpublish(request.tag);
      return { deleted: true };
    },
  };
}
