// What the studio RPC handlers need: the service layer (wired in app.ts) and the handler table's
// type. Each resource's handlers are in their own file, as the gateway's studio routes are
// (projects and their shots, styles, assets, jobs); studio.handlers.ts puts them together and is
// checked against every RPC of the service.
import type { SharedMediaService } from '@platform/assets';
import type { UnaryHandlers } from '@platform/grpc';
import type { StudioServiceDefinition } from '@platform/protos/generated/studio/v1/StudioService.ts';
import type { AssetViews } from '../domain/asset-views.ts';
import type { AssetsService } from '../domain/assets.service.ts';
import type { JobCreationService } from '../domain/job-creation.service.ts';
import type { JobsService } from '../domain/jobs.service.ts';
import type { ProjectsService } from '../domain/projects.service.ts';
import type { ShotsService } from '../domain/shots.service.ts';
import type { StylesService } from '../domain/styles.service.ts';

export interface StudioServices {
  projects: ProjectsService;
  shots: ShotsService;
  styles: StylesService;
  assets: AssetsService;
  assetViews: AssetViews;
  sharedMedia: SharedMediaService;
  jobs: JobsService;
  creation: JobCreationService;
}

/** Every RPC of studio.v1.StudioService; a resource's file gives some of them. */
export type StudioRpcs = UnaryHandlers<StudioServiceDefinition>;
