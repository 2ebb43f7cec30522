// What the domain reads and writes: plain records, independent of the database and the wire.
import type { ProjectSettings } from './project-settings.ts';

export interface Page {
  limit: number;
  offset: number;
}

export interface Slice<T> {
  count: number;
  results: T[];
}

/** Computed from the shots and jobs on every read, so they are always true to the data. */
export interface ProjectStats {
  shotCount: number;
  requestedDurationS: number;
  durationS: number;
  readyForRender: boolean;
}

export interface ProjectRecord {
  id: string;
  accountId: string;
  settings: ProjectSettings;
  numFullRenderedVideos: number;
  thumbnailKey: string | null;
  createdAt: Date;
  updatedAt: Date;
  stats: ProjectStats;
}

export const PROJECT_ORDERINGS = ['created_at', 'updated_at', 'name'] as const;
export type ProjectOrderColumn = (typeof PROJECT_ORDERINGS)[number];

export interface ProjectQuery {
  createdAfter: Date | null;
  createdBefore: Date | null;
  updatedAfter: Date | null;
  updatedBefore: Date | null;
  orderBy: ProjectOrderColumn;
  descending: boolean;
}

export interface AgentFields {
  first_name: string;
  last_name: string;
  contact_number: string;
  contact_email: string;
}

/** A stored image outside any project (an agent's photo, a kit's logo). */
export interface StoredImage {
  key: string;
  width: number;
  height: number;
  size: number;
}

export interface AgentRecord {
  id: string;
  accountId: string;
  fields: AgentFields;
  profilePhoto: StoredImage | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface BrandKitSettings {
  name: string;
  primary_color: string;
  secondary_color: string;
  font: string;
  intro_template_key: string;
  outro_template_key: string;
  background_music: string | null;
  background_music_volume: number;
  speaker_voice: string | null;
}

export interface BrandKitRecord {
  id: string;
  accountId: string;
  settings: BrandKitSettings;
  logo: StoredImage | null;
  createdAt: Date;
  updatedAt: Date;
}
