// Assets and shots as the API shows them: stored keys become fresh pre-signed URLs, and a shot
// carries its assets as objects with its computed durations.
import type { ObjectStore } from './ports.ts';
import type { AssetRecord, ShotRecord, TextAssetRecord } from './records.ts';
import { shotDurations } from './shot-settings.ts';

export interface AssetView {
  record: AssetRecord;
  file: string;
  thumbnail: string | null;
  lastFrame: string | null;
}

export interface ShotView {
  shot: ShotRecord;
  image: AssetView | null;
  firstFrame: AssetView | null;
  originalFirstFrame: AssetView | null;
  animationPrompt: TextAssetRecord | null;
  selectedVideo: AssetView | null;
  renderedVideo: AssetView | null;
  requestedDurationS: number;
  durationS: number;
}

export class AssetViews {
  readonly #objects: ObjectStore;

  constructor(objects: ObjectStore) {
    this.#objects = objects;
  }

  async asset(record: AssetRecord): Promise<AssetView> {
    const sign = (key: string | null) => (key ? this.#objects.signGet(key) : Promise.resolve(null));
    const [file, thumbnail, lastFrame] = await Promise.all([this.#objects.signGet(record.fileKey), sign(record.thumbnailKey), sign(record.lastFrameKey)]);
    return { record, file, thumbnail, lastFrame };
  }

  /** `assets` holds (at least) every image and video the shots reference, by id. */
  async shot(shot: ShotRecord, assets: ReadonlyMap<string, AssetRecord>): Promise<ShotView> {
    const view = (id: string | null) => {
      const record = id ? assets.get(id) : undefined;
      return record ? this.asset(record) : Promise.resolve(null);
    };
    const [image, firstFrame, originalFirstFrame, selectedVideo, renderedVideo] = await Promise.all([
      view(shot.imageAssetId),
      view(shot.firstFrameAssetId),
      view(shot.originalFirstFrameAssetId),
      view(shot.settings.selected_video),
      view(shot.renderedVideoId),
    ]);
    const durations = shotDurations(shot.settings, selectedVideo?.record.video?.durationS ?? null);
    return {
      shot,
      // The original shot frame; the current first frame when no original is saved (contract).
      image: image ?? firstFrame,
      firstFrame,
      originalFirstFrame,
      animationPrompt: shot.animationPrompt,
      selectedVideo,
      renderedVideo,
      requestedDurationS: durations.requested,
      durationS: durations.final,
    };
  }
}
