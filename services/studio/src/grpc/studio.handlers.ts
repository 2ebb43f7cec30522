// Thin gRPC layer: decode, call the service layer, encode. Validation and rules live in domain/.
// One file a little over 300 lines: one entry per RPC of studio.v1.StudioService, checked exhaustively.
import { validationError } from '@platform/errors';
import { pageOf, type UnaryHandlers } from '@platform/grpc';
import type { StudioServiceDefinition } from '@platform/protos/generated/studio/v1/StudioService.ts';
import type { AssetKind as WireAssetKind } from '@platform/protos/generated/studio/v1/AssetKind.ts';
import type { Asset } from '@platform/protos/generated/studio/v1/Asset.ts';
import type { AssetViews } from '../domain/asset-views.ts';
import type { AssetsService } from '../domain/assets.service.ts';
import { IdempotencyGuard } from '@platform/job-lifecycle';
import { sharedVideoRpcs, type SharedMediaService } from '@platform/assets';
import type { JobCreationService } from '../domain/job-creation.service.ts';
import type { JobRef, JobsService } from '../domain/jobs.service.ts';
import type { ProjectsService } from '../domain/projects.service.ts';
import type { AssetKind, AssetRecord, JobKind, JobRecord } from '../domain/records.ts';
import type { ShotsService } from '../domain/shots.service.ts';
import type { StylesService } from '../domain/styles.service.ts';
import {
  toImageAsset,
  toImageToTextJob,
  toImageToVideoJob,
  toProject,
  toShot,
  toStylePreset,
  toTextToImageJob,
  toVideoAsset,
} from './mappers.ts';

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

function kindOf(kind: WireAssetKind | string): AssetKind {
  if (kind === 'ASSET_KIND_IMAGE') return 'image';
  if (kind === 'ASSET_KIND_VIDEO') return 'video';
  throw validationError('Invalid input.', { kind: ['Must be image or video.'] });
}

