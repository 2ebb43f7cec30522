// A studio job's read message (studio.v1) -> the body its read endpoint shows. Absent optional
// fields are null on the wire; `cost_credits` has 4 decimals in reads and 2 in cancel responses.
import type { ImageAsset__Output } from '@platform/protos/generated/studio/v1/ImageAsset.ts';
import type { ImageToTextJob__Output } from '@platform/protos/generated/studio/v1/ImageToTextJob.ts';
import type { ImageToVideoJob__Output } from '@platform/protos/generated/studio/v1/ImageToVideoJob.ts';
import type { JobCommon__Output } from '@platform/protos/generated/studio/v1/JobCommon.ts';
import type { TextToImageJob__Output } from '@platform/protos/generated/studio/v1/TextToImageJob.ts';
import type { VideoAsset__Output } from '@platform/protos/generated/studio/v1/VideoAsset.ts';
import { formatDecimal } from '../decimal.ts';
import { orNull } from './optional.ts';

const intOrNull = (value: string | undefined): number | null => (value === undefined ? null : Number(value));

export const presentImage = (a: ImageAsset__Output) => ({
  id: a.id,
  name: a.name,
  created_at: a.created_at,
  file: orNull(a.file),
  thumbnail: orNull(a.thumbnail),
  external_url: orNull(a.external_url),
  width: a.width,
  height: a.height,
  file_size: intOrNull(a.file_size),
  tags: a.tags,
  name_tag: a.name_tag,
});

export const presentVideo = (a: VideoAsset__Output) => ({
  id: a.id,
  name: a.name,
  name_tag: a.name_tag,
  tags: a.tags,
  created_at: a.created_at,
  file: orNull(a.file),
  external_url: orNull(a.external_url),
  thumbnail: orNull(a.thumbnail),
  last_frame: orNull(a.last_frame),
  width: a.width,
  height: a.height,
  file_size: Number(a.file_size),
  num_frames: a.num_frames,
  framerate: a.framerate,
  duration_s: a.duration_s,
  bitrate: intOrNull(a.bitrate),
  codec_id: orNull(a.codec_id),
  bit_depth: orNull(a.bit_depth),
  chroma_subsampling: orNull(a.chroma_subsampling),
  color_space: orNull(a.color_space),
});

function presentCommon(job: JobCommon__Output | null, costPlaces: 2 | 4) {
  if (!job) throw new Error('studio answered a job without its common fields');
  return {
    id: job.id,
    created_at: job.created_at,
    error_message: job.error_message,
    status: job.status,
    description: job.description,
    started_at: orNull(job.started_at),
    finished_at: orNull(job.finished_at),
    processing_time_seconds: orNull(job.processing_time_seconds),
    cost_credits: formatDecimal(job.cost_credits, costPlaces),
    webhook_url: orNull(job.webhook_url),
  };
}

const parseConfig = (json: string): Record<string, unknown> =>
  json ? (JSON.parse(json) as Record<string, unknown>) : {};

export const presentTextToImageJob = (j: TextToImageJob__Output, costPlaces: 2 | 4 = 4) => ({
  ...presentCommon(j.job, costPlaces),
  project: j.project,
  prompt: j.prompt,
  style_settings: j.style_settings,
  model_name: j.model_name,
  model_config: parseConfig(j.model_config_json),
  num_requested_images: j.num_requested_images,
  images: j.images.map(presentImage),
});

export const presentImageToTextJob = (j: ImageToTextJob__Output, costPlaces: 2 | 4 = 4) => ({
  ...presentCommon(j.job, costPlaces),
  image_asset: j.image_asset,
  fidelity_level: j.fidelity_level,
  project: orNull(j.project),
  shot: orNull(j.shot),
  project_real_estate: orNull(j.project_real_estate),
  real_estate_shot: orNull(j.real_estate_shot),
  model_name: j.model_name,
  text: j.text ? { id: j.text.id, created_at: j.text.created_at, text: j.text.text } : null,
});

export const presentImageToVideoJob = (j: ImageToVideoJob__Output, costPlaces: 2 | 4 = 4) => ({
  ...presentCommon(j.job, costPlaces),
  project: j.project,
  project_real_estate: orNull(j.project_real_estate),
  real_estate_shot: orNull(j.real_estate_shot),
  prompt: j.prompt,
  style_settings: j.style_settings,
  model_name: j.model_name,
  model_config: parseConfig(j.model_config_json),
  start_frame: j.start_frame ? presentImage(j.start_frame) : null,
  last_frame: j.last_frame ? presentImage(j.last_frame) : null,
  requested_resolution: j.requested_resolution,
  requested_video_duration: j.requested_video_duration,
  video: j.video ? presentVideo(j.video) : null,
});
