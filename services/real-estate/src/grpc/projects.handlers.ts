// Projects: create, read, the list (ranges, ordering, paging), update, delete, and the agent /
// brand kit snapshots (the gateway's routes/real-estate/projects.routes.ts).
import { pageOf } from '@platform/grpc';
import type { RealEstateRpcs, RealEstateServices } from './context.ts';
import { projectChanges } from './mappers.ts';
import { projectListPage } from './project-list-page.ts';
import type { ProjectViews } from './project-views.ts';

export function projectHandlers(
  { projects }: Pick<RealEstateServices, 'projects'>,
  { project, projectPage }: ProjectViews,
) {
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
  } satisfies Partial<RealEstateRpcs>;
}
