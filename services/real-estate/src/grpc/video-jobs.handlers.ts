// Shot video jobs: create (idempotent), read, list and cancel: the gateway's
// routes/real-estate/video-jobs.routes.ts.
import { pageOf } from '@platform/grpc';
import { IdempotencyGuard } from '@platform/job-lifecycle';
import { toShotVideoJob } from './asset-mappers.ts';
import type { RealEstateRpcs, RealEstateServices } from './context.ts';

export function videoJobHandlers({ videoJobs }: Pick<RealEstateServices, 'videoJobs'>) {
  return {
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
  } satisfies Partial<RealEstateRpcs>;
}
