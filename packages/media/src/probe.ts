// ffprobe JSON -> the facts the spec's VideoAsset and AudioAsset carry. Field names follow the
// spec (snake_case), so services copy them across without a mapping table.
import { stat } from 'node:fs/promises';
import type { FfmpegRunner, RunOptions } from './ffmpeg.runner.ts';
import { MediaError, isMediaError } from './media.error.ts';
import { bitDepthOf, chromaSubsamplingOf } from './pixel-format.ts';
import { countFramesArgs, extractFrameArgs, probeArgs, type FramePosition } from './probe.args.ts';

export interface VideoFacts {
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

export interface AudioFacts {
  duration_s: number;
  file_size: number;
  bitrate: number | null;
  sample_rate: number;
  channels: number;
  codec_id: string | null;
}

export interface MediaFacts {
  format_name: string;
  file_size: number;
  duration_s: number | null;
  bitrate: number | null;
  video: VideoFacts | null;
  audio: AudioFacts | null;
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  nb_frames?: string;
  nb_read_packets?: string;
  duration?: string;
  bit_rate?: string;
  bits_per_raw_sample?: string;
  color_space?: string;
  sample_rate?: string;
  channels?: number;
  disposition?: { attached_pic?: number };
  side_data_list?: Array<{ rotation?: number }>;
}

export interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { format_name?: string; duration?: string; bit_rate?: string; size?: string };
}

// Demuxers that read single images or text: they "succeed" on files that are not video.
const NOT_VIDEO_FORMATS = /^(?:image2|[a-z0-9]+_pipe|tty|ansi|lrc|srt|webvtt|ass|subviewer.*)$/;

const positive = (value: number | undefined | null): number | null =>
  value !== undefined && value !== null && Number.isFinite(value) && value > 0 ? value : null;
const numberOf = (text: string | undefined): number | null =>
  positive(text === undefined ? undefined : Number(text));
const integerOf = (text: string | undefined): number | null => {
  const value = numberOf(text);
  return value === null ? null : Math.round(value);
};

export function parseRational(text: string | undefined): number | null {
  if (!text) return null;
  const [num, den] = text.split('/').map(Number);
  if (den === undefined) return positive(num);
  return num !== undefined && den > 0 ? positive(num / den) : null;
}

function rotated(stream: FfprobeStream): boolean {
  const rotation = stream.side_data_list?.find((entry) => typeof entry.rotation === 'number')?.rotation ?? 0;
  return Math.abs(rotation) % 180 === 90;
}

/** Pure: every field except a missing frame count, which needs a second ffprobe pass. */
export function parseMediaFacts(
  output: FfprobeOutput,
  fileSize: number,
): Omit<MediaFacts, 'video'> & {
  video: (Omit<VideoFacts, 'num_frames'> & { num_frames: number | null }) | null;
} {
  const format = output.format ?? {};
  const formatName = format.format_name ?? '';
  const streams = output.streams ?? [];
  if (!formatName || streams.length === 0 || /^(?:tty|ansi)$/.test(formatName)) {
    throw new MediaError('invalid_input', 'The file is not a recognised audio or video file.');
  }
  const formatDuration = numberOf(format.duration);
  const formatBitrate = integerOf(format.bit_rate);
  const videoStream = streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const audioStream = streams.find((s) => s.codec_type === 'audio');

  let video = null;
  if (videoStream && !NOT_VIDEO_FORMATS.test(formatName)) {
    const width = positive(videoStream.width);
    const height = positive(videoStream.height);
    const framerate = parseRational(videoStream.avg_frame_rate) ?? parseRational(videoStream.r_frame_rate);
    const duration = numberOf(videoStream.duration) ?? formatDuration;
    if (width === null || height === null || framerate === null || duration === null) {
      throw new MediaError('invalid_input', 'The video stream has no usable size, frame rate or duration.');
    }
    const swap = rotated(videoStream);
    const rawDepth = integerOf(videoStream.bits_per_raw_sample);
    video = {
      width: swap ? height : width,
      height: swap ? width : height,
      file_size: fileSize,
      num_frames: integerOf(videoStream.nb_frames),
      framerate: Math.round(framerate * 1000) / 1000,
      duration_s: duration,
      bitrate: integerOf(videoStream.bit_rate) ?? formatBitrate,
      codec_id: videoStream.codec_name ?? null,
      bit_depth: rawDepth ?? bitDepthOf(videoStream.pix_fmt),
      chroma_subsampling: chromaSubsamplingOf(videoStream.pix_fmt),
      color_space:
        videoStream.color_space && videoStream.color_space !== 'unknown' ? videoStream.color_space : null,
    };
  }

  let audio = null;
  if (audioStream) {
    const duration = numberOf(audioStream.duration) ?? formatDuration;
    const sampleRate = integerOf(audioStream.sample_rate);
    const channels = positive(audioStream.channels);
    if (duration === null || sampleRate === null || channels === null) {
      throw new MediaError(
        'invalid_input',
        'The audio stream has no usable duration, sample rate or channel count.',
      );
    }
    audio = {
      duration_s: duration,
      file_size: fileSize,
      bitrate: integerOf(audioStream.bit_rate) ?? (video ? null : formatBitrate),
      sample_rate: sampleRate,
      channels,
      codec_id: audioStream.codec_name ?? null,
    };
  }
  if (!video && !audio) {
    const what = videoStream ? 'an image, not a video' : 'not an audio or video file';
    throw new MediaError('invalid_input', `The file is ${what}.`);
  }
  return {
    format_name: formatName,
    file_size: fileSize,
    duration_s: formatDuration,
    bitrate: formatBitrate,
    video,
    audio,
  };
}

