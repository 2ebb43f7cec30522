// The project list's page as the gateway serves it (ProjectListPage): each project presented as
// its read endpoint shows it, with the presenter the gateway uses for that read, and the page's
// projects encoded once as a JSON array. The gateway adds the count and the links around it.
import { asReadAnswer, presentRealEstateProject } from '@platform/job-events';
import { realEstateProto } from '@platform/protos';
import type { Project, Project__Output } from '@platform/protos/generated/real_estate/v1/Project.ts';
import type { ProjectListPage } from '@platform/protos/generated/real_estate/v1/ProjectListPage.ts';

/**
 * The project as the gateway would decode it from GetProject's answer, which is what its presenter
 * reads. A project without nested messages (most of a list: nothing referenced) already is:
 * toProject sets every scalar field, and the wire leaves scalars as they are (absent optional
 * fields stay absent). Nested messages go through the wire encoding, which turns their int64
 * fields into strings and fills their unset fields with defaults.
 */
export function asDecoded(project: Project): Project__Output {
  if (!project.background_music && !project.logo_asset && !project.speaker_voice && !project.voiceover)
    return project as Project__Output;
  return asReadAnswer(realEstateProto().real_estate.v1.RealEstateService.service.GetProject, project);
}

export function projectListPage(count: number, projects: readonly Project[]): ProjectListPage {
  return {
    count,
    results_json: Buffer.from(
      JSON.stringify(projects.map((project) => presentRealEstateProject(asDecoded(project)))),
    ),
  };
}
