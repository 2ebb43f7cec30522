// Studio's job views for the public job events (@platform/job-lifecycle's JobAnnouncer): each job
// as its read endpoint shows it, built by the read handler's mapper, the wire encoding and the
// gateway's presenter, so an event and a read of the job cannot disagree.
import {
  asReadAnswer,
  presentImageToTextJob,
  presentImageToVideoJob,
  presentTextToImageJob,
} from '@platform/job-events';
import type { JobViews as AnnouncedViews } from '@platform/job-lifecycle';
import { studioProto } from '@platform/protos';
import type { JobViews } from '../domain/job-views.ts';
import type { Repositories } from '../domain/ports.ts';
import type { JobRecord } from '../domain/records.ts';
import { toImageToTextJob, toImageToVideoJob, toTextToImageJob } from './mappers.ts';

export function announcedJobViews(views: JobViews): AnnouncedViews<JobRecord, Repositories> {
  const methods = studioProto().studio.v1.StudioService.service;
  return {
    text_to_image: async (repos, job) => ({
      kind: 'text_to_image',
      job: presentTextToImageJob(
        asReadAnswer(methods.GetTextToImageJob, toTextToImageJob(await views.textToImage(repos, job))),
      ),
    }),
    image_to_text: async (repos, job) => ({
      kind: 'image_to_text',
      job: presentImageToTextJob(
        asReadAnswer(methods.GetImageToTextJob, toImageToTextJob(await views.imageToText(repos, job))),
      ),
    }),
    image_to_video: async (repos, job) => ({
      kind: 'image_to_video',
      job: presentImageToVideoJob(
        asReadAnswer(methods.GetImageToVideoJob, toImageToVideoJob(await views.imageToVideo(repos, job))),
      ),
    }),
  };
}
