// What the domain needs from the outside world: repositories (persistence/), and adapters for
// billing, object storage, media measuring, remote fetching, the bus and the clock (adapters/).
import type { NewOutboxMessage } from '@platform/bus';
import type { Credits } from '@platform/catalogue';
import type {
  AssetKind,
  AssetRecord,
  IdempotencyRecord,
  JobKind,
  JobRecord,
  Page,
  ProjectRecord,
  ShotRecord,
  Slice,
  StylePresetRecord,
  TextAssetRecord,
  VideoMeasurements,
} from './records.ts';
import type { JobPatch } from './job-rules.ts';

export interface Clock {
  now(): Date;
}

export interface IdSource {
  /** A new UUID v7 (time-ordered). */
  next(): string;
}

export interface ProjectRepository {
  insert(project: Omit<ProjectRecord, 'shotCount'>): Promise<void>;
  find(accountId: string, id: string, options?: { lock?: boolean }): Promise<ProjectRecord | null>;
  /** Whether the account has this project: `find` without counting its shots. */
  exists(accountId: string, id: string): Promise<boolean>;
  list(accountId: string, page: Page): Promise<Slice<ProjectRecord>>;
  update(id: string, changes: { name?: string; description?: string; updatedAt: Date }): Promise<void>;
  delete(id: string): Promise<void>;
}

export interface ShotRepository {
  insert(shot: ShotRecord): Promise<void>;
  find(accountId: string, projectId: string, id: string): Promise<ShotRecord | null>;
  list(projectId: string, page: Page): Promise<Slice<ShotRecord>>;
  count(projectId: string): Promise<number>;
  /** Adds `delta` to the position of shots in [from, to] (inclusive; `to` null = to the end). */
  shift(projectId: string, from: number, to: number | null, delta: number): Promise<void>;
  update(id: string, changes: Partial<Pick<ShotRecord, 'name' | 'prompt' | 'position' | 'imageAssetId' | 'videoAssetId'>> & { updatedAt: Date }): Promise<void>;
  delete(id: string): Promise<void>;
}

export interface StylePresetRepository {
  insert(preset: StylePresetRecord): Promise<void>;
  /** The caller's preset or a built-in one. */
  findVisible(accountId: string, id: string): Promise<StylePresetRecord | null>;
  /** Those of `ids` the caller may use, in no particular order. */
  findVisibleMany(accountId: string, ids: readonly string[]): Promise<StylePresetRecord[]>;
  listVisible(accountId: string, page: Page): Promise<Slice<StylePresetRecord>>;
  delete(id: string): Promise<void>;
}

export interface AssetRepository {
  /** Inserts with a name tag unique in the account (suffixing as needed); returns the final tag. */
  insert(asset: AssetRecord): Promise<string>;
  find(kind: AssetKind, accountId: string, id: string, options?: { lock?: boolean }): Promise<AssetRecord | null>;
  findMany(kind: AssetKind, ids: readonly string[]): Promise<AssetRecord[]>;
  findByJob(kind: AssetKind, jobId: string): Promise<AssetRecord[]>;
  list(kind: AssetKind, accountId: string, page: Page): Promise<Slice<AssetRecord>>;
  /** False when the asset is no longer pending (finalized by another call, or deleted). */
  markReady(kind: AssetKind, id: string, measured: Pick<AssetRecord, 'fileKey' | 'thumbnailKey' | 'lastFrameKey' | 'contentType' | 'width' | 'height' | 'fileSize' | 'video'>): Promise<boolean>;
  delete(kind: AssetKind, id: string): Promise<void>;
  /** Pending uploads created before `before` (abandoned pre-signed uploads). */
  stalePending(kind: AssetKind, before: Date, limit: number): Promise<AssetRecord[]>;
}

export interface TextAssetRepository {
  insert(text: TextAssetRecord): Promise<void>;
  find(id: string): Promise<TextAssetRecord | null>;
}

export interface JobRepository {
  insert(job: JobRecord): Promise<void>;
  /** A job of the account; `projectId` narrows to one project when given. */
  find(accountId: string, kind: JobKind, id: string, options?: { projectId?: string; lock?: boolean }): Promise<JobRecord | null>;
  /** By id alone, locked (the worker's events name only the job). */
  lockById(id: string): Promise<JobRecord | null>;
  list(accountId: string, kind: JobKind, projectId: string | null, page: Page): Promise<Slice<JobRecord>>;
  update(id: string, patch: JobPatch & { outputTextId?: string; outputVideoId?: string; outputLastFrameId?: string }): Promise<void>;
  /** Ids of jobs queued since before `before`, oldest first. */
  idsQueuedBefore(before: Date, limit: number): Promise<string[]>;
  /** Ids of jobs processing since before `before`, oldest first. */
  idsProcessingBefore(before: Date, limit: number): Promise<string[]>;
  countActiveInProject(projectId: string): Promise<number>;
}

