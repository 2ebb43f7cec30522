// Files of shared videos, for every service that owns videos a share link can point at (studio,
// real estate). A public share page must not reveal whose video it plays or link two shares of
// one owner, and the URL of a file is its key: the owner's keys name the account's folder (one
// per account) and, for generated videos, the job's folder. So a shared video is served from a
// copy under `shared/<tag>/`, where the tag is 128 random bits chosen by the sharing service for
// one link; the copy goes when the link is revoked, which ends every URL handed out for it at
// once. Its URLs are short-lived (SHARED_MEDIA_URL_SECONDS). The copy carries none of the owner's
// metadata either (a title, a comment, a camera's location, the encoder's user data): it is made
// by stream copy without any of it (`stripMetadataArgs`), so its pictures and sound are the
// original's, bit for bit. The poster is copied as it is: the platform made it (sharp writes no
// metadata of its own and keeps none of the frame's).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { notFound, validationError } from '@platform/errors';
import { probeMedia, stripMetadataArgs, type FfmpegRunner } from '@platform/media';
import type { ObjectStore, ScratchSpace } from './ports.ts';

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

export interface SharedMediaDeps {
  video: ShareableVideoLookup;
  objects: ObjectStore;
  /** The process's ffmpeg and scratch space, for the copy without metadata. */
  runner: FfmpegRunner;
  scratch: ScratchSpace;
}

export class SharedMediaService {
  readonly #video: ShareableVideoLookup;
  readonly #objects: ObjectStore;
  readonly #runner: FfmpegRunner;
  readonly #scratch: ScratchSpace;

  constructor(deps: SharedMediaDeps) {
    this.#video = deps.video;
    this.#objects = deps.objects;
    this.#runner = deps.runner;
    this.#scratch = deps.scratch;
  }

  /** Copies the account's finished video, without its metadata, and its thumbnail under the tag's folder. */
  async publish(accountId: string, assetId: string, tagInput: string): Promise<void> {
    const tag = requireTag(tagInput);
    const asset = await this.#video(accountId, assetId);
    if (!asset.fileKey) throw validationError('Only finished videos can be shared.');
    await this.#copyWithoutMetadata(asset.fileKey, copyKey(tag, 'video', asset.fileKey));
    if (asset.thumbnailKey)
      await this.#objects.copy(asset.thumbnailKey, copyKey(tag, 'poster', asset.thumbnailKey));
  }

  async #copyWithoutMetadata(sourceKey: string, targetKey: string): Promise<void> {
    const source = await this.#objects.exists(sourceKey);
    if (!source) throw notFound();
    await this.#scratch.withDir(async (dir) => {
      const extension = EXTENSION.exec(sourceKey)?.[0] ?? '';
      const original = join(dir, `original${extension}`);
      const copy = join(dir, `shared${extension}`);
      await this.#objects.download(sourceKey, original, source.size);
      const facts = await probeMedia(this.#runner, original);
      await this.#runner.ffmpeg(stripMetadataArgs(original, copy, facts.video?.codec_id ?? null));
      const { size } = await stat(copy);
      await this.#objects.put(targetKey, createReadStream(copy), { contentType: source.contentType, size });
    });
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
