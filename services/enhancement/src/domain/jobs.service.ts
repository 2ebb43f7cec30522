// Reading, listing and cancelling enhancement jobs, and their restored videos. Views carry fresh
// pre-signed URLs; the ETA is the shared estimate (`etaSeconds`: the creation estimate calibrated
// by the deployment's measured throughput, then the job's own pace as it advances).
import type { ObjectStore } from '@platform/assets';
import { EtaCalibration, costCredits, etaSeconds, type JobCanceller } from '@platform/job-lifecycle';
import { notFound } from '@platform/errors';
import type { InputVideoView, InputVideosService } from './input-videos.service.ts';
import type { EnhancementStore, Repositories } from './ports.ts';
import type { JobRecord, Page, RestoredVideoRecord, Slice } from './records.ts';

export interface RestoredVideoView extends RestoredVideoRecord {
  fileUrl: string;
  thumbnailUrl: string;
  beforeUrl: string;
  afterUrl: string;
  sideBySideUrl: string;
}

export interface JobView extends JobRecord {
  costUsd: string;
  currentEtaS: number;
  input: InputVideoView | null;
  output: RestoredVideoView | null;
}

export class JobsService {
  readonly #store: EnhancementStore;
  readonly #objects: ObjectStore;
  readonly #videos: InputVideosService;
  readonly #canceller: JobCanceller<JobRecord, Repositories>;
  readonly #clock: { now(): Date };
  readonly #calibration: EtaCalibration;

  constructor(deps: {
    store: EnhancementStore;
    objects: ObjectStore;
    videos: InputVideosService;
    canceller: JobCanceller<JobRecord, Repositories>;
    clock: { now(): Date };
  }) {
    this.#store = deps.store;
    this.#objects = deps.objects;
    this.#videos = deps.videos;
    this.#canceller = deps.canceller;
    this.#clock = deps.clock;
    this.#calibration = new EtaCalibration({
      samples: (kind) => deps.store.read('jobs.eta-samples', (repos) => repos.jobs.etaSamples(kind)),
    });
  }

  /** The job's `eta_s` now. */
  async #eta(job: JobRecord): Promise<number> {
    const factor = await this.#calibration.factor(job.kind);
    return etaSeconds({ ...job, estimateS: job.etaS }, this.#clock.now(), factor);
  }

  async get(accountId: string, publicId: number): Promise<JobView> {
    const job = await this.#store.read('jobs.get', (repos) => repos.jobs.findOwned(accountId, publicId));
    if (!job) throw notFound();
    return this.view(job);
  }

  async list(accountId: string, page: Page): Promise<Slice<JobView>> {
    const slice = await this.#store.read('jobs.list', (repos) => repos.jobs.list(accountId, page));
    return { count: slice.count, results: await Promise.all(slice.results.map((job) => this.view(job))) };
  }

  async cancel(accountId: string, publicId: number): Promise<{ refused: string | null; job: JobView }> {
    const outcome = await this.#canceller.cancel(async (repos) => {
      const job = await repos.jobs.findOwned(accountId, publicId, { lock: true });
      if (!job) throw notFound();
      return job;
    });
    return { refused: outcome.refused, job: await this.view(outcome.job) };
  }

  async listRestored(accountId: string, page: Page): Promise<Slice<RestoredVideoView>> {
    const slice = await this.#store.read('restored.list', (repos) =>
      repos.restoredVideos.list(accountId, page),
    );
    return {
      count: slice.count,
      results: await Promise.all(slice.results.map((video) => this.#restoredView(video))),
    };
  }

  async getRestored(accountId: string, id: number): Promise<RestoredVideoView> {
    const video = await this.#store.read('restored.get', (repos) =>
      repos.restoredVideos.findOwned(accountId, id),
    );
    if (!video) throw notFound();
    return this.#restoredView(video);
  }

  /** Marks the record deleted, then removes its files (a failed removal leaves orphans, never a broken record). */
  async deleteRestored(accountId: string, id: number): Promise<void> {
    const video = await this.#store.transaction('restored.delete', (repos) =>
      repos.restoredVideos.markDeleted(accountId, id, this.#clock.now()),
    );
    if (!video) throw notFound();
    for (const key of [
      video.fileKey,
      video.thumbnailKey,
      video.lastFrameKey,
      video.beforeKey,
      video.sideBySideKey,
    ]) {
      if (key) await this.#objects.remove(key);
    }
  }

  /** The public id of a job by its row id (restored videos name their job by it). */
  async publicIdOf(jobId: string): Promise<number> {
    const job = await this.#store.read('jobs.public-id', (repos) => repos.jobs.lockById(jobId));
    return job?.publicId ?? 0;
  }

  async view(job: JobRecord): Promise<JobView> {
    const [input, output] = await Promise.all([
      this.#videos.get(job.accountId, job.inputVideoId).catch(() => null),
      job.restoredVideoId === null
        ? Promise.resolve(null)
        : this.getRestored(job.accountId, job.restoredVideoId),
    ]);
    const currentEtaS = await this.#eta(job);
    return { ...job, costUsd: costCredits(job).format(4), currentEtaS, input, output };
  }

  /**
   * The job as a read shows it, from inside a unit of work (the job events: a completion's
   * restored video is visible only to the transaction that records it).
   */
  async viewIn(repos: Repositories, job: JobRecord): Promise<JobView> {
    const inputRecord = await repos.inputVideos.findOwned(job.accountId, job.inputVideoId);
    const outputRecord =
      job.restoredVideoId === null
        ? null
        : await repos.restoredVideos.findOwned(job.accountId, job.restoredVideoId);
    const [input, output] = await Promise.all([
      inputRecord ? this.#videos.present(inputRecord) : null,
      outputRecord ? this.#restoredView(outputRecord) : null,
    ]);
    const currentEtaS = await this.#eta(job);
    return { ...job, costUsd: costCredits(job).format(4), currentEtaS, input, output };
  }

  async #restoredView(video: RestoredVideoRecord): Promise<RestoredVideoView> {
    if (video.deletedAt)
      return { ...video, fileUrl: '', thumbnailUrl: '', beforeUrl: '', afterUrl: '', sideBySideUrl: '' };
    const sign = (key: string | null) => (key ? this.#objects.signGet(key) : Promise.resolve(''));
    const [fileUrl, thumbnailUrl, beforeUrl, sideBySideUrl] = await Promise.all([
      sign(video.fileKey),
      sign(video.thumbnailKey),
      sign(video.beforeKey),
      sign(video.sideBySideKey),
    ]);
    return {
      ...video,
      fileUrl,
      thumbnailUrl,
      beforeUrl,
      afterUrl: video.beforeKey ? fileUrl : '',
      sideBySideUrl,
    };
  }
}
