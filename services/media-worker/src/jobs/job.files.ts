// Moves a job's files between object storage and its temp dir. Keys are checked against the job's
// account first (a job can read and write only in its account's folder), inputs are
// size-capped while they stream in, and output keys are fixed names under `output_prefix`, so a
// redelivered job overwrites its own files instead of leaving a second set behind.
import { createReadStream, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { NonRetryableError } from '@platform/bus';
import type {
  SpokenSentence,
  StoredAudio,
  StoredCaptions,
  StoredClip,
  StoredImage,
  StoredVideo,
} from '@platform/jobs';
import type { AccountKeys, Storage } from '@platform/storage';
import type { EnhancementResult, ImageToVideoResult, LocalImage, VoiceoverResult } from './job-engine.ts';

export type JobStorage = Pick<Storage, 'stat' | 'getStream' | 'put' | 'removePrefix'>;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  mp4: 'video/mp4',
};

/** Throws unless `key` (or a prefix) lies inside the account's folder. */
export function assertAccountKey(keys: AccountKeys, accountId: string, key: string, what: string): void {
  if (!keys.owns(accountId, key)) {
    throw new NonRetryableError(`The job's ${what} is outside its account's storage.`);
  }
}

function byteCap(maxBytes: number): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > maxBytes)
        callback(new NonRetryableError(`The input file is larger than the ${maxBytes}-byte limit.`));
      else callback(null, chunk);
    },
  });
}

/** Downloads `key` to `<dir>/<name>` (`input` by default); a missing or oversized object fails the job. */
export async function downloadInput(
  storage: JobStorage,
  key: string,
  dir: string,
  options: { maxBytes: number; signal: AbortSignal; what?: 'image' | 'video'; name?: string },
): Promise<string> {
  const info = await storage.stat(key);
  if (!info)
    throw new NonRetryableError(
      `The input ${options.name ?? options.what ?? 'image'} does not exist in storage.`,
    );
  if (info.size > options.maxBytes) {
    throw new NonRetryableError(`The input file is ${info.size} bytes; the limit is ${options.maxBytes}.`);
  }
  const path = join(dir, options.name ?? 'input');
  const source = await storage.getStream(key);
  await pipeline(source, byteCap(options.maxBytes), createWriteStream(path), { signal: options.signal });
  return path;
}

function contentType(format: string): string {
  const type = CONTENT_TYPES[format];
  if (!type) throw new NonRetryableError(`The engine produced a file of unsupported format "${format}".`);
  return type;
}

async function upload(
  storage: JobStorage,
  key: string,
  path: string,
  size: number,
  type: string,
): Promise<void> {
  await storage.put(key, createReadStream(path), { contentType: type, size });
}

async function storeImage(storage: JobStorage, key: string, image: LocalImage): Promise<StoredImage> {
  const type = contentType(image.format);
  await upload(storage, key, image.path, image.file_size, type);
  return { key, content_type: type, width: image.width, height: image.height, file_size: image.file_size };
}

/** `<prefix>image-1.png`, `<prefix>image-2.png`, ... */
export async function storeImages(
  storage: JobStorage,
  prefix: string,
  images: readonly LocalImage[],
): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  for (const [index, image] of images.entries()) {
    if (image.format !== 'png')
      throw new NonRetryableError(`The engine produced a ${image.format} image; PNG was expected.`);
    stored.push(await storeImage(storage, `${prefix}image-${index + 1}.png`, image));
  }
  return stored;
}

