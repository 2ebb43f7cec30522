// Generation jobs: text-to-image and image-to-video inside a project, image-to-text on its own.
// Create bodies may be JSON, form-urlencoded or multipart; every create honours
// `Idempotency-Key`; cancel of a job that already ended is 400 `{detail}` without `error_id`.
import type { Context } from 'koa';
import { z } from '@platform/config';
import { AppError, type FieldErrors } from '@platform/errors';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { modelNamesOf } from '../../http/model-names.ts';
import { GatewayError } from '../../http/problem.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { NON_FIELD_ERRORS, validOrThrow } from '../../http/validation.ts';
import { AUTH, TAGS, type StudioRouteDeps } from './context.ts';
import { idempotencyOf } from '../../http/idempotency.ts';
import { presentImageToTextJob, presentImageToVideoJob, presentTextToImageJob } from './presenters.ts';
import { readBody } from '../../http/request-body.ts';
import { CancelRefusedSchema, I2T_DEFAULTS, I2V_DEFAULTS, T2I_DEFAULTS, pageOf } from '../../http/wire-schemas.ts';
import {
  ImageToTextBody,
  ImageToTextErrorSchema,
  ImageToTextJobCancelSchema,
  ImageToTextJobSchema,
  imageToVideoBody,
  ImageToVideoJobCancelSchema,
  ImageToVideoJobSchema,
  textToImageBody,
  TextToImageJobCancelSchema,
  TextToImageJobSchema,
} from './schemas.ts';

const ProjectParams = z.object({ project_pk: z.uuid() });
const JobParams = z.object({ project_pk: z.uuid(), job_pk: z.uuid() });
const IdParams = z.object({ id: z.uuid() });

const CANCEL_REFUSED = { description: 'The job already ended (completed, failed, expired or cancelled): `{detail}` without error_id.', schema: CancelRefusedSchema };

const BODY_NOTE = 'The body may be JSON, application/x-www-form-urlencoded or multipart/form-data (repeat a field for a list).';

/** Cancel refused because the job already ended: the spec's `{detail}` without error_id. */
function refuse(ctx: Context, detail: string): void {
  ctx.status = 400;
  ctx.body = { detail };
}

/** Image-to-text validation errors use `{errors, non_field_errors}` (interface spec). */
async function withImageToTextErrors(ctx: Context, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    let fields: FieldErrors | undefined;
    if (err instanceof AppError && err.kind === 'validation') fields = err.fieldErrors ?? { [NON_FIELD_ERRORS]: [err.message] };
    else if (err instanceof GatewayError && err.status === 400) fields = { [NON_FIELD_ERRORS]: [err.message] };
    if (!fields) throw err;
    const { [NON_FIELD_ERRORS]: nonField = [], ...errors } = fields;
    ctx.status = 400;
    ctx.body = { errors, non_field_errors: nonField };
  }
}

