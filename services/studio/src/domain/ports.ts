// What the domain needs from the outside world: repositories (persistence/), and adapters for
// the clock and ids (adapters/). Object storage, media measuring, remote fetching and scratch
// space are the shared asset ports of @platform/assets; billing's holds, the outbox, job signals
// and the job life cycle's repositories are those of @platform/job-lifecycle.
import type { MediaInspector, ObjectStore, RemoteFetcher, ScratchSpace } from '@platform/assets';
import type {
  Clock,
  CreditsPort,
  IdempotencyRepository,
  JobSignals,
  LifecycleJobRepository,
  LifecycleRepositories,
  LifecycleStore,
  Outbox,
  QueuedMessage,
} from '@platform/job-lifecycle';
import type {
  AssetKind,
  AssetRecord,
  JobKind,
  JobRecord,
  Page,
  ProjectRecord,
  ShotRecord,
  Slice,
  StylePresetRecord,
  TextAssetRecord,
} from './records.ts';

export type {
  Clock,
  CreditsPort,
  IdempotencyRepository,
  JobSignals,
  MediaInspector,
  ObjectStore,
  Outbox,
  QueuedMessage,
  RemoteFetcher,
  ScratchSpace,
};

/**
 * The real estate service, asked at image-to-text creation about a (project, shot) pair of its
 * own: whether the project is the account's, the shot the project's, and whether an image asset
 * id names a ready image of that project (with its storage key).
 */
export interface RealEstateShots {
  checkShotDescription(input: {
    accountId: string;
    projectId: string;
    shotId: string;
    imageAssetId: string;
  }): Promise<{
    projectFound: boolean;
    shotFound: boolean;
    image: { id: string; fileKey: string } | null;
  }>;
}

export type { IdSource } from '@platform/job-lifecycle';

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
  update(
    id: string,
    changes: Partial<Pick<ShotRecord, 'name' | 'prompt' | 'position' | 'imageAssetId' | 'videoAssetId'>> & {
      updatedAt: Date;
    },
  ): Promise<void>;
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
  find(
    kind: AssetKind,
    accountId: string,
    id: string,
    options?: { lock?: boolean },
  ): Promise<AssetRecord | null>;
  findMany(kind: AssetKind, ids: readonly string[]): Promise<AssetRecord[]>;
  findByJob(kind: AssetKind, jobId: string): Promise<AssetRecord[]>;
  list(kind: AssetKind, accountId: string, page: Page): Promise<Slice<AssetRecord>>;
  /** False when the asset is no longer pending (finalized by another call, or deleted). */
  markReady(
    kind: AssetKind,
    id: string,
    measured: Pick<
      AssetRecord,
      'fileKey' | 'thumbnailKey' | 'lastFrameKey' | 'contentType' | 'width' | 'height' | 'fileSize' | 'video'
    >,
  ): Promise<boolean>;
  delete(kind: AssetKind, id: string): Promise<void>;
  /** Deletes the asset while it is still pending; false when it was finalized or deleted meanwhile. */
  deletePending(kind: AssetKind, id: string): Promise<boolean>;
  /** Pending uploads created before `before` (abandoned pre-signed uploads). */
  stalePending(kind: AssetKind, before: Date, limit: number): Promise<AssetRecord[]>;
}

export interface TextAssetRepository {
  insert(text: TextAssetRecord): Promise<void>;
  find(id: string): Promise<TextAssetRecord | null>;
}

/** The life-cycle methods (lockById, update, sweeper scans) plus studio's reads. */
export interface JobRepository extends LifecycleJobRepository<JobRecord> {
  /** A job of the account; `projectId` narrows to one project when given. */
  find(
    accountId: string,
    kind: JobKind,
    id: string,
    options?: { projectId?: string; lock?: boolean },
  ): Promise<JobRecord | null>;
  list(accountId: string, kind: JobKind, projectId: string | null, page: Page): Promise<Slice<JobRecord>>;
  countActiveInProject(projectId: string): Promise<number>;
}

export interface Repositories extends LifecycleRepositories<JobRecord> {
  projects: ProjectRepository;
  shots: ShotRepository;
  styles: StylePresetRepository;
  assets: AssetRepository;
  texts: TextAssetRepository;
  jobs: JobRepository;
}

export type StudioStore = LifecycleStore<Repositories>;
