// Asset and shot views -> protobuf messages. Nulls are absent `optional` fields or unset messages.
import type { Asset } from '@platform/protos/generated/real_estate/v1/Asset.ts';
import type { AudioAsset } from '@platform/protos/generated/real_estate/v1/AudioAsset.ts';
import type { ImageAsset } from '@platform/protos/generated/real_estate/v1/ImageAsset.ts';
import type { Shot } from '@platform/protos/generated/real_estate/v1/Shot.ts';
import type { ShotFields__Output } from '@platform/protos/generated/real_estate/v1/ShotFields.ts';
import type { ShotVideoJob } from '@platform/protos/generated/real_estate/v1/ShotVideoJob.ts';
import type { ShotVideoJobView } from '../domain/shot-video-jobs.service.ts';
import type { VideoAsset } from '@platform/protos/generated/real_estate/v1/VideoAsset.ts';
import type { AssetView, ShotView } from '../domain/asset-views.ts';
import type { ShotChanges } from '../domain/shot-settings.ts';

const opt = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export const toImage = (view: AssetView): ImageAsset => ({
  id: view.record.id,
  name: view.record.name,
  name_tag: view.record.nameTag,
  tags: view.record.tags,
  created_at: view.record.createdAt.toISOString(),
  file: opt(view.file),
  thumbnail: opt(view.thumbnail),
  external_url: opt(view.record.externalUrl),
  width: view.record.width,
  height: view.record.height,
  file_size: view.record.fileSize,
});

export function toVideo(view: AssetView): VideoAsset {
  const v = view.record.video;
  return {
    id: view.record.id,
    name: view.record.name,
    name_tag: view.record.nameTag,
    tags: view.record.tags,
    created_at: view.record.createdAt.toISOString(),
    file: opt(view.file),
    external_url: opt(view.record.externalUrl),
    thumbnail: opt(view.thumbnail),
    last_frame: opt(view.lastFrame),
    width: view.record.width,
    height: view.record.height,
    file_size: view.record.fileSize,
    num_frames: v?.numFrames ?? 0,
    framerate: v?.framerate ?? 0,
    duration_s: v?.durationS ?? 0,
    bitrate: opt(v?.bitrate),
    codec_id: opt(v?.codecId),
    bit_depth: opt(v?.bitDepth),
    chroma_subsampling: opt(v?.chromaSubsampling),
    color_space: opt(v?.colorSpace),
  };
}

export const toAudio = (view: AssetView): AudioAsset => ({
  id: view.record.id,
  name: view.record.name,
  created_at: view.record.createdAt.toISOString(),
  file: opt(view.file),
  duration_s: view.record.audio?.durationS ?? 0,
  file_size: view.record.fileSize,
  bitrate: view.record.audio?.bitrate ?? 0,
  sample_rate: view.record.audio?.sampleRate ?? 0,
  channels: view.record.audio?.channels ?? 0,
});

export function toAsset(view: AssetView): Asset {
  switch (view.record.kind) {
    case 'image':
      return { image: toImage(view) };
    case 'video':
      return { video: toVideo(view) };
    case 'audio':
      return { audio: toAudio(view) };
  }
}

export function toShot(view: ShotView): Shot {
  const s = view.shot.settings;
  const prompt = view.animationPrompt;
  return {
    id: view.shot.id,
    project_real_estate: view.shot.projectId,
    order: view.shot.position,
    created_at: view.shot.createdAt.toISOString(),
    image: view.image ? toImage(view.image) : undefined,
    first_frame: view.firstFrame ? toImage(view.firstFrame) : undefined,
    original_first_frame: view.originalFirstFrame ? toImage(view.originalFirstFrame) : undefined,
    animation_prompt: prompt
      ? { id: prompt.id, created_at: prompt.createdAt.toISOString(), text: prompt.text }
      : undefined,
    vfx_prompt: s.vfx_prompt,
    description_job: opt(view.shot.descriptionJobId),
    camera_movement: s.camera_movement,
    transition_in: s.transition_in,
    transition_out: s.transition_out,
    playback_speed: s.playback_speed,
    requested_duration_s: view.requestedDurationS,
    duration_s: view.durationS,
    crop_x: opt(s.crop_x),
    crop_y: opt(s.crop_y),
    crop_width: opt(s.crop_width),
    crop_height: opt(s.crop_height),
    video_start_time_s: s.video_start_time_s,
    video_end_time_s: opt(s.video_end_time_s),
    selected_video: view.selectedVideo ? toVideo(view.selectedVideo) : undefined,
    rendered_video: view.renderedVideo ? toVideo(view.renderedVideo) : undefined,
  };
}

/** Set fields only; a `clear_*` flag is null. */
export function shotChanges(fields: ShotFields__Output | null): ShotChanges {
  const f = (fields ?? {}) as Partial<ShotFields__Output>;
  const changes: Record<string, unknown> = {};
  for (const key of [
    'camera_movement',
    'transition_in',
    'transition_out',
    'selected_video',
    'animation_prompt',
    'vfx_prompt',
  ] as const) {
    if (f[key] !== undefined) changes[key] = f[key];
  }
  for (const key of [
    'playback_speed',
    'video_start_time_s',
    'video_end_time_s',
    'crop_x',
    'crop_y',
    'crop_width',
    'crop_height',
  ] as const) {
    if (f[key] !== undefined) changes[key] = Number(f[key]);
  }
  for (const key of [
    'video_end_time_s',
    'crop_x',
    'crop_y',
    'crop_width',
    'crop_height',
    'selected_video',
  ] as const) {
    if (f[`clear_${key}`]) changes[key] = null;
  }
  return changes as ShotChanges;
}

export function toShotVideoJob(view: ShotVideoJobView, replayed = false): ShotVideoJob {
  const job = view.job;
  return {
    id: job.id,
    created_at: job.createdAt.toISOString(),
    status: job.status,
    error_message: job.errorMessage,
    description: job.description,
    started_at: job.startedAt?.toISOString(),
    finished_at: job.finishedAt?.toISOString(),
    processing_time_seconds: opt(view.processingTimeSeconds),
    cost_credits: view.costCredits,
    project_real_estate: job.projectId,
    real_estate_shot: opt(job.shotId),
    prompt: job.prompt,
    model_name: job.modelName,
    model_config_json: JSON.stringify(job.modelConfig),
    start_frame: view.startFrame ? toImage(view.startFrame) : undefined,
    last_frame: view.lastFrame ? toImage(view.lastFrame) : undefined,
    requested_resolution: job.requestedResolution,
    requested_video_duration: job.requestedVideoDuration,
    video: view.video ? toVideo(view.video) : undefined,
    camera_movement: job.cameraMovement,
    replayed,
    webhook_url: job.webhookUrl ?? undefined,
  };
}
