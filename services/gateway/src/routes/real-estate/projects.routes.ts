// Real estate projects: the list of endpoint 7 (ranges, ordering, paging), create, read, PATCH,
// delete, and the agent / brand kit snapshots.
import { z } from '@platform/config';
import type { ProjectFields } from '@platform/protos/generated/real_estate/v1/ProjectFields.ts';
import { encodedPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { createTurnCoalescer } from '../../http/turn-coalescer.ts';
import { AUTH, BASE, TAGS, type RealEstateRouteDeps } from './context.ts';
import { presentRealEstateProject } from '@platform/job-events';
import { modelNamesOf } from '../../http/model-names.ts';
import { pageOf } from '../../http/wire-schemas.ts';
import {
  ApplyAgentBody,
  ApplyBrandKitBody,
  ProjectListQuery,
  ProjectSchema,
  projectBody,
} from './schemas.ts';

const ProjectParams = z.object({ project_id: z.uuid() });
const NULLABLE = [
  'background_music',
  'logo_asset',
  'speaker_voice',
  'num_bedrooms',
  'num_bathrooms',
  'num_car_parking_spots',
  'num_floors',
  'land_size_value',
] as const;

/** JSON body -> the service's fields: null on a nullable field is its `clear_` flag. */
export function projectFields(body: z.output<ReturnType<typeof projectBody>>): ProjectFields {
  const { intro_template_overrides, outro_template_overrides, ...rest } = body;
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    if (value === null && (NULLABLE as readonly string[]).includes(key)) fields[`clear_${key}`] = true;
    else fields[key] = value;
  }
  if (intro_template_overrides !== undefined)
    fields.intro_template_overrides_json = JSON.stringify(intro_template_overrides);
  if (outro_template_overrides !== undefined)
    fields.outro_template_overrides_json = JSON.stringify(outro_template_overrides);
  return fields as ProjectFields;
}

export function projectRoutes({
  realEstate,
  config,
  modelNames = modelNamesOf(),
}: RealEstateRouteDeps): RouteDefinition[] {
  const ProjectCreateBody = projectBody(modelNames('i2v'), true);
  const ProjectUpdateBody = projectBody(modelNames('i2v'), false);
  const base = `${BASE}projects/`;
  const listPages = createTurnCoalescer<Buffer>();
  const apply = (kind: 'agent' | 'brand_kit') =>
    defineRoute({
      method: 'POST',
      path: `${base}{project_id}/apply-${kind === 'agent' ? 'agent' : 'brand-kit'}/`,
      operationId: `real_estate_projects_apply_${kind}`,
      summary:
        kind === 'agent'
          ? 'Copy an agent into the project outro (a snapshot)'
          : 'Copy a brand kit’s settings into the project (a snapshot)',
      description:
        'The project keeps no link: later edits or deletion of the source change no project; applying again refreshes it.',
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      body: kind === 'agent' ? ApplyAgentBody : ApplyBrandKitBody,
      responses: { 200: { description: 'The project.', schema: ProjectSchema } },
      errors: [404],
      async handler({ params, body, principal }, ctx) {
        const request = { account_id: principal.accountId, project_id: params.project_id };
        const answer =
          'agent' in body
            ? await realEstate.ApplyAgent({ ...request, source_id: body.agent })
            : await realEstate.ApplyBrandKit({
                ...request,
                source_id: (body as { brand_kit: string }).brand_kit,
              });
        ctx.body = presentRealEstateProject(answer);
      },
    });

  return [
    defineRoute({
      method: 'GET',
      path: base,
      operationId: 'real_estate_projects_list',
      summary: "List the account's real estate projects (most recently updated first)",
      tags: TAGS,
      auth: AUTH,
      paged: true,
      query: ProjectListQuery,
      responses: {
        200: {
          description: 'A page of projects.',
          schema: pageOf(ProjectSchema, 'PaginatedRealEstateProjectList'),
        },
      },
      async handler({ query, principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const request = {
          account_id: principal.accountId,
          page: paging,
          created_at_after: query.created_at_after ?? '',
          created_at_before: query.created_at_before ?? '',
          updated_at_after: query.updated_at_after ?? '',
          updated_at_before: query.updated_at_before ?? '',
          ordering: query.ordering ?? '',
        };
        const location = pageLocation(ctx, config.PUBLIC_BASE_URL);
        // The account, the request and the links' location: everything the body depends on.
        const key = JSON.stringify([request, location.origin, location.path, String(location.query)]);
        // Identical requests of this turn share the call and the encoded body (http/turn-coalescer.ts).
        const body = await listPages.read(key, async (links) => {
          // The projects come presented and encoded (real_estate.proto, ProjectListPage).
          const answer = await realEstate.ListProjects(request, { links });
          return encodedPage(answer.results_json, Number(answer.count), paging, location);
        });
        ctx.type = 'json';
        ctx.body = body;
      },
    }),
    defineRoute({
      method: 'POST',
      path: base,
      operationId: 'real_estate_projects_create',
      summary: 'Create a real estate project',
      tags: TAGS,
      auth: AUTH,
      body: ProjectCreateBody,
      responses: { 201: { description: 'The created project.', schema: ProjectSchema } },
      async handler({ body, principal }, ctx) {
        const created = await realEstate.CreateProject({
          account_id: principal.accountId,
          fields: projectFields(body),
        });
        ctx.status = 201;
        ctx.body = presentRealEstateProject(created);
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${base}{project_id}/`,
      operationId: 'real_estate_projects_retrieve',
      summary: 'Read a real estate project',
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      responses: { 200: { description: 'The project.', schema: ProjectSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentRealEstateProject(
          await realEstate.GetProject({ account_id: principal.accountId, id: params.project_id }),
        );
      },
    }),
    defineRoute({
      method: 'PATCH',
      path: `${base}{project_id}/`,
      operationId: 'real_estate_projects_partial_update',
      summary: 'Update a real estate project (only the fields given)',
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      body: ProjectUpdateBody,
      responses: { 200: { description: 'The project.', schema: ProjectSchema } },
      errors: [404],
      async handler({ params, body, principal }, ctx) {
        ctx.body = presentRealEstateProject(
          await realEstate.UpdateProject({
            account_id: principal.accountId,
            id: params.project_id,
            fields: projectFields(body),
          }),
        );
      },
    }),
    defineRoute({
      method: 'DELETE',
      path: `${base}{project_id}/`,
      operationId: 'real_estate_projects_destroy',
      summary: 'Delete a real estate project with its shots, assets and stored files',
      description: 'A project with queued or running jobs is kept: 400 (cancel them or wait until they end).',
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      responses: { 204: { description: 'Deleted.' } },
      errors: [400, 404],
      async handler({ params, principal }, ctx) {
        await realEstate.DeleteProject({ account_id: principal.accountId, id: params.project_id });
        ctx.status = 204;
      },
    }),
    apply('agent'),
    apply('brand_kit'),
  ];
}
