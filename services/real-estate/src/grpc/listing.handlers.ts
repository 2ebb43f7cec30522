// The listing video's words and catalogues: the script writer, the built-in music library and
// the intro/outro templates (the gateway's routes/real-estate/listing.routes.ts).
import { pageOf } from '@platform/grpc';
import type { RealEstateRpcs, RealEstateServices } from './context.ts';
import { toCardTemplate, toMusicTrack } from './mappers.ts';
import type { ProjectViews } from './project-views.ts';

export function listingHandlers(
  { script, music, templates }: Pick<RealEstateServices, 'script' | 'music' | 'templates'>,
  { project }: ProjectViews,
) {
  return {
    async WriteScript(request) {
      return project(await script.write(request.account_id, request.id));
    },
    async ListMusic(request) {
      const slice = await music.list(pageOf(request.page));
      return { count: slice.count, results: slice.results.map(toMusicTrack) };
    },
    async ListTemplates(request) {
      const slice = await templates.list(request.kind, pageOf(request.page));
      return { count: slice.count, results: slice.results.map(toCardTemplate) };
    },
  } satisfies Partial<RealEstateRpcs>;
}
