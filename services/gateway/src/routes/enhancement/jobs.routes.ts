// Enhancement jobs and restored videos (legacy `/api/` paths, integer ids). Create honours
// `Idempotency-Key`; the job list answers a bad query with `{detail}` only (the spec's legacy
// list shape); cancel of a job that already ended is 400 `{detail}`.
import type { Context } from 'koa';
import { z } from '@platform/config';
import { presentEnhancementJob, presentRestoredVideo } from '@platform/job-events';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { idempotencyOf } from '../../http/idempotency.ts';
import type { EnhancementRouteDeps } from './index.ts';
import { settingsToProto } from './settings.ts';
import {
  DetailOnlySchema,
  EnhancementJobPageSchema,
  EnhancementJobSchema,
  JobSettingsBody,
  RestoredVideoPageSchema,
  RestoredVideoSchema,
} from './schemas.ts';

const Params = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const TAGS = ['enhancement'];
const AUTH = ['Token', 'Bearer'] as const;

const NON_NEGATIVE = /^\d+$/;

/** The legacy list refuses a malformed `limit`/`offset` with `{detail}` instead of falling back. */
function legacyQueryProblem(ctx: Context): string | null {
  for (const name of ['limit', 'offset']) {
    const value = ctx.query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || !NON_NEGATIVE.test(value))
      return `Invalid ${name}: expected a non-negative integer.`;
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
      responses: {
        200: { description: 'A page of jobs.', schema: EnhancementJobPageSchema },
        400: { description: 'A bad query.', schema: DetailOnlySchema },
      },
      async handler({ principal }, ctx) {
        const problem = legacyQueryProblem(ctx);
        if (problem) {
          ctx.status = 400;
          ctx.body = { detail: problem };
          return;
        }
        const paging = parsePaging(ctx.query);
        const answer = await enhancement.ListJobs({
          account_id: principal.accountId,
          limit: paging.limit,
          offset: paging.offset,
        });
        ctx.body = buildPage(
          answer.results.map(presentEnhancementJob),
          Number(answer.count),
          paging,
          pageLocation(ctx, publicBaseUrl),
        );
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
          webhook_url: body.webhook_url ?? undefined,
          idempotency: idempotencyOf(ctx, 'jobs_create', body),
        });
        ctx.status = 201;
        ctx.body = presentEnhancementJob(job);
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
        ctx.body = presentEnhancementJob(
          await enhancement.GetJob({ account_id: principal.accountId, id: params.id }),
        );
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
      responses: {
        200: { description: 'The cancelled job.', schema: EnhancementJobSchema },
        400: { description: 'The job already ended.', schema: DetailOnlySchema },
      },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const answer = await enhancement.CancelJob({ account_id: principal.accountId, id: params.id });
        if (answer.refused) {
          ctx.status = 400;
          ctx.body = { detail: answer.refused };
          return;
        }
        ctx.body = answer.job ? presentEnhancementJob(answer.job) : null;
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
        const answer = await enhancement.ListRestoredVideos({
          account_id: principal.accountId,
          limit: paging.limit,
          offset: paging.offset,
        });
        ctx.body = buildPage(
          answer.results.map(presentRestoredVideo),
          Number(answer.count),
          paging,
          pageLocation(ctx, publicBaseUrl),
        );
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
        ctx.body = presentRestoredVideo(
          await enhancement.GetRestoredVideo({ account_id: principal.accountId, id: params.id }),
        );
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
