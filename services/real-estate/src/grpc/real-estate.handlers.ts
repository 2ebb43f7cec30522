// Thin gRPC layer: decode, call the service layer, encode. Validation and rules live in domain/.
// One file over 300 lines: one entry per RPC of real_estate.v1.RealEstateService, checked exhaustively.
import { sharedVideoRpcs, type SharedMediaService } from '@platform/assets';
import { pageOf, type UnaryHandlers } from '@platform/grpc';
import type { RealEstateServiceDefinition } from '@platform/protos/generated/real_estate/v1/RealEstateService.ts';
import type { AssetViews } from '../domain/asset-views.ts';
import { assetKindOf } from '../domain/asset-drafts.ts';
import type { AssetUploadsService } from '../domain/asset-uploads.service.ts';
import type { AssetsService } from '../domain/assets.service.ts';
import type { AgentsService } from '../domain/agents.service.ts';
import type { BrandKitsService } from '../domain/brand-kits.service.ts';
import type { ProjectsService } from '../domain/projects.service.ts';
import type { ProjectRecord } from '../domain/records.ts';
import type { ShotDescriptions } from '../domain/shot-descriptions.ts';
import type { ShotsService } from '../domain/shots.service.ts';
import type { VoicesService } from '../domain/voices.service.ts';
import type { MusicService } from '../domain/music.service.ts';
import type { ScriptService } from '../domain/script.service.ts';
import type { TemplatesService } from '../domain/templates.service.ts';
import { shotChanges, toAsset, toAudio, toShot, toShotVideoJob } from './asset-mappers.ts';
import { IdempotencyGuard } from '@platform/job-lifecycle';
import type { ShotVideoJobsService } from '../domain/shot-video-jobs.service.ts';
import type { ListingJobsService } from '../domain/listing-jobs.service.ts';
import type { ListingJobKind } from '../domain/records.ts';
import { notFound } from '@platform/errors';
import { toListingJob, toVoiceover } from './listing-mappers.ts';
import { projectListPage } from './project-list-page.ts';
import {
  brandKitChanges,
  projectChanges,
  toAgent,
  toBrandKit,
  toCardTemplate,
  toMusicTrack,
  toProject,
  toVoice,
} from './mappers.ts';
import type { AgentRecord, AssetRecord, BrandKitRecord } from '../domain/records.ts';

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

