// What the real estate RPC handlers need: the service layer (wired in app.ts) and the handler
// table's type. Each resource's handlers are in their own file, as the gateway's routes are
// (projects, profiles, assets, sharing, shots, video-jobs, listing-jobs, listing, voices);
// real-estate.handlers.ts puts them together and is checked against every RPC of the service.
import type { SharedMediaService } from '@platform/assets';
import type { UnaryHandlers } from '@platform/grpc';
import type { RealEstateServiceDefinition } from '@platform/protos/generated/real_estate/v1/RealEstateService.ts';
import type { AgentsService } from '../domain/agents.service.ts';
import type { AssetUploadsService } from '../domain/asset-uploads.service.ts';
import type { AssetViews } from '../domain/asset-views.ts';
import type { AssetsService } from '../domain/assets.service.ts';
import type { BrandKitsService } from '../domain/brand-kits.service.ts';
import type { ListingJobsService } from '../domain/listing-jobs.service.ts';
import type { MusicService } from '../domain/music.service.ts';
import type { ProjectsService } from '../domain/projects.service.ts';
import type { ScriptService } from '../domain/script.service.ts';
import type { ShotDescriptions } from '../domain/shot-descriptions.ts';
import type { ShotVideoJobsService } from '../domain/shot-video-jobs.service.ts';
import type { ShotsService } from '../domain/shots.service.ts';
import type { TemplatesService } from '../domain/templates.service.ts';
import type { VoicesService } from '../domain/voices.service.ts';

export interface RealEstateServices {
  projects: ProjectsService;
  agents: AgentsService;
  brandKits: BrandKitsService;
  voices: VoicesService;
  assets: AssetsService;
  assetUploads: AssetUploadsService;
  assetViews: AssetViews;
  shots: ShotsService;
  videoJobs: ShotVideoJobsService;
  descriptions: ShotDescriptions;
  listingJobs: ListingJobsService;
  sharedMedia: SharedMediaService;
  script: ScriptService;
  music: MusicService;
  templates: TemplatesService;
}

/** Every RPC of real_estate.v1.RealEstateService; a resource's file gives some of them. */
export type RealEstateRpcs = UnaryHandlers<RealEstateServiceDefinition>;
