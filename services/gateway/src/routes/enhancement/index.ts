// The legacy enhancement area of the public API (`/api/` without a version segment).
import type { AccountKeys, Storage } from '@platform/storage';
import type { EnhancementClient } from '../../clients/enhancement.client.ts';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { EstimateSchema, JobSettingsBody, MlModelPageSchema } from './schemas.ts';
import { jobRoutes } from './jobs.routes.ts';
import { settingsToProto } from './settings.ts';
import { videoRoutes } from './videos.routes.ts';

export interface EnhancementRouteDeps {
  enhancement: EnhancementClient;
  /** Multipart uploads are staged here, as for studio, before the service measures them. */
  uploads: {
    storage: Storage;
    keys: AccountKeys;
    maxVideoBytes: number;
    bodyLimitBytes: number;
    mediaDeadlineMs: number;
  };
  publicBaseUrl?: string;
}

const TAGS = ['enhancement'];
const AUTH = ['Token', 'Bearer'] as const;

export function enhancementRoutes(deps: EnhancementRouteDeps): RouteDefinition[] {
  const { enhancement, publicBaseUrl } = deps;
  return [
    ...videoRoutes(deps),
    ...jobRoutes(deps),
    defineRoute({
      method: 'GET',
      path: '/api/ml-models/',
      operationId: 'ml_models_list',
      summary: 'List the enhancement models a job can use',
      tags: TAGS,
      auth: AUTH,
      paged: true,
      responses: { 200: { description: 'A page of models, by id.', schema: MlModelPageSchema } },
      async handler({ principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const { models } = await enhancement.ListMlModels({ account_id: principal.accountId });
        const results = models.slice(paging.offset, paging.offset + paging.limit).map((model) => ({
          id: Number(model.id),
          name: model.name,
          cost_weight: model.cost_weight,
          upscale_factor: model.upscale_factor,
          fps_boost_factor: model.fps_boost_factor,
          priority: model.priority,
          max_resolution: model.max_resolution,
          description: model.description,
          available: model.available,
          unavailable_reason: model.available ? null : model.unavailable_reason,
        }));
        ctx.body = buildPage(results, models.length, paging, pageLocation(ctx, publicBaseUrl));
      },
    }),
    defineRoute({
      method: 'POST',
      path: '/api/jobs/estimate/',
      operationId: 'jobs_estimate_create',
      summary: 'Quote an enhancement job: cost and time, creating nothing',
      description:
        "Takes the body of a job create. Settings out of range, an unknown model or an output above a model's `max_resolution` are a 400 with field errors.",
      tags: TAGS,
      auth: AUTH,
      body: JobSettingsBody,
      bodyTypes: ['json', 'form'],
      responses: { 200: { description: 'The quote.', schema: EstimateSchema } },
      errors: [404],
      async handler({ body, principal }, ctx) {
        const quote = await enhancement.EstimateJob({
          account_id: principal.accountId,
          settings: settingsToProto(body),
        });
        ctx.body = { cost_usd: quote.cost_usd, eta_s: quote.eta_s };
      },
    }),
  ];
}