export function realEstateHandlers(services: RealEstateServices): UnaryHandlers<RealEstateServiceDefinition> {
  const {
    projects,
    agents,
    brandKits,
    voices,
    assets,
    assetUploads,
    assetViews,
    shots,
    videoJobs,
    descriptions,
    listingJobs,
    sharedMedia,
    script,
    music,
    templates,
  } = services;
  const view = async (record: AssetRecord | null) => (record ? assetViews.asset(record) : null);
  const referencesNothing = (
    record: ProjectRecord,
    logo: AssetRecord | null,
    audio: AssetRecord | null,
  ): boolean =>
    !record.settings.speaker_voice &&
    !logo &&
    !audio &&
    !record.settings.background_music &&
    !record.voiceoverId &&
    !record.thumbnailKey;
  /** A project as the API shows it, given its logo and audio asset records (already looked up). */
  const present = async (
    record: ProjectRecord,
    logoRecord: AssetRecord | null,
    audioRecord: AssetRecord | null,
  ) => {
    // Nothing referenced (most projects of a list): nothing to look up or sign.
    if (referencesNothing(record, logoRecord, audioRecord))
      return toProject(record, null, null, null, undefined, undefined);
    const [voice, logo, audio, track, voiceover, thumbnail] = await Promise.all([
      voices.maybe(record.settings.speaker_voice),
      view(logoRecord),
      view(audioRecord),
      music.maybe(record.settings.background_music),
      listingJobs.voiceoverOf(record),
      record.thumbnailKey ? assetViews.signed(record.thumbnailKey) : undefined,
    ]);
    const backgroundMusic = audio ? toAudio(audio) : track ? toMusicTrack(track) : null;
    return toProject(
      record,
      voice,
      logo,
      backgroundMusic,
      voiceover ? toVoiceover(voiceover) : undefined,
      thumbnail,
    );
  };
  const project = async (record: ProjectRecord) => {
    const [logo, audio] = await Promise.all([
      assets.maybe(record.id, 'image', record.settings.logo_asset),
      assets.maybe(record.id, 'audio', record.settings.background_music),
    ]);
    return present(record, logo, audio);
  };
  /** A page of projects: their logos and music in one query per kind, not two per project. */
  const projectPage = async (records: readonly ProjectRecord[]) => {
    const [logos, audioAssets] = await Promise.all([
      assets.referenced(
        'image',
        records.map((record) => ({ projectId: record.id, id: record.settings.logo_asset })),
      ),
      assets.referenced(
        'audio',
        records.map((record) => ({ projectId: record.id, id: record.settings.background_music })),
      ),
    ]);
    return Promise.all(
      records.map((record) =>
        present(record, logos.get(record.id) ?? null, audioAssets.get(record.id) ?? null),
      ),
    );
  };
  const kit = async (record: BrandKitRecord) =>
    toBrandKit(
      record,
      await voices.maybe(record.settings.speaker_voice),
      await assetViews.stored(record.logo),
    );
  const agentOut = async (record: AgentRecord) =>
    toAgent(record, await assetViews.stored(record.profilePhoto));
  const agentInput = (request: {
    first_name?: string;
    last_name?: string;
    contact_number?: string;
    contact_email?: string;
  }) => ({
    first_name: request.first_name,
    last_name: request.last_name,
    contact_number: request.contact_number,
    contact_email: request.contact_email,
  });

  return {
    async CreateProject(request) {
      return project(await projects.create(request.account_id, projectChanges(request.fields)));
    },
    async GetProject(request) {
      return project(await projects.get(request.account_id, request.id));
    },
    async ListProjects(request) {
      const slice = await projects.list(
        request.account_id,
        {
          createdAfter: request.created_at_after,
          createdBefore: request.created_at_before,
          updatedAfter: request.updated_at_after,
          updatedBefore: request.updated_at_before,
          ordering: request.ordering,
        },
        pageOf(request.page),
      );
      return projectListPage(slice.count, await projectPage(slice.results));
    },
    async UpdateProject(request) {
      return project(await projects.update(request.account_id, request.id, projectChanges(request.fields)));
    },
    async DeleteProject(request) {
      await projects.delete(request.account_id, request.id);
      return { deleted: true };
    },
    async ApplyAgent(request) {
      return project(await projects.applyAgent(request.account_id, request.project_id, request.source_id));
    },
    async ApplyBrandKit(request) {
      return project(await projects.applyBrandKit(request.account_id, request.project_id, request.source_id));
    },

    async CreateAgent(request) {
      return agentOut(await agents.create(request.account_id, agentInput(request)));
    },
    async GetAgent(request) {
      return agentOut(await agents.get(request.account_id, request.id));
    },
    async ListAgents(request) {
      const slice = await agents.list(request.account_id, pageOf(request.page));
      return { count: slice.count, results: await Promise.all(slice.results.map(agentOut)) };
    },
    async UpdateAgent(request) {
      return agentOut(
        await agents.update(request.account_id, request.id, agentInput(request), request.replace),
      );
    },
    async DeleteAgent(request) {
      await agents.delete(request.account_id, request.id);
      return { deleted: true };
    },

    async SetAgentPhoto(request) {
      return agentOut(
        await agents.setPhoto(request.account_id, request.id, request.staging_key, request.file_name),
      );
    },
    async DeleteAgentPhoto(request) {
      return agentOut(await agents.deletePhoto(request.account_id, request.id));
    },

    async CreateBrandKit(request) {
      return kit(await brandKits.create(request.account_id, brandKitChanges(request)));
    },
    async GetBrandKit(request) {
      return kit(await brandKits.get(request.account_id, request.id));
    },
    async ListBrandKits(request) {
      const slice = await brandKits.list(request.account_id, pageOf(request.page));
      return { count: slice.count, results: await Promise.all(slice.results.map(kit)) };
    },
    async UpdateBrandKit(request) {
      return kit(await brandKits.update(request.account_id, request.id, brandKitChanges(request)));
    },
    async DeleteBrandKit(request) {
      await brandKits.delete(request.account_id, request.id);
      return { deleted: true };
    },

    async RegisterUpload(request) {
      const kind = assetKindOf(request.kind);
      const record = await assets.registerUpload({
        accountId: request.account_id,
        projectId: request.project_id,
        kind,
        stagingKey: request.staging_key,
        name: request.name,
        fileName: request.file_name,
      });
      return toAsset(await assetViews.asset(record));
    },
    async CreateExternalAsset(request) {
      const record = await assets.createExternal({
        accountId: request.account_id,
        projectId: request.project_id,
        kind: assetKindOf(request.kind),
        externalUrl: request.external_url,
        name: request.name,
      });
      return toAsset(await assetViews.asset(record));
    },
    async GetAsset(request) {
      return toAsset(
        await assetViews.asset(
          await assets.get(request.account_id, request.project_id, assetKindOf(request.kind), request.id),
        ),
      );
    },
    async ListAssets(request) {
      const slice = await assets.list(
        request.account_id,
        request.project_id,
        assetKindOf(request.kind),
        pageOf(request.page),
      );
      return {
        count: slice.count,
        results: await Promise.all(
          slice.results.map(async (record) => toAsset(await assetViews.asset(record))),
        ),
      };
    },
    async DeleteAsset(request) {
      await assets.delete(request.account_id, request.project_id, assetKindOf(request.kind), request.id);
      return { deleted: true };
    },
    async GetShareableVideo(request) {
      const video = await assets.getOwned(request.account_id, 'video', request.asset_id);
      return { id: video.id, project_id: video.projectId, finished: true };
    },
    ...sharedVideoRpcs(sharedMedia),

    async CreateShot(request) {
      return toShot(
        await shots.create(
          request.account_id,
          request.project_id,
          request.image,
          shotChanges(request.fields),
        ),
      );
    },
    async GetShot(request) {
      return toShot(await shots.get(request.account_id, request.project_id, request.shot_id));
    },
    async ListShots(request) {
      const slice = await shots.list(request.account_id, request.project_id, pageOf(request.page));
      return { count: slice.count, results: slice.results.map(toShot) };
    },
    async UpdateShot(request) {
      return toShot(
        await shots.update(
          request.account_id,
          request.project_id,
          request.shot_id,
          shotChanges(request.fields),
        ),
      );
    },
    async DeleteShot(request) {
      await shots.delete(request.account_id, request.project_id, request.shot_id);
      return { deleted: true };
    },
    async ReorderShots(request) {
      return {
        shots: (await shots.reorder(request.account_id, request.project_id, request.shot_ids)).map(toShot),
      };
    },
    async UseDemoPhotos(request) {
      return { shots: (await shots.useDemoPhotos(request.account_id, request.id)).map(toShot) };
    },

    async CreateShotVideoJob(request) {
      const created = await videoJobs.create(
        { accountId: request.account_id, projectId: request.project_id, shotId: request.shot_id },
        {
          modelName: request.model_name,
          prompt: request.prompt,
          requestedResolution: request.requested_resolution,
          requestedVideoDuration: request.requested_video_duration,
          modelConfigJson: request.model_config_json,
          webhookUrl: request.webhook_url,
        },
        IdempotencyGuard.parse(request.idempotency),
      );
      return toShotVideoJob(created.value, created.replayed);
    },
    async GetShotVideoJob(request) {
      return toShotVideoJob(
        await videoJobs.get({
          accountId: request.account_id,
          projectId: request.project_id,
          shotId: request.shot_id,
          id: request.id,
        }),
      );
    },
    async ListShotVideoJobs(request) {
      const slice = await videoJobs.list(
        { accountId: request.account_id, projectId: request.project_id, shotId: request.shot_id },
        pageOf(request.page),
      );
      return { count: slice.count, results: slice.results.map((view) => toShotVideoJob(view)) };
    },
    async CancelShotVideoJob(request) {
      const { refused, view } = await videoJobs.cancel({
        accountId: request.account_id,
        projectId: request.project_id,
        shotId: request.shot_id,
        id: request.id,
      });
      return { job: toShotVideoJob(view), refused_detail: refused ?? '' };
    },

    async CreateListingJob(request) {
      const ref = { accountId: request.account_id, projectId: request.project_id };
      const idem = IdempotencyGuard.parse(request.idempotency);
      const kind = listingKind(request.kind);
      const created =
        kind === 'voiceover'
          ? await listingJobs.createVoiceover(ref, idem, request.webhook_url)
          : await listingJobs.createRender(ref, request.branded, idem, request.webhook_url, {
              videoFormat: request.video_format,
              targetS: request.target_duration_s,
            });
      return toListingJob(created.value, created.replayed);
    },
    async GetListingJob(request) {
      return toListingJob(
        await listingJobs.get(listingKind(request.kind), {
          accountId: request.account_id,
          projectId: request.project_id,
          id: request.id,
        }),
      );
    },
    async ListListingJobs(request) {
      const slice = await listingJobs.list(
        listingKind(request.kind),
        { accountId: request.account_id, projectId: request.project_id },
        pageOf(request.page),
      );
      return { count: slice.count, results: slice.results.map((job) => toListingJob(job)) };
    },
    async CancelListingJob(request) {
      const { refused, view } = await listingJobs.cancel(listingKind(request.kind), {
        accountId: request.account_id,
        projectId: request.project_id,
        id: request.id,
      });
      return { job: toListingJob(view), refused_detail: refused ?? '' };
    },

    async SetBrandKitLogo(request) {
      return kit(
        await brandKits.setLogo(request.account_id, request.id, request.staging_key, request.file_name),
      );
    },
    async DeleteBrandKitLogo(request) {
      return kit(await brandKits.deleteLogo(request.account_id, request.id));
    },

    async ListVoices(request) {
      const slice = await voices.list(pageOf(request.page));
      return { count: slice.count, results: slice.results.map(toVoice) };
    },
    async GetVoice(request) {
      return toVoice(await voices.get(request.id));
    },

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
    async CreateAssetUpload(request) {
      const { pending, upload } = await assetUploads.createUpload({
        accountId: request.account_id,
        projectId: request.project_id,
        kind: assetKindOf(request.kind),
        name: request.name,
        contentType: request.content_type,
        fileSize: Number(request.file_size),
      });
      return { asset: toAsset(assetViews.pending(pending)), upload };
    },
    async FinalizeAssetUpload(request) {
      return toAsset(
        await assetViews.asset(
          await assetUploads.finalizeUpload(
            request.account_id,
            request.project_id,
            assetKindOf(request.kind),
            request.id,
          ),
        ),
      );
    },
    async CheckShotDescription(request) {
      const found = await descriptions.check(
        request.account_id,
        request.project_id,
        request.shot_id,
        request.image_asset_id,
      );
      return {
        project_found: found.projectFound,
        shot_found: found.shotFound,
        image_asset_id: found.image?.id ?? '',
        image_key: found.image?.fileKey ?? '',
      };
    },
  };
}

/** The job kinds of the listing job RPCs; anything else names no job. */
function listingKind(kind: string): ListingJobKind {
  if (kind === 'voiceover' || kind === 'render') return kind;
  throw notFound();
}
