// What the domain needs from the outside world: repositories (persistence/) and adapters for
// object storage, the clock and ids (adapters/).
import type { StoredFile } from '@platform/assets';
import type { LifecycleJobRepository, LifecycleRepositories, LifecycleStore } from '@platform/job-lifecycle';
import type { ProjectSettings } from './project-settings.ts';
import type {
  AgentFields,
  AgentRecord,
  AssetKind,
  AssetRecord,
  BrandKitRecord,
  BrandKitSettings,
  CaptionAssetRecord,
  ListingJobKind,
  ListingJobRecord,
  Page,
  PendingAssetRecord,
  ProjectQuery,
  ProjectRecord,
  ProjectUpload,
  RealEstateJobRecord,
  ShotRecord,
  ShotSettings,
  ShotVideoJobRecord,
  Slice,
  StoredImage,
  TextAssetRecord,
  VoiceoverRecord,
} from './records.ts';

export type { ObjectStore } from '@platform/assets';

export type { Clock, IdSource } from '@platform/job-lifecycle';

export interface NewProject {
  id: string;
  accountId: string;
  settings: ProjectSettings;
  createdAt: Date;
}

export interface ProjectRepository {
  insert(project: NewProject): Promise<void>;
  find(accountId: string, id: string, options?: { lock?: boolean }): Promise<ProjectRecord | null>;
  list(accountId: string, query: ProjectQuery, page: Page): Promise<Slice<ProjectRecord>>;
  update(id: string, settings: ProjectSettings, updatedAt: Date): Promise<void>;
  delete(id: string): Promise<void>;
  /** Keys of every stored file of the project (assets, thumbnails), to remove after a delete. */
  fileKeys(id: string): Promise<string[]>;
  hasAsset(projectId: string, kind: 'image' | 'audio', assetId: string): Promise<boolean>;
  /** Points the project at its latest voiceover. */
  setVoiceover(id: string, voiceoverId: string, updatedAt: Date): Promise<void>;
  /** A completed render: one more full rendered video, and its thumbnail becomes the project's. */
  recordRender(id: string, thumbnailKey: string, updatedAt: Date): Promise<void>;
  /** Clears a deleted image (logo) or audio file (background music) from the project. */
  clearAsset(projectId: string, kind: 'image' | 'audio', assetId: string): Promise<void>;
}

export interface AgentRepository {
  insert(agent: AgentRecord): Promise<void>;
  find(accountId: string, id: string, options?: { lock?: boolean }): Promise<AgentRecord | null>;
  list(accountId: string, page: Page): Promise<Slice<AgentRecord>>;
  update(id: string, fields: AgentFields, updatedAt: Date): Promise<void>;
  delete(id: string): Promise<void>;
  setPhoto(id: string, photo: StoredImage | null, updatedAt: Date): Promise<void>;
}

export interface BrandKitRepository {
  insert(kit: BrandKitRecord): Promise<void>;
  find(accountId: string, id: string, options?: { lock?: boolean }): Promise<BrandKitRecord | null>;
  list(accountId: string, page: Page): Promise<Slice<BrandKitRecord>>;
  update(id: string, settings: BrandKitSettings, updatedAt: Date): Promise<void>;
  delete(id: string): Promise<void>;
  setLogo(id: string, logo: StoredImage | null, updatedAt: Date): Promise<void>;
}

export interface AssetRepository {
  insert(asset: AssetRecord): Promise<void>;
  /** A ready asset of the project. */
  find(kind: AssetKind, projectId: string, id: string): Promise<AssetRecord | null>;
  /** A ready asset of the account, whatever its project (ids are unique): for share links. */
  findOwned(kind: AssetKind, accountId: string, id: string): Promise<AssetRecord | null>;
  findMany(kind: AssetKind, ids: readonly string[]): Promise<AssetRecord[]>;
  /** Ready assets among these ids, whatever their project (ids are unique). */
  findReady(kind: AssetKind, ids: readonly string[]): Promise<AssetRecord[]>;
  list(kind: AssetKind, projectId: string, page: Page): Promise<Slice<AssetRecord>>;
  /** Name tags of the project's assets of this kind that start with `base`. */
  nameTagsLike(kind: AssetKind, projectId: string, base: string): Promise<Set<string>>;
  delete(kind: AssetKind, id: string): Promise<void>;
  /** A pre-signed upload waiting for its file (name tag already free in the project). */
  insertPending(upload: PendingAssetRecord): Promise<void>;
  /** The project's asset row in either state. */
  findUpload(kind: AssetKind, projectId: string, id: string): Promise<ProjectUpload | null>;
  /** Marks a pending upload ready with what was measured; false when it is no longer pending. */
  markReady(kind: AssetKind, id: string, stored: StoredFile): Promise<boolean>;
  /** Deletes the row while it is still pending; false when it was finalized or deleted meanwhile. */
  deletePending(kind: AssetKind, id: string): Promise<boolean>;
  /** Pending uploads created before `before`, oldest first (abandoned pre-signed uploads). */
  stalePending(kind: AssetKind, before: Date, limit: number): Promise<PendingAssetRecord[]>;
}

