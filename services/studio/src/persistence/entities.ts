// MikroORM mappings of the studio schema. The tables, with the constraints that keep records
// consistent, are created by the hand-written migrations beside this file. Repositories read
// and write them with explicit SQL where row locks, upserts or joins matter.
import { defineEntity, p } from '@mikro-orm/postgresql';
import { OutboxMessage, ProcessedMessage } from '@platform/bus';

export const STUDIO_SCHEMA = 'studio';

export const ProjectEntity = defineEntity({
  name: 'Project',
  tableName: 'projects',
  properties: {
    id: p.uuid().primary(),
    accountId: p.bigint('string'),
    name: p.text(),
    description: p.text(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export const ShotEntity = defineEntity({
  name: 'Shot',
  tableName: 'shots',
  properties: {
    id: p.uuid().primary(),
    accountId: p.bigint('string'),
    projectId: p.uuid(),
    position: p.integer(),
    name: p.text(),
    prompt: p.text(),
    imageAssetId: p.uuid().nullable(),
    videoAssetId: p.uuid().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

const assetProperties = {
  id: p.uuid().primary(),
  accountId: p.bigint('string'),
  name: p.text(),
  nameTag: p.text(),
  tags: p.json<string[]>(),
  status: p.enum(['pending', 'ready'] as const),
  source: p.enum(['upload', 'external', 'generated'] as const),
  fileKey: p.text().nullable(),
  thumbnailKey: p.text().nullable(),
  stagingKey: p.text().nullable(),
  externalUrl: p.text().nullable(),
  contentType: p.text().nullable(),
  width: p.integer(),
  height: p.integer(),
  fileSize: p.bigint('string').nullable(),
  jobId: p.uuid().nullable(),
  createdAt: p.datetime(),
};

export const ImageAssetEntity = defineEntity({
  name: 'ImageAsset',
  tableName: 'image_assets',
  properties: assetProperties,
});

export const VideoAssetEntity = defineEntity({
  name: 'VideoAsset',
  tableName: 'video_assets',
  properties: {
    ...assetProperties,
    lastFrameKey: p.text().nullable(),
    numFrames: p.integer(),
    framerate: p.double(),
    durationS: p.double(),
    bitrate: p.bigint('string').nullable(),
    codecId: p.text().nullable(),
    bitDepth: p.integer().nullable(),
    chromaSubsampling: p.text().nullable(),
    colorSpace: p.text().nullable(),
  },
});

export const TextAssetEntity = defineEntity({
  name: 'TextAsset',
  tableName: 'text_assets',
  properties: {
    id: p.uuid().primary(),
    accountId: p.bigint('string'),
    text: p.text(),
    jobId: p.uuid().nullable(),
    createdAt: p.datetime(),
  },
});

export const StylePresetEntity = defineEntity({
  name: 'StylePreset',
  tableName: 'style_presets',
  properties: {
    id: p.uuid().primary(),
    accountId: p.bigint('string').nullable(),
    name: p.text(),
    promptPrefix: p.text(),
    promptSuffix: p.text(),
    negativePrompt: p.text(),
    createdAt: p.datetime(),
  },
});

export const JobEntity = defineEntity({
  name: 'Job',
  tableName: 'jobs',
  properties: {
    id: p.uuid().primary(),
    accountId: p.bigint('string'),
    kind: p.enum(['text_to_image', 'image_to_text', 'image_to_video'] as const),
    status: p.enum(['queued', 'processing', 'completed', 'failed', 'expired', 'cancelled'] as const),
    projectId: p.uuid().nullable(),
    shotId: p.uuid().nullable(),
    projectRealEstateId: p.uuid().nullable(),
    realEstateShotId: p.uuid().nullable(),
    realEstateImageId: p.uuid().nullable(),
    modelName: p.text(),
    modelConfig: p.json<Record<string, unknown>>(),
    prompt: p.text(),
    styleSettings: p.json<string[]>(),
    numRequestedImages: p.integer().nullable(),
    imageAssetId: p.uuid().nullable(),
    fidelityLevel: p.text().nullable(),
    requestedResolution: p.text().nullable(),
    requestedVideoDuration: p.integer().nullable(),
    cameraMovement: p.text().nullable(),
    quote: p.decimal('string').precision(20).scale(4),
    charged: p.decimal('string').precision(20).scale(4).nullable(),
    description: p.text(),
    errorMessage: p.text(),
    outputTextId: p.uuid().nullable(),
    outputVideoId: p.uuid().nullable(),
    outputLastFrameId: p.uuid().nullable(),
    createdAt: p.datetime(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
  },
});

export const IdempotencyKeyEntity = defineEntity({
  name: 'IdempotencyKey',
  tableName: 'idempotency_keys',
  properties: {
    accountId: p.bigint('string').primary(),
    key: p.text().primary(),
    requestHash: p.text(),
    resourceKind: p.text(),
    resourceId: p.uuid(),
    createdAt: p.datetime(),
  },
});

export const studioEntities = [
  ProjectEntity,
  ShotEntity,
  ImageAssetEntity,
  VideoAssetEntity,
  TextAssetEntity,
  StylePresetEntity,
  JobEntity,
  IdempotencyKeyEntity,
  OutboxMessage,
  ProcessedMessage,
];
