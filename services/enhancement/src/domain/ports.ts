// What the domain needs from the outside, as interfaces the adapters and repositories implement.
import type { UnitOfWork } from '@platform/db';
import type { InputVideoRecord, NewInputVideo } from './records.ts';

export interface InputVideosRepository {
  /** The caller's video, or null (another account's video is null too). */
  findOwned(accountId: string, id: number): Promise<InputVideoRecord | null>;
  insert(video: NewInputVideo): Promise<InputVideoRecord>;
}

export interface Repositories {
  inputVideos: InputVideosRepository;
}

export type EnhancementStore = UnitOfWork<Repositories>;
