// What a completed shot video job becomes (the shared JobStatusApplier applies the event and
// captures the credits): its video becomes a video asset of the project and the shot's
// selected_video, and its last frame an image asset of its own (copyLastFrame of @platform/assets,
// the same as studio's).
import { copyLastFrame, type MediaInspector, type ScratchSpace } from '@platform/assets';
import { NO_OUTPUT, type CompletionHandler } from '@platform/job-lifecycle';
import type { StoredVideo } from '@platform/jobs';
import type { AssetsService } from './assets.service.ts';
import type { Clock, IdSource, ObjectStore, Repositories } from './ports.ts';
import { generatedAsset, generatedVideo, type GeneratedBy } from './generated-assets.ts';
import type { AssetRecord, RealEstateJobRecord, ShotVideoJobRecord } from './records.ts';

/** The durable consumer of this service's status events, and the processed-message consumer name. */
export const REAL_ESTATE_CONSUMER = 'real-estate';

export class ShotVideoCompletions {
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #objects: ObjectStore;
  readonly #assets: AssetsService;
  readonly #inspector: MediaInspector;
  readonly #scratch: ScratchSpace;

  constructor(deps: {
    clock: Clock;
    ids: IdSource;
    objects: ObjectStore;
    assets: AssetsService;
    inspector: MediaInspector;
    scratch: ScratchSpace;
  }) {
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#objects = deps.objects;
    this.#assets = deps.assets;
    this.#inspector = deps.inspector;
    this.#scratch = deps.scratch;
  }

  /** Completes an image_to_video job (the shared applier dispatches by kind). */
  readonly imageToVideo: CompletionHandler<RealEstateJobRecord, Repositories> = async ({
    repos,
    job,
    outputs,
    owns,
    outputPrefix,
  }) => {
    const video = outputs?.video;
    if (
      job.kind !== 'image_to_video' ||
      !video ||
      ![video.key, video.thumbnail_key, video.last_frame_key].every(owns)
    )
      return { failure: NO_OUTPUT };
    const name = `shot-video-${job.id.slice(-12)}`;
    const videoAsset = await this.#assets.record(repos, generatedVideo(this.#by(job, name), video));
    const still = await this.#assets.record(
      repos,
      await this.#lastFrame(job, video, outputPrefix, `${name}-last-frame`),
    );
    if (job.shotId) await repos.shots.select(job.shotId, videoAsset.id, this.#clock.now());
    return { set: { outputVideoId: videoAsset.id, outputLastFrameId: still.id } };
  };

  #by(job: ShotVideoJobRecord, name: string): GeneratedBy {
    return { id: this.#ids.next(), job, name, at: this.#clock.now() };
  }

  async #lastFrame(
    job: ShotVideoJobRecord,
    video: StoredVideo,
    prefix: string,
    name: string,
  ): Promise<AssetRecord> {
    const copy = await copyLastFrame(
      { objects: this.#objects, inspector: this.#inspector, scratch: this.#scratch },
      video.last_frame_key,
      prefix,
    );
    return { ...generatedAsset('image', this.#by(job, name)), ...copy };
  }
}
