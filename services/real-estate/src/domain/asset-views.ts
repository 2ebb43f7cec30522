// Assets and shots as the API shows them: stored keys become fresh pre-signed URLs, and a shot
// carries its assets as objects with its computed durations.
import { baseNameTag } from '@platform/assets';
import type { ObjectStore } from './ports.ts';
import type {
  AssetRecord,
  CaptionAssetRecord,
  PendingAssetRecord,
  ShotRecord,
  StoredImage,
  TextAssetRecord,
  VoiceoverRecord,
} from './records.ts';
import { shotDurations } from './shot-settings.ts';

export interface AssetView {
  record: AssetRecord;
  /** Null while a pre-signed upload waits for its file. */
  file: string | null;
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

export interface CaptionView {
  record: CaptionAssetRecord;
  file: string;
}

export interface VoiceoverView {
  voiceover: VoiceoverRecord;
  audio: AssetView | null;
  caption: CaptionView | null;
}

export class AssetViews {
  readonly #objects: ObjectStore;

  constructor(objects: ObjectStore) {
    this.#objects = objects;
  }

  async asset(record: AssetRecord): Promise<AssetView> {
    const sign = (key: string | null) => (key ? this.#objects.signGet(key) : Promise.resolve(null));
    const [file, thumbnail, lastFrame] = await Promise.all([
      this.#objects.signGet(record.fileKey),
      sign(record.thumbnailKey),
      sign(record.lastFrameKey),
    ]);
    return { record, file, thumbnail, lastFrame };
  }

  /** A pre-signed upload not finalized yet: what was declared, `file` null (the contract's "upload not complete"). */
  pending(upload: PendingAssetRecord): AssetView {
    const record: AssetRecord = {
      kind: upload.kind,
      id: upload.id,
      accountId: upload.accountId,
      projectId: upload.projectId,
      name: upload.name,
      nameTag: upload.nameTag,
      tags: [],
      source: 'upload',
      fileKey: '',
      thumbnailKey: null,
      lastFrameKey: null,
      externalUrl: null,
      contentType: upload.contentType,
      width: 0,
      height: 0,
      fileSize: upload.fileSize,
      video: null,
      audio: null,
      jobId: null,
      createdAt: upload.createdAt,
    };
    return { record, file: null, thumbnail: null, lastFrame: null };
  }

  signed(key: string): Promise<string> {
    return this.#objects.signGet(key);
  }

  async caption(record: CaptionAssetRecord): Promise<CaptionView> {
    return { record, file: await this.#objects.signGet(record.fileKey) };
  }

  async voiceover(voiceover: VoiceoverRecord): Promise<VoiceoverView> {
    const [audio, caption] = await Promise.all([
      voiceover.audio ? this.asset(voiceover.audio) : null,
      voiceover.caption ? this.caption(voiceover.caption) : null,
    ]);
    return { voiceover, audio, caption };
  }

  /** An image kept outside any project (an agent's photo) in the shape of an image asset. */
  async stored(image: StoredImage | null): Promise<AssetView | null> {
    if (!image) return null;
    const record: AssetRecord = {
      kind: 'image',
      id: image.id,
      accountId: '',
      projectId: '',
      name: image.name,
      nameTag: baseNameTag(image.name, 'image'),
      tags: [],
      source: 'upload',
      fileKey: image.key,
      thumbnailKey: image.thumbnailKey,
      lastFrameKey: null,
      externalUrl: null,
      contentType: '',
      width: image.width,
      height: image.height,
      fileSize: image.size,
      video: null,
      audio: null,
      jobId: null,
      createdAt: image.createdAt,
    };
    return this.asset(record);
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
