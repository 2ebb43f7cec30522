// Measures a local file and stores it, with its stills, under the asset's final keys. Multipart
// uploads (streamed to a staging key by the gateway), finalized pre-signed uploads and fetched
// external URLs all end here, so all three produce the same records from the same measurements.
// A file that is not acceptable media throws AppError `validation` and leaves no object behind.
import { createReadStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validationError } from '@platform/errors';
import type { AssetKeys } from './asset-keys.ts';
import type {
  FetchedFile,
  MediaInspector,
  MediaType,
  ObjectStore,
  RemoteFetcher,
  ScratchSpace,
  StoredFile,
} from './ports.ts';

/** What a client may declare for a pre-signed upload of each media type (checked again by measuring). */
export const UPLOAD_CONTENT_TYPES: Record<MediaType, readonly string[]> = {
  image: [
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/gif',
    'image/tiff',
    'image/avif',
    'image/heif',
    'image/heic',
  ],
  video: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'],
  audio: [
    'audio/mpeg',
    'audio/mp4',
    'audio/x-m4a',
    'audio/wav',
    'audio/x-wav',
    'audio/flac',
    'audio/ogg',
    'audio/aac',
    'audio/webm',
  ],
};

export interface IngestTarget {
  type: MediaType;
  accountId: string;
  /** The asset's id: it names the folder of its files. */
  assetId: string;
}

export class AssetIngest {
  readonly #inspector: MediaInspector;
  readonly #objects: ObjectStore;
  readonly #keys: AssetKeys;
  readonly #scratch: ScratchSpace;
  readonly #fetcher: RemoteFetcher;

  constructor(deps: {
    inspector: MediaInspector;
    objects: ObjectStore;
    keys: AssetKeys;
    scratch: ScratchSpace;
    fetcher: RemoteFetcher;
  }) {
    this.#inspector = deps.inspector;
    this.#objects = deps.objects;
    this.#keys = deps.keys;
    this.#scratch = deps.scratch;
    this.#fetcher = deps.fetcher;
  }

  /**
   * Measures and stores an uploaded staging object (which stays: the caller removes it once its
   * record is settled). A missing object is a `validation` error on `file`; so is one larger
   * than `maxBytes`, checked before anything is downloaded.
   */
  async fromStaging(target: IngestTarget, stagingKey: string, maxBytes: number): Promise<StoredFile> {
    const uploaded = await this.#objects.exists(stagingKey);
    if (!uploaded)
      throw validationError('The file has not been uploaded yet.', { file: ['No file was uploaded.'] });
    if (uploaded.size > maxBytes)
      throw validationError('The file is not acceptable.', {
        file: [`The upload is larger than the limit of ${maxBytes} bytes.`],
      });
    return this.#scratch.withDir(async (dir) => {
      const path = join(dir, 'source');
      await this.#objects.download(stagingKey, path, maxBytes).catch((err: unknown) => {
        // Removed between the check and the download (a concurrent finalize or delete).
        if ((err as { kind?: string }).kind === 'not_found')
          throw validationError('The upload was not found.', { file: ['No file was uploaded.'] });
        throw err;
      });
      return this.store(target, path, dir);
    });
  }

  /** Fetches `url` with the SSRF guard (a refusal is a `validation` error on `external_url`), then stores it. */
  async fromUrl(
    target: IngestTarget,
    url: string,
    maxBytes: number,
  ): Promise<StoredFile & { fetched: FetchedFile }> {
    return this.#scratch.withDir(async (dir) => {
      const path = join(dir, 'source');
      const fetched = await this.#fetcher.fetchToFile(url, path, maxBytes);
      return { ...(await this.store(target, path, dir)), fetched };
    });
  }

  /** Measures a local file and stores it; `workDir` is a private directory for the stills. */
  async store(target: IngestTarget, path: string, workDir: string): Promise<StoredFile> {
    switch (target.type) {
      case 'image':
        return this.#storeImage(target, path);
      case 'video':
        return this.#storeVideo(target, path, workDir);
      case 'audio':
        return this.#storeAudio(target, path);
    }
  }

  async #storeImage({ accountId, assetId }: IngestTarget, path: string): Promise<StoredFile> {
    const measured = await this.#inspector.image(path);
    const stored: StoredFile = {
      fileKey: this.#keys.assetFile(accountId, 'image', assetId, measured.extension),
      thumbnailKey: this.#keys.assetStill(accountId, 'image', assetId, 'thumbnail'),
      lastFrameKey: null,
      contentType: measured.contentType,
      width: measured.width,
      height: measured.height,
      fileSize: measured.fileSize,
      video: null,
      audio: null,
    };
    await this.#putAll(stored, [
      [stored.fileKey, async () => readFile(path), measured.contentType, measured.fileSize],
      [stored.thumbnailKey as string, async () => measured.thumbnail.data, measured.thumbnail.contentType],
    ]);
    return stored;
  }

  async #storeVideo(
    { accountId, assetId }: IngestTarget,
    path: string,
    workDir: string,
  ): Promise<StoredFile> {
    const stillsDir = join(workDir, 'stills');
    await mkdir(stillsDir, { recursive: true });
    const measured = await this.#inspector.video(path, stillsDir);
    const stored: StoredFile = {
      fileKey: this.#keys.assetFile(accountId, 'video', assetId, measured.extension),
      thumbnailKey: this.#keys.assetStill(accountId, 'video', assetId, 'thumbnail'),
      lastFrameKey: this.#keys.assetStill(accountId, 'video', assetId, 'last-frame'),
      contentType: measured.contentType,
      width: measured.width,
      height: measured.height,
      fileSize: measured.fileSize,
      video: measured.video,
      audio: measured.audio,
    };
    await this.#putAll(stored, [
      [stored.fileKey, async () => createReadStream(path), measured.contentType, measured.fileSize],
      [stored.thumbnailKey as string, async () => readFile(measured.thumbnailPath), 'image/jpeg'],
      [stored.lastFrameKey as string, async () => readFile(measured.lastFramePath), 'image/jpeg'],
    ]);
    return stored;
  }

  async #storeAudio({ accountId, assetId }: IngestTarget, path: string): Promise<StoredFile> {
    const measured = await this.#inspector.audio(path);
    const stored: StoredFile = {
      fileKey: this.#keys.assetFile(accountId, 'audio', assetId, measured.extension),
      thumbnailKey: null,
      lastFrameKey: null,
      contentType: measured.contentType,
      width: 0,
      height: 0,
      fileSize: measured.fileSize,
      video: null,
      audio: measured.audio,
    };
    await this.#putAll(stored, [
      [stored.fileKey, async () => createReadStream(path), measured.contentType, measured.fileSize],
    ]);
    return stored;
  }

  /** Writes every object, or none: a failure part way removes what was written. */
  async #putAll(
    stored: StoredFile,
    puts: Array<
      [key: string, body: () => Promise<Buffer | NodeJS.ReadableStream>, contentType: string, size?: number]
    >,
  ): Promise<void> {
    try {
      for (const [key, body, contentType, size] of puts) {
        await this.#objects.put(key, await body(), { contentType, size });
      }
    } catch (err) {
      await this.remove(stored);
      throw err;
    }
  }

  /** Removes whatever `store` wrote (used when the record cannot be committed, or is deleted). */
  async remove(stored: {
    fileKey: string | null;
    thumbnailKey: string | null;
    lastFrameKey: string | null;
  }): Promise<void> {
    for (const key of [stored.fileKey, stored.thumbnailKey, stored.lastFrameKey]) {
      if (key) await this.#objects.remove(key);
    }
  }
}
