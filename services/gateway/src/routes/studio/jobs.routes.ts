// Generation jobs: text-to-image and image-to-video inside a project, image-to-text on its own,
// each a row of the job-route table (http/job-routes.ts). Create bodies may be JSON,
// form-urlencoded or multipart; every create honours `Idempotency-Key`.
import type { Context } from 'koa';
import { z } from '@platform/config';
import { AppError, type FieldErrors } from '@platform/errors';
import { presentImageToTextJob, presentImageToVideoJob, presentTextToImageJob } from '@platform/job-events';
import { idempotencyOf } from '../../http/idempotency.ts';
import { jobKindRoutes } from '../../http/job-routes.ts';
import { modelNamesOf } from '../../http/model-names.ts';
import { GatewayError } from '../../http/problem.ts';
import { readBody } from '../../http/request-body.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { NON_FIELD_ERRORS, validOrThrow } from '../../http/validation.ts';
import { I2T_DEFAULTS, I2V_DEFAULTS, T2I_DEFAULTS } from '../../http/wire-schemas.ts';
import { AUTH, TAGS, type StudioRouteDeps } from './context.ts';
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

const BODY_NOTE =
  'The body may be JSON, application/x-www-form-urlencoded or multipart/form-data (repeat a field for a list).';
const common = {
  tags: TAGS,
  auth: AUTH,
  createFirst: true,
  pageDescription: 'A page of jobs.',
  service: 'studio',
};

/** Image-to-text validation errors use `{errors, non_field_errors}` (interface spec). */
async function withImageToTextErrors(ctx: Context, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    let fields: FieldErrors | undefined;
    if (err instanceof AppError && err.kind === 'validation')
      fields = err.fieldErrors ?? { [NON_FIELD_ERRORS]: [err.message] };
    else if (err instanceof GatewayError && err.status === 400)
      fields = { [NON_FIELD_ERRORS]: [err.message] };
    if (!fields) throw err;
    const { [NON_FIELD_ERRORS]: nonField = [], ...errors } = fields;
    ctx.status = 400;
    ctx.body = { errors, non_field_errors: nonField };
  }
}

