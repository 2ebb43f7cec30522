// What the sharing domain needs from the outside world: its own table (through the store), the
// studio's video assets, a clock, randomness and ids. Tests replace the clock to move time.
import type { ShareLinkRecord, ShareSource, SharedVideoFiles, VideoAssetView } from './records.ts';

export interface Clock {
  now(): Date;
}

export interface RandomSource {
  bytes(size: number): Buffer;
}

export interface IdGenerator {
  /** A new UUID v7 (time-ordered). */
  newId(): string;
}

export interface VideoAssets {
  /** The account's video asset, or null when the account has no asset with that id. */
  find(accountId: string, assetId: string): Promise<VideoAssetView | null>;
  /** Copies the finished video under `shared/<tag>/` (validation error when it is not finished). */
  publish(accountId: string, assetId: string, tag: string): Promise<void>;
  /** Fresh short-lived URLs of the copy, or null when the asset or the copy is gone. */
  shared(accountId: string, assetId: string, tag: string): Promise<SharedVideoFiles | null>;
  /** Removes the copy (fine when it is already gone). */
  unpublish(tag: string): Promise<void>;
}

export interface Accounts {
  /** False for a disabled or unknown account: its share pages answer not found. */
  isActive(accountId: string): Promise<boolean>;
}

export interface ShareLinkRepository {
  /**
   * The asset's open link (not revoked; possibly expired), or null. With `lock`, the row stays
   * locked until the transaction ends, so changes to one asset's link serialise on it.
   */
  findOpen(
    source: ShareSource,
    assetId: string,
    options?: { lock?: boolean },
  ): Promise<ShareLinkRecord | null>;
  findByToken(token: string): Promise<ShareLinkRecord | null>;
  /** Inserts the link unless the asset already has an open one; false then (maybe a concurrent call's). */
  insertIfNoneOpen(link: ShareLinkRecord): Promise<boolean>;
  setExpiry(id: string, expiresAt: Date | null, updatedAt: Date): Promise<void>;
  /** Sets revoked_at unless it is already set. */
  revoke(id: string, at: Date): Promise<void>;
}

export interface Repositories {
  links: ShareLinkRepository;
}

export interface SharingStore {
  /** Runs `work` in one database transaction. */
  transaction<T>(name: string, work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /** Runs `work` outside a transaction (single reads). */
  read<T>(name: string, work: (repositories: Repositories) => Promise<T>): Promise<T>;
}
