// Where studio keeps files. Everything lives in the owning account's folder (named by an opaque
// tag, see AccountKeys), so a key can never name another account's object; uploads wait under
// `staging/` until measured.
import type { AccountKeys } from '@platform/storage';
import type { AssetKind } from './records.ts';

const folder = (kind: AssetKind) => (kind === 'image' ? 'images' : 'videos');

const STAGING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export class StudioKeys {
  readonly #keys: AccountKeys;

  constructor(keys: AccountKeys) {
    this.#keys = keys;
  }

  assetFile(accountId: string, kind: AssetKind, assetId: string, extension: string): string {
    return this.#keys.key(accountId, 'studio', folder(kind), assetId, `original.${extension}`);
  }

  assetStill(accountId: string, kind: AssetKind, assetId: string, still: 'thumbnail' | 'last-frame'): string {
    return this.#keys.key(accountId, 'studio', folder(kind), assetId, `${still}.jpg`);
  }

  staging(accountId: string, uploadId: string): string {
    return this.#keys.key(accountId, 'studio', 'staging', uploadId);
  }

  /** A job's outputs: the folder is named by a keyed hash of the job id, as they reach share pages. */
  jobOutputPrefix(accountId: string, jobId: string): string {
    return this.#keys.prefix(accountId, 'studio', 'jobs', this.#keys.opaque('job', jobId));
  }

  /** True when `key` is a staging key of this account (what the gateway may hand over). */
  isStagingKeyOf(accountId: string, key: string): boolean {
    const prefix = this.#keys.prefix(accountId, 'studio', 'staging');
    return key.startsWith(prefix) && STAGING_ID.test(key.slice(prefix.length));
  }
}
