// What the domain needs from the outside, as interfaces the adapters and repositories implement.
import type { UnitOfWork } from '@platform/db';
import type { InputVideoRecord, NewInputVideo, Page, Slice } from './records.ts';

export interface InputVideosRepository {
  /** The caller's video, or null (another account's video is null too). */
  findOwned(accountId: string, id: number): Promise<InputVideoRecord | null>;
  insert(video: NewInputVideo): Promise<InputVideoRecord>;
  /** The account's videos, newest first. */
  list(accountId: string, page: Page): Promise<Slice<InputVideoRecord>>;
  /** Deletes the account's video and answers it, or null when there is none. */
  delete(accountId: string, id: number): Promise<InputVideoRecord | null>;
}

export interface Repositories {
  inputVideos: InputVideosRepository;
}

export type EnhancementStore = UnitOfWork<Repositories>;
