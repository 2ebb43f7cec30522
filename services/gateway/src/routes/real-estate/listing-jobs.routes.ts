// Voiceover and render jobs of a project (decisions file, "Real estate" and "The listing video"),
// rows of the job-route table (http/job-routes.ts): list, create, read and cancel, with credits
// held at creation (402 when short) like every job.
import { z } from '@platform/config';
import type { ListingJob__Output } from '@platform/protos/generated/real_estate/v1/ListingJob.ts';
import { presentRenderJob, presentVoiceoverJob } from '@platform/job-events';
import { idempotencyOf } from '../../http/idempotency.ts';
import { jobKindRoutes, type JobKind } from '../../http/job-routes.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { AUTH, BASE, TAGS, type RealEstateRouteDeps } from './context.ts';
import {
  RenderJobBody,
  RenderJobCancelSchema,
  RenderJobSchema,
  VoiceoverJobBody,
  VoiceoverJobCancelSchema,
  VoiceoverJobSchema,
} from './listing-jobs.schemas.ts';

const ProjectParams = z.object({ project_id: z.uuid() });
const JobParams = z.object({ project_id: z.uuid(), job_id: z.uuid() });

type ListingJobKind = JobKind<ListingJob__Output, typeof ProjectParams, typeof JobParams>;

export function listingJobRoutes({ realEstate, config }: RealEstateRouteDeps): RouteDefinition[] {
  /** The rows both kinds share: `kind` is the service's name of the kind, `path` its folder. */
  const listingKind = (
    kind: 'voiceover' | 'render',
    path: string,
  ): Omit<ListingJobKind, 'schema' | 'cancelSchema' | 'pageId' | 'present' | 'create'> => ({
    path: `${BASE}projects/{project_id}/${path}/`,
    jobParam: 'job_id',
    collectionParams: ProjectParams,
    jobParams: JobParams,
    operationId: `real_estate_${kind}_jobs`,
    tags: TAGS,
    auth: AUTH,
    summaries: {
      list: `List the project's ${kind} jobs (newest first)`,
      retrieve: `Read a ${kind} job (with its outputs once completed)`,
      cancel: `Cancel a queued or processing ${kind} job (its engine stops; the held credits are released)`,
    },
    pageDescription: `A page of ${kind} jobs.`,
    service: 'the real estate service',
    list: (principal, params, page) =>
      realEstate.ListListingJobs({
        account_id: principal.accountId,
        project_id: params.project_id,
        kind,
        page,
      }),
    get: (principal, params) =>
      realEstate.GetListingJob({
        account_id: principal.accountId,
        project_id: params.project_id,
        kind,
        id: params.job_id,
      }),
    cancel: (principal, params) =>
      realEstate.CancelListingJob({
        account_id: principal.accountId,
        project_id: params.project_id,
        kind,
        id: params.job_id,
      }),
  });

  const voiceover = jobKindRoutes(
    {
      ...listingKind('voiceover', 'voiceover-jobs'),
      schema: VoiceoverJobSchema,
      cancelSchema: VoiceoverJobCancelSchema,
      pageId: 'PaginatedRealEstateVoiceoverJobList',
      present: presentVoiceoverJob,
      create: (route) =>
        defineRoute({
          ...route,
          summary: "Speak the project's text with its voice",
          description:
            "Speaks the project's `ai_generated_text` with its `speaker_voice` (a 400 with a field error when either is missing). " +
            "Credits are held until the job ends; once completed the project's `voiceover` holds the audio, the WebVTT captions " +
            'and the text. Honours `Idempotency-Key`.',
          body: VoiceoverJobBody,
          async handler({ params, body, principal }, ctx) {
            const job = await realEstate.CreateListingJob({
              account_id: principal.accountId,
              project_id: params.project_id,
              kind: 'voiceover',
              branded: true,
              webhook_url: body.webhook_url ?? undefined,
              idempotency: idempotencyOf(ctx, route.operationId, { params, body }),
            });
            ctx.status = 201;
            ctx.body = presentVoiceoverJob(job);
          },
        }),
    },
    config.PUBLIC_BASE_URL,
  );

  const render = jobKindRoutes(
    {
      ...listingKind('render', 'render-jobs'),
      schema: RenderJobSchema,
      cancelSchema: RenderJobCancelSchema,
      pageId: 'PaginatedRealEstateRenderJobList',
      present: presentRenderJob,
      create: (route) =>
        defineRoute({
          ...route,
          summary: 'Render the listing video',
          description:
            'Renders the whole listing (intro, the shots, outro, voiceover, music, captions) at the project’s format and size, ' +
            'or at `video_format`, fitted to `target_duration_s` when given. ' +
            '`branded` (default true): false renders the unbranded variant (no logo, agent or price). A 400 unless the project is ' +
            '`ready_for_render`, with `ready_for_render` errors saying what is missing. Once completed the job shows `video` (a video ' +
            "asset of the project, shareable), `captions` and `thumbnail`; the project's `num_full_rendered_videos` and `thumbnail` follow. " +
            'Honours `Idempotency-Key`.',
          body: RenderJobBody,
          async handler({ params, body, principal }, ctx) {
            const job = await realEstate.CreateListingJob({
              account_id: principal.accountId,
              project_id: params.project_id,
              kind: 'render',
              branded: body.branded ?? true,
              webhook_url: body.webhook_url ?? undefined,
              video_format: body.video_format,
              target_duration_s: body.target_duration_s,
              idempotency: idempotencyOf(ctx, route.operationId, { params, body }),
            });
            ctx.status = 201;
            ctx.body = presentRenderJob(job);
          },
        }),
    },
    config.PUBLIC_BASE_URL,
  );

  return [...voiceover, ...render];
}
