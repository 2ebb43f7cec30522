// The studio area of the public API, mounted with `createGateway({ routes })`.
import type { RouteDefinition } from '../../http/route.ts';
import { assetRoutes } from './assets.routes.ts';
import type { StudioRouteDeps } from './context.ts';
import { jobRoutes } from './jobs.routes.ts';
import { projectRoutes } from './projects.routes.ts';
import { styleRoutes } from './styles.routes.ts';

export type { StudioRouteDeps } from './context.ts';

export function studioRoutes(deps: StudioRouteDeps): RouteDefinition[] {
  return [...projectRoutes(deps), ...styleRoutes(deps), ...assetRoutes(deps), ...jobRoutes(deps)];
}