export interface TextAssetRepository {
  insert(accountId: string, text: TextAssetRecord): Promise<void>;
}

export interface CaptionAssetRepository {
  insert(caption: CaptionAssetRecord): Promise<void>;
  findMany(ids: readonly string[]): Promise<CaptionAssetRecord[]>;
}

export interface VoiceoverRepository {
  insert(voiceover: {
    id: string;
    accountId: string;
    projectId: string;
    jobId: string;
    audioId: string;
    captionId: string;
    textId: string;
    metadata: Record<string, unknown>;
    createdAt: Date;
  }): Promise<void>;
  /** With its audio, caption and text assets (null when deleted since). */
  findMany(ids: readonly string[]): Promise<VoiceoverRecord[]>;
}

export interface ShotRepository {
  insert(shot: ShotRecord): Promise<void>;
  find(projectId: string, id: string): Promise<ShotRecord | null>;
  list(projectId: string, page: Page): Promise<Slice<ShotRecord>>;
  /** Every shot of the project in order. */
  all(projectId: string): Promise<ShotRecord[]>;
  count(projectId: string): Promise<number>;
  update(
    id: string,
    settings: ShotSettings,
    animationPromptId: string | null,
    updatedAt: Date,
  ): Promise<void>;
  /** Positions 0..n-1 in the order given (the ids of every shot of the project). */
  setPositions(projectId: string, orderedIds: readonly string[]): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * Stores a description on the account's shot of the project, unless it already holds one of a
   * later job; false when nothing was written (shot gone, or a later description kept).
   */
  describe(
    accountId: string,
    projectId: string,
    id: string,
    jobId: string,
    text: string,
    updatedAt: Date,
  ): Promise<boolean>;
  /** Selects a video for the shot, with its whole range. */
  select(id: string, videoId: string, updatedAt: Date): Promise<void>;
  /** Clears a video from every shot that selected (its range too) or rendered it. */
  clearVideo(projectId: string, videoId: string, updatedAt: Date): Promise<void>;
}

export interface JobRepository extends LifecycleJobRepository<RealEstateJobRecord> {
  find(
    accountId: string,
    projectId: string,
    shotId: string,
    id: string,
    options?: { lock?: boolean },
  ): Promise<ShotVideoJobRecord | null>;
  list(shotId: string, page: Page): Promise<Slice<ShotVideoJobRecord>>;
  /** Jobs of every kind (their credits are held). */
  countActiveInProject(projectId: string): Promise<number>;
  countActiveShotVideoJobs(projectId: string): Promise<number>;
  findListing<K extends ListingJobKind>(
    kind: K,
    ref: { accountId: string; projectId: string; id: string },
    options?: { lock?: boolean },
  ): Promise<Extract<ListingJobRecord, { kind: K }> | null>;
  listListing<K extends ListingJobKind>(
    kind: K,
    projectId: string,
    page: Page,
  ): Promise<Slice<Extract<ListingJobRecord, { kind: K }>>>;
  /** Raises a processing listing job's progress (never lowers it); false when nothing changed. */
  raiseProgress(id: string, progress: number): Promise<boolean>;
  /** Estimates and run times of the last completed jobs of a kind (the ETA's calibration). */
  etaSamples(kind: string): Promise<{ estimateS: number; actualS: number }[]>;
}

export interface Repositories extends LifecycleRepositories<RealEstateJobRecord> {
  jobs: JobRepository;
  projects: ProjectRepository;
  agents: AgentRepository;
  brandKits: BrandKitRepository;
  assets: AssetRepository;
  texts: TextAssetRepository;
  captions: CaptionAssetRepository;
  voiceovers: VoiceoverRepository;
  shots: ShotRepository;
}

export type RealEstateStore = LifecycleStore<Repositories>;

export interface ScratchDirs {
  /** Runs `work` in a fresh private directory, removed afterwards. */
  withDir<T>(work: (dir: string) => Promise<T>): Promise<T>;
}
