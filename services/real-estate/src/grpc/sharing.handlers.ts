// Sharing of a project video: whether a video may be shared (the sharing service asks before it
// publishes), and the shared copy's publish / get / unpublish (@platform/assets): the gateway's
// routes/real-estate/sharing.routes.ts.
import { sharedVideoRpcs } from '@platform/assets';
import type { RealEstateRpcs, RealEstateServices } from './context.ts';

export function sharingHandlers({ assets, sharedMedia }: Pick<RealEstateServices, 'assets' | 'sharedMedia'>) {
  return {
    async GetShareableVideo(request) {
      const video = await assets.getOwned(request.account_id, 'video', request.asset_id);
      return { id: video.id, project_id: video.projectId, finished: true };
    },
    ...sharedVideoRpcs(sharedMedia),
  } satisfies Partial<RealEstateRpcs>;
}
