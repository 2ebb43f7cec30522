// The voice catalogue (the gateway's routes/real-estate/voices.routes.ts).
import { pageOf } from '@platform/grpc';
import type { RealEstateRpcs, RealEstateServices } from './context.ts';
import { toVoice } from './mappers.ts';

export function voiceHandlers({ voices }: Pick<RealEstateServices, 'voices'>) {
  return {
    async ListVoices(request) {
      const slice = await voices.list(pageOf(request.page));
      return { count: slice.count, results: slice.results.map(toVoice) };
    },
    async GetVoice(request) {
      return toVoice(await voices.get(request.id));
    },
  } satisfies Partial<RealEstateRpcs>;
}
