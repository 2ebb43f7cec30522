// An enhancement job's read message (enhancement.v1) -> the body the legacy read endpoint shows
// (integer ids, empty strings for unset times and URLs become null).
import type { EnhancementJob__Output } from '@platform/protos/generated/enhancement/v1/EnhancementJob.ts';
import type { InputVideo__Output } from '@platform/protos/generated/enhancement/v1/InputVideo.ts';
import type { RestoredVideo__Output } from '@platform/protos/generated/enhancement/v1/RestoredVideo.ts';
import { orNull } from './optional.ts';

const dateOrNull = (value: string): string | null => value || null;

export const presentInputVideo = (video: InputVideo__Output) => ({
  id: Number(video.id),
  name: video.name,
  width: video.width,
  height: video.height,
  created_at: video.created_at,
  n_frames: video.n_frames,
  framerate: video.framerate,
  size: Number(video.size),
  owner: video.owner,
  thumbnail: video.thumbnail_url || null,
  external_url: orNull(video.external_url),
  bitrate: video.bitrate === undefined ? null : Number(video.bitrate),
  codec_id: orNull(video.codec_id),
  bit_depth: orNull(video.bit_depth),
  chroma_subsampling: orNull(video.chroma_subsampling),
  color_space: orNull(video.color_space),
  file: video.file_url,
});

export const presentRestoredVideo = (video: RestoredVideo__Output) => ({
  id: Number(video.id),
  job_id: Number(video.job_id),
  preview_videos: video.has_preview_videos
    ? {
        before_video: video.before_video_url || null,
        after_video: video.after_video_url || null,
        side_by_side_video: video.side_by_side_url || null,
      }
    : null,
  name: video.name,
  created_at: video.created_at,
  width: video.width,
  height: video.height,
  owner: Number(video.owner),
  deleted: dateOrNull(video.deleted),
  framerate: video.framerate,
  n_frames: video.n_frames,
  bitrate: video.bitrate === undefined ? null : Number(video.bitrate),
  codec_id: orNull(video.codec_id),
  bit_depth: orNull(video.bit_depth),
  chroma_subsampling: orNull(video.chroma_subsampling),
  color_space: orNull(video.color_space),
  size: Number(video.size),
  file: video.file_url || null,
  thumbnail: video.thumbnail_url || null,
  quality_score: video.quality_score,
});

export const presentEnhancementJob = (job: EnhancementJob__Output) => ({
  id: Number(job.id),
  status: job.status,
  created_at: job.created_at,
  started: dateOrNull(job.started),
  finished: dateOrNull(job.finished),
  preview: job.preview,
  description: job.description,
  cost_usd: job.cost_usd,
  eta_s: job.eta_s,
  processing_progress: job.processing_progress,
  input_video: job.input_video ? presentInputVideo(job.input_video) : null,
  output_video: job.output_video ? presentRestoredVideo(job.output_video) : null,
  ml_models: job.ml_models.map((model) => ({
    id: Number(model.id),
    name: model.name,
    cost_weight: model.cost_weight,
    upscale_factor: model.upscale_factor,
    fps_boost_factor: model.fps_boost_factor,
    priority: model.priority,
    max_resolution: model.max_resolution,
  })),
  grain: job.grain,
  comparison: job.comparison,
  stabilization_smoothing: job.stabilization_smoothing,
  fps_interpolation_factor: job.fps_interpolation_factor,
  playback_speed: job.playback_speed,
  sharpen_strength: job.sharpen_strength,
  start_frame: Number(job.start_frame),
  end_frame: Number(job.end_frame),
  error_message: job.error_message,
  webhook_url: job.webhook_url ?? null,
});
