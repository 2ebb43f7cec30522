// The studio schema's tables: each definition is the table's one column list besides the
// migrations that create it (a medium test holds them together). Repositories decode rows of
// their explicit SQL with these and build their inserts from them.
import { assetColumns, pictureColumns, textAssetColumns, videoColumns } from '@platform/assets/tables';
import { busTables } from '@platform/bus';
import { col, defineTable, type RowOf } from '@platform/db';
import { lifecycleJobColumns } from '@platform/job-lifecycle';
import type { JobKind } from '../domain/records.ts';

export const projects = defineTable('studio.projects', {
  id: col.uuid().primary(),
  accountId: col.bigint(),
  name: col.text(),
  description: col.text(),
  createdAt: col.timestamptz(),
  updatedAt: col.timestamptz(),
});

export const shots = defineTable('studio.shots', {
  id: col.uuid().primary(),
  accountId: col.bigint(),
  projectId: col.uuid(),
  position: col.integer(),
  name: col.text(),
  prompt: col.text(),
  imageAssetId: col.uuid().nullable(),
  videoAssetId: col.uuid().nullable(),
  createdAt: col.timestamptz(),
  updatedAt: col.timestamptz(),
});

const studioAssetColumns = {
  ...assetColumns<'upload' | 'external' | 'generated'>(),
  ...pictureColumns,
};

export const imageAssets = defineTable('studio.image_assets', studioAssetColumns);

export const videoAssets = defineTable('studio.video_assets', { ...studioAssetColumns, ...videoColumns });

export type ImageAssetRow = RowOf<typeof studioAssetColumns>;
export type VideoAssetRow = ReturnType<typeof videoAssets.decode>;

export const textAssets = defineTable('studio.text_assets', textAssetColumns);

export const stylePresets = defineTable('studio.style_presets', {
  id: col.uuid().primary(),
  /** null for built-in presets. */
  accountId: col.bigint().nullable(),
  name: col.text(),
  promptPrefix: col.text(),
  promptSuffix: col.text(),
  negativePrompt: col.text(),
  createdAt: col.timestamptz(),
});

export const jobs = defineTable('studio.jobs', {
  id: col.uuid().primary(),
  ...lifecycleJobColumns,
  kind: col.text<JobKind>(),
  projectId: col.uuid().nullable(),
  shotId: col.uuid().nullable(),
  projectRealEstateId: col.uuid().nullable(),
  realEstateShotId: col.uuid().nullable(),
  realEstateImageId: col.uuid().nullable(),
  modelName: col.text(),
  modelConfig: col.jsonb<Record<string, unknown>>(),
  prompt: col.text(),
  styleSettings: col.jsonb<string[]>(),
  numRequestedImages: col.integer().nullable(),
  imageAssetId: col.uuid().nullable(),
  fidelityLevel: col.text().nullable(),
  requestedResolution: col.text().nullable(),
  requestedVideoDuration: col.integer().nullable(),
  cameraMovement: col.text().nullable(),
  outputTextId: col.uuid().nullable(),
  outputVideoId: col.uuid().nullable(),
  outputLastFrameId: col.uuid().nullable(),
});

/** Written and read by @platform/job-lifecycle's idempotency repository; defined here for the schema check. */
export const idempotencyKeys = defineTable('studio.idempotency_keys', {
  accountId: col.bigint().primary(),
  key: col.text().primary(),
  requestHash: col.text(),
  resourceKind: col.text(),
  resourceId: col.uuid(),
  createdAt: col.timestamptz(),
});

export const studioTables = [
  projects,
  shots,
  imageAssets,
  videoAssets,
  textAssets,
  stylePresets,
  jobs,
  idempotencyKeys,
  ...busTables,
];
