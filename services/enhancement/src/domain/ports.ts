// What the domain needs from the outside, as interfaces the adapters and repositories implement.
import type { LifecycleJobRepository, LifecycleRepositories } from '@platform/job-lifecycle';
import type {
  InputVideoRecord,
  JobRecord,
  NewInputVideo,
  NewRestoredVideo,
  Page,
  RestoredVideoRecord,
  Slice,
} from './records.ts';

export interface InputVideosRepository {
  /** The caller's video, or null (another account's video is null too). */
  findOwned(accountId: string, id: number): Promise<InputVideoRecord | null>;
  insert(video: NewInputVideo): Promise<InputVideoRecord>;
  /** The account's videos, newest first. */
  list(accountId: string, page: Page): Promise<Slice<InputVideoRecord>>;
  /** Deletes the account's video and answers it, or null when there is none. */
  delete(accountId: string, id: number): Promise<InputVideoRecord | null>;
}

export interface JobsRepository extends LifecycleJobRepository<JobRecord> {
  /** The caller's job by its public id, optionally locked; null for another account's. */
  findOwned(accountId: string, publicId: number, options?: { lock?: boolean }): Promise<JobRecord | null>;
  list(accountId: string, page: Page): Promise<Slice<JobRecord>>;
  /** Raises a processing job's progress (never lowers it); false when nothing changed. */
  raiseProgress(id: string, progress: number): Promise<boolean>;
  /** Estimates and run times of the last completed jobs of a kind (the ETA's calibration). */
  etaSamples(kind: string): Promise<{ estimateS: number; actualS: number }[]>;
}

export interface RestoredVideosRepository {
  insert(video: NewRestoredVideo): Promise<number>;
  findOwned(accountId: string, id: number): Promise<RestoredVideoRecord | null>;
  byIds(ids: readonly number[]): Promise<RestoredVideoRecord[]>;
  list(accountId: string, page: Page): Promise<Slice<RestoredVideoRecord>>;
  /** Marks the video deleted (locked, once); answers it as it was, or null when absent. */
  markDeleted(accountId: string, id: number, at: Date): Promise<RestoredVideoRecord | null>;
}

export interface Repositories extends LifecycleRepositories<JobRecord> {
  inputVideos: InputVideosRepository;
  jobs: JobsRepository;
  restoredVideos: RestoredVideosRepository;
}

export interface EnhancementStore {
  transaction<T>(name: string, work: (repositories: Repositories) => Promise<T>): Promise<T>;
  read<T>(name: string, work: (repositories: Repositories) => Promise<T>): Promise<T>;
  processOnce<T>(
    consumer: string,
    messageId: string,
    work: (repositories: Repositories) => Promise<T>,
  ): Promise<{ duplicate: true } | { duplicate: false; value: T }>;
}