async function ffprobeJson(
  runner: FfmpegRunner,
  args: string[],
  options: RunOptions,
): Promise<FfprobeOutput> {
  try {
    const { stdout } = await runner.ffprobe(args, options);
    return JSON.parse(stdout) as FfprobeOutput;
  } catch (err) {
    if (isMediaError(err, 'failed')) {
      throw new MediaError(
        'invalid_input',
        `The file is not a readable audio or video file: ${err.message.replace(/^ffprobe failed \([^)]*\): /, '')}`,
        {
          exitCode: err.exitCode,
          signal: err.signal,
          stderrTail: err.stderrTail,
          cause: err,
        },
      );
    }
    if (err instanceof SyntaxError)
      throw new MediaError('failed', 'ffprobe printed output that is not JSON.', { cause: err });
    throw err;
  }
}

/** Probes any audio/video file. Throws MediaError('invalid_input') for files that are not media. */
export async function probeMedia(
  runner: FfmpegRunner,
  path: string,
  options: RunOptions = {},
): Promise<MediaFacts> {
  const { size } = await stat(path).catch((cause: unknown) => {
    throw new MediaError('invalid_input', 'The media file does not exist.', { cause });
  });
  if (size === 0) throw new MediaError('invalid_input', 'The media file is empty.');
  const parsed = parseMediaFacts(await ffprobeJson(runner, probeArgs(path), options), size);
  if (!parsed.video) return { ...parsed, video: null };
  let numFrames = parsed.video.num_frames;
  if (numFrames === null) {
    const counted = await ffprobeJson(runner, countFramesArgs(path), options);
    numFrames = integerOf(counted.streams?.[0]?.nb_read_packets);
    if (numFrames === null) throw new MediaError('invalid_input', 'The video stream has no frames.');
  }
  return { ...parsed, video: { ...parsed.video, num_frames: numFrames } };
}

export async function probeVideo(
  runner: FfmpegRunner,
  path: string,
  options: RunOptions = {},
): Promise<VideoFacts> {
  const facts = await probeMedia(runner, path, options);
  if (!facts.video) throw new MediaError('invalid_input', 'The file has no video stream.');
  return facts.video;
}

export async function probeAudio(
  runner: FfmpegRunner,
  path: string,
  options: RunOptions = {},
): Promise<AudioFacts> {
  const facts = await probeMedia(runner, path, options);
  if (!facts.audio) throw new MediaError('invalid_input', 'The file has no audio stream.');
  return facts.audio;
}

/** Writes the first or last frame of a video as a still (.jpg or .png, by extension). */
export async function extractFrame(
  runner: FfmpegRunner,
  videoPath: string,
  position: FramePosition,
  outPath: string,
  options: RunOptions = {},
): Promise<{ path: string; file_size: number }> {
  await runner.ffmpeg(extractFrameArgs(videoPath, position, outPath), { timeoutMs: 120_000, ...options });
  const written = await stat(outPath).catch(() => null);
  if (!written || written.size === 0) {
    throw new MediaError(
      'invalid_input',
      `Could not extract the ${position} frame: the video has no decodable frames.`,
    );
  }
  return { path: outPath, file_size: written.size };
}
