// Voiceover and render jobs of a project: create (idempotent), read, list and cancel, the job
// kind named by the request: the gateway's routes/real-estate/listing-jobs.routes.ts.
import { notFound } from '@platform/errors';
import { pageOf } from '@platform/grpc';
import { IdempotencyGuard } from '@platform/job-lifecycle';
import type { ListingJobKind } from '../domain/records.ts';
import type { RealEstateRpcs, RealEstateServices } from './context.ts';
import { toListingJob } from './listing-mappers.ts';

export function listingJobHandlers({ listingJobs }: Pick<RealEstateServices, 'listingJobs'>) {
  return {
    async CreateListingJob(request) {
      const ref = { accountId: request.account_id, projectId: request.project_id };
      const idem = IdempotencyGuard.parse(request.idempotency);
      const kind = listingKind(request.kind);
      const created =
        kind === 'voiceover'
          ? await listingJobs.createVoiceover(ref, idem, request.webhook_url)
          : await listingJobs.createRender(ref, request.branded, idem, request.webhook_url, {
              videoFormat: request.video_format,
              targetS: request.target_duration_s,
            });
      return toListingJob(created.value, created.replayed);
    },
    async GetListingJob(request) {
      return toListingJob(
        await listingJobs.get(listingKind(request.kind), {
          accountId: request.account_id,
          projectId: request.project_id,
          id: request.id,
        }),
      );
    },
    async ListListingJobs(request) {
      const slice = await listingJobs.list(
        listingKind(request.kind),
        { accountId: request.account_id, projectId: request.project_id },
        pageOf(request.page),
      );
      return { count: slice.count, results: slice.results.map((job) => toListingJob(job)) };
    },
    async CancelListingJob(request) {
      const { refused, view } = await listingJobs.cancel(listingKind(request.kind), {
        accountId: request.account_id,
        projectId: request.project_id,
        id: request.id,
      });
      return { job: toListingJob(view), refused_detail: refused ?? '' };
    },
  } satisfies Partial<RealEstateRpcs>;
}

/** The job kinds of the listing job RPCs; anything else names no job. */
function listingKind(kind: string): ListingJobKind {
  if (kind === 'voiceover' || kind === 'render') return kind;
  throw notFound();
}
