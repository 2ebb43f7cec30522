// Real estate's job views for the public job events (@platform/job-lifecycle's JobAnnouncer): a
// job as its read endpoint shows it, built by the read handler's mapper, the wire encoding and the
// gateway's presenter, so an event and a read of the job cannot disagree. A new job kind adds its
// view here (a kind without one does not compile where its announcer is made).
import {
  asReadAnswer,
  presentRenderJob,
  presentShotVideoJob,
  presentVoiceoverJob,
} from '@platform/job-events';
import type { JobViews } from '@platform/job-lifecycle';
import { realEstateProto } from '@platform/protos';
import type { ListingJobView } from '../domain/listing-jobs.service.ts';
import type { Repositories } from '../domain/ports.ts';
import type { ListingJobRecord, RealEstateJobRecord, ShotVideoJobRecord } from '../domain/records.ts';
import type { ShotVideoJobView } from '../domain/shot-video-jobs.service.ts';
import { toShotVideoJob } from './asset-mappers.ts';
import { toListingJob } from './listing-mappers.ts';

/** Each `view*` reads the job's records in the announcing transaction (the services' `viewIn`). */
export function realEstateJobViews(
  viewShotVideo: (repos: Repositories, job: ShotVideoJobRecord) => Promise<ShotVideoJobView>,
  viewListing: (repos: Repositories, job: ListingJobRecord) => Promise<ListingJobView>,
): JobViews<RealEstateJobRecord, Repositories> {
  const service = realEstateProto().real_estate.v1.RealEstateService.service;
  return {
    image_to_video: async (repos, job) => ({
      kind: 'shot_video',
      job: presentShotVideoJob(
        asReadAnswer(
          service.GetShotVideoJob,
          toShotVideoJob(await viewShotVideo(repos, job as ShotVideoJobRecord)),
        ),
      ),
    }),
    voiceover: async (repos, job) => ({
      kind: 'voiceover',
      job: presentVoiceoverJob(
        asReadAnswer(service.GetListingJob, toListingJob(await viewListing(repos, job as ListingJobRecord))),
      ),
    }),
    render: async (repos, job) => ({
      kind: 'render',
      job: presentRenderJob(
        asReadAnswer(service.GetListingJob, toListingJob(await viewListing(repos, job as ListingJobRecord))),
      ),
    }),
  };
}
