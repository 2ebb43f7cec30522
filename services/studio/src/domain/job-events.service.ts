// Applies the media worker's status events to jobs, exactly once per message (the processed-
// message key commits with the effect) and never past a terminal state: a repeated or late
// `completed` finds the job ended and changes nothing, so a job is charged at most once. The
// billing call runs inside the transaction, before commit: if it fails, the event is retried.
import { writeFile } from 'node:fs/promises';
import type { JobStatusEvent, StoredImage, StoredVideo } from '@platform/jobs';
import type { Logger } from '@platform/logging';
import type { AssetKeys } from '@platform/assets';
import type { JobEnding } from './job-ending.ts';
import { baseNameTag } from './name-tag.ts';
import { completePatch, failPatch, startPatch } from './job-rules.ts';
import type { Clock, CreditsPort, IdSource, MediaInspector, ObjectStore, Repositories, ScratchSpace, StudioStore } from './ports.ts';
import type { AssetRecord, JobRecord } from './records.ts';

export const STUDIO_CONSUMER = 'studio';
const MAX_STILL_BYTES = 50 * 1024 * 1024;
const NO_OUTPUT = 'The worker reported the job as completed without a usable output.';

/**
 * `discarded`: a completion for a job that had already ended otherwise (cancelled, expired,
 * failed): its outputs were removed, as nothing will ever show them. `failed`: the event failed
 * the job (a failure, or a completion without usable outputs); whatever it stored is removed.
 */
export type EventOutcome = 'applied' | 'failed' | 'ignored' | 'discarded' | 'duplicate' | 'unknown-job';

export class JobEventsService {
  readonly #store: StudioStore;
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #credits: CreditsPort;
  readonly #objects: ObjectStore;
  readonly #inspector: MediaInspector;
  readonly #scratch: ScratchSpace;
  readonly #logger: Logger;
  readonly #keys: AssetKeys;
  readonly #ending: JobEnding;

  constructor(deps: {
    store: StudioStore;
    clock: Clock;
    ids: IdSource;
    credits: CreditsPort;
    objects: ObjectStore;
    inspector: MediaInspector;
    scratch: ScratchSpace;
    logger: Logger;
    keys: AssetKeys;
    ending: JobEnding;
  }) {
    this.#store = deps.store;
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#credits = deps.credits;
    this.#objects = deps.objects;
    this.#inspector = deps.inspector;
    this.#scratch = deps.scratch;
    this.#logger = deps.logger;
    this.#keys = deps.keys;
    this.#ending = deps.ending;
  }

