// Studio projects and their ordered shots.
import { z } from '@platform/config';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { AUTH, TAGS, type StudioRouteDeps } from './context.ts';
import { idempotencyOf } from '../../http/idempotency.ts';
import { presentStudioProject, presentStudioShot } from '../../presenters/studio.presenters.ts';
import { pageOf } from '../../http/wire-schemas.ts';
import { ProjectBody, ProjectPatchBody, ProjectSchema, ShotBody, ShotSchema } from './schemas.ts';

const ProjectParams = z.object({ id: z.uuid() });
const ProjectPkParams = z.object({ project_pk: z.uuid() });
const ShotParams = z.object({ project_pk: z.uuid(), shot_id: z.uuid() });

export function projectRoutes({ studio, config }: StudioRouteDeps): RouteDefinition[] {
  const base = '/api/v2/studio/projects/';
  const page = (query: Record<string, string | string[] | undefined>) => {
    const paging = parsePaging(query);
    return { paging, request: { limit: paging.limit, offset: paging.offset } };
  };

  const update = (method: 'PUT' | 'PATCH') =>
    defineRoute({
      method,
      path: `${base}{id}/`,
      operationId: method === 'PUT' ? 'studio_projects_update' : 'studio_projects_partial_update',
      summary: method === 'PUT' ? 'Replace a project' : 'Update a project',
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      body: method === 'PUT' ? ProjectBody : ProjectPatchBody,
      responses: { 200: { description: 'The project.', schema: ProjectSchema } },
      errors: [404],
      async handler({ params, body, principal }, ctx) {
        const full = method === 'PUT';
        ctx.body = presentStudioProject(
          await studio.UpdateProject({
            account_id: principal.accountId,
            id: params.id,
            name: body.name,
            description: full ? (body.description ?? '') : body.description,
          }),
        );
      },
    });

  const shotUpdate = (method: 'PUT' | 'PATCH') =>
    defineRoute({
      method,
      path: `${base}{project_pk}/shots/{shot_id}/`,
      operationId: method === 'PUT' ? 'studio_shots_update' : 'studio_shots_partial_update',
      summary:
        method === 'PUT' ? 'Replace a shot' : 'Update a shot (moving it with `order` shifts the others)',
      tags: TAGS,
      auth: AUTH,
      params: ShotParams,
      body: ShotBody,
      responses: { 200: { description: 'The shot.', schema: ShotSchema } },
      errors: [404],
      async handler({ params, body, principal }, ctx) {
        const full = method === 'PUT';
        const reference = (value: string | null | undefined) =>
          value === undefined ? { set: full, id: '' } : { set: true, id: value ?? '' };
        const image = reference(body.image_asset);
        const video = reference(body.video_asset);
        ctx.body = presentStudioShot(
          await studio.UpdateShot({
            account_id: principal.accountId,
            project_id: params.project_pk,
            shot_id: params.shot_id,
            name: full ? (body.name ?? '') : body.name,
            prompt: full ? (body.prompt ?? '') : body.prompt,
            order: body.order,
            set_image_asset: image.set,
            image_asset: image.id,
            set_video_asset: video.set,
            video_asset: video.id,
          }),
        );
      },
    });

  return [
    defineRoute({
      method: 'GET',
      path: base,
      operationId: 'studio_projects_list',
      summary: "List the account's projects (newest first)",
      tags: TAGS,
      auth: AUTH,
      paged: true,
      responses: {
        200: {
          description: 'A page of projects.',
          schema: pageOf(ProjectSchema, 'PaginatedStudioProjectList'),
        },
      },
      async handler({ principal }, ctx) {
        const { paging, request } = page(ctx.query);
        const answer = await studio.ListProjects({ account_id: principal.accountId, page: request });
        ctx.body = buildPage(
          answer.results.map(presentStudioProject),
          Number(answer.count),
          paging,
          pageLocation(ctx, config.PUBLIC_BASE_URL),
        );
      },
    }),
    defineRoute({
      method: 'POST',
      path: base,
      operationId: 'studio_projects_create',
      summary: 'Create a project',
      description: 'Honours `Idempotency-Key`.',
      idempotent: true,
      tags: TAGS,
      auth: AUTH,
      body: ProjectBody,
      responses: { 201: { description: 'The created project.', schema: ProjectSchema } },
      errors: [409],
      async handler({ body, principal }, ctx) {
        const created = await studio.CreateProject({
          account_id: principal.accountId,
          name: body.name,
          description: body.description ?? '',
          idempotency: idempotencyOf(ctx, 'studio_projects_create', body),
        });
        ctx.status = 201;
        ctx.body = presentStudioProject(created);
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${base}{id}/`,
      operationId: 'studio_projects_retrieve',
      summary: 'Read a project',
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      responses: { 200: { description: 'The project.', schema: ProjectSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentStudioProject(
          await studio.GetProject({ account_id: principal.accountId, id: params.id }),
        );
      },
    }),
    update('PUT'),
    update('PATCH'),
    defineRoute({
      method: 'DELETE',
      path: `${base}{id}/`,
      operationId: 'studio_projects_destroy',
      summary: 'Delete a project with its shots and finished jobs (refused while a job is queued or running)',
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      responses: { 204: { description: 'Deleted.' } },
      errors: [400, 404],
      async handler({ params, principal }, ctx) {
        await studio.DeleteProject({ account_id: principal.accountId, id: params.id });
        ctx.status = 204;
      },
    }),

    defineRoute({
      method: 'GET',
      path: `${base}{project_pk}/shots/`,
      operationId: 'studio_shots_list',
      summary: 'List the shots of a project in order',
      tags: TAGS,
      auth: AUTH,
      params: ProjectPkParams,
      paged: true,
      responses: {
        200: { description: 'A page of shots.', schema: pageOf(ShotSchema, 'PaginatedStudioShotList') },
      },
      errors: [404],
      async handler({ params, principal }, ctx) {
        const { paging, request } = page(ctx.query);
        const answer = await studio.ListShots({
          account_id: principal.accountId,
          project_id: params.project_pk,
          page: request,
        });
        ctx.body = buildPage(
          answer.results.map(presentStudioShot),
          Number(answer.count),
          paging,
          pageLocation(ctx, config.PUBLIC_BASE_URL),
        );
      },
    }),
    defineRoute({
      method: 'POST',
      path: `${base}{project_pk}/shots/`,
      operationId: 'studio_shots_create',
      summary: 'Add a shot (appended, or inserted at `order`)',
      description: 'Honours `Idempotency-Key`.',
      idempotent: true,
      tags: TAGS,
      auth: AUTH,
      params: ProjectPkParams,
      body: ShotBody,
      responses: { 201: { description: 'The created shot.', schema: ShotSchema } },
      errors: [404, 409],
      async handler({ params, body, principal }, ctx) {
        const created = await studio.CreateShot({
          account_id: principal.accountId,
          project_id: params.project_pk,
          name: body.name ?? '',
          prompt: body.prompt ?? '',
          order: body.order,
          image_asset: body.image_asset ?? undefined,
          video_asset: body.video_asset ?? undefined,
          idempotency: idempotencyOf(ctx, 'studio_shots_create', { params, body }),
        });
        ctx.status = 201;
        ctx.body = presentStudioShot(created);
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${base}{project_pk}/shots/{shot_id}/`,
      operationId: 'studio_shots_retrieve',
      summary: 'Read a shot',
      tags: TAGS,
      auth: AUTH,
      params: ShotParams,
      responses: { 200: { description: 'The shot.', schema: ShotSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentStudioShot(
          await studio.GetShot({
            account_id: principal.accountId,
            project_id: params.project_pk,
            shot_id: params.shot_id,
          }),
        );
      },
    }),
    shotUpdate('PUT'),
    shotUpdate('PATCH'),
    defineRoute({
      method: 'DELETE',
      path: `${base}{project_pk}/shots/{shot_id}/`,
      operationId: 'studio_shots_destroy',
      summary: 'Delete a shot (later shots move up)',
      tags: TAGS,
      auth: AUTH,
      params: ShotParams,
      responses: { 204: { description: 'Deleted.' } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        await studio.DeleteShot({
          account_id: principal.accountId,
          project_id: params.project_pk,
          shot_id: params.shot_id,
        });
        ctx.status = 204;
      },
    }),
  ];
}
