// Assets as clients see them: files only as pre-signed GET URLs, made fresh for every answer.
import type { ObjectStore } from './ports.ts';
import type { AssetRecord, TextAssetRecord } from './records.ts';

export interface ImageAssetView {
  id: string;
  name: string;
  name_tag: string;
  tags: string[];
  created_at: string;
  file: string | null;
  thumbnail: string | null;
  external_url: string | null;
  width: number;
  height: number;
  file_size: number | null;
}

export interface VideoAssetView {
  id: string;
  name: string;
  name_tag: string;
  tags: string[];
  created_at: string;
  file: string | null;
  external_url: string | null;
  thumbnail: string | null;
  last_frame: string | null;
  width: number;
  height: number;
  file_size: number;
  num_frames: number;
  framerate: number;
  duration_s: number;
  bitrate: number | null;
  codec_id: string | null;
  bit_depth: number | null;
  chroma_subsampling: string | null;
  color_space: string | null;
}

export interface TextAssetView {
  id: string;
  created_at: string;
  text: string;
}

export class AssetViews {
  readonly #objects: ObjectStore;

  constructor(objects: ObjectStore) {
    this.#objects = objects;
  }

  #sign(key: string | null, ready: boolean): Promise<string | null> {
    return key && ready ? this.#objects.signGet(key) : Promise.resolve(null);
  }

  async image(asset: AssetRecord): Promise<ImageAssetView> {
    const ready = asset.status === 'ready';
    const [file, thumbnail] = await Promise.all([
      this.#sign(asset.fileKey, ready),
      this.#sign(asset.thumbnailKey, ready),
    ]);
    return {
      id: asset.id,
      name: asset.name,
      name_tag: asset.nameTag,
      tags: asset.tags,
      created_at: asset.createdAt.toISOString(),
      file,
      thumbnail,
      external_url: asset.externalUrl,
      width: asset.width,
      height: asset.height,
      file_size: asset.fileSize,
    };
  }

  async video(asset: AssetRecord): Promise<VideoAssetView> {
    const ready = asset.status === 'ready';
    const [file, thumbnail, lastFrame] = await Promise.all([
      this.#sign(asset.fileKey, ready),
      this.#sign(asset.thumbnailKey, ready),
      this.#sign(asset.lastFrameKey, ready),
    ]);
    const video = asset.video;
    return {
      id: asset.id,
      name: asset.name,
      name_tag: asset.nameTag,
      tags: asset.tags,
      created_at: asset.createdAt.toISOString(),
      file,
      external_url: asset.externalUrl,
      thumbnail,
      last_frame: lastFrame,
      width: asset.width,
      height: asset.height,
      file_size: asset.fileSize ?? 0,
      num_frames: video?.numFrames ?? 0,
      framerate: video?.framerate ?? 0,
      duration_s: video?.durationS ?? 0,
      bitrate: video?.bitrate ?? null,
      codec_id: video?.codecId ?? null,
      bit_depth: video?.bitDepth ?? null,
      chroma_subsampling: video?.chromaSubsampling ?? null,
      color_space: video?.colorSpace ?? null,
    };
  }

  text(text: TextAssetRecord): TextAssetView {
    return { id: text.id, created_at: text.createdAt.toISOString(), text: text.text };
  }
}
