// The real estate schema's tables: each definition is the table's one column list besides the
// migrations that create it (a medium test holds them together). Repositories decode rows of
// their explicit SQL with these and build their inserts and column lists from them.
import { assetColumns, pictureColumns, textAssetColumns, videoColumns } from '@platform/assets/tables';
import { busTables } from '@platform/bus';
import { col, defineTable, type Column } from '@platform/db';
import { idempotencyKeysTable, lifecycleJobColumns } from '@platform/job-lifecycle';
import type { AssetSource, StoredImage } from '../domain/records.ts';
import { REAL_ESTATE_SCHEMA } from './entities.ts';

export const S = REAL_ESTATE_SCHEMA;

export const projects = defineTable(`${S}.projects`, {
  id: col.uuid().primary(),
  accountId: col.bigint(),
  name: col.text(),
  description: col.text(),
  backgroundMusic: col.text().nullable(),
  backgroundMusicVolume: col.double(),
  logoAssetId: col.uuid().nullable(),
  speakerVoiceId: col.uuid().nullable(),
  isVoiceoverEnabled: col.boolean(),
  isCaptionsEnabled: col.boolean(),
  aiGeneratedText: col.text(),
  videoStyle: col.text(),
  videoFormat: col.text(),
  modelCodeName: col.text(),
  requestedOutputWidth: col.integer(),
  requestedOutputHeight: col.integer(),
  requestedVideoAspectRatio: col.text(),
  streetAddress: col.text(),
  suburb: col.text(),
  state: col.text(),
  countryName: col.text(),
  cityName: col.text(),
  numBedrooms: col.integer().nullable(),
  numBathrooms: col.integer().nullable(),
  numCarParkingSpots: col.integer().nullable(),
  numFloors: col.integer().nullable(),
  priceDisplay: col.text(),
  landSizeValue: col.numericNumber().nullable(),
  landSizeUnit: col.text(),
  realEstateType: col.text(),
  additionalInformation: col.text(),
  introTemplateKey: col.text(),
  outroTemplateKey: col.text(),
  introTemplateOverrides: col.jsonb<Record<string, unknown>>(),
  outroTemplateOverrides: col.jsonb<Record<string, unknown>>(),
  numFullRenderedVideos: col.integer(),
  thumbnailKey: col.text().nullable(),
  createdAt: col.timestamptz(),
  updatedAt: col.timestamptz(),
  voiceoverId: col.uuid().nullable(),
});

/** Kept by triggers (migration 0007): the list's total without a count of all of an account's projects. */
export const accountProjectCounts = defineTable(`${S}.account_project_counts`, {
  accountId: col.bigint().primary(),
  projects: col.bigint(),
});

export const shots = defineTable(`${S}.shots`, {
  id: col.uuid().primary(),
  accountId: col.bigint(),
  projectId: col.uuid(),
  position: col.integer(),
  imageAssetId: col.uuid().nullable(),
  firstFrameAssetId: col.uuid().nullable(),
  originalFirstFrameAssetId: col.uuid().nullable(),
  animationPromptId: col.uuid().nullable(),
  vfxPrompt: col.text(),
  descriptionJobId: col.uuid().nullable(),
  cameraMovement: col.text(),
  transitionIn: col.text(),
  transitionOut: col.text(),
  playbackSpeed: col.double(),
  cropX: col.double().nullable(),
  cropY: col.double().nullable(),
  cropWidth: col.double().nullable(),
  cropHeight: col.double().nullable(),
  videoStartTimeS: col.double(),
  videoEndTimeS: col.double().nullable(),
  selectedVideoId: col.uuid().nullable(),
  renderedVideoId: col.uuid().nullable(),
  createdAt: col.timestamptz(),
  updatedAt: col.timestamptz(),
  descriptionText: col.text().nullable(),
});

/** The columns (by property suffix) of the stored image an account record carries, and the image's field each holds. */
export const STORED_IMAGE_FIELDS = {
  Id: 'id',
  Name: 'name',
  Key: 'key',
  ThumbnailKey: 'thumbnailKey',
  Width: 'width',
  Height: 'height',
  Size: 'size',
  CreatedAt: 'createdAt',
} as const satisfies Record<string, keyof StoredImage>;

