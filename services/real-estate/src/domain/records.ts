// What the domain reads and writes: plain records, independent of the database and the wire.
import type { AudioMeasurements, VideoMeasurements } from '@platform/assets';
import type { LifecycleJob } from '@platform/job-lifecycle';
import type { ProjectSettings } from './project-settings.ts';

/** A list read's page and answer, as every service's repositories take and give them. */
export type { Page, Slice } from '@platform/db';

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
  /** The latest voiceover (a completed voiceover job's result). */
  voiceoverId: string | null;
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
  id: string;
  name: string;
  key: string;
  thumbnailKey: string | null;
  width: number;
  height: number;
  size: number;
  createdAt: Date;
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

export const ASSET_KINDS = ['image', 'video', 'audio'] as const;
export type AssetKind = (typeof ASSET_KINDS)[number];
export type AssetSource = 'upload' | 'external' | 'generated' | 'demo';

/** A project asset: an image, a video or an audio file, measured by the server. */
export interface AssetRecord {
  kind: AssetKind;
  id: string;
  accountId: string;
  projectId: string;
  name: string;
  nameTag: string;
  tags: string[];
  source: AssetSource;
  fileKey: string;
  thumbnailKey: string | null;
  lastFrameKey: string | null;
  externalUrl: string | null;
  contentType: string;
  width: number;
  height: number;
  fileSize: number;
  video: VideoMeasurements | null;
  audio: AudioMeasurements | null;
  jobId: string | null;
  createdAt: Date;
}

/** A pre-signed upload not finalized yet: what the client declared and where the file waits. */
export interface PendingAssetRecord {
  kind: AssetKind;
  id: string;
  accountId: string;
  projectId: string;
  name: string;
  nameTag: string;
  stagingKey: string;
  contentType: string;
  /** The declared size the PUT was signed for. */
  fileSize: number;
  createdAt: Date;
}

/** An asset row whatever its state: a pending upload or a ready (measured) asset. */
export type ProjectUpload =
  { status: 'pending'; pending: PendingAssetRecord } | { status: 'ready'; asset: AssetRecord };

export interface TextAssetRecord {
  id: string;
  text: string;
  createdAt: Date;
}

/** The writable shot fields (names as in the contract). */
export interface ShotSettings {
  camera_movement: string;
  transition_in: string;
  transition_out: string;
  playback_speed: number;
  video_start_time_s: number;
  video_end_time_s: number | null;
  crop_x: number | null;
  crop_y: number | null;
  crop_width: number | null;
  crop_height: number | null;
  selected_video: string | null;
  vfx_prompt: string;
}

export interface ShotRecord {
  id: string;
  accountId: string;
  projectId: string;
  position: number;
  settings: ShotSettings;
  imageAssetId: string | null;
  firstFrameAssetId: string | null;
  originalFirstFrameAssetId: string | null;
  animationPrompt: TextAssetRecord | null;
  descriptionJobId: string | null;
  /** The text of that job's description (what the listing script reads). */
  descriptionText: string | null;
  renderedVideoId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A shot video job: the shared life-cycle fields plus what it takes and produces. */
export interface ShotVideoJobRecord extends LifecycleJob {
  kind: 'image_to_video';
  projectId: string;
  shotId: string | null;
  modelName: string;
  modelConfig: Record<string, unknown>;
  prompt: string;
  startFrameId: string | null;
  cameraMovement: string;
  requestedResolution: string;
  requestedVideoDuration: number;
  outputVideoId: string | null;
  outputLastFrameId: string | null;
}

/** Progress (0..100, from the worker's progress events) and the estimate of a listing job. */
interface ListingJobFields extends LifecycleJob {
  projectId: string;
  modelName: string;
  progress: number;
  /** Estimated run time, seconds, fixed at creation. */
  etaS: number;
}

/** A voiceover job: the project's text spoken with its voice; the result is a Voiceover. */
export interface VoiceoverJobRecord extends ListingJobFields {
  kind: 'voiceover';
  speakerVoiceId: string;
  text: string;
  outputVoiceoverId: string | null;
}

/** A render job: the listing video, resolved by this service when created. */
export interface RenderJobRecord extends ListingJobFields {
  kind: 'render';
  branded: boolean;
  width: number;
  height: number;
  outputVideoId: string | null;
  outputCaptionId: string | null;
  outputThumbnailKey: string | null;
}

export type ListingJobRecord = VoiceoverJobRecord | RenderJobRecord;
export type ListingJobKind = ListingJobRecord['kind'];
/** Every job of the service's jobs table. */
export type RealEstateJobRecord = ShotVideoJobRecord | ListingJobRecord;

/** A WebVTT caption file of a project. */
export interface CaptionAssetRecord {
  id: string;
  accountId: string;
  projectId: string;
  name: string;
  fileKey: string;
  fileSize: number;
  numCues: number;
  jobId: string | null;
  createdAt: Date;
}

/** The spec's Voiceover: what a completed voiceover job produced. */
export interface VoiceoverRecord {
  id: string;
  accountId: string;
  projectId: string;
  jobId: string | null;
  audio: AssetRecord | null;
  caption: CaptionAssetRecord | null;
  text: TextAssetRecord | null;
  metadata: Record<string, unknown>;
  createdAt: Date;
}
