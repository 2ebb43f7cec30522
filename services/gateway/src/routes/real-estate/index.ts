// The real estate area of the public API, mounted with `createGateway({ routes })`.
import type { RouteDefinition } from '../../http/route.ts';
import type { RealEstateRouteDeps } from './context.ts';
import { profileRoutes } from './profiles.routes.ts';
import { projectRoutes } from './projects.routes.ts';
import { assetRoutes } from './assets.routes.ts';
import { shotRoutes } from './shots.routes.ts';
import { videoJobRoutes } from './video-jobs.routes.ts';
import { listingRoutes } from './listing.routes.ts';
import { voiceRoutes } from './voices.routes.ts';
import { listingJobRoutes } from './listing-jobs.routes.ts';

export type { RealEstateRouteDeps } from './context.ts';

export function realEstateRoutes(deps: RealEstateRouteDeps): RouteDefinition[] {
  return [
    ...projectRoutes(deps),
    ...shotRoutes(deps),
    ...videoJobRoutes(deps),
    ...listingJobRoutes(deps),
    ...assetRoutes(deps),
    ...profileRoutes(deps),
    ...voiceRoutes(deps),
    ...listingRoutes(deps),
  ];
}