export function studioHandlers(services: StudioServices): UnaryHandlers<StudioServiceDefinition> {
  const { projects, shots, styles, assets, assetViews, sharedMedia, jobs, creation } = services;
  const idem = IdempotencyGuard.parse;

  const asset = async (record: AssetRecord, replayed = false): Promise<Asset> =>
    record.kind === 'image'
      ? { image: toImageAsset(await assetViews.image(record)), replayed }
      : { video: toVideoAsset(await assetViews.video(record)), replayed };

  const ref = (kind: JobKind, request: { account_id: string; project_id: string; id: string }): JobRef => ({
    accountId: request.account_id,
    kind,
    projectId: request.project_id,
    id: request.id,
  });

  const t2i = (r: JobRef, created?: JobRecord) =>
    jobs.read(r, (repos, job) => jobs.views.textToImage(repos, job), created);
  const i2t = (r: JobRef, created?: JobRecord) =>
    jobs.read(r, (repos, job) => jobs.views.imageToText(repos, job), created);
  const i2v = (r: JobRef, created?: JobRecord) =>
    jobs.read(r, (repos, job) => jobs.views.imageToVideo(repos, job), created);

  return {
    async CreateProject(request) {
      const created = await projects.create(
        request.account_id,
        { name: request.name, description: request.description },
        idem(request.idempotency),
      );
      return toProject(created.value, created.replayed);
    },
    async GetProject(request) {
      return toProject(await projects.get(request.account_id, request.id));
    },
    async ListProjects(request) {
      const slice = await projects.list(request.account_id, pageOf(request.page));
      return { count: slice.count, results: slice.results.map((project) => toProject(project)) };
    },
    async UpdateProject(request) {
      return toProject(
        await projects.update(request.account_id, request.id, {
          name: request.name,
          description: request.description,
        }),
      );
    },
    async DeleteProject(request) {
      await projects.delete(request.account_id, request.id);
      return { deleted: true };
    },

    async CreateShot(request) {
      const created = await shots.create(
        request.account_id,
        request.project_id,
        {
          name: request.name,
          prompt: request.prompt,
          order: request.order,
          imageAssetId: request.image_asset,
          videoAssetId: request.video_asset,
        },
        idem(request.idempotency),
      );
      return toShot(created.value, created.replayed);
    },
    async GetShot(request) {
      return toShot(await shots.get(request.account_id, request.project_id, request.shot_id));
    },
    async ListShots(request) {
      const slice = await shots.list(request.account_id, request.project_id, pageOf(request.page));
      return { count: slice.count, results: slice.results.map((shot) => toShot(shot)) };
    },
    async UpdateShot(request) {
      const updated = await shots.update(request.account_id, request.project_id, request.shot_id, {
        name: request.name,
        prompt: request.prompt,
        order: request.order,
        imageAssetId: request.set_image_asset ? request.image_asset || null : undefined,
        videoAssetId: request.set_video_asset ? request.video_asset || null : undefined,
      });
      return toShot(updated);
    },
    async DeleteShot(request) {
      await shots.delete(request.account_id, request.project_id, request.shot_id);
      return { deleted: true };
    },

    async CreateStylePreset(request) {
      const created = await styles.create(
        request.account_id,
        {
          name: request.name,
          promptPrefix: request.prompt_prefix,
          promptSuffix: request.prompt_suffix,
          negativePrompt: request.negative_prompt,
        },
        idem(request.idempotency),
      );
      return toStylePreset(created.value, created.replayed);
    },
    async GetStylePreset(request) {
      return toStylePreset(await styles.get(request.account_id, request.id));
    },
    async ListStylePresets(request) {
      const slice = await styles.list(request.account_id, pageOf(request.page));
      return { count: slice.count, results: slice.results.map((preset) => toStylePreset(preset)) };
    },
    async DeleteStylePreset(request) {
      await styles.delete(request.account_id, request.id);
      return { deleted: true };
    },

    async RegisterUpload(request) {
      const created = await assets.registerUpload({
        kind: kindOf(request.kind),
        accountId: request.account_id,
        stagingKey: request.staging_key,
        name: request.name,
        fileName: request.file_name,
        tags: request.tags,
        idem: idem(request.idempotency),
      });
      return asset(created.value, created.replayed);
    },
    async CreateUpload(request) {
      const created = await assets.createUpload({
        kind: kindOf(request.kind),
        accountId: request.account_id,
        name: request.name,
        tags: request.tags,
        contentType: request.content_type,
        fileSize: Number(request.file_size),
        idem: idem(request.idempotency),
      });
      return { asset: await asset(created.asset, created.replayed), upload: created.upload };
    },
    async FinalizeUpload(request) {
      return asset(await assets.finalizeUpload(kindOf(request.kind), request.account_id, request.id));
    },
    async CreateExternalAsset(request) {
      const created = await assets.createExternal({
        kind: kindOf(request.kind),
        accountId: request.account_id,
        url: request.external_url,
        name: request.name,
        tags: request.tags,
        idem: idem(request.idempotency),
      });
      return asset(created.value, created.replayed);
    },
    async GetImageAsset(request) {
      return toImageAsset(await assetViews.image(await assets.get('image', request.account_id, request.id)));
    },
    async ListImageAssets(request) {
      const slice = await assets.list('image', request.account_id, pageOf(request.page));
      return {
        count: slice.count,
        results: await Promise.all(
          slice.results.map(async (record) => toImageAsset(await assetViews.image(record))),
        ),
      };
    },
    async DeleteImageAsset(request) {
      await assets.delete('image', request.account_id, request.id);
      return { deleted: true };
    },
    async GetVideoAsset(request) {
      return toVideoAsset(await assetViews.video(await assets.get('video', request.account_id, request.id)));
    },
    async ListVideoAssets(request) {
      const slice = await assets.list('video', request.account_id, pageOf(request.page));
      return {
        count: slice.count,
        results: await Promise.all(
          slice.results.map(async (record) => toVideoAsset(await assetViews.video(record))),
        ),
      };
    },
    async DeleteVideoAsset(request) {
      await assets.delete('video', request.account_id, request.id);
      return { deleted: true };
    },
    ...sharedVideoRpcs(sharedMedia),

    async CreateTextToImageJob(request) {
      const accountId = request.account_id;
      const created = await creation.createTextToImage(
        accountId,
        {
          projectId: request.project_id,
          prompt: request.prompt,
          modelName: request.model_name,
          modelConfigJson: request.model_config_json,
          styleSettings: request.style_settings,
          numRequestedImages: request.num_requested_images,
          webhookUrl: request.webhook_url,
        },
        idem(request.idempotency),
        (id, created) =>
          t2i({ accountId, kind: 'text_to_image', projectId: request.project_id, id }, created),
      );
      return toTextToImageJob(created.value, created.replayed);
    },
    async GetTextToImageJob(request) {
      return toTextToImageJob(await t2i(ref('text_to_image', request)));
    },
    async ListTextToImageJobs(request) {
      const slice = await jobs.list(
        request.account_id,
        'text_to_image',
        request.project_id || null,
        pageOf(request.page),
        (repos, job) => jobs.views.textToImage(repos, job),
      );
      return { count: slice.count, results: slice.results.map((view) => toTextToImageJob(view)) };
    },
    async CancelTextToImageJob(request) {
      const r = ref('text_to_image', request);
      const { refused } = await jobs.cancel(r);
      return { job: toTextToImageJob(await t2i(r)), refused_detail: refused ?? '' };
    },

    async CreateImageToTextJob(request) {
      const accountId = request.account_id;
      const created = await creation.createImageToText(
        accountId,
        {
          imageAsset: request.image_asset,
          fidelityLevel: request.fidelity_level,
          project: request.project,
          shot: request.shot,
          projectRealEstate: request.project_real_estate,
          realEstateShot: request.real_estate_shot,
          webhookUrl: request.webhook_url,
        },
        idem(request.idempotency),
        (id, created) => i2t({ accountId, kind: 'image_to_text', projectId: '', id }, created),
      );
      return toImageToTextJob(created.value, created.replayed);
    },
    async GetImageToTextJob(request) {
      return toImageToTextJob(await i2t(ref('image_to_text', request)));
    },
    async ListImageToTextJobs(request) {
      const slice = await jobs.list(
        request.account_id,
        'image_to_text',
        null,
        pageOf(request.page),
        (repos, job) => jobs.views.imageToText(repos, job),
      );
      return { count: slice.count, results: slice.results.map((view) => toImageToTextJob(view)) };
    },
    async CancelImageToTextJob(request) {
      const r = ref('image_to_text', request);
      const { refused } = await jobs.cancel(r);
      return { job: toImageToTextJob(await i2t(r)), refused_detail: refused ?? '' };
    },

    async CreateImageToVideoJob(request) {
      const accountId = request.account_id;
      const created = await creation.createImageToVideo(
        accountId,
        {
          projectId: request.project_id,
          startFrame: request.start_frame,
          modelName: request.model_name,
          modelConfigJson: request.model_config_json,
          prompt: request.prompt,
          styleSettings: request.style_settings,
          requestedResolution: request.requested_resolution,
          requestedVideoDuration: request.requested_video_duration,
          webhookUrl: request.webhook_url,
        },
        idem(request.idempotency),
        (id, created) =>
          i2v({ accountId, kind: 'image_to_video', projectId: request.project_id, id }, created),
      );
      return toImageToVideoJob(created.value, created.replayed);
    },
    async GetImageToVideoJob(request) {
      return toImageToVideoJob(await i2v(ref('image_to_video', request)));
    },
    async ListImageToVideoJobs(request) {
      const slice = await jobs.list(
        request.account_id,
        'image_to_video',
        request.project_id || null,
        pageOf(request.page),
        (repos, job) => jobs.views.imageToVideo(repos, job),
      );
      return { count: slice.count, results: slice.results.map((view) => toImageToVideoJob(view)) };
    },
    async CancelImageToVideoJob(request) {
      const r = ref('image_to_video', request);
      const { refused } = await jobs.cancel(r);
      return { job: toImageToVideoJob(await i2v(r)), refused_detail: refused ?? '' };
    },
  };
}
