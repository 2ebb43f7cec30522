// Input videos: measured by the shared asset ingest (ffprobe behind an allow-list of containers,
// so playlists, AVI and non-video are refused and nothing outside the file is read), stored under
// this service's folder of the caller's account, and listed, read and deleted per account.
import {
  nameFromFile,
  type AssetIngest,
  type AssetKeys,
  type ObjectStore,
  type StoredFile,
} from '@platform/assets';
import { notFound, validationError } from '@platform/errors';
import type { EnhancementStore } from './ports.ts';
import type { InputVideoRecord, Page, Slice } from './records.ts';

export const MAX_NAME = 255;

export interface Clock {
  now(): Date;
}

export interface InputVideoView extends InputVideoRecord {
  fileUrl: string;
  thumbnailUrl: string;
}

export class InputVideosService {
  readonly #store: EnhancementStore;
  readonly #ingest: AssetIngest;
  readonly #objects: ObjectStore;
  readonly #staging: AssetKeys;
  readonly #clock: Clock;
  readonly #newFolderId: () => string;
  readonly #maxBytes: number;

  constructor(deps: {
    store: EnhancementStore;
    ingest: AssetIngest;
    objects: ObjectStore;
    /** Names the gateway's staging keys (the shared upload area), to check what it hands over. */
    staging: AssetKeys;
    clock: Clock;
    /** A fresh id naming a video's storage folder (UUID v7). */
    newFolderId: () => string;
    maxBytes: number;
  }) {
    this.#store = deps.store;
    this.#ingest = deps.ingest;
    this.#objects = deps.objects;
    this.#staging = deps.staging;
    this.#clock = deps.clock;
    this.#newFolderId = deps.newFolderId;
    this.#maxBytes = deps.maxBytes;
  }

  async registerUpload(input: {
    accountId: string;
    ownerEmail: string;
    stagingKey: string;
    name: string;
  }): Promise<InputVideoView> {
    if (!this.#staging.isStagingKeyOf(input.accountId, input.stagingKey))
      throw validationError('Invalid staging key.', { file: ['No file was uploaded.'] });
    try {
      const stored = await this.#ingest.fromStaging(
        { type: 'video', accountId: input.accountId, assetId: this.#newFolderId() },
        input.stagingKey,
        this.#maxBytes,
      );
      return await this.#record(input, stored, null);
    } finally {
      await this.#objects.remove(input.stagingKey);
    }
  }

  async createExternal(input: {
    accountId: string;
    ownerEmail: string;
    url: string;
    name: string;
  }): Promise<InputVideoView> {
    const stored = await this.#ingest.fromUrl(
      { type: 'video', accountId: input.accountId, assetId: this.#newFolderId() },
      input.url,
      this.#maxBytes,
    );
    const fallback =
      decodeURIComponent(new URL(stored.fetched.finalUrl).pathname.split('/').pop() ?? '') || 'video';
    return this.#record({ ...input, name: input.name || fallback }, stored, input.url);
  }

  async get(accountId: string, id: number): Promise<InputVideoView> {
    const video = await this.#store.read('input-videos.get', (repos) =>
      repos.inputVideos.findOwned(accountId, id),
    );
    if (!video) throw notFound();
    return this.#view(video);
  }

  async list(accountId: string, page: Page): Promise<Slice<InputVideoView>> {
    const slice = await this.#store.read('input-videos.list', (repos) =>
      repos.inputVideos.list(accountId, page),
    );
    return {
      count: slice.count,
      results: await Promise.all(slice.results.map((video) => this.#view(video))),
    };
  }

  /** The record goes first, then its files: a failed removal leaves an orphan file, never a record without one. */
  async delete(accountId: string, id: number): Promise<void> {
    const video = await this.#store.transaction('input-videos.delete', (repos) =>
      repos.inputVideos.delete(accountId, id),
    );
    if (!video) throw notFound();
    await this.#ingest.remove(video);
  }

  async #record(
    input: { accountId: string; ownerEmail: string; name: string },
    stored: StoredFile,
    externalUrl: string | null,
  ): Promise<InputVideoView> {
    const video = stored.video;
    if (!video) {
      await this.#ingest.remove(stored);
      throw validationError('The file is not acceptable.', { file: ['The file has no video stream.'] });
    }
    const name = nameFromFile(input.name, MAX_NAME) || 'video';
    try {
      const record = await this.#store.transaction('input-videos.insert', (repos) =>
        repos.inputVideos.insert({
          accountId: input.accountId,
          ownerEmail: input.ownerEmail,
          name,
          fileKey: stored.fileKey,
          thumbnailKey: stored.thumbnailKey,
          lastFrameKey: stored.lastFrameKey,
          contentType: stored.contentType,
          externalUrl,
          width: stored.width,
          height: stored.height,
          nFrames: video.numFrames,
          framerate: video.framerate,
          durationS: video.durationS,
          size: stored.fileSize,
          bitrate: video.bitrate,
          codecId: video.codecId,
          bitDepth: video.bitDepth,
          chromaSubsampling: video.chromaSubsampling,
          colorSpace: video.colorSpace,
          hasAudio: stored.audio !== null,
          createdAt: this.#clock.now(),
        }),
      );
      return await this.#view(record);
    } catch (err) {
      await this.#ingest.remove(stored);
      throw err;
    }
  }

  /** The video with fresh URLs (also for a record read in another unit of work). */
  present(video: InputVideoRecord): Promise<InputVideoView> {
    return this.#view(video);
  }

  async #view(video: InputVideoRecord): Promise<InputVideoView> {
    const [fileUrl, thumbnailUrl] = await Promise.all([
      this.#objects.signGet(video.fileKey),
      video.thumbnailKey ? this.#objects.signGet(video.thumbnailKey) : Promise.resolve(''),
    ]);
    return { ...video, fileUrl, thumbnailUrl };
  }
}
