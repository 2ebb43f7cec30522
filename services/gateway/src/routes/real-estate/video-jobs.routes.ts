// Shot video jobs (endpoint 6 and the paths of the decisions file): the shot's image is the
// start frame and its camera_movement the move; credits are held at creation (402 when short).
import { z } from '@platform/config';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { idempotencyOf } from '../../http/idempotency.ts';
import { AUTH, BASE, TAGS, type RealEstateRouteDeps } from './context.ts';
import { presentShotVideoJob } from './presenters.ts';
import { modelNamesOf } from '../../http/model-names.ts';
import { CancelRefusedSchema, ShotVideoJobCancelSchema, ShotVideoJobSchema, pageOf, shotVideoJobBody } from './schemas.ts';

const ShotParams = z.object({ project_id: z.uuid(), shot_id: z.uuid() });
const JobParams = z.object({ project_id: z.uuid(), shot_id: z.uuid(), job_id: z.uuid() });

export function videoJobRoutes({ realEstate, config, modelNames = modelNamesOf() }: RealEstateRouteDeps): RouteDefinition[] {
  const base = `${BASE}projects/{project_id}/shots/{shot_id}/video-jobs/`;
  return [
    defineRoute({
      method: 'GET',
      path: base,
      operationId: 'real_estate_shot_video_jobs_list',
      summary: "List the shot's video jobs (newest first)",
      tags: TAGS,
      auth: AUTH,
      params: ShotParams,
      paged: true,
      responses: { 200: { description: 'A page of shot video jobs.', schema: pageOf(ShotVideoJobSchema, 'PaginatedRealEstateShotVideoJobList') } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await realEstate.ListShotVideoJobs({ account_id: principal.accountId, project_id: params.project_id, shot_id: params.shot_id, page: paging });
        ctx.body = buildPage(answer.results.map((job) => presentShotVideoJob(job)), Number(answer.count), paging, pageLocation(ctx, config.PUBLIC_BASE_URL));
      },
    }),
    defineRoute({
      method: 'POST',
      path: base,
      operationId: 'real_estate_shot_video_jobs_create',
      summary: "Create and queue a video of the shot (its image, its camera move)",
      description:
        "Fields: `model_name` (an image-to-video model; default the project's `model_code_name`), `prompt`, `requested_resolution` " +
        '(480p, 720p, 1080p; default 720p), `requested_video_duration` (2..10 s, default 5), `model_config`. Credits are held until the ' +
        "job ends; a completed job's video becomes a project video and the shot's `selected_video`. Honours `Idempotency-Key`.",
      tags: TAGS,
      auth: AUTH,
      rateLimit: 'jobCreate',
      idempotent: true,
      params: ShotParams,
      body: shotVideoJobBody(modelNames('i2v')),
      responses: { 201: { description: 'The queued job.', schema: ShotVideoJobSchema } },
      errors: [402, 404, 409],
      async handler({ params, body, principal }, ctx) {
        const job = await realEstate.CreateShotVideoJob({
          account_id: principal.accountId,
          project_id: params.project_id,
          shot_id: params.shot_id,
          model_name: body.model_name ?? '',
          prompt: body.prompt ?? '',
          requested_resolution: body.requested_resolution ?? '',
          requested_video_duration: body.requested_video_duration ?? 0,
          model_config_json: JSON.stringify(body.model_config ?? {}),
          webhook_url: body.webhook_url ?? undefined,
          idempotency: idempotencyOf(ctx, 'real_estate_shot_video_jobs_create', { params, body }),
        });
        ctx.status = 201;
        ctx.body = presentShotVideoJob(job);
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${base}{job_id}/`,
      operationId: 'real_estate_shot_video_jobs_retrieve',
      summary: 'Read a shot video job (with `video` once completed)',
      tags: TAGS,
      auth: AUTH,
      params: JobParams,
      responses: { 200: { description: 'The job.', schema: ShotVideoJobSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentShotVideoJob(
          await realEstate.GetShotVideoJob({ account_id: principal.accountId, project_id: params.project_id, shot_id: params.shot_id, id: params.job_id }),
        );
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${base}{job_id}/cancel/`,
      operationId: 'real_estate_shot_video_jobs_cancel',
      summary: 'Cancel a queued or processing shot video job (its engine stops; the held credits are released)',
      tags: TAGS,
      auth: AUTH,
      params: JobParams,
      responses: {
        200: { description: 'The cancelled job (cost_credits with 2 decimals).', schema: ShotVideoJobCancelSchema },
        400: { description: 'The job already ended (completed, failed, expired or cancelled): `{detail}` without error_id.', schema: CancelRefusedSchema },
      },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const answer = await realEstate.CancelShotVideoJob({ account_id: principal.accountId, project_id: params.project_id, shot_id: params.shot_id, id: params.job_id });
        if (answer.refused_detail) {
          ctx.status = 400;
          ctx.body = { detail: answer.refused_detail };
          return;
        }
        if (!answer.job) throw new Error('the real estate service answered a cancel without the job');
        ctx.body = presentShotVideoJob(answer.job, 2);
      },
    }),
  ];
}
