// Images kept outside any project: an agent's profile photo, a brand kit's logo. An upload is
// measured and stored through the shared ingest like every asset; the record that shows it is
// the caller's, which hands over its image slot: how to swap the image it shows.
import { basename } from 'node:path';
import type { AssetIngest, AssetKeys } from '@platform/assets';
import { validationError } from '@platform/errors';
import type { Clock, IdSource, ObjectStore } from './ports.ts';
import type { StoredImage } from './records.ts';

/**
 * Where a record shows one image: puts `image` there (null empties it), under the record's lock,
 * and answers the image it replaced. Throws (not found) when the record is gone.
 */
export type ImageSlot = (image: StoredImage | null) => Promise<StoredImage | null>;

export class AccountImages {
  readonly #ingest: AssetIngest;
  readonly #keys: AssetKeys;
  readonly #objects: ObjectStore;
  readonly #ids: IdSource;
  readonly #clock: Clock;
  readonly #maxBytes: number;
  readonly #logError: (err: unknown, message: string) => void;

  constructor(deps: {
    ingest: AssetIngest;
    keys: AssetKeys;
    objects: ObjectStore;
    ids: IdSource;
    clock: Clock;
    maxBytes: number;
    logError: (err: unknown, message: string) => void;
  }) {
    this.#ingest = deps.ingest;
    this.#keys = deps.keys;
    this.#objects = deps.objects;
    this.#ids = deps.ids;
    this.#clock = deps.clock;
    this.#maxBytes = deps.maxBytes;
    this.#logError = deps.logError;
  }

  /**
   * A staged upload, measured and stored, becomes the slot's image; the files of the image it
   * replaced are removed once the record shows the new one. The staging object is removed
   * whatever happens, and the new files too when the slot does not take them.
   */
  async putFromStaging(
    accountId: string,
    stagingKey: string,
    fileName: string,
    fallbackName: string,
    slot: ImageSlot,
  ): Promise<void> {
    let replaced: StoredImage | null;
    try {
      if (!this.#keys.isStagingKeyOf(accountId, stagingKey)) throw validationError('Invalid staging key.');
      const id = this.#ids.next();
      const stored = await this.#ingest.fromStaging(
        { type: 'image', accountId, assetId: id },
        stagingKey,
        this.#maxBytes,
      );
      const image: StoredImage = {
        id,
        name: basename(fileName).trim().slice(0, 255) || fallbackName,
        key: stored.fileKey,
        thumbnailKey: stored.thumbnailKey,
        width: stored.width,
        height: stored.height,
        size: stored.fileSize,
        createdAt: this.#clock.now(),
      };
      try {
        replaced = await slot(image);
      } catch (err) {
        await this.remove(image);
        throw err;
      }
    } finally {
      await this.#objects
        .remove(stagingKey)
        .catch((err: unknown) => this.#logError(err, 'removing a staging object failed'));
    }
    await this.remove(replaced);
  }

  /** Empties the slot, then removes the files of the image it showed. */
  async clear(slot: ImageSlot): Promise<void> {
    await this.remove(await slot(null));
  }

  /** Removes an image's files (after the record that showed it changed). */
  async remove(image: StoredImage | null): Promise<void> {
    if (!image) return;
    await this.#ingest
      .remove({ fileKey: image.key, thumbnailKey: image.thumbnailKey, lastFrameKey: null })
      .catch((err: unknown) => this.#logError(err, 'removing a stored image failed'));
  }
}
