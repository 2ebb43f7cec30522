// Where a service keeps its files. Everything lives in the owning account's folder (named by an
// opaque tag, see AccountKeys) under the service's own folder, so a key can never name another
// account's object nor another service's; uploads wait under `staging/` until measured.
import type { AccountKeys } from '@platform/storage';
import type { MediaType } from './ports.ts';

const STAGING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const DEFAULT_FOLDERS: Record<MediaType, string> = { image: 'images', video: 'videos', audio: 'audio' };

export type Still = 'thumbnail' | 'last-frame';

export class AssetKeys {
  readonly #keys: AccountKeys;
  readonly #service: string;
  readonly #folders: Record<MediaType, string>;

  /** `service` names the service's folder in every account (`studio`, `real-estate`, ...). */
  constructor(keys: AccountKeys, service: string, folders: Partial<Record<MediaType, string>> = {}) {
    this.#keys = keys;
    this.#service = service;
    this.#folders = { ...DEFAULT_FOLDERS, ...folders };
  }

  /** The account tagging behind these keys (for keys outside the asset layout). */
  get accounts(): AccountKeys {
    return this.#keys;
  }

  assetFile(accountId: string, type: MediaType, assetId: string, extension: string): string {
    return this.#keys.key(accountId, this.#service, this.#folders[type], assetId, `original.${extension}`);
  }

  assetStill(accountId: string, type: MediaType, assetId: string, still: Still): string {
    return this.#keys.key(accountId, this.#service, this.#folders[type], assetId, `${still}.jpg`);
  }

  /** Where a client's upload waits until it is measured; `uploadId` is a UUID. */
  staging(accountId: string, uploadId: string): string {
    return this.#keys.key(accountId, this.#service, 'staging', uploadId);
  }

  /** True when `key` is a staging key of this account (what the gateway may hand over). */
  isStagingKeyOf(accountId: string, key: string): boolean {
    const prefix = this.#keys.prefix(accountId, this.#service, 'staging');
    return key.startsWith(prefix) && STAGING_ID.test(key.slice(prefix.length));
  }

  /** A job's outputs: the folder is named by a keyed hash of the job id, as they reach share pages. */
  jobOutputPrefix(accountId: string, jobId: string): string {
    return this.#keys.prefix(accountId, this.#service, 'jobs', this.#keys.opaque('job', jobId));
  }
}
