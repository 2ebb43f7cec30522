// Shots of a project: create from a project image, read, list, update, delete, reorder, demo
// photos (the gateway's routes/real-estate/shots.routes.ts), and the check studio makes before
// it describes a shot's image.
import { pageOf } from '@platform/grpc';
import { shotChanges, toShot } from './asset-mappers.ts';
import type { RealEstateRpcs, RealEstateServices } from './context.ts';

export function shotHandlers({ shots, descriptions }: Pick<RealEstateServices, 'shots' | 'descriptions'>) {
  return {
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
  } satisfies Partial<RealEstateRpcs>;
}
