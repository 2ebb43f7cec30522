// Style presets: the caller's own and the built-in ones.
import { z } from '@platform/config';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { AUTH, TAGS, type StudioRouteDeps } from './context.ts';
import { idempotencyOf } from '../../http/idempotency.ts';
import { presentStylePreset } from '../../presenters/studio.presenters.ts';
import { pageOf } from '../../http/wire-schemas.ts';
import { StylePresetBody, StylePresetSchema } from './schemas.ts';

const Params = z.object({ id: z.uuid() });

export function styleRoutes({ studio, config }: StudioRouteDeps): RouteDefinition[] {
  const base = '/api/v2/studio/styles/';
  return [
    defineRoute({
      method: 'GET',
      path: base,
      operationId: 'studio_styles_list',
      summary: 'List style presets (own first, then built-in)',
      tags: TAGS,
      auth: AUTH,
      paged: true,
      responses: {
        200: {
          description: 'A page of presets.',
          schema: pageOf(StylePresetSchema, 'PaginatedStylePresetList'),
        },
      },
      async handler({ principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await studio.ListStylePresets({ account_id: principal.accountId, page: paging });
        ctx.body = buildPage(
          answer.results.map(presentStylePreset),
          Number(answer.count),
          paging,
          pageLocation(ctx, config.PUBLIC_BASE_URL),
        );
      },
    }),
    defineRoute({
      method: 'POST',
      path: base,
      operationId: 'studio_styles_create',
      summary: 'Create a style preset',
      description: 'Honours `Idempotency-Key`.',
      idempotent: true,
      tags: TAGS,
      auth: AUTH,
      body: StylePresetBody,
      responses: { 201: { description: 'The created preset.', schema: StylePresetSchema } },
      errors: [409],
      async handler({ body, principal }, ctx) {
        const created = await studio.CreateStylePreset({
          account_id: principal.accountId,
          name: body.name,
          prompt_prefix: body.prompt_prefix ?? '',
          prompt_suffix: body.prompt_suffix ?? '',
          negative_prompt: body.negative_prompt ?? '',
          idempotency: idempotencyOf(ctx, 'studio_styles_create', body),
        });
        ctx.status = 201;
        ctx.body = presentStylePreset(created);
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${base}{id}/`,
      operationId: 'studio_styles_retrieve',
      summary: 'Read a style preset',
      tags: TAGS,
      auth: AUTH,
      params: Params,
      responses: { 200: { description: 'The preset.', schema: StylePresetSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentStylePreset(
          await studio.GetStylePreset({ account_id: principal.accountId, id: params.id }),
        );
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: `${base}{id}/`,
      operationId: 'studio_styles_destroy',
      summary: 'Delete an own style preset (jobs keep the ids they were created with)',
      tags: TAGS,
      auth: AUTH,
      params: Params,
      responses: { 204: { description: 'Deleted.' } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        await studio.DeleteStylePreset({ account_id: principal.accountId, id: params.id });
        ctx.status = 204;
      },
    }),
  ];
}
