// Shot video jobs (endpoint 6 and the paths of the decisions file), a row of the job-route table
// (http/job-routes.ts): the shot's image is the start frame and its camera_movement the move;
// credits are held at creation (402 when short).
import { z } from '@platform/config';
import { presentShotVideoJob } from '@platform/job-events';
import { idempotencyOf } from '../../http/idempotency.ts';
import { jobKindRoutes } from '../../http/job-routes.ts';
import { modelNamesOf } from '../../http/model-names.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { AUTH, BASE, TAGS, type RealEstateRouteDeps } from './context.ts';
import { ShotVideoJobCancelSchema, ShotVideoJobSchema, shotVideoJobBody } from './shot.schemas.ts';

const ShotParams = z.object({ project_id: z.uuid(), shot_id: z.uuid() });
const JobParams = z.object({ project_id: z.uuid(), shot_id: z.uuid(), job_id: z.uuid() });

export function videoJobRoutes({
  realEstate,
  config,
  modelNames = modelNamesOf(),
}: RealEstateRouteDeps): RouteDefinition[] {
  const ofJob = (params: z.output<typeof JobParams>) => ({
    project_id: params.project_id,
    shot_id: params.shot_id,
    id: params.job_id,
  });
  return jobKindRoutes(
    {
      path: `${BASE}projects/{project_id}/shots/{shot_id}/video-jobs/`,
      jobParam: 'job_id',
      collectionParams: ShotParams,
      jobParams: JobParams,
      operationId: 'real_estate_shot_video_jobs',
      tags: TAGS,
      auth: AUTH,
      summaries: {
        list: "List the shot's video jobs (newest first)",
        retrieve: 'Read a shot video job (with `video` once completed)',
        cancel:
          'Cancel a queued or processing shot video job (its engine stops; the held credits are released)',
      },
      pageDescription: 'A page of shot video jobs.',
      schema: ShotVideoJobSchema,
      cancelSchema: ShotVideoJobCancelSchema,
      pageId: 'PaginatedRealEstateShotVideoJobList',
      service: 'the real estate service',
      present: presentShotVideoJob,
      list: (principal, params, page) =>
        realEstate.ListShotVideoJobs({
          account_id: principal.accountId,
          project_id: params.project_id,
          shot_id: params.shot_id,
          page,
        }),
      get: (principal, params) =>
        realEstate.GetShotVideoJob({ account_id: principal.accountId, ...ofJob(params) }),
      cancel: (principal, params) =>
        realEstate.CancelShotVideoJob({ account_id: principal.accountId, ...ofJob(params) }),
      create: (route) =>
        defineRoute({
          ...route,
          summary: 'Create and queue a video of the shot (its image, its camera move)',
          description:
            "Fields: `model_name` (an image-to-video model; default the project's `model_code_name`), `prompt`, `requested_resolution` " +
            '(480p, 720p, 1080p; default 720p), `requested_video_duration` (2..10 s, default 5), `model_config`. Credits are held until the ' +
            "job ends; a completed job's video becomes a project video and the shot's `selected_video`. Honours `Idempotency-Key`.",
          body: shotVideoJobBody(modelNames('i2v')),
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
    },
    config.PUBLIC_BASE_URL,
  );
}