/** `<prefix>video.mp4`, `<prefix>thumbnail.jpg`, `<prefix>last-frame.jpg`. */
export async function storeVideo(
  storage: JobStorage,
  prefix: string,
  result: ImageToVideoResult,
): Promise<StoredVideo> {
  const { video } = result;
  const videoKey = `${prefix}video.mp4`;
  await upload(storage, videoKey, video.path, video.file_size, CONTENT_TYPES.mp4 as string);
  const thumbnail = await storeImage(storage, `${prefix}thumbnail.jpg`, result.thumbnail);
  const lastFrame = await storeImage(storage, `${prefix}last-frame.jpg`, result.lastFrame);
  return {
    key: videoKey,
    content_type: 'video/mp4',
    thumbnail_key: thumbnail.key,
    last_frame_key: lastFrame.key,
    width: video.width,
    height: video.height,
    file_size: video.file_size,
    num_frames: video.num_frames,
    framerate: video.framerate,
    duration_s: video.duration_s,
    bitrate: video.bitrate,
    codec_id: video.codec_id,
    bit_depth: video.bit_depth,
    chroma_subsampling: video.chroma_subsampling,
    color_space: video.color_space,
  };
}

/** `<prefix>voiceover.m4a` and `<prefix>captions.vtt`, with the sentence timings. */
export async function storeVoiceover(
  storage: JobStorage,
  prefix: string,
  result: VoiceoverResult,
): Promise<{ audio: StoredAudio; captions: StoredCaptions; sentences: SpokenSentence[] }> {
  const { audio, captions } = result;
  const audioKey = `${prefix}voiceover.m4a`;
  const captionsKey = `${prefix}captions.vtt`;
  await upload(storage, audioKey, audio.path, audio.file_size, 'audio/mp4');
  await upload(storage, captionsKey, captions.path, captions.file_size, 'text/vtt');
  return {
    audio: {
      key: audioKey,
      content_type: 'audio/mp4',
      file_size: audio.file_size,
      duration_s: audio.duration_s,
      sample_rate: audio.sample_rate,
      channels: audio.channels,
      bitrate: audio.bitrate,
      codec_id: audio.codec_id,
    },
    captions: {
      key: captionsKey,
      content_type: 'text/vtt',
      file_size: captions.file_size,
      num_cues: captions.numCues,
    },
    sentences: result.sentences.map((s) => ({
      text: s.text,
      start_s: round3(s.startS),
      end_s: round3(s.endS),
      segment: s.segment,
      ...(s.words
        ? { words: s.words.map((w) => ({ text: w.text, start_s: round3(w.startS), end_s: round3(w.endS) })) }
        : {}),
    })),
  };
}

const round3 = (value: number): number => Math.round(value * 1000) / 1000;
/** A clip without stills, at `<prefix><name>.mp4`. */
export async function storeClip(
  storage: JobStorage,
  key: string,
  clip: ImageToVideoResult['video'],
): Promise<StoredClip> {
  await upload(storage, key, clip.path, clip.file_size, CONTENT_TYPES.mp4 as string);
  return {
    key,
    content_type: 'video/mp4',
    width: clip.width,
    height: clip.height,
    file_size: clip.file_size,
    num_frames: clip.num_frames,
    framerate: clip.framerate,
    duration_s: clip.duration_s,
  };
}

/** The enhanced video (as storeVideo), plus `<prefix>before.mp4` and `<prefix>side-by-side.mp4` with comparison. */
export async function storeEnhancement(storage: JobStorage, prefix: string, result: EnhancementResult) {
  const video = await storeVideo(storage, prefix, result);
  const comparison = result.comparison;
  return {
    video,
    enhancement: {
      quality_score: result.qualityScore,
      before: comparison ? await storeClip(storage, `${prefix}before.mp4`, comparison.before) : null,
      side_by_side: comparison
        ? await storeClip(storage, `${prefix}side-by-side.mp4`, comparison.sideBySide)
        : null,
    },
  };
}

/** A WebVTT file at `key`. */
export async function storeCaptions(
  storage: JobStorage,
  key: string,
  captions: { path: string; file_size: number; numCues: number },
): Promise<StoredCaptions> {
  await upload(storage, key, captions.path, captions.file_size, 'text/vtt');
  return { key, content_type: 'text/vtt', file_size: captions.file_size, num_cues: captions.numCues };
}
