// Where studio keeps files. Everything lives under the owning account's prefix, so a key can
// never name another account's object; uploads wait under `staging/` until measured.
import { accountKey, accountPrefix } from '@platform/storage';
import type { AssetKind } from './records.ts';

const folder = (kind: AssetKind) => (kind === 'image' ? 'images' : 'videos');
const accountNumber = (accountId: string): number => Number(accountId);

export const assetFileKey = (accountId: string, kind: AssetKind, assetId: string, extension: string): string =>
  accountKey(accountNumber(accountId), 'studio', folder(kind), assetId, `original.${extension}`);

export const assetStillKey = (accountId: string, kind: AssetKind, assetId: string, still: 'thumbnail' | 'last-frame'): string =>
  accountKey(accountNumber(accountId), 'studio', folder(kind), assetId, `${still}.jpg`);

export const stagingKey = (accountId: string, uploadId: string): string =>
  accountKey(accountNumber(accountId), 'studio', 'staging', uploadId);

export const stagingPrefix = (accountId: string): string => accountPrefix(accountNumber(accountId), 'studio', 'staging');

export const jobOutputPrefix = (accountId: string, jobId: string): string =>
  accountPrefix(accountNumber(accountId), 'studio', 'jobs', jobId);

const STAGING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True when `key` is a staging key of this account (what the gateway may hand over). */
export function isStagingKeyOf(accountId: string, key: string): boolean {
  const prefix = stagingPrefix(accountId);
  return key.startsWith(prefix) && STAGING_ID.test(key.slice(prefix.length));
}