export function jobRoutes({ studio, config, modelNames = modelNamesOf() }: StudioRouteDeps): RouteDefinition[] {
  const TextToImageBody = textToImageBody(modelNames('t2i'));
  const ImageToVideoBody = imageToVideoBody(modelNames('i2v'));
  const t2i = '/api/v2/studio/projects/{project_pk}/jobs/text-to-image/';
  const i2v = '/api/v2/studio/projects/{project_pk}/jobs/image-to-video/';
  const i2t = '/api/v2/studio/jobs/image-to-text/';
  const bodyLimit = config.BODY_LIMIT_BYTES;

  return [
    defineRoute({
      method: 'POST',
      path: t2i,
      operationId: 'studio_projects_jobs_text_to_image_create',
      summary: 'Create and queue one text-to-image job',
      description: `Fields: \`prompt\` (1..80000 chars), \`model_name\`, \`model_config\` (object, default {}), \`style_settings\` (preset ids, default []), \`num_requested_images\` (1..10, default 1). Credits are reserved at creation (402 when short). ${BODY_NOTE} Honours \`Idempotency-Key\`.`,
      tags: TAGS,
      auth: AUTH,
      rateLimit: 'jobCreate',
      selfReadBody: { json: TextToImageBody, form: TextToImageBody },
      idempotent: true,
      params: ProjectParams,
      responses: { 201: { description: 'The queued job.', schema: TextToImageJobSchema } },
      errors: [402, 404, 409],
      async handler({ params, principal }, ctx) {
        const { body } = await readBody(ctx, bodyLimit);
        const input = validOrThrow(TextToImageBody, body);
        const job = await studio.CreateTextToImageJob({
          account_id: principal.accountId,
          project_id: params.project_pk,
          prompt: input.prompt,
          model_name: input.model_name,
          model_config_json: JSON.stringify(input.model_config ?? T2I_DEFAULTS.model_config),
          style_settings: input.style_settings ?? T2I_DEFAULTS.style_settings,
          num_requested_images: input.num_requested_images ?? T2I_DEFAULTS.num_requested_images,
          webhook_url: input.webhook_url ?? undefined,
          idempotency: idempotencyOf(ctx, 'studio_t2i_create', { params, input }),
        });
        ctx.status = 201;
        ctx.body = presentTextToImageJob(job);
      },
    }),
    defineRoute({
      method: 'GET',
      path: t2i,
      operationId: 'studio_projects_jobs_text_to_image_list',
      summary: "List the project's text-to-image jobs (newest first)",
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      paged: true,
      responses: { 200: { description: 'A page of jobs.', schema: pageOf(TextToImageJobSchema, 'PaginatedTextToImageJobList') } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await studio.ListTextToImageJobs({ account_id: principal.accountId, project_id: params.project_pk, page: paging });
        ctx.body = buildPage(answer.results.map((job) => presentTextToImageJob(job)), Number(answer.count), paging, pageLocation(ctx, config.PUBLIC_BASE_URL));
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${t2i}{job_pk}/`,
      operationId: 'studio_projects_jobs_text_to_image_retrieve',
      summary: 'Read a text-to-image job (with `images` once completed)',
      tags: TAGS,
      auth: AUTH,
      params: JobParams,
      responses: { 200: { description: 'The job.', schema: TextToImageJobSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentTextToImageJob(await studio.GetTextToImageJob({ account_id: principal.accountId, project_id: params.project_pk, id: params.job_pk }));
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${t2i}{job_pk}/cancel/`,
      operationId: 'studio_projects_jobs_text_to_image_cancel',
      summary: 'Cancel a queued or running text-to-image job (credits are released)',
      tags: TAGS,
      auth: AUTH,
      params: JobParams,
      responses: { 200: { description: 'The cancelled job (cost_credits with 2 decimals).', schema: TextToImageJobCancelSchema }, 400: CANCEL_REFUSED },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const answer = await studio.CancelTextToImageJob({ account_id: principal.accountId, project_id: params.project_pk, id: params.job_pk });
        if (answer.refused_detail) return refuse(ctx, answer.refused_detail);
        if (!answer.job) throw new Error('studio answered a cancel without the job');
        ctx.body = presentTextToImageJob(answer.job, 2);
      },
    }),

    defineRoute({
      method: 'POST',
      path: i2t,
      operationId: 'studio_jobs_image_to_text_create',
      summary: 'Create an image-to-text job',
      description: `Fields: \`image_asset\` (required, an own image), \`fidelity_level\` (high, mid, low; default mid), optionally \`project\` + \`shot\`. Validation errors are \`{errors, non_field_errors}\`. ${BODY_NOTE} Honours \`Idempotency-Key\`.`,
      tags: TAGS,
      auth: AUTH,
      rateLimit: 'jobCreate',
      selfReadBody: { json: ImageToTextBody, form: ImageToTextBody },
      idempotent: true,
      responses: {
        201: { description: 'The queued job.', schema: ImageToTextJobSchema },
        400: { description: 'Validation failure.', schema: ImageToTextErrorSchema },
      },
      errors: [402, 409],
      async handler({ principal }, ctx) {
        await withImageToTextErrors(ctx, async () => {
          const { body } = await readBody(ctx, bodyLimit);
          const input = validOrThrow(ImageToTextBody, body);
          const job = await studio.CreateImageToTextJob({
            account_id: principal.accountId,
            image_asset: input.image_asset,
            fidelity_level: input.fidelity_level ?? I2T_DEFAULTS.fidelity_level,
            project: input.project,
            shot: input.shot,
            project_real_estate: input.project_real_estate,
            real_estate_shot: input.real_estate_shot,
            webhook_url: input.webhook_url ?? undefined,
            idempotency: idempotencyOf(ctx, 'studio_i2t_create', input),
          });
          ctx.status = 201;
          ctx.body = presentImageToTextJob(job);
        });
      },
    }),
    defineRoute({
      method: 'GET',
      path: i2t,
      operationId: 'studio_jobs_image_to_text_list',
      summary: "List the account's image-to-text jobs (newest first)",
      tags: TAGS,
      auth: AUTH,
      paged: true,
      responses: { 200: { description: 'A page of jobs.', schema: pageOf(ImageToTextJobSchema, 'PaginatedImageToTextJobList') } },
      async handler({ principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await studio.ListImageToTextJobs({ account_id: principal.accountId, project_id: '', page: paging });
        ctx.body = buildPage(answer.results.map((job) => presentImageToTextJob(job)), Number(answer.count), paging, pageLocation(ctx, config.PUBLIC_BASE_URL));
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${i2t}{id}/`,
      operationId: 'studio_jobs_image_to_text_retrieve',
      summary: 'Read an image-to-text job (with `text` once completed)',
      tags: TAGS,
      auth: AUTH,
      params: IdParams,
      responses: { 200: { description: 'The job.', schema: ImageToTextJobSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentImageToTextJob(await studio.GetImageToTextJob({ account_id: principal.accountId, project_id: '', id: params.id }));
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${i2t}{id}/cancel/`,
      operationId: 'studio_jobs_image_to_text_cancel',
      summary: 'Cancel a queued or running image-to-text job (credits are released)',
      tags: TAGS,
      auth: AUTH,
      params: IdParams,
      responses: { 200: { description: 'The cancelled job (cost_credits with 2 decimals).', schema: ImageToTextJobCancelSchema }, 400: CANCEL_REFUSED },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const answer = await studio.CancelImageToTextJob({ account_id: principal.accountId, project_id: '', id: params.id });
        if (answer.refused_detail) return refuse(ctx, answer.refused_detail);
        if (!answer.job) throw new Error('studio answered a cancel without the job');
        ctx.body = presentImageToTextJob(answer.job, 2);
      },
    }),

    defineRoute({
      method: 'POST',
      path: i2v,
      operationId: 'studio_projects_jobs_image_to_video_create',
      summary: 'Create and queue one image-to-video job',
      description: `Fields: \`start_frame\` (required, an own image), \`model_name\` (an i2v model), \`model_config\` (\`camera_movement\`: auto, static, pan_left, pan_right, orbit_left_to_right, orbit_right_to_left, truck_left, truck_right, dolly_in, dolly_out, tilt_up, tilt_down; default auto), \`prompt\`, \`style_settings\`, \`requested_resolution\` (480p, 720p, 1080p; default 720p), \`requested_video_duration\` (2..10 s, default 5). ${BODY_NOTE} Honours \`Idempotency-Key\`.`,
      tags: TAGS,
      auth: AUTH,
      rateLimit: 'jobCreate',
      selfReadBody: { json: ImageToVideoBody, form: ImageToVideoBody },
      idempotent: true,
      params: ProjectParams,
      responses: { 201: { description: 'The queued job.', schema: ImageToVideoJobSchema } },
      errors: [402, 404, 409],
      async handler({ params, principal }, ctx) {
        const { body } = await readBody(ctx, bodyLimit);
        const input = validOrThrow(ImageToVideoBody, body);
        const job = await studio.CreateImageToVideoJob({
          account_id: principal.accountId,
          project_id: params.project_pk,
          start_frame: input.start_frame,
          model_name: input.model_name,
          model_config_json: JSON.stringify(input.model_config ?? I2V_DEFAULTS.model_config),
          prompt: input.prompt ?? I2V_DEFAULTS.prompt,
          style_settings: input.style_settings ?? I2V_DEFAULTS.style_settings,
          requested_resolution: input.requested_resolution ?? I2V_DEFAULTS.requested_resolution,
          requested_video_duration: input.requested_video_duration ?? I2V_DEFAULTS.requested_video_duration,
          webhook_url: input.webhook_url ?? undefined,
          idempotency: idempotencyOf(ctx, 'studio_i2v_create', { params, input }),
        });
        ctx.status = 201;
        ctx.body = presentImageToVideoJob(job);
      },
    }),
    defineRoute({
      method: 'GET',
      path: i2v,
      operationId: 'studio_projects_jobs_image_to_video_list',
      summary: "List the project's image-to-video jobs (newest first)",
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      paged: true,
      responses: { 200: { description: 'A page of jobs.', schema: pageOf(ImageToVideoJobSchema, 'PaginatedImageToVideoJobList') } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await studio.ListImageToVideoJobs({ account_id: principal.accountId, project_id: params.project_pk, page: paging });
        ctx.body = buildPage(answer.results.map((job) => presentImageToVideoJob(job)), Number(answer.count), paging, pageLocation(ctx, config.PUBLIC_BASE_URL));
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${i2v}{job_pk}/`,
      operationId: 'studio_projects_jobs_image_to_video_retrieve',
      summary: 'Read one image-to-video job (with `video` and `last_frame` once completed)',
      tags: TAGS,
      auth: AUTH,
      params: JobParams,
      responses: { 200: { description: 'The job.', schema: ImageToVideoJobSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentImageToVideoJob(await studio.GetImageToVideoJob({ account_id: principal.accountId, project_id: params.project_pk, id: params.job_pk }));
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${i2v}{job_pk}/cancel/`,
      operationId: 'studio_projects_jobs_image_to_video_cancel',
      summary: 'Cancel a queued or running image-to-video job (its engine stops within 2 s; credits are released)',
      tags: TAGS,
      auth: AUTH,
      params: JobParams,
      responses: { 200: { description: 'The cancelled job (cost_credits with 2 decimals).', schema: ImageToVideoJobCancelSchema }, 400: CANCEL_REFUSED },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const answer = await studio.CancelImageToVideoJob({ account_id: principal.accountId, project_id: params.project_pk, id: params.job_pk });
        if (answer.refused_detail) return refuse(ctx, answer.refused_detail);
        if (!answer.job) throw new Error('studio answered a cancel without the job');
        ctx.body = presentImageToVideoJob(answer.job, 2);
      },
    }),
  ];
}
