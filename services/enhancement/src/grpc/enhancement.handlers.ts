// Thin gRPC layer: decode, call the service layer, encode. Rules live in domain/.
import type { UnaryHandlers } from '@platform/grpc';
import type { EnhancementServiceDefinition } from '@platform/protos/generated/enhancement/v1/EnhancementService.ts';
import type { JobSettings__Output } from '@platform/protos/generated/enhancement/v1/JobSettings.ts';
import type { InputVideo } from '@platform/protos/generated/enhancement/v1/InputVideo.ts';
import type { EnhancementJob } from '@platform/protos/generated/enhancement/v1/EnhancementJob.ts';
import type { RestoredVideo } from '@platform/protos/generated/enhancement/v1/RestoredVideo.ts';
import type { JobCreationService } from '../domain/job-creation.service.ts';
import type { JobsService, JobView, RestoredVideoView } from '../domain/jobs.service.ts';
import type { EstimateService } from '../domain/estimate.service.ts';
import type { InputVideosService, InputVideoView } from '../domain/input-videos.service.ts';
import { enabledModels, type EnhancementCatalogue } from '../domain/ml-model-catalogue.ts';
import type { SettingsInput } from '../domain/settings.ts';

const optionalInt = (value: string | number | undefined | null): number | undefined =>
  value === undefined || value === null ? undefined : Number(value);

export function settingsFromProto(settings: JobSettings__Output | null): SettingsInput {
  return {
    inputVideoId: Number(settings?.input_video ?? 0),
    mlModelIds: (settings?.ml_models ?? []).map(Number),
    grain: settings?.grain ?? undefined,
    sharpen_strength: settings?.sharpen_strength ?? undefined,
    stabilization_smoothing: settings?.stabilization_smoothing ?? undefined,
    fps_interpolation_factor: settings?.fps_interpolation_factor ?? undefined,
    playback_speed: settings?.playback_speed ?? undefined,
    startFrame: optionalInt(settings?.start_frame),
    endFrame: optionalInt(settings?.end_frame),
    preview: settings?.preview ?? false,
    comparison: settings?.comparison ?? false,
    description: settings?.description ?? '',
  };
}

const toInputVideo = (video: InputVideoView): InputVideo => ({
  id: String(video.id),
  name: video.name,
  width: video.width,
  height: video.height,
  created_at: video.createdAt.toISOString(),
  n_frames: video.nFrames,
  framerate: video.framerate,
  size: String(video.size),
  owner: video.ownerEmail,
  thumbnail_url: video.thumbnailUrl,
  external_url: video.externalUrl ?? undefined,
  bitrate: video.bitrate === null ? undefined : String(video.bitrate),
  codec_id: video.codecId ?? undefined,
  bit_depth: video.bitDepth ?? undefined,
  chroma_subsampling: video.chromaSubsampling ?? undefined,
  color_space: video.colorSpace ?? undefined,
  file_url: video.fileUrl,
  duration_s: video.durationS,
  has_audio: video.hasAudio,
});

const toRestoredVideo = (video: RestoredVideoView, jobPublicId: number): RestoredVideo => ({
  id: String(video.id),
  job_id: String(jobPublicId),
  name: video.name,
  created_at: video.createdAt.toISOString(),
  width: video.width,
  height: video.height,
  owner: video.accountId,
  deleted: video.deletedAt?.toISOString() ?? '',
  framerate: video.framerate,
  n_frames: video.nFrames,
  bitrate: video.bitrate === null ? undefined : String(video.bitrate),
  codec_id: video.codecId ?? undefined,
  bit_depth: video.bitDepth ?? undefined,
  chroma_subsampling: video.chromaSubsampling ?? undefined,
  color_space: video.colorSpace ?? undefined,
  size: String(video.size),
  file_url: video.fileUrl,
  thumbnail_url: video.thumbnailUrl,
  quality_score: video.qualityScore,
  has_preview_videos: video.beforeKey !== null,
  before_video_url: video.beforeUrl,
  after_video_url: video.afterUrl,
  side_by_side_url: video.sideBySideUrl,
  duration_s: video.durationS,
});

