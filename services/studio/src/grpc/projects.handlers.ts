// Studio projects and their ordered shots: create (idempotent), read, list, update, delete (the
// gateway's routes/studio/projects.routes.ts).
import { pageOf } from '@platform/grpc';
import { IdempotencyGuard } from '@platform/job-lifecycle';
import type { StudioRpcs, StudioServices } from './context.ts';
import { toProject, toShot } from './mappers.ts';

export function projectHandlers({ projects, shots }: Pick<StudioServices, 'projects' | 'shots'>) {
  const idem = IdempotencyGuard.parse;
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
  } satisfies Partial<StudioRpcs>;
}
