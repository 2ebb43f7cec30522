// Enhancement jobs and restored videos (legacy `/api/` paths, integer ids). Create honours
// `Idempotency-Key`; the job list answers a bad query with `{detail}` only (the spec's legacy
// list shape); cancel of a job that already ended is 400 `{detail}`.
import type { Context } from 'koa';
import { z } from '@platform/config';
import type { EnhancementJob__Output } from '@platform/protos/generated/enhancement/v1/EnhancementJob.ts';
import type { RestoredVideo__Output } from '@platform/protos/generated/enhancement/v1/RestoredVideo.ts';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { idempotencyOf } from '../studio/idempotency.ts';
import type { EnhancementRouteDeps } from './index.ts';
import { settingsToProto } from './settings.ts';
import { DetailOnlySchema, EnhancementJobPageSchema, EnhancementJobSchema, JobSettingsBody, RestoredVideoPageSchema, RestoredVideoSchema } from './schemas.ts';
import { presentInputVideo } from './videos.routes.ts';

const Params = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const TAGS = ['enhancement'];
const AUTH = ['Token', 'Bearer'] as const;

const orNull = <T>(value: T | undefined | null): T | null => (value === undefined || value === null ? null : value);
const dateOrNull = (value: string): string | null => value || null;

export const presentRestoredVideo = (video: RestoredVideo__Output) => ({
  id: Number(video.id),
  job_id: Number(video.job_id),
  preview_videos: video.has_preview_videos
    ? { before_video: video.before_video_url || null, after_video: video.after_video_url || null, side_by_side_video: video.side_by_side_url || null }
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

export const presentJob = (job: EnhancementJob__Output) => ({
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
});

const NON_NEGATIVE = /^\d+$/;

/** The legacy list refuses a malformed `limit`/`offset` with `{detail}` instead of falling back. */
function legacyQueryProblem(ctx: Context): string | null {
  for (const name of ['limit', 'offset']) {
    const value = ctx.query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !NON_NEGATIVE.test(value)) return `Invalid ${name}: expected a non-negative integer.`;
  }
  return null;
}

export function jobRoutes(deps: EnhancementRouteDeps): RouteDefinition[] {
  const { enhancement, publicBaseUrl } = deps;
  return [
    defineRoute({
      method: 'GET',
      path: '/api/jobs/',
      operationId: 'jobs_list',
      summary: 'List enhancement jobs (newest first)',
      description: 'A malformed `limit` or `offset` is a 400 with `{detail}` only.',
      tags: TAGS,
      auth: AUTH,
      paged: true,
      responses: { 200: { description: 'A page of jobs.', schema: EnhancementJobPageSchema }, 400: { description: 'A bad query.', schema: DetailOnlySchema } },
      async handler({ principal }, ctx) {
        const problem = legacyQueryProblem(ctx);
        if (problem) {
          ctx.status = 400;
          ctx.body = { detail: problem };
          return;
        }
        const paging = parsePaging(ctx.query);
        const answer = await enhancement.ListJobs({ account_id: principal.accountId, limit: paging.limit, offset: paging.offset });
        ctx.body = buildPage(answer.results.map(presentJob), Number(answer.count), paging, pageLocation(ctx, publicBaseUrl));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/jobs/',
      operationId: 'jobs_create',
      summary: 'Create an enhancement job (credits are reserved now, charged on completion)',
      description: 'Body: `input_video`, `ml_models` (ids) and the settings. Honours `Idempotency-Key`.',
      idempotent: true,
      tags: TAGS,
      auth: AUTH,
      rateLimit: 'jobCreate',
      body: JobSettingsBody,
      bodyTypes: ['json', 'form'],
      responses: { 201: { description: 'The queued job.', schema: EnhancementJobSchema } },
      errors: [402, 404, 409],
      async handler({ body, principal }, ctx) {
        const job = await enhancement.CreateJob({
          account_id: principal.accountId,
          settings: settingsToProto(body),
          idempotency: idempotencyOf(ctx, 'jobs_create', body),
        });
        ctx.status = 201;
        ctx.body = presentJob(job);
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/jobs/{id}/',
      operationId: 'jobs_retrieve',
      summary: 'Read an enhancement job',
      tags: TAGS,
      auth: AUTH,
      params: Params,
      responses: { 200: { description: 'The job.', schema: EnhancementJobSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentJob(await enhancement.GetJob({ account_id: principal.accountId, id: params.id }));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/jobs/{id}/cancel/',
      operationId: 'jobs_cancel_create',
      summary: 'Cancel a queued or running job (ffmpeg stops, the credits are released)',
      tags: TAGS,
      auth: AUTH,
      params: Params,
      responses: { 200: { description: 'The cancelled job.', schema: EnhancementJobSchema }, 400: { description: 'The job already ended.', schema: DetailOnlySchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const answer = await enhancement.CancelJob({ account_id: principal.accountId, id: params.id });
        if (answer.refused) {
          ctx.status = 400;
          ctx.body = { detail: answer.refused };
          return;
        }
        ctx.body = answer.job ? presentJob(answer.job) : null;
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/restored-videos/',
      operationId: 'restored_videos_list',
      summary: 'List enhanced videos (newest first)',
      tags: TAGS,
      auth: AUTH,
      paged: true,
      responses: { 200: { description: 'A page of enhanced videos.', schema: RestoredVideoPageSchema } },
      async handler({ principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await enhancement.ListRestoredVideos({ account_id: principal.accountId, limit: paging.limit, offset: paging.offset });
        ctx.body = buildPage(answer.results.map(presentRestoredVideo), Number(answer.count), paging, pageLocation(ctx, publicBaseUrl));
      },
    }),
    defineRoute({
      method: 'GET',
      path: '/api/restored-videos/{id}/',
      operationId: 'restored_videos_retrieve',
      summary: 'Read an enhanced video',
      tags: TAGS,
      auth: AUTH,
      params: Params,
      responses: { 200: { description: 'The enhanced video.', schema: RestoredVideoSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentRestoredVideo(await enhancement.GetRestoredVideo({ account_id: principal.accountId, id: params.id }));
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: '/api/restored-videos/{id}/',
      operationId: 'restored_videos_destroy',
      summary: 'Delete an enhanced video: its files go, the record is marked deleted',
      tags: TAGS,
      auth: AUTH,
      params: Params,
      responses: { 204: { description: 'Deleted.' } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        await enhancement.DeleteRestoredVideo({ account_id: principal.accountId, id: params.id });
        ctx.status = 204;
      },
    }),
  ];
}
