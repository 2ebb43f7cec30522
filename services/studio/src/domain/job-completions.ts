// What a completed studio job becomes, one handler per kind (the shared JobStatusApplier of
// @platform/job-lifecycle applies the event, captures the credits and handles failures): images
// of a text-to-image job become generated image assets, the text of an image-to-text job a text
// asset, the video of an image-to-video job a video asset plus an image asset of its last frame.
// An image-to-text job that describes a real estate shot also writes a ShotDescribedEvent to the
// outbox in the same transaction: the real estate service stores the text on the shot when it
// reads it, so its outage (or the shot's deletion) never holds up or fails the completion.
import { copyLastFrame, storedVideoFile } from '@platform/assets';
import { NO_OUTPUT, type CompletionHandlers } from '@platform/job-lifecycle';
import { shotDescribedEvent, type StoredImage, type StoredVideo } from '@platform/jobs';
import { baseNameTag } from './name-tag.ts';
import type { Clock, IdSource, MediaInspector, ObjectStore, Repositories, ScratchSpace } from './ports.ts';
import type { AssetRecord, JobRecord } from './records.ts';

/** The durable consumer of studio's status events, and the processed-message consumer name. */
export const STUDIO_CONSUMER = 'studio';

export class StudioCompletions {
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #objects: ObjectStore;
  readonly #inspector: MediaInspector;
  readonly #scratch: ScratchSpace;
  readonly #describedSubject: string;

  constructor(deps: {
    clock: Clock;
    ids: IdSource;
    objects: ObjectStore;
    inspector: MediaInspector;
    scratch: ScratchSpace;
    /** The bus subject of ShotDescribedEvent (`events.descriptions.real-estate` in production). */
    describedSubject: string;
  }) {
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#objects = deps.objects;
    this.#inspector = deps.inspector;
    this.#scratch = deps.scratch;
    this.#describedSubject = deps.describedSubject;
  }

  readonly handlers: CompletionHandlers<JobRecord, Repositories> = {
    text_to_image: async ({ repos, job, outputs, owns }) => {
      const images = outputs?.images ?? [];
      if (images.length === 0 || !images.every((image) => owns(image.key))) return { failure: NO_OUTPUT };
      for (const [index, image] of images.entries())
        await repos.assets.insert(this.#generatedImage(job, image, index));
      return {};
    },
    image_to_text: async ({ repos, job, outputs, at }) => {
      const text = outputs?.text?.trim();
      if (!text) return { failure: NO_OUTPUT };
      const id = this.#ids.next();
      await repos.texts.insert({
        id,
        accountId: job.accountId,
        text,
        jobId: job.id,
        createdAt: this.#clock.now(),
      });
      if (!job.projectRealEstateId || !job.realEstateShotId) return { set: { outputTextId: id } };
      const event = shotDescribedEvent.parse({
        job_id: job.id,
        account_id: job.accountId,
        project_id: job.projectRealEstateId,
        shot_id: job.realEstateShotId,
        text,
        at: at.toISOString(),
      });
      return {
        set: { outputTextId: id },
        queued: [await repos.outbox.enqueue(this.#describedSubject, event)],
      };
    },
    image_to_video: async ({ repos, job, outputs, owns, outputPrefix }) => {
      const video = outputs?.video;
      if (!video || ![video.key, video.thumbnail_key, video.last_frame_key].every(owns))
        return { failure: NO_OUTPUT };
      const videoAsset = this.#generatedVideo(job, video);
      await repos.assets.insert(videoAsset);
      const still = await this.#lastFrameImage(job, video, outputPrefix);
      await repos.assets.insert(still);
      return { set: { outputVideoId: videoAsset.id, outputLastFrameId: still.id } };
    },
  };

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
      ...storedVideoFile(video),
    };
  }

  /**
   * The job's `last_frame` is an image asset of its own (a copy of the video's last frame, with a
   * thumbnail), so deleting the video never breaks it and it can start the next job.
   */
  async #lastFrameImage(job: JobRecord, video: StoredVideo, prefix: string): Promise<AssetRecord> {
    const copy = await copyLastFrame(
      { objects: this.#objects, inspector: this.#inspector, scratch: this.#scratch },
      video.last_frame_key,
      prefix,
    );
    return { ...this.#base(job, 'image', `image-to-video-${job.id.slice(-12)}-last-frame`), ...copy };
  }
}