export const toJob = (job: JobView, replayed = false): EnhancementJob => ({
  id: String(job.publicId),
  status: job.status,
  created_at: job.createdAt.toISOString(),
  started: job.startedAt?.toISOString() ?? '',
  finished: job.finishedAt?.toISOString() ?? '',
  preview: job.settings.preview,
  description: job.userDescription,
  cost_usd: job.costUsd,
  eta_s: job.currentEtaS,
  processing_progress: job.status === 'completed' ? 100 : job.progress,
  input_video: job.input ? toInputVideo(job.input) : null,
  output_video: job.output ? toRestoredVideo(job.output, job.publicId) : null,
  ml_models: job.mlModels.map((model) => ({
    id: String(model.id),
    name: model.name,
    cost_weight: model.costWeight,
    upscale_factor: model.upscaleFactor,
    fps_boost_factor: model.fpsBoostFactor,
    priority: model.priority,
    max_resolution: model.maxResolution,
    description: '',
  })),
  grain: job.settings.grain,
  comparison: job.settings.comparison,
  stabilization_smoothing: job.settings.stabilizationSmoothing,
  fps_interpolation_factor: job.settings.fpsInterpolationFactor,
  playback_speed: job.settings.playbackSpeed,
  sharpen_strength: job.settings.sharpenStrength,
  start_frame: String(job.settings.startFrame),
  end_frame: String(job.settings.endFrame),
  error_message: job.errorMessage,
  replayed,
  webhook_url: job.webhookUrl ?? undefined,
});

/** Paging as the gateway sends it; out-of-range values fall back to the defaults. */
const pageOf = (limit: number, offset: number) => ({
  limit: limit >= 1 && limit <= 100 ? limit : 20,
  offset: offset >= 0 ? offset : 0,
});

export function enhancementHandlers(deps: {
  catalogue: EnhancementCatalogue;
  estimates: EstimateService;
  videos: InputVideosService;
  jobs: JobsService;
  creation: JobCreationService;
}): UnaryHandlers<EnhancementServiceDefinition> {
  const { videos, jobs, creation } = deps;
  return {
    async CreateJob(request) {
      const idem = request.idempotency?.key
        ? { key: request.idempotency.key, requestHash: request.idempotency.request_hash }
        : null;
      const created = await creation.create(
        request.account_id,
        settingsFromProto(request.settings),
        idem,
        request.webhook_url,
      );
      return toJob(await jobs.view(created.job), created.replayed);
    },
    async GetJob(request) {
      return toJob(await jobs.get(request.account_id, Number(request.id)));
    },
    async ListJobs(request) {
      const slice = await jobs.list(request.account_id, pageOf(request.limit, request.offset));
      return { count: String(slice.count), results: slice.results.map((job) => toJob(job)) };
    },
    async CancelJob(request) {
      const outcome = await jobs.cancel(request.account_id, Number(request.id));
      return { refused: outcome.refused ?? '', job: toJob(outcome.job) };
    },
    async ListRestoredVideos(request) {
      const slice = await jobs.listRestored(request.account_id, pageOf(request.limit, request.offset));
      return {
        count: String(slice.count),
        results: await Promise.all(
          slice.results.map(async (video) => toRestoredVideo(video, await jobs.publicIdOf(video.jobId))),
        ),
      };
    },
    async GetRestoredVideo(request) {
      const video = await jobs.getRestored(request.account_id, Number(request.id));
      return toRestoredVideo(video, await jobs.publicIdOf(video.jobId));
    },
    async DeleteRestoredVideo(request) {
      await jobs.deleteRestored(request.account_id, Number(request.id));
      return {};
    },
    async RegisterVideoUpload(request) {
      return toInputVideo(
        await videos.registerUpload({
          accountId: request.account_id,
          ownerEmail: request.owner_email,
          stagingKey: request.staging_key,
          name: request.name,
        }),
      );
    },
    async CreateExternalVideo(request) {
      return toInputVideo(
        await videos.createExternal({
          accountId: request.account_id,
          ownerEmail: request.owner_email,
          url: request.external_url,
          name: request.name,
        }),
      );
    },
    async GetInputVideo(request) {
      return toInputVideo(await videos.get(request.account_id, Number(request.id)));
    },
    async ListInputVideos(request) {
      const slice = await videos.list(request.account_id, pageOf(request.limit, request.offset));
      return { count: String(slice.count), results: slice.results.map(toInputVideo) };
    },
    async DeleteInputVideo(request) {
      await videos.delete(request.account_id, Number(request.id));
      return {};
    },
    async ListMlModels() {
      return {
        models: enabledModels(deps.catalogue).map((model) => ({
          id: String(model.id),
          name: model.name,
          cost_weight: model.costWeight,
          upscale_factor: model.upscaleFactor,
          fps_boost_factor: model.fpsBoostFactor,
          priority: model.priority,
          max_resolution: model.maxResolution,
          description: model.description,
          available: model.unavailable === null,
          unavailable_reason: model.unavailable ?? '',
        })),
      };
    },
    async EstimateJob(request) {
      const quote = await deps.estimates.quote(
        String(request.account_id),
        settingsFromProto(request.settings),
      );
      return { cost_usd: quote.costUsd, eta_s: quote.etaS };
    },
  };
}
