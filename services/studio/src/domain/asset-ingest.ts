// Measures a local file and stores it, with its stills, under the asset's final keys. Used by
// multipart uploads, finalized pre-signed uploads and fetched external URLs alike, so all three
// produce the same records from the same measurements.
import { createReadStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StudioKeys } from './asset-keys.ts';
import type { MediaInspector, ObjectStore } from './ports.ts';
import type { AssetKind, AssetRecord } from './records.ts';

export type StoredFile = Pick<AssetRecord, 'fileKey' | 'thumbnailKey' | 'lastFrameKey' | 'contentType' | 'width' | 'height' | 'fileSize' | 'video'>;

export class AssetIngest {
  readonly #inspector: MediaInspector;
  readonly #objects: ObjectStore;
  readonly #keys: StudioKeys;

  constructor(deps: { inspector: MediaInspector; objects: ObjectStore; keys: StudioKeys }) {
    this.#inspector = deps.inspector;
    this.#objects = deps.objects;
    this.#keys = deps.keys;
  }

  /** Throws AppError `validation` (nothing stored) when the file is not acceptable media. */
  async store(kind: AssetKind, accountId: string, assetId: string, path: string, workDir: string): Promise<StoredFile> {
    return kind === 'image' ? this.#storeImage(accountId, assetId, path) : this.#storeVideo(accountId, assetId, path, workDir);
  }

  async #storeImage(accountId: string, assetId: string, path: string): Promise<StoredFile> {
    const measured = await this.#inspector.image(path);
    const fileKey = this.#keys.assetFile(accountId, 'image', assetId, measured.extension);
    const thumbnailKey = this.#keys.assetStill(accountId, 'image', assetId, 'thumbnail');
    const stored: StoredFile = {
      fileKey,
      thumbnailKey,
      lastFrameKey: null,
      contentType: measured.contentType,
      width: measured.width,
      height: measured.height,
      fileSize: measured.fileSize,
      video: null,
    };
    try {
      await this.#objects.put(fileKey, await readFile(path), { contentType: measured.contentType, size: measured.fileSize });
      await this.#objects.put(thumbnailKey, measured.thumbnail.data, { contentType: measured.thumbnail.contentType });
    } catch (err) {
      await this.remove(stored);
      throw err;
    }
    return stored;
  }

  async #storeVideo(accountId: string, assetId: string, path: string, workDir: string): Promise<StoredFile> {
    const stillsDir = join(workDir, 'stills');
    await mkdir(stillsDir, { recursive: true });
    const measured = await this.#inspector.video(path, stillsDir);
    const fileKey = this.#keys.assetFile(accountId, 'video', assetId, measured.extension);
    const thumbnailKey = this.#keys.assetStill(accountId, 'video', assetId, 'thumbnail');
    const lastFrameKey = this.#keys.assetStill(accountId, 'video', assetId, 'last-frame');
    const stored: StoredFile = {
      fileKey,
      thumbnailKey,
      lastFrameKey,
      contentType: measured.contentType,
      width: measured.width,
      height: measured.height,
      fileSize: measured.fileSize,
      video: measured.video,
    };
    try {
      await this.#objects.put(fileKey, createReadStream(path), { contentType: measured.contentType, size: measured.fileSize });
      await this.#objects.put(thumbnailKey, await readFile(measured.thumbnailPath), { contentType: 'image/jpeg' });
      await this.#objects.put(lastFrameKey, await readFile(measured.lastFramePath), { contentType: 'image/jpeg' });
    } catch (err) {
      await this.remove(stored);
      throw err;
    }
    return stored;
  }

  /** Removes whatever `store` wrote (used when the record cannot be committed). */
  async remove(stored: Pick<AssetRecord, 'fileKey' | 'thumbnailKey' | 'lastFrameKey'>): Promise<void> {
    for (const key of [stored.fileKey, stored.thumbnailKey, stored.lastFrameKey]) {
      if (key) await this.#objects.remove(key);
    }
  }
}
