// Sharing of a real estate project video: the studio's sharing routes and public page, for the
// videos of a project. The path names the project too, so the video is first checked to be in
// that project of the caller (404 otherwise); the sharing service then asks real estate itself.
import { z } from '@platform/config';
import type { RealEstateClient } from '../../clients/real-estate.client.ts';
import type { RouteDefinition } from '../../http/route.ts';
import { ownerSharingRoutes, type SharingRouteDeps } from '../sharing.routes.ts';
import { BASE, TAGS } from './context.ts';

export function realEstateSharingRoutes(
  deps: SharingRouteDeps & { realEstate: Pick<RealEstateClient, 'GetAsset'> },
): RouteDefinition[] {
  return ownerSharingRoutes(deps, {
    path: `${BASE}projects/{project_id}/assets/videos/{asset_id}/sharing/`,
    params: z.object({ project_id: z.uuid(), asset_id: z.uuid() }),
    tags: TAGS,
    operation: 'real_estate_projects_assets_videos_sharing',
    source: 'real_estate',
    assetOf: (params) => params.asset_id,
    async check(params, accountId) {
      await deps.realEstate.GetAsset({
        account_id: accountId,
        project_id: params.project_id,
        kind: 'video',
        id: params.asset_id,
      });
    },
  });
}
