// Voiceover and render jobs of a project (decisions file, "Real estate" and "The listing video"):
// list, create, read and cancel, with credits held at creation (402 when short) like every job.
import { z } from '@platform/config';
import type { ListingJob__Output } from '@platform/protos/generated/real_estate/v1/ListingJob.ts';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { idempotencyOf } from '../../http/idempotency.ts';
import { AUTH, BASE, TAGS, type RealEstateRouteDeps } from './context.ts';
import { presentRenderJob, presentVoiceoverJob } from '@platform/job-events';
import { RenderJobBody, RenderJobCancelSchema, RenderJobSchema, VoiceoverJobBody, VoiceoverJobCancelSchema, VoiceoverJobSchema } from './listing-jobs.schemas.ts';
import { CancelRefusedSchema, pageOf } from './schemas.ts';

const ProjectParams = z.object({ project_id: z.uuid() });
const JobParams = z.object({ project_id: z.uuid(), job_id: z.uuid() });

interface Kind {
  kind: 'voiceover' | 'render';
  path: string;
  name: string;
  schema: z.ZodType;
  cancelSchema: z.ZodType;
  pageId: string;
  present(job: ListingJob__Output, costPlaces?: 2 | 4): unknown;
}

const KINDS: Kind[] = [
  {
    kind: 'voiceover',
    path: 'voiceover-jobs',
    name: 'voiceover',
    schema: VoiceoverJobSchema,
    cancelSchema: VoiceoverJobCancelSchema,
    pageId: 'PaginatedRealEstateVoiceoverJobList',
    present: presentVoiceoverJob,
  },
  {
    kind: 'render',
    path: 'render-jobs',
    name: 'render',
    schema: RenderJobSchema,
    cancelSchema: RenderJobCancelSchema,
    pageId: 'PaginatedRealEstateRenderJobList',
    present: presentRenderJob,
  },
];

export function listingJobRoutes({ realEstate, config }: RealEstateRouteDeps): RouteDefinition[] {
  return KINDS.flatMap((k) => {
    const base = `${BASE}projects/{project_id}/${k.path}/`;
    const operation = `real_estate_${k.kind}_jobs`;
    return [
      defineRoute({
        method: 'GET',
        path: base,
        operationId: `${operation}_list`,
        summary: `List the project's ${k.name} jobs (newest first)`,
        tags: TAGS,
        auth: AUTH,
        params: ProjectParams,
        paged: true,
        responses: { 200: { description: `A page of ${k.name} jobs.`, schema: pageOf(k.schema, k.pageId) } },
        errors: [404],
        async handler({ params, principal }, ctx) {
          const paging = parsePaging(ctx.query);
          const answer = await realEstate.ListListingJobs({ account_id: principal.accountId, project_id: params.project_id, kind: k.kind, page: paging });
          ctx.body = buildPage(answer.results.map((job) => k.present(job)), Number(answer.count), paging, pageLocation(ctx, config.PUBLIC_BASE_URL));
        },
      }),
      k.kind === 'voiceover'
        ? defineRoute({
            method: 'POST',
            path: base,
            operationId: `${operation}_create`,
            summary: "Speak the project's text with its voice",
            description:
              "Speaks the project's `ai_generated_text` with its `speaker_voice` (a 400 with a field error when either is missing). " +
              "Credits are held until the job ends; once completed the project's `voiceover` holds the audio, the WebVTT captions " +
              'and the text. Honours `Idempotency-Key`.',
            tags: TAGS,
            auth: AUTH,
            rateLimit: 'jobCreate',
            idempotent: true,
            params: ProjectParams,
            body: VoiceoverJobBody,
            responses: { 201: { description: 'The queued job.', schema: k.schema } },
            errors: [402, 404, 409],
            async handler({ params, body, principal }, ctx) {
              const job = await realEstate.CreateListingJob({
                account_id: principal.accountId,
                project_id: params.project_id,
                kind: 'voiceover',
                branded: true,
                webhook_url: body.webhook_url ?? undefined,
                idempotency: idempotencyOf(ctx, `${operation}_create`, { params, body }),
              });
              ctx.status = 201;
              ctx.body = k.present(job);
            },
          })
        : defineRoute({
            method: 'POST',
            path: base,
            operationId: `${operation}_create`,
            summary: 'Render the listing video',
            description:
              'Renders the whole listing (intro, the shots, outro, voiceover, music, captions) at the project’s format and size. ' +
              '`branded` (default true): false renders the unbranded variant (no logo, agent or price). A 400 unless the project is ' +
              '`ready_for_render`, with `ready_for_render` errors saying what is missing. Once completed the job shows `video` (a video ' +
              "asset of the project, shareable), `captions` and `thumbnail`; the project's `num_full_rendered_videos` and `thumbnail` follow. " +
              'Honours `Idempotency-Key`.',
            tags: TAGS,
            auth: AUTH,
            rateLimit: 'jobCreate',
            idempotent: true,
            params: ProjectParams,
            body: RenderJobBody,
            responses: { 201: { description: 'The queued job.', schema: k.schema } },
            errors: [402, 404, 409],
            async handler({ params, body, principal }, ctx) {
              const job = await realEstate.CreateListingJob({
                account_id: principal.accountId,
                project_id: params.project_id,
                kind: 'render',
                branded: body.branded ?? true,
                webhook_url: body.webhook_url ?? undefined,
                idempotency: idempotencyOf(ctx, `${operation}_create`, { params, body }),
              });
              ctx.status = 201;
              ctx.body = k.present(job);
            },
          }),
      defineRoute({
        method: 'GET',
        path: `${base}{job_id}/`,
        operationId: `${operation}_retrieve`,
        summary: `Read a ${k.name} job (with its outputs once completed)`,
        tags: TAGS,
        auth: AUTH,
        params: JobParams,
        responses: { 200: { description: 'The job.', schema: k.schema } },
        errors: [404],
        async handler({ params, principal }, ctx) {
          ctx.body = k.present(await realEstate.GetListingJob({ account_id: principal.accountId, project_id: params.project_id, kind: k.kind, id: params.job_id }));
        },
      }),
      defineRoute({
        method: 'POST',
        path: `${base}{job_id}/cancel/`,
        operationId: `${operation}_cancel`,
        summary: `Cancel a queued or processing ${k.name} job (its engine stops; the held credits are released)`,
        tags: TAGS,
        auth: AUTH,
        params: JobParams,
        responses: {
          200: { description: 'The cancelled job (cost_credits with 2 decimals).', schema: k.cancelSchema },
          400: { description: 'The job already ended (completed, failed, expired or cancelled): `{detail}` without error_id.', schema: CancelRefusedSchema },
        },
        errors: [404],
        async handler({ params, principal }, ctx) {
          const answer = await realEstate.CancelListingJob({ account_id: principal.accountId, project_id: params.project_id, kind: k.kind, id: params.job_id });
          if (answer.refused_detail) {
            ctx.status = 400;
            ctx.body = { detail: answer.refused_detail };
            return;
          }
          if (!answer.job) throw new Error('the real estate service answered a cancel without the job');
          ctx.body = k.present(answer.job, 2);
        },
      }),
    ];
  });
}
