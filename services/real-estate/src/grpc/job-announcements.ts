// Real estate's job views for the public job events (@platform/job-lifecycle's JobAnnouncer): a
// job as its read endpoint shows it, built by the read handler's mapper, the wire encoding and the
// gateway's presenter, so an event and a read of the job cannot disagree. A new job kind adds its
// view here (a kind without one does not compile where its announcer is made).
import { asReadAnswer, presentShotVideoJob } from '@platform/job-events';
import type { JobViews } from '@platform/job-lifecycle';
import { realEstateProto } from '@platform/protos';
import type { Repositories } from '../domain/ports.ts';
import type { ShotVideoJobRecord } from '../domain/records.ts';
import type { ShotVideoJobView } from '../domain/shot-video-jobs.service.ts';
import { toShotVideoJob } from './asset-mappers.ts';

/** `view` reads the job's records in the announcing transaction (ShotVideoJobsService.viewIn). */
export function shotVideoJobViews(view: (repos: Repositories, job: ShotVideoJobRecord) => Promise<ShotVideoJobView>): JobViews<ShotVideoJobRecord, Repositories> {
  const method = realEstateProto().real_estate.v1.RealEstateService.service.GetShotVideoJob;
  return {
    image_to_video: async (repos, job) => ({ kind: 'shot_video', job: presentShotVideoJob(asReadAnswer(method, toShotVideoJob(await view(repos, job)))) }),
  };
}
