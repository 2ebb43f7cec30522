// Shots of a project: create from a project image, read, PATCH, delete (the order closes up),
// reorder, and demo photos (endpoint 1).
import { z } from '@platform/config';
import type { ShotFields } from '@platform/protos/generated/real_estate/v1/ShotFields.ts';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { AUTH, BASE, TAGS, type RealEstateRouteDeps } from './context.ts';
import { presentRealEstateShot } from '../../presenters/real-estate.presenters.ts';
import { pageOf } from '../../http/wire-schemas.ts';
import { ReorderBody, ShotBody, ShotCreateBody, ShotSchema } from './shot.schemas.ts';

const ProjectParams = z.object({ project_id: z.uuid() });
const ShotParams = z.object({ project_id: z.uuid(), shot_id: z.uuid() });
const NULLABLE = ['video_end_time_s', 'crop_x', 'crop_y', 'crop_width', 'crop_height', 'selected_video'];

/** JSON body -> the service's fields: null on a nullable field is its `clear_` flag. */
export function shotFields(body: z.output<typeof ShotBody>): ShotFields {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || key === 'image') continue;
    if (value === null && NULLABLE.includes(key)) fields[`clear_${key}`] = true;
    else fields[key] = value;
  }
  return fields as ShotFields;
}

export function shotRoutes({ realEstate, config }: RealEstateRouteDeps): RouteDefinition[] {
  const base = `${BASE}projects/{project_id}/shots/`;
  const ShotList = z.array(ShotSchema);
  return [
    defineRoute({
      method: 'GET',
      path: base,
      operationId: 'real_estate_shots_list',
      summary: 'List the shots of a project in order',
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      paged: true,
      responses: {
        200: { description: 'A page of shots.', schema: pageOf(ShotSchema, 'PaginatedRealEstateShotList') },
      },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await realEstate.ListShots({
          account_id: principal.accountId,
          project_id: params.project_id,
          page: paging,
        });
        ctx.body = buildPage(
          answer.results.map(presentRealEstateShot),
          Number(answer.count),
          paging,
          pageLocation(ctx, config.PUBLIC_BASE_URL),
        );
      },
    }),
    defineRoute({
      method: 'POST',
      path: base,
      operationId: 'real_estate_shots_create',
      summary: 'Add a shot made from an image asset of the project (appended last)',
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      body: ShotCreateBody,
      responses: { 201: { description: 'The created shot.', schema: ShotSchema } },
      errors: [404],
      async handler({ params, body, principal }, ctx) {
        const created = await realEstate.CreateShot({
          account_id: principal.accountId,
          project_id: params.project_id,
          image: body.image,
          fields: shotFields(body),
        });
        ctx.status = 201;
        ctx.body = presentRealEstateShot(created);
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${base}reorder/`,
      operationId: 'real_estate_shots_reorder',
      summary: 'Put the shots in a new order',
      description: '`shot_ids` lists every shot of the project exactly once, in the new order.',
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      body: ReorderBody,
      responses: { 200: { description: 'The shots in their new order.', schema: ShotList } },
      errors: [404],
      async handler({ params, body, principal }, ctx) {
        const answer = await realEstate.ReorderShots({
          account_id: principal.accountId,
          project_id: params.project_id,
          shot_ids: body.shot_ids,
        });
        ctx.body = answer.shots.map(presentRealEstateShot);
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${base}{shot_id}/`,
      operationId: 'real_estate_shots_retrieve',
      summary: 'Read a shot',
      tags: TAGS,
      auth: AUTH,
      params: ShotParams,
      responses: { 200: { description: 'The shot.', schema: ShotSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentRealEstateShot(
          await realEstate.GetShot({
            account_id: principal.accountId,
            project_id: params.project_id,
            shot_id: params.shot_id,
          }),
        );
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: `${base}{shot_id}/`,
      operationId: 'real_estate_shots_partial_update',
      summary: 'Update a shot (only the fields given; null clears a nullable field)',
      tags: TAGS,
      auth: AUTH,
      params: ShotParams,
      body: ShotBody,
      responses: { 200: { description: 'The shot.', schema: ShotSchema } },
      errors: [404],
      async handler({ params, body, principal }, ctx) {
        const fields = shotFields(body);
        ctx.body = presentRealEstateShot(
          await realEstate.UpdateShot({
            account_id: principal.accountId,
            project_id: params.project_id,
            shot_id: params.shot_id,
            fields,
          }),
        );
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: `${base}{shot_id}/`,
      operationId: 'real_estate_shots_destroy',
      summary: 'Delete a shot (later shots move up)',
      tags: TAGS,
      auth: AUTH,
      params: ShotParams,
      responses: { 204: { description: 'Deleted.' } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        await realEstate.DeleteShot({
          account_id: principal.accountId,
          project_id: params.project_id,
          shot_id: params.shot_id,
        });
        ctx.status = 204;
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${BASE}projects/{project_id}/use-demo-photos/`,
      operationId: 'real_estate_projects_use_demo_photos',
      summary: 'Populate an empty project with the demo photos as image assets and ordered shots',
      description: 'Starts no job. A project that already has shots is a 400.',
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      responses: { 201: { description: 'The new shots, in order.', schema: ShotList } },
      // decisions.md: demo photos on a non-empty project are a 400 `{detail, error_id}`.
      errors: [400, 404],
      async handler({ params, principal }, ctx) {
        const answer = await realEstate.UseDemoPhotos(
          { account_id: principal.accountId, id: params.project_id },
          { deadlineMs: config.STUDIO_MEDIA_DEADLINE_MS },
        );
        ctx.status = 201;
        ctx.body = answer.shots.map(presentRealEstateShot);
      },
    }),
  ];
}
