// The enhancement schema's tables: each definition is the table's one column list besides the
// migrations that create it (a medium test holds them together). Repositories decode rows of
// their explicit SQL with these; input videos are read and written through the ORM's entity.
import { busTables } from '@platform/bus';
import { col, defineTable } from '@platform/db';
import { idempotencyKeysTable, lifecycleJobColumns } from '@platform/job-lifecycle';
import type { JobModelRecord, JobSettingsRecord } from '../domain/records.ts';

const videoColumns = {
  width: col.integer(),
  height: col.integer(),
  nFrames: col.integer(),
  framerate: col.double(),
  durationS: col.double(),
  size: col.bigintNumber(),
  bitrate: col.bigintNumber().nullable(),
  codecId: col.text().nullable(),
  bitDepth: col.integer().nullable(),
  chromaSubsampling: col.text().nullable(),
  colorSpace: col.text().nullable(),
};

export const inputVideos = defineTable('enhancement.input_videos', {
  id: col.bigintNumber().primary().generated(),
  accountId: col.bigint(),
  ownerEmail: col.text(),
  name: col.text(),
  fileKey: col.text(),
  thumbnailKey: col.text().nullable(),
  lastFrameKey: col.text().nullable(),
  contentType: col.text(),
  externalUrl: col.text().nullable(),
  ...videoColumns,
  hasAudio: col.boolean(),
  createdAt: col.timestamptz(),
});

export const jobs = defineTable('enhancement.jobs', {
  id: col.uuid().primary(),
  publicId: col.bigintNumber().generated(),
  ...lifecycleJobColumns,
  kind: col.text<'enhancement'>(),
  inputVideoId: col.bigintNumber(),
  userDescription: col.text(),
  settings: col.jsonb<JobSettingsRecord>(),
  mlModels: col.jsonb<JobModelRecord[]>(),
  etaS: col.integer(),
  progress: col.integer(),
  restoredVideoId: col.bigintNumber().nullable(),
});

export const restoredVideos = defineTable('enhancement.restored_videos', {
  id: col.bigintNumber().primary().generated(),
  accountId: col.bigint(),
  jobId: col.uuid(),
  name: col.text(),
  fileKey: col.text(),
  thumbnailKey: col.text(),
  lastFrameKey: col.text(),
  beforeKey: col.text().nullable(),
  sideBySideKey: col.text().nullable(),
  ...videoColumns,
  qualityScore: col.numericNumber(),
  createdAt: col.timestamptz(),
  deletedAt: col.timestamptz().nullable(),
});

export const enhancementTables = [inputVideos, jobs, restoredVideos, idempotencyKeysTable, ...busTables];
