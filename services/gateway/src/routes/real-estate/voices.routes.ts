// The voice catalogue: the voices a project's or brand kit's `speaker_voice` may name.
import { z } from '@platform/config';
import { presentVoice } from '@platform/job-events';
import { buildPage, pageLocation, parsePaging } from '../../http/paging.ts';
import { defineRoute, type RouteDefinition } from '../../http/route.ts';
import { pageOf } from '../../http/wire-schemas.ts';
import { AUTH, BASE, TAGS, type RealEstateRouteDeps } from './context.ts';
import { VoiceSchema } from './schemas.ts';

const VoiceParams = z.object({ id: z.uuid() });

export function voiceRoutes({ realEstate, config }: RealEstateRouteDeps): RouteDefinition[] {
  const voices = `${BASE}voices/`;
  return [
    defineRoute({
      method: 'GET',
      path: voices,
      operationId: 'real_estate_voices_list',
      summary: 'List the voice catalogue',
      tags: TAGS,
      auth: AUTH,
      paged: true,
      responses: {
        200: { description: 'A page of voices.', schema: pageOf(VoiceSchema, 'PaginatedVoiceList') },
      },
      async handler({ principal }, ctx) {
        const paging = parsePaging(ctx.query);
        const answer = await realEstate.ListVoices({ account_id: principal.accountId, page: paging });
        ctx.body = buildPage(
          answer.results.map(presentVoice),
          Number(answer.count),
          paging,
          pageLocation(ctx, config.PUBLIC_BASE_URL),
        );
      },
    }),
    defineRoute({
      method: 'GET',
      path: `${voices}{id}/`,
      operationId: 'real_estate_voices_retrieve',
      summary: 'Read a voice',
      tags: TAGS,
      auth: AUTH,
      params: VoiceParams,
      responses: { 200: { description: 'The voice.', schema: VoiceSchema } },
      errors: [404],
      async handler({ params, principal }, ctx) {
        ctx.body = presentVoice(
          await realEstate.GetVoice({ account_id: principal.accountId, id: params.id }),
        );
      },
    }),
  ];
}