export interface IdempotencyRepository {
  find(accountId: string, key: string, since: Date): Promise<IdempotencyRecord | null>;
  /**
   * Inserts the key; false when the account already holds it (a concurrent request committed
   * first; the insert waits for it). Expired rows of the same key are replaced.
   */
  claim(record: IdempotencyRecord, expiredBefore: Date): Promise<boolean>;
  purge(before: Date): Promise<number>;
}

/** An outbox message as written; opaque to the domain. */
export type QueuedMessage = NewOutboxMessage;

export interface Outbox {
  /**
   * Writes a message in the current transaction; hand it to `JobSignals.publish` after commit.
   * `id` (a UUID, the message's de-duplication id) defaults to a new one.
   */
  enqueue(subject: string, payload: unknown, id?: string): Promise<QueuedMessage>;
}

export interface Repositories {
  projects: ProjectRepository;
  shots: ShotRepository;
  styles: StylePresetRepository;
  assets: AssetRepository;
  texts: TextAssetRepository;
  jobs: JobRepository;
  idempotency: IdempotencyRepository;
  outbox: Outbox;
}

export interface StudioStore {
  /** Runs `work` in one database transaction; everything it writes commits or none of it does. */
  transaction<T>(name: string, work: (repositories: Repositories) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a transaction that also records (consumer, messageId); skips it and answers
   * `{duplicate: true}` when that message was already processed.
   */
  processOnce<T>(consumer: string, messageId: string, work: (repositories: Repositories) => Promise<T>): Promise<{ duplicate: true } | { duplicate: false; value: T }>;
  /** Runs `work` outside a transaction. */
  read<T>(name: string, work: (repositories: Repositories) => Promise<T>): Promise<T>;
}

/** Billing's two-phase holds; every call is idempotent per job id. */
export interface CreditsPort {
  /** Throws AppError `insufficient_credits` when the balance is short. */
  reserve(input: { accountId: string; jobId: string; amount: Credits; description: string }): Promise<void>;
  capture(jobId: string, amount: Credits): Promise<void>;
  release(jobId: string): Promise<void>;
}

/** Object storage as studio uses it. */
export interface ObjectStore {
  put(key: string, body: Buffer | NodeJS.ReadableStream, options: { contentType: string; size?: number }): Promise<void>;
  download(key: string, path: string, maxBytes: number): Promise<number>;
  read(key: string, maxBytes: number): Promise<Buffer>;
  exists(key: string): Promise<{ size: number; contentType: string } | null>;
  remove(key: string): Promise<void>;
  /** Removes every object under a folder (a prefix ending in `/`); returns how many. */
  removeFolder(prefix: string): Promise<number>;
  /** Copies an object server-side (not found when the source is missing). */
  copy(sourceKey: string, targetKey: string): Promise<void>;
  /** A fresh pre-signed GET URL (made for this answer), valid for the configured time or `expirySeconds`. */
  signGet(key: string, expirySeconds?: number): Promise<string>;
  signPut(key: string, options: { contentType: string; size: number }): Promise<{ url: string; method: 'PUT'; headers: Record<string, string>; expiresAt: Date }>;
}

export interface MeasuredImage {
  width: number;
  height: number;
  fileSize: number;
  contentType: string;
  extension: string;
  thumbnail: { data: Buffer; contentType: string; extension: string };
}

export interface MeasuredVideo {
  width: number;
  height: number;
  fileSize: number;
  contentType: string;
  extension: string;
  video: VideoMeasurements;
  /** Local paths of the stills written next to the video. */
  thumbnailPath: string;
  lastFramePath: string;
}

/** Measures local files; throws AppError `validation` for files that are not acceptable media. */
export interface MediaInspector {
  image(path: string): Promise<MeasuredImage>;
  video(path: string, workDir: string): Promise<MeasuredVideo>;
}

export interface FetchedFile {
  size: number;
  contentType: string | null;
  finalUrl: string;
}

/** Downloads a remote URL with the SSRF guard; throws AppError `validation` when refused. */
export interface RemoteFetcher {
  fetchToFile(url: string, path: string, maxBytes: number): Promise<FetchedFile>;
}

export interface ScratchSpace {
  /** Runs `work` in a fresh private directory, removed afterwards. */
  withDir<T>(work: (dir: string) => Promise<T>): Promise<T>;
}

export interface JobSignals {
  /** Publishes committed outbox messages now (the relay's poll is the safety net). Never throws. */
  publish(messages: QueuedMessage[]): void;
}