/** The `<prefix>_*` columns of a stored image (agents' profile photo, brand kits' logo), all null without one. */
const imageColumns = <P extends string>(prefix: P) =>
  ({
    [`${prefix}Id`]: col.uuid().nullable(),
    [`${prefix}Name`]: col.text().nullable(),
    [`${prefix}Key`]: col.text().nullable(),
    [`${prefix}ThumbnailKey`]: col.text().nullable(),
    [`${prefix}Width`]: col.integer().nullable(),
    [`${prefix}Height`]: col.integer().nullable(),
    [`${prefix}Size`]: col.bigintNumber().nullable(),
    [`${prefix}CreatedAt`]: col.timestamptz().nullable(),
  }) as { [K in `${P}${'Id' | 'Name' | 'Key' | 'ThumbnailKey'}`]: Column<string | null> } & {
    [K in `${P}${'Width' | 'Height' | 'Size'}`]: Column<number | null>;
  } & { [K in `${P}CreatedAt`]: Column<Date | null> };

export const agents = defineTable(`${S}.agents`, {
  id: col.uuid().primary(),
  accountId: col.bigint(),
  firstName: col.text(),
  lastName: col.text(),
  contactNumber: col.text(),
  contactEmail: col.text(),
  ...imageColumns('profilePhoto'),
  createdAt: col.timestamptz(),
  updatedAt: col.timestamptz(),
});

export const brandKits = defineTable(`${S}.brand_kits`, {
  id: col.uuid().primary(),
  accountId: col.bigint(),
  name: col.text(),
  primaryColor: col.text(),
  secondaryColor: col.text(),
  font: col.text(),
  introTemplateKey: col.text(),
  outroTemplateKey: col.text(),
  backgroundMusic: col.text().nullable(),
  backgroundMusicVolume: col.double(),
  speakerVoiceId: col.uuid().nullable(),
  ...imageColumns('logo'),
  createdAt: col.timestamptz(),
  updatedAt: col.timestamptz(),
});

const projectAssetColumns = {
  ...assetColumns<AssetSource>(),
  projectId: col.uuid(),
};

export const imageAssets = defineTable(`${S}.image_assets`, { ...projectAssetColumns, ...pictureColumns });

export const videoAssets = defineTable(`${S}.video_assets`, {
  ...projectAssetColumns,
  ...pictureColumns,
  ...videoColumns,
});

export const audioAssets = defineTable(`${S}.audio_assets`, {
  ...projectAssetColumns,
  durationS: col.double(),
  bitrate: col.bigintNumber().nullable(),
  sampleRate: col.integer(),
  channels: col.integer(),
});

export const textAssets = defineTable(`${S}.text_assets`, textAssetColumns);

export const captionAssets = defineTable(`${S}.caption_assets`, {
  id: col.uuid().primary(),
  accountId: col.bigint(),
  projectId: col.uuid(),
  name: col.text(),
  fileKey: col.text(),
  fileSize: col.bigintNumber(),
  numCues: col.integer(),
  jobId: col.uuid().nullable(),
  createdAt: col.timestamptz(),
});

export const voiceovers = defineTable(`${S}.voiceovers`, {
  id: col.uuid().primary(),
  accountId: col.bigint(),
  projectId: col.uuid(),
  jobId: col.uuid().nullable(),
  audioAssetId: col.uuid().nullable(),
  captionAssetId: col.uuid().nullable(),
  textAssetId: col.uuid().nullable(),
  metadata: col.jsonb<Record<string, unknown>>(),
  createdAt: col.timestamptz(),
});

/** Shot video, voiceover and render jobs in one table: the life-cycle columns, then each kind's. */
export const jobs = defineTable(`${S}.jobs`, {
  id: col.uuid().primary(),
  ...lifecycleJobColumns,
  kind: col.text<'image_to_video' | 'voiceover' | 'render'>(),
  projectId: col.uuid(),
  modelName: col.text(),
  progress: col.integer(),
  etaS: col.integer(),
  shotId: col.uuid().nullable(),
  modelConfig: col.jsonb<Record<string, unknown>>(),
  prompt: col.text(),
  startFrameId: col.uuid().nullable(),
  cameraMovement: col.text().nullable(),
  requestedResolution: col.text().nullable(),
  requestedVideoDuration: col.integer().nullable(),
  outputVideoId: col.uuid().nullable(),
  outputLastFrameId: col.uuid().nullable(),
  speakerVoiceId: col.uuid().nullable(),
  spokenText: col.text().nullable(),
  branded: col.boolean().nullable(),
  outputWidth: col.integer().nullable(),
  outputHeight: col.integer().nullable(),
  outputVoiceoverId: col.uuid().nullable(),
  outputCaptionId: col.uuid().nullable(),
  outputThumbnailKey: col.text().nullable(),
});

export const realEstateTables = [
  projects,
  accountProjectCounts,
  shots,
  agents,
  brandKits,
  imageAssets,
  videoAssets,
  audioAssets,
  textAssets,
  captionAssets,
  voiceovers,
  jobs,
  idempotencyKeysTable,
  ...busTables,
];
