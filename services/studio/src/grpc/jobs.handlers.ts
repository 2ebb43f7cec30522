// Generation jobs: text-to-image and image-to-video inside a project, image-to-text on its own;
// create (idempotent, through the job creation service), read, list and cancel each (the
// gateway's routes/studio/jobs.routes.ts).
import { pageOf } from '@platform/grpc';
import { IdempotencyGuard } from '@platform/job-lifecycle';
import type { JobRef } from '../domain/jobs.service.ts';
import type { JobKind, JobRecord } from '../domain/records.ts';
import type { StudioRpcs, StudioServices } from './context.ts';
import { toImageToTextJob, toImageToVideoJob, toTextToImageJob } from './mappers.ts';

export function jobHandlers({ jobs, creation }: Pick<StudioServices, 'jobs' | 'creation'>) {
  const idem = IdempotencyGuard.parse;

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
  } satisfies Partial<StudioRpcs>;
}
