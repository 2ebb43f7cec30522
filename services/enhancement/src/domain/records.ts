// What the domain reads and writes, independent of the ORM.
import type { LifecycleJob } from '@platform/job-lifecycle';

export interface InputVideoRecord {
  id: number;
  accountId: string;
  ownerEmail: string;
  name: string;
  fileKey: string;
  thumbnailKey: string | null;
  lastFrameKey: string | null;
  contentType: string;
  externalUrl: string | null;
  width: number;
  height: number;
  nFrames: number;
  framerate: number;
  durationS: number;
  size: number;
  bitrate: number | null;
  codecId: string | null;
  bitDepth: number | null;
  chromaSubsampling: string | null;
  colorSpace: string | null;
  hasAudio: boolean;
  createdAt: Date;
}

export type NewInputVideo = Omit<InputVideoRecord, 'id'>;

/** A list read's page and answer, as every service's repositories take and give them. */
export type { Page, Slice } from '@platform/db';

/** The settings of a job as the public API shows them back. */
export interface JobSettingsRecord {
  grain: number;
  sharpenStrength: number;
  stabilizationSmoothing: number;
  fpsInterpolationFactor: number;
  playbackSpeed: number;
  startFrame: number;
  endFrame: number;
  preview: boolean;
  comparison: boolean;
}

/** A model as the job saw it when it was created (the catalogue may change later). */
export interface JobModelRecord {
  id: number;
  name: string;
  costWeight: number;
  upscaleFactor: number;
  fpsBoostFactor: number;
  priority: number;
  maxResolution: number;
}

export interface JobRecord extends LifecycleJob {
  kind: 'enhancement';
  publicId: number;
  inputVideoId: number;
  userDescription: string;
  settings: JobSettingsRecord;
  mlModels: JobModelRecord[];
  etaS: number;
  progress: number;
  restoredVideoId: number | null;
}

export interface RestoredVideoRecord {
  id: number;
  accountId: string;
  jobId: string;
  name: string;
  fileKey: string;
  thumbnailKey: string;
  lastFrameKey: string;
  beforeKey: string | null;
  sideBySideKey: string | null;
  width: number;
  height: number;
  nFrames: number;
  framerate: number;
  durationS: number;
  size: number;
  bitrate: number | null;
  codecId: string | null;
  bitDepth: number | null;
  chromaSubsampling: string | null;
  colorSpace: string | null;
  qualityScore: number;
  createdAt: Date;
  deletedAt: Date | null;
}

export type NewRestoredVideo = Omit<RestoredVideoRecord, 'id' | 'deletedAt'>;
