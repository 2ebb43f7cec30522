// Records the domain works with. Persistence maps rows to these; handlers map them to the wire.
import type { CameraMovement, JobKind as BusJobKind } from '@platform/jobs';
import type { VideoMeasurements } from '@platform/assets';
import {
  JOB_STATUSES,
  type IdempotencyInput,
  type IdempotencyRecord,
  type JobStatus,
  type LifecycleJob,
} from '@platform/job-lifecycle';

/** The job kinds studio owns (the bus also carries other services' kinds). */
export type JobKind = Extract<BusJobKind, 'text_to_image' | 'image_to_text' | 'image_to_video'>;

export { JOB_STATUSES, type JobStatus, type IdempotencyInput, type IdempotencyRecord };

export type AssetKind = 'image' | 'video';
export type AssetStatus = 'pending' | 'ready';
export type AssetSource = 'upload' | 'external' | 'generated';

export interface ProjectRecord {
  id: string;
  accountId: string;
  name: string;
  description: string;
  shotCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ShotRecord {
  id: string;
  accountId: string;
  projectId: string;
  position: number;
  name: string;
  prompt: string;
  imageAssetId: string | null;
  videoAssetId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface StylePresetRecord {
  id: string;
  /** null for built-in presets. */
  accountId: string | null;
  name: string;
  promptPrefix: string;
  promptSuffix: string;
  negativePrompt: string;
  createdAt: Date;
}

export type { VideoMeasurements };

export interface AssetRecord {
  kind: AssetKind;
  id: string;
  accountId: string;
  name: string;
  nameTag: string;
  tags: string[];
  status: AssetStatus;
  source: AssetSource;
  fileKey: string | null;
  thumbnailKey: string | null;
  /** Videos only. */
  lastFrameKey: string | null;
  stagingKey: string | null;
  externalUrl: string | null;
  contentType: string | null;
  width: number;
  height: number;
  fileSize: number | null;
  /** Videos only (null for images). */
  video: VideoMeasurements | null;
  jobId: string | null;
  createdAt: Date;
}

export interface TextAssetRecord {
  id: string;
  accountId: string;
  text: string;
  jobId: string | null;
  createdAt: Date;
}

/** A generation job: the shared life-cycle fields plus what studio's kinds take and produce. */
export interface JobRecord extends LifecycleJob {
  kind: JobKind;
  projectId: string | null;
  shotId: string | null;
  /** A real estate project and shot described by an image-to-text job (ids of that service). */
  projectRealEstateId: string | null;
  realEstateShotId: string | null;
  /** The image described when it is an image of that real estate project (else imageAssetId). */
  realEstateImageId: string | null;
  modelName: string;
  modelConfig: Record<string, unknown>;
  prompt: string;
  styleSettings: string[];
  numRequestedImages: number | null;
  imageAssetId: string | null;
  fidelityLevel: string | null;
  requestedResolution: string | null;
  requestedVideoDuration: number | null;
  cameraMovement: CameraMovement | null;
  outputTextId: string | null;
  outputVideoId: string | null;
  outputLastFrameId: string | null;
}

/** A list read's page and answer, as every service's repositories take and give them. */
export type { Page, Slice } from '@platform/db';
