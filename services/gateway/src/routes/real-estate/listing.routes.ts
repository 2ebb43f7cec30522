// The listing video's words and catalogues: the script writer (`projects/{id}/script/`), the
// built-in music library (`music/`) and the intro/outro templates (`templates/`).
import { z } from '@platform/config';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { AUTH, BASE, TAGS, type RealEstateRouteDeps } from './context.ts';
import { presentRealEstateProject } from '@platform/job-events';
import { presentMusicTrack, presentTemplate } from '../../presenters/real-estate.presenters.ts';
import { pageOf } from '../../http/wire-schemas.ts';
import { CardTemplateSchema, MusicTrackSchema, ProjectSchema, TemplateKindQuery } from './schemas.ts';

const ProjectParams = z.object({ project_id: z.uuid() });

export function listingRoutes({ realEstate, config }: RealEstateRouteDeps): RouteDefinition[] {
  const location = (ctx: Parameters<typeof pageLocation>[0]) => pageLocation(ctx, config.PUBLIC_BASE_URL);
  return [
    defineRoute({
      method: 'POST',
      path: `${BASE}projects/{project_id}/script/`,
      operationId: 'real_estate_projects_script_create',
      summary: "Write the project's voiceover script",
      description:
        "Writes `ai_generated_text` from the property data (address, type, rooms, parking, land size, price, additional information) and the shots' descriptions, " +
        'in shot order, paced to the video (about 2.5 spoken words a second). Deterministic: the same project gets the same text. The client may also write the text itself (PATCH).',
      tags: TAGS,
      auth: AUTH,
      params: ProjectParams,
      responses: { 200: { description: 'The project with its new script.', schema: ProjectSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentRealEstateProject(
          await realEstate.WriteScript({ account_id: principal.accountId, id: params.project_id }),
        );
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${BASE}music/`,
      operationId: 'real_estate_music_list',
      summary: 'List the built-in background music library',
      description:
        "Each track in the AudioAsset shape plus its `mood`; its `id` is a valid project's or brand kit's `background_music`.",
      tags: TAGS,
      auth: AUTH,
      paged: true,
      responses: {
        200: {
          description: 'A page of tracks.',
          schema: pageOf(MusicTrackSchema, 'PaginatedMusicTrackList'),
        },
      },
      async handler({ principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await realEstate.ListMusic({ account_id: principal.accountId, page: paging });
        ctx.body = buildPage(
          answer.results.map(presentMusicTrack),
          Number(answer.count),
          paging,
          location(ctx),
        );
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${BASE}templates/`,
      operationId: 'real_estate_templates_list',
      summary: 'List the intro and outro templates',
      tags: TAGS,
      auth: AUTH,
      paged: true,
      query: TemplateKindQuery,
      responses: {
        200: {
          description: 'A page of templates, intros first.',
          schema: pageOf(CardTemplateSchema, 'PaginatedCardTemplateList'),
        },
      },
      async handler({ query, principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await realEstate.ListTemplates({
          account_id: principal.accountId,
          page: paging,
          kind: query.kind ?? '',
        });
        ctx.body = buildPage(
          answer.results.map(presentTemplate),
          Number(answer.count),
          paging,
          location(ctx),
        );
      },
    }),
  ];
}