export function jobRoutes({
  studio,
  config,
  modelNames = modelNamesOf(),
}: StudioRouteDeps): RouteDefinition[] {
  const TextToImageBody = textToImageBody(modelNames('t2i'));
  const ImageToVideoBody = imageToVideoBody(modelNames('i2v'));
  const bodyLimit = config.BODY_LIMIT_BYTES;
  const baseUrl = config.PUBLIC_BASE_URL;
  const inProject = (params: { project_pk: string; job_pk: string }) => ({
    project_id: params.project_pk,
    id: params.job_pk,
  });
  const ofAccount = (params: { id: string }) => ({ project_id: '', id: params.id });

  const textToImage = jobKindRoutes(
    {
      ...common,
      path: '/api/v2/studio/projects/{project_pk}/jobs/text-to-image/',
      jobParam: 'job_pk',
      collectionParams: ProjectParams,
      jobParams: JobParams,
      operationId: 'studio_projects_jobs_text_to_image',
      summaries: {
        list: "List the project's text-to-image jobs (newest first)",
        retrieve: 'Read a text-to-image job (with `images` once completed)',
        cancel: 'Cancel a queued or running text-to-image job (credits are released)',
      },
      schema: TextToImageJobSchema,
      cancelSchema: TextToImageJobCancelSchema,
      pageId: 'PaginatedTextToImageJobList',
      present: presentTextToImageJob,
      list: (principal, params, page) =>
        studio.ListTextToImageJobs({ account_id: principal.accountId, project_id: params.project_pk, page }),
      get: (principal, params) =>
        studio.GetTextToImageJob({ account_id: principal.accountId, ...inProject(params) }),
      cancel: (principal, params) =>
        studio.CancelTextToImageJob({ account_id: principal.accountId, ...inProject(params) }),
      create: (route) =>
        defineRoute({
          ...route,
          summary: 'Create and queue one text-to-image job',
          description: `Fields: \`prompt\` (1..80000 chars), \`model_name\`, \`model_config\` (object, default {}), \`style_settings\` (preset ids, default []), \`num_requested_images\` (1..10, default 1). Credits are reserved at creation (402 when short). ${BODY_NOTE} Honours \`Idempotency-Key\`.`,
          selfReadBody: { json: TextToImageBody, form: TextToImageBody },
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
    },
    baseUrl,
  );

  const imageToText = jobKindRoutes(
    {
      ...common,
      path: '/api/v2/studio/jobs/image-to-text/',
      jobParam: 'id',
      collectionParams: undefined,
      jobParams: IdParams,
      operationId: 'studio_jobs_image_to_text',
      summaries: {
        list: "List the account's image-to-text jobs (newest first)",
        retrieve: 'Read an image-to-text job (with `text` once completed)',
        cancel: 'Cancel a queued or running image-to-text job (credits are released)',
      },
      schema: ImageToTextJobSchema,
      cancelSchema: ImageToTextJobCancelSchema,
      pageId: 'PaginatedImageToTextJobList',
      present: presentImageToTextJob,
      list: (principal, _params, page) =>
        studio.ListImageToTextJobs({ account_id: principal.accountId, project_id: '', page }),
      get: (principal, params) =>
        studio.GetImageToTextJob({ account_id: principal.accountId, ...ofAccount(params) }),
      cancel: (principal, params) =>
        studio.CancelImageToTextJob({ account_id: principal.accountId, ...ofAccount(params) }),
      create: (route) =>
        defineRoute({
          ...route,
          summary: 'Create an image-to-text job',
          description: `Fields: \`image_asset\` (required, an own image), \`fidelity_level\` (high, mid, low; default mid), optionally \`project\` + \`shot\`. Validation errors are \`{errors, non_field_errors}\`. ${BODY_NOTE} Honours \`Idempotency-Key\`.`,
          selfReadBody: { json: ImageToTextBody, form: ImageToTextBody },
          responses: {
            ...route.responses,
            400: { description: 'Validation failure.', schema: ImageToTextErrorSchema },
          },
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
    },
    baseUrl,
  );

  const imageToVideo = jobKindRoutes(
    {
      ...common,
      path: '/api/v2/studio/projects/{project_pk}/jobs/image-to-video/',
      jobParam: 'job_pk',
      collectionParams: ProjectParams,
      jobParams: JobParams,
      operationId: 'studio_projects_jobs_image_to_video',
      summaries: {
        list: "List the project's image-to-video jobs (newest first)",
        retrieve: 'Read one image-to-video job (with `video` and `last_frame` once completed)',
        cancel:
          'Cancel a queued or running image-to-video job (its engine stops within 2 s; credits are released)',
      },
      schema: ImageToVideoJobSchema,
      cancelSchema: ImageToVideoJobCancelSchema,
      pageId: 'PaginatedImageToVideoJobList',
      present: presentImageToVideoJob,
      list: (principal, params, page) =>
        studio.ListImageToVideoJobs({ account_id: principal.accountId, project_id: params.project_pk, page }),
      get: (principal, params) =>
        studio.GetImageToVideoJob({ account_id: principal.accountId, ...inProject(params) }),
      cancel: (principal, params) =>
        studio.CancelImageToVideoJob({ account_id: principal.accountId, ...inProject(params) }),
      create: (route) =>
        defineRoute({
          ...route,
          summary: 'Create and queue one image-to-video job',
          description: `Fields: \`start_frame\` (required, an own image), \`model_name\` (an i2v model), \`model_config\` (\`camera_movement\`: auto, static, pan_left, pan_right, orbit_left_to_right, orbit_right_to_left, truck_left, truck_right, dolly_in, dolly_out, tilt_up, tilt_down; default auto), \`prompt\`, \`style_settings\`, \`requested_resolution\` (480p, 720p, 1080p; default 720p), \`requested_video_duration\` (2..10 s, default 5). ${BODY_NOTE} Honours \`Idempotency-Key\`.`,
          selfReadBody: { json: ImageToVideoBody, form: ImageToVideoBody },
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
              requested_video_duration:
                input.requested_video_duration ?? I2V_DEFAULTS.requested_video_duration,
              webhook_url: input.webhook_url ?? undefined,
              idempotency: idempotencyOf(ctx, 'studio_i2v_create', { params, input }),
            });
            ctx.status = 201;
            ctx.body = presentImageToVideoJob(job);
          },
        }),
    },
    baseUrl,
  );

  return [...textToImage, ...imageToText, ...imageToVideo];
}
