// Measures uploaded files with the shared media tooling: sharp (header probe under a pixel
// limit, then a full decode while making the thumbnail, which catches truncated files) for
// images; ffprobe (whose frame size is held to the same pixel limit before any decode) plus
// first/last frame extraction for videos; ffprobe alone for audio. What a client declared about a
// file (name, content type) is never used: format, type and dimensions come from here. Only the
// containers listed here are accepted, so playlists (HLS, concat) and other formats that point
// at further files are refused from the probe (which itself reads local files only).
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { validationError } from '@platform/errors';
import {
  extractFrame,
  isMediaError,
  makeThumbnail,
  probeImage,
  probeMedia,
  type FfmpegRunner,
} from '@platform/media';
import { audioMeasurements, videoMeasurements } from './measurements.ts';
import type { MediaInspector, MeasuredAudio, MeasuredImage, MeasuredVideo } from './ports.ts';

const IMAGE_TYPES: Record<string, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  gif: { contentType: 'image/gif', extension: 'gif' },
  tiff: { contentType: 'image/tiff', extension: 'tiff' },
  avif: { contentType: 'image/avif', extension: 'avif' },
  heif: { contentType: 'image/heif', extension: 'heif' },
};

/** The container ffprobe found -> the type we store; other containers are refused. */
export function videoTypeOf(
  formatName: string,
  codec: string | null,
): { contentType: string; extension: string } | null {
  const names = formatName.split(',');
  if (names.includes('mp4') || names.includes('mov')) return { contentType: 'video/mp4', extension: 'mp4' };
  if (names.includes('matroska') || names.includes('webm')) {
    return codec && ['vp8', 'vp9', 'av1'].includes(codec)
      ? { contentType: 'video/webm', extension: 'webm' }
      : { contentType: 'video/x-matroska', extension: 'mkv' };
  }
  return null;
}

/** The container ffprobe found -> the audio type we store; other containers are refused. */
export function audioTypeOf(
  formatName: string,
  codec: string | null,
): { contentType: string; extension: string } | null {
  const names = formatName.split(',');
  if (names.includes('mp3')) return { contentType: 'audio/mpeg', extension: 'mp3' };
  if (names.includes('wav')) return { contentType: 'audio/wav', extension: 'wav' };
  if (names.includes('flac')) return { contentType: 'audio/flac', extension: 'flac' };
  if (names.includes('ogg')) return { contentType: 'audio/ogg', extension: 'ogg' };
  if (names.includes('aac')) return { contentType: 'audio/aac', extension: 'aac' };
  if (names.includes('mp4') || names.includes('m4a') || names.includes('mov'))
    return { contentType: 'audio/mp4', extension: 'm4a' };
  if (names.includes('matroska') || names.includes('webm')) {
    return codec && ['opus', 'vorbis'].includes(codec)
      ? { contentType: 'audio/webm', extension: 'webm' }
      : { contentType: 'audio/x-matroska', extension: 'mka' };
  }
  return null;
}

const refuse = (message: string) => validationError('The file is not acceptable.', { file: [message] });

const THUMBNAIL = { maxWidth: 512, maxHeight: 512, format: 'jpeg' as const };

function asValidation(err: unknown): never {
  if (isMediaError(err, 'invalid_input') || isMediaError(err, 'too_large')) {
    throw validationError('The file is not acceptable.', { file: [err.message] });
  }
  throw err;
}

export function createMediaInspector(deps: { runner: FfmpegRunner; maxImagePixels: number }): MediaInspector {
  const limits = { maxPixels: deps.maxImagePixels };
  return {
    async image(path: string): Promise<MeasuredImage> {
      try {
        const facts = await probeImage(path, limits);
        const type = IMAGE_TYPES[facts.format];
        if (!type)
          throw validationError('The file is not acceptable.', {
            file: [`Images of format "${facts.format}" are not accepted.`],
          });
        const thumbnail = await makeThumbnail(path, { ...limits, ...THUMBNAIL });
        return {
          width: facts.width,
          height: facts.height,
          fileSize: facts.file_size,
          ...type,
          thumbnail: { data: thumbnail.data, contentType: 'image/jpeg', extension: 'jpg' },
        };
      } catch (err) {
        return asValidation(err);
      }
    },

    async video(path: string, workDir: string): Promise<MeasuredVideo> {
      try {
        const facts = await probeMedia(deps.runner, path);
        const video = facts.video;
        if (!video)
          throw validationError('The file is not acceptable.', { file: ['The file has no video stream.'] });
        // Checked from the header, before any frame is decoded: a small file can declare frames
        // that take ffmpeg gigabytes to decode (the same limit as images).
        if (video.width * video.height > deps.maxImagePixels) {
          const megapixels = (pixels: number) => (pixels / 1e6).toFixed(1);
          throw validationError('The file is not acceptable.', {
            file: [
              `The video is ${video.width}x${video.height} (${megapixels(video.width * video.height)} megapixels); the limit is ${megapixels(deps.maxImagePixels)} megapixels.`,
            ],
          });
        }
        const type = videoTypeOf(facts.format_name, video.codec_id);
        if (!type) {
          throw validationError('The file is not acceptable.', {
            file: [
              `Videos in the "${facts.format_name}" container are not accepted (use MP4, MOV, WebM or Matroska).`,
            ],
          });
        }
        const first = await extractFrame(deps.runner, path, 'first', join(workDir, 'first-frame.png'));
        const last = await extractFrame(deps.runner, path, 'last', join(workDir, 'last-frame.jpg'));
        const thumbnail = await makeThumbnail(first.path, { ...limits, ...THUMBNAIL });
        const thumbnailPath = join(workDir, 'thumbnail.jpg');
        await writeFile(thumbnailPath, thumbnail.data);
        return {
          width: video.width,
          height: video.height,
          fileSize: video.file_size,
          ...type,
          video: videoMeasurements(video),
          audio: facts.audio ? audioMeasurements(facts.audio) : null,
          thumbnailPath,
          lastFramePath: last.path,
        };
      } catch (err) {
        return asValidation(err);
      }
    },

    async audio(path: string): Promise<MeasuredAudio> {
      try {
        const facts = await probeMedia(deps.runner, path);
        // A video (even one with sound) is not an audio asset: it would be stored and played as
        // something it is not. Cover art in an MP3 is not a video stream (the probe skips it).
        if (facts.video) throw refuse('The file is a video; upload an audio file.');
        if (!facts.audio) throw refuse('The file has no audio stream.');
        const type = audioTypeOf(facts.format_name, facts.audio.codec_id);
        if (!type)
          throw refuse(
            `Audio in the "${facts.format_name}" format is not accepted (use MP3, WAV, FLAC, Ogg, AAC, M4A or WebM).`,
          );
        return { fileSize: facts.file_size, ...type, audio: audioMeasurements(facts.audio) };
      } catch (err) {
        return asValidation(err);
      }
    },
  };
}