  async apply(event: JobStatusEvent, messageId: string): Promise<EventOutcome> {
    const at = new Date(event.at);
    let found: JobRecord | undefined;
    const result = await this.#store.processOnce(STUDIO_CONSUMER, messageId, async (repos): Promise<EventOutcome> => {
      const job = await repos.jobs.lockById(event.job_id);
      if (!job || job.kind !== event.kind) return 'unknown-job';
      found = job;
      switch (event.status) {
        case 'processing': {
          const patch = startPatch(job, at);
          if (!patch) return 'ignored';
          await repos.jobs.update(job.id, patch);
          return 'applied';
        }
        case 'failed':
          return this.#fail(repos, job, at, event.error_message?.trim() || 'The job failed.');
        case 'completed':
          return this.#complete(repos, job, at, event.outputs);
      }
    });
    const outcome = result.duplicate ? 'duplicate' : result.value;
    // A job that failed may have stored part of its outputs first (an upload that failed on
    // every attempt, outputs the completion could not use), and a completion for a job that had
    // already ended brought files: neither will ever be shown.
    if ((outcome === 'discarded' || outcome === 'failed') && found) await this.#ending.removeOutputs(found);
    if (outcome === 'unknown-job') this.#logger.warn({ job_id: event.job_id, kind: event.kind }, 'status event for an unknown job ignored');
    return outcome;
  }

  async #fail(repos: Repositories, job: JobRecord, at: Date, message: string): Promise<EventOutcome> {
    const patch = failPatch(job, at, message.slice(0, 2000));
    if (!patch) return 'ignored';
    await repos.jobs.update(job.id, patch);
    await this.#credits.release(job.id);
    return 'failed';
  }

  async #complete(repos: Repositories, job: JobRecord, at: Date, outputs: JobStatusEvent['outputs']): Promise<EventOutcome> {
    const patch = completePatch(job, at);
    // A repeated completion of a completed job changes nothing; one for a job that ended
    // otherwise brought files nobody will see.
    if (!patch) return job.status === 'completed' ? 'ignored' : 'discarded';
    const prefix = this.#keys.jobOutputPrefix(job.accountId, job.id);
    // Outputs must lie under the job's own prefix: a worker bug cannot hand over other files.
    const owned = (key: string) => key.startsWith(prefix) && !key.includes('..');
    const extra: { outputTextId?: string; outputVideoId?: string; outputLastFrameId?: string } = {};
    if (job.kind === 'text_to_image') {
      const images = outputs?.images ?? [];
      if (images.length === 0 || !images.every((image) => owned(image.key))) return this.#fail(repos, job, at, NO_OUTPUT);
      for (const [index, image] of images.entries()) await repos.assets.insert(this.#generatedImage(job, image, index));
    } else if (job.kind === 'image_to_text') {
      const text = outputs?.text?.trim();
      if (!text) return this.#fail(repos, job, at, NO_OUTPUT);
      const id = this.#ids.next();
      await repos.texts.insert({ id, accountId: job.accountId, text, jobId: job.id, createdAt: this.#clock.now() });
      extra.outputTextId = id;
    } else {
      const video = outputs?.video;
      if (!video || ![video.key, video.thumbnail_key, video.last_frame_key].every(owned)) return this.#fail(repos, job, at, NO_OUTPUT);
      const videoAsset = this.#generatedVideo(job, video);
      await repos.assets.insert(videoAsset);
      extra.outputVideoId = videoAsset.id;
      const still = await this.#lastFrameImage(job, video, prefix);
      await repos.assets.insert(still);
      extra.outputLastFrameId = still.id;
    }
    await repos.jobs.update(job.id, { ...patch, ...extra });
    await this.#credits.capture(job.id, job.quote);
    return 'applied';
  }

  #base(job: JobRecord, kind: 'image' | 'video', name: string): AssetRecord {
    return {
      kind,
      id: this.#ids.next(),
      accountId: job.accountId,
      name,
      nameTag: baseNameTag(name, kind),
      tags: [],
      status: 'ready',
      source: 'generated',
      fileKey: null,
      thumbnailKey: null,
      lastFrameKey: null,
      stagingKey: null,
      externalUrl: null,
      contentType: null,
      width: 0,
      height: 0,
      fileSize: null,
      video: null,
      jobId: job.id,
      createdAt: this.#clock.now(),
    };
  }

  #generatedImage(job: JobRecord, image: StoredImage, index: number): AssetRecord {
    return {
      ...this.#base(job, 'image', `text-to-image-${job.id.slice(-12)}-${index + 1}`),
      fileKey: image.key,
      contentType: image.content_type,
      width: image.width,
      height: image.height,
      fileSize: image.file_size,
    };
  }

  #generatedVideo(job: JobRecord, video: StoredVideo): AssetRecord {
    return {
      ...this.#base(job, 'video', `image-to-video-${job.id.slice(-12)}`),
      fileKey: video.key,
      thumbnailKey: video.thumbnail_key,
      lastFrameKey: video.last_frame_key,
      contentType: video.content_type,
      width: video.width,
      height: video.height,
      fileSize: video.file_size,
      video: {
        numFrames: video.num_frames,
        framerate: video.framerate,
        durationS: video.duration_s,
        bitrate: video.bitrate,
        codecId: video.codec_id,
        bitDepth: video.bit_depth,
        chromaSubsampling: video.chroma_subsampling,
        colorSpace: video.color_space,
      },
    };
  }

  /**
   * The job's `last_frame` is an image asset of its own (a copy of the video's last frame, with a
   * thumbnail), so deleting the video never breaks it and it can start the next job.
   */
  async #lastFrameImage(job: JobRecord, video: StoredVideo, prefix: string): Promise<AssetRecord> {
    const data = await this.#objects.read(video.last_frame_key, MAX_STILL_BYTES);
    const measured = await this.#scratch.withDir(async (dir) => {
      const path = `${dir}/last-frame`;
      await writeFile(path, data);
      return this.#inspector.image(path);
    });
    const fileKey = `${prefix}last-frame-image.${measured.extension}`;
    const thumbnailKey = `${prefix}last-frame-thumbnail.jpg`;
    await this.#objects.put(fileKey, data, { contentType: measured.contentType, size: data.length });
    await this.#objects.put(thumbnailKey, measured.thumbnail.data, { contentType: measured.thumbnail.contentType });
    return {
      ...this.#base(job, 'image', `image-to-video-${job.id.slice(-12)}-last-frame`),
      fileKey,
      thumbnailKey,
      contentType: measured.contentType,
      width: measured.width,
      height: measured.height,
      fileSize: measured.fileSize,
    };
  }
}
