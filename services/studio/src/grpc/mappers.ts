// Views -> protobuf messages. The public API's nulls become absent `optional` fields.
import type { ImageAsset } from '@platform/protos/generated/studio/v1/ImageAsset.ts';
import type { ImageToTextJob } from '@platform/protos/generated/studio/v1/ImageToTextJob.ts';
import type { ImageToVideoJob } from '@platform/protos/generated/studio/v1/ImageToVideoJob.ts';
import type { JobCommon } from '@platform/protos/generated/studio/v1/JobCommon.ts';
import type { Project } from '@platform/protos/generated/studio/v1/Project.ts';
import type { Shot } from '@platform/protos/generated/studio/v1/Shot.ts';
import type { StylePreset } from '@platform/protos/generated/studio/v1/StylePreset.ts';
import type { TextToImageJob } from '@platform/protos/generated/studio/v1/TextToImageJob.ts';
import type { VideoAsset } from '@platform/protos/generated/studio/v1/VideoAsset.ts';
import type { ImageAssetView, VideoAssetView } from '../domain/asset-views.ts';
import type {
  ImageToTextJobView,
  ImageToVideoJobView,
  JobCommonView,
  TextToImageJobView,
} from '../domain/job-views.ts';
import type { ProjectRecord, ShotRecord, StylePresetRecord } from '../domain/records.ts';

const opt = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export const toProject = (project: ProjectRecord, replayed = false): Project => ({
  id: project.id,
  name: project.name,
  description: project.description,
  shot_count: project.shotCount,
  created_at: project.createdAt.toISOString(),
  updated_at: project.updatedAt.toISOString(),
  replayed,
});

export const toShot = (shot: ShotRecord, replayed = false): Shot => ({
  id: shot.id,
  project: shot.projectId,
  order: shot.position,
  name: shot.name,
  prompt: shot.prompt,
  image_asset: opt(shot.imageAssetId),
  video_asset: opt(shot.videoAssetId),
  created_at: shot.createdAt.toISOString(),
  updated_at: shot.updatedAt.toISOString(),
  replayed,
});

export const toStylePreset = (preset: StylePresetRecord, replayed = false): StylePreset => ({
  id: preset.id,
  name: preset.name,
  prompt_prefix: preset.promptPrefix,
  prompt_suffix: preset.promptSuffix,
  negative_prompt: preset.negativePrompt,
  built_in: preset.accountId === null,
  created_at: preset.createdAt.toISOString(),
  replayed,
});

export const toImageAsset = (view: ImageAssetView): ImageAsset => ({
  ...view,
  file: opt(view.file),
  thumbnail: opt(view.thumbnail),
  external_url: opt(view.external_url),
  file_size: opt(view.file_size),
});

export const toVideoAsset = (view: VideoAssetView): VideoAsset => ({
  ...view,
  file: opt(view.file),
  external_url: opt(view.external_url),
  thumbnail: opt(view.thumbnail),
  last_frame: opt(view.last_frame),
  bitrate: opt(view.bitrate),
  codec_id: opt(view.codec_id),
  bit_depth: opt(view.bit_depth),
  chroma_subsampling: opt(view.chroma_subsampling),
  color_space: opt(view.color_space),
});

const toCommon = (view: JobCommonView): JobCommon => ({
  id: view.id,
  created_at: view.created_at,
  status: view.status,
  error_message: view.error_message,
  description: view.description,
  started_at: opt(view.started_at),
  finished_at: opt(view.finished_at),
  processing_time_seconds: opt(view.processing_time_seconds),
  cost_credits: view.cost_credits,
  webhook_url: opt(view.webhook_url),
});

export const toTextToImageJob = (view: TextToImageJobView, replayed = false): TextToImageJob => ({
  job: toCommon(view),
  project: view.project,
  prompt: view.prompt,
  style_settings: view.style_settings,
  model_name: view.model_name,
  model_config_json: JSON.stringify(view.model_config),
  num_requested_images: view.num_requested_images,
  images: view.images.map(toImageAsset),
  replayed,
});

export const toImageToTextJob = (view: ImageToTextJobView, replayed = false): ImageToTextJob => ({
  job: toCommon(view),
  image_asset: view.image_asset,
  fidelity_level: view.fidelity_level,
  project: opt(view.project),
  shot: opt(view.shot),
  project_real_estate: opt(view.project_real_estate),
  real_estate_shot: opt(view.real_estate_shot),
  model_name: view.model_name,
  text: view.text,
  replayed,
});

export const toImageToVideoJob = (view: ImageToVideoJobView, replayed = false): ImageToVideoJob => ({
  job: toCommon(view),
  project: view.project,
  prompt: view.prompt,
  style_settings: view.style_settings,
  model_name: view.model_name,
  model_config_json: JSON.stringify(view.model_config),
  start_frame: view.start_frame ? toImageAsset(view.start_frame) : null,
  last_frame: view.last_frame ? toImageAsset(view.last_frame) : null,
  requested_resolution: view.requested_resolution,
  requested_video_duration: view.requested_video_duration,
  video: view.video ? toVideoAsset(view.video) : null,
  replayed,
});
