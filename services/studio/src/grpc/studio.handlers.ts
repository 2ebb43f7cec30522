// Thin gRPC layer: decode, call the service layer, encode. Validation and rules live in domain/.
// Every RPC of studio.v1.StudioService, checked exhaustively here; each resource's handlers are
// in their own file, as the gateway's studio routes are (context.ts lists them).
import { assetHandlers } from './assets.handlers.ts';
import type { StudioRpcs, StudioServices } from './context.ts';
import { jobHandlers } from './jobs.handlers.ts';
import { projectHandlers } from './projects.handlers.ts';
import { styleHandlers } from './styles.handlers.ts';

export type { StudioServices } from './context.ts';

export function studioHandlers(services: StudioServices): StudioRpcs {
  return {
    ...projectHandlers(services),
    ...styleHandlers(services),
    ...assetHandlers(services),
    ...jobHandlers(services),
  };
}
