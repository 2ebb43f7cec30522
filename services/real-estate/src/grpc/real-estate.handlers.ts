// Thin gRPC layer: decode, call the service layer, encode. Validation and rules live in domain/.
// Every RPC of real_estate.v1.RealEstateService, checked exhaustively here; each resource's
// handlers are in their own file, as the gateway's routes are (context.ts lists them).
import { assetHandlers } from './assets.handlers.ts';
import type { RealEstateRpcs, RealEstateServices } from './context.ts';
import { listingJobHandlers } from './listing-jobs.handlers.ts';
import { listingHandlers } from './listing.handlers.ts';
import { profileHandlers } from './profiles.handlers.ts';
import { projectHandlers } from './projects.handlers.ts';
import { projectViews } from './project-views.ts';
import { sharingHandlers } from './sharing.handlers.ts';
import { shotHandlers } from './shots.handlers.ts';
import { videoJobHandlers } from './video-jobs.handlers.ts';
import { voiceHandlers } from './voices.handlers.ts';

export type { RealEstateServices } from './context.ts';

export function realEstateHandlers(services: RealEstateServices): RealEstateRpcs {
  const views = projectViews(services);
  return {
    ...projectHandlers(services, views),
    ...profileHandlers(services),
    ...assetHandlers(services),
    ...sharingHandlers(services),
    ...shotHandlers(services),
    ...videoJobHandlers(services),
    ...listingJobHandlers(services),
    ...listingHandlers(services, views),
    ...voiceHandlers(services),
  };
}
