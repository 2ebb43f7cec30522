// What the domain needs from the outside world: repositories (persistence/) and adapters for
// object storage, the clock and ids (adapters/).
import type { UnitOfWork } from '@platform/db';
import type { ProjectSettings } from './project-settings.ts';
import type { AgentRecord, BrandKitRecord, BrandKitSettings, AgentFields, Page, ProjectQuery, ProjectRecord, Slice } from './records.ts';

export interface Clock {
  now(): Date;
}

export interface IdSource {
  /** A new UUID v7 (time-ordered). */
  next(): string;
}

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
}

export interface AgentRepository {
  insert(agent: AgentRecord): Promise<void>;
  find(accountId: string, id: string, options?: { lock?: boolean }): Promise<AgentRecord | null>;
  list(accountId: string, page: Page): Promise<Slice<AgentRecord>>;
  update(id: string, fields: AgentFields, updatedAt: Date): Promise<void>;
  delete(id: string): Promise<void>;
}

export interface BrandKitRepository {
  insert(kit: BrandKitRecord): Promise<void>;
  find(accountId: string, id: string, options?: { lock?: boolean }): Promise<BrandKitRecord | null>;
  list(accountId: string, page: Page): Promise<Slice<BrandKitRecord>>;
  update(id: string, settings: BrandKitSettings, updatedAt: Date): Promise<void>;
  delete(id: string): Promise<void>;
}

export interface Repositories {
  projects: ProjectRepository;
  agents: AgentRepository;
  brandKits: BrandKitRepository;
}

export type RealEstateStore = UnitOfWork<Repositories>;

/** Object storage as the domain sees it. */
export interface ObjectStore {
  exists(key: string): Promise<boolean>;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
  signGet(key: string): Promise<string>;
}
