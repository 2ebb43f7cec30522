// What a completed shot video job becomes (the shared JobEventApplier applies the event and
// captures the credits): its video becomes a video asset of the project and the shot's
// selected_video, and its last frame an image asset of its own (a copy, so deleting the video
// never breaks it).
import { NO_OUTPUT, type CompletionHandlers } from '@platform/job-lifecycle';
import type { StoredVideo } from '@platform/jobs';
import type { AssetsService } from './assets.service.ts';
import type { Clock, IdSource, ObjectStore, Repositories } from './ports.ts';
import type { AssetRecord, ShotVideoJobRecord } from './records.ts';

/** The durable consumer of this service's status events, and the processed-message consumer name. */
export const REAL_ESTATE_CONSUMER = 'real-estate';
const MAX_STILL_BYTES = 50 * 1024 * 1024;

export class ShotVideoCompletions {
  readonly #clock: Clock;
  readonly #ids: IdSource;
  readonly #objects: ObjectStore;
  readonly #assets: AssetsService;

  constructor(deps: { clock: Clock; ids: IdSource; objects: ObjectStore; assets: AssetsService }) {
    this.#clock = deps.clock;
    this.#ids = deps.ids;
    this.#objects = deps.objects;
    this.#assets = deps.assets;
  }

  readonly handlers: CompletionHandlers<ShotVideoJobRecord, Repositories> = {
    image_to_video: async ({ repos, job, outputs, owns, outputPrefix }) => {
      const video = outputs?.video;
      if (!video || ![video.key, video.thumbnail_key, video.last_frame_key].every(owns)) return { failure: NO_OUTPUT };
      const name = `shot-video-${job.id.slice(-12)}`;
      const videoAsset = await this.#assets.record(repos, this.#videoAsset(job, video, name));
      const still = await this.#assets.record(repos, await this.#lastFrame(job, video, outputPrefix, `${name}-last-frame`));
      if (job.shotId) await repos.shots.select(job.shotId, videoAsset.id, this.#clock.now());
      return { set: { outputVideoId: videoAsset.id, outputLastFrameId: still.id } };
    },
  };

  #base(job: ShotVideoJobRecord, kind: 'image' | 'video', name: string): AssetRecord {
    return {
      kind,
      id: this.#ids.next(),
      accountId: job.accountId,
      projectId: job.projectId,
      name,
      nameTag: '',
      tags: [],
      source: 'generated',
      fileKey: '',
      thumbnailKey: null,
      lastFrameKey: null,
      externalUrl: null,
      contentType: '',
      width: 0,
      height: 0,
      fileSize: 0,
      video: null,
      audio: null,
      jobId: job.id,
      createdAt: this.#clock.now(),
    };
  }

  #videoAsset(job: ShotVideoJobRecord, video: StoredVideo, name: string): AssetRecord {
    return {
      ...this.#base(job, 'video', name),
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

  /** The worker's last frame is a JPEG of the video's size; it is copied beside the outputs. */
  async #lastFrame(job: ShotVideoJobRecord, video: StoredVideo, prefix: string, name: string): Promise<AssetRecord> {
    const data = await this.#objects.read(video.last_frame_key, MAX_STILL_BYTES);
    const fileKey = `${prefix}last-frame-image.jpg`;
    await this.#objects.put(fileKey, data, { contentType: 'image/jpeg', size: data.length });
    return { ...this.#base(job, 'image', name), fileKey, thumbnailKey: fileKey, contentType: 'image/jpeg', width: video.width, height: video.height, fileSize: data.length };
  }
}
