// What asset ingest needs from the outside world and what it hands back. Services pass their own
// adapters in (or the ones of this package), so the ingest logic itself stays free of SDKs.

/** The kinds of media a service can take in; each is measured its own way. */
export type MediaType = 'image' | 'video' | 'audio';

export interface VideoMeasurements {
  numFrames: number;
  framerate: number;
  durationS: number;
  bitrate: number | null;
  codecId: string | null;
  bitDepth: number | null;
  chromaSubsampling: string | null;
  colorSpace: string | null;
}

export interface AudioMeasurements {
  durationS: number;
  sampleRate: number;
  channels: number;
  bitrate: number | null;
  codecId: string | null;
}

export interface MeasuredImage {
  width: number;
  height: number;
  fileSize: number;
  contentType: string;
  extension: string;
  thumbnail: { data: Buffer; contentType: string; extension: string };
}

export interface MeasuredVideo {
  width: number;
  height: number;
  fileSize: number;
  contentType: string;
  extension: string;
  video: VideoMeasurements;
  /** The video's audio track, when it has one. */
  audio: AudioMeasurements | null;
  /** Local paths of the stills written next to the video. */
  thumbnailPath: string;
  lastFramePath: string;
}

export interface MeasuredAudio {
  fileSize: number;
  contentType: string;
  extension: string;
  audio: AudioMeasurements;
}

/** Measures local files; throws AppError `validation` (field `file`) for files that are not acceptable media. */
export interface MediaInspector {
  image(path: string): Promise<MeasuredImage>;
  video(path: string, workDir: string): Promise<MeasuredVideo>;
  audio(path: string): Promise<MeasuredAudio>;
}

/** Object storage as services use it (see object.store.ts for the adapter over @platform/storage). */
export interface ObjectStore {
  put(
    key: string,
    body: Buffer | NodeJS.ReadableStream,
    options: { contentType: string; size?: number },
  ): Promise<void>;
  download(key: string, path: string, maxBytes: number): Promise<number>;
  read(key: string, maxBytes: number): Promise<Buffer>;
  exists(key: string): Promise<{ size: number; contentType: string } | null>;
  remove(key: string): Promise<void>;
  /** Removes every object under a folder (a prefix ending in `/`); returns how many. */
  removeFolder(prefix: string): Promise<number>;
  /** Copies an object server-side (not found when the source is missing). */
  copy(sourceKey: string, targetKey: string): Promise<void>;
  /** A fresh pre-signed GET URL (made for this answer), valid for the configured time or `expirySeconds`. */
  signGet(key: string, expirySeconds?: number): Promise<string>;
  signPut(
    key: string,
    options: { contentType: string; size: number },
  ): Promise<{ url: string; method: 'PUT'; headers: Record<string, string>; expiresAt: Date }>;
}

export interface FetchedFile {
  size: number;
  contentType: string | null;
  finalUrl: string;
}

/** Downloads a remote URL with the SSRF guard; throws AppError `validation` (field `external_url`) when refused. */
export interface RemoteFetcher {
  fetchToFile(url: string, path: string, maxBytes: number): Promise<FetchedFile>;
}

export interface ScratchSpace {
  /** Runs `work` in a fresh private directory, removed afterwards. */
  withDir<T>(work: (dir: string) => Promise<T>): Promise<T>;
}

/**
 * A measured file as stored under its final keys. `width`/`height` are 0 for audio; `video` is
 * set for videos, `audio` for audio files and for videos with a sound track.
 */
export interface StoredFile {
  fileKey: string;
  thumbnailKey: string | null;
  lastFrameKey: string | null;
  contentType: string;
  width: number;
  height: number;
  fileSize: number;
  video: VideoMeasurements | null;
  audio: AudioMeasurements | null;
}
