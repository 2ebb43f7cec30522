// Test media: real images (sharp) and videos (ffmpeg) to upload, and measurements of what the
// system produced (ffprobe, sharp), so tests check real files rather than metadata echoes.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { FfmpegRunner, probeVideo, type VideoFacts } from '@platform/media';

const run = promisify(execFile);

/** A PNG with a horizontal colour ramp and a bright square, so motion and content are visible. */
export async function makeImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' = 'png',
): Promise<Buffer> {
  const square = Math.max(8, Math.round(Math.min(width, height) / 5));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#1040c0"/><stop offset="1" stop-color="#f0a020"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="${Math.round(width / 2 - square / 2)}" y="${Math.round(height / 2 - square / 2)}" width="${square}" height="${square}" fill="#ffffff"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

/** Runs ffmpeg with `args` writing to a file named `name` in a scratch folder; answers the file's bytes. */
async function ffmpegOutput(
  name: string,
  args: (out: string) => string[] | Promise<string[]>,
): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), 'studio-fixture-'));
  try {
    const out = join(dir, name);
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', ...(await args(out))]);
    return await readFile(out);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** ffmpeg's moving test pattern as an input, and the H.264 encoding every test clip uses. */
const testPattern = (width: number, height: number, seconds: number, fps: number) => [
  '-f',
  'lavfi',
  '-i',
  `testsrc2=size=${width}x${height}:rate=${fps}:duration=${seconds}`,
];
const H264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];

/** An H.264 MP4 test pattern of the given size and length. */
export function makeVideo(width: number, height: number, seconds: number, fps = 24): Promise<Buffer> {
  return ffmpegOutput('clip.mp4', (out) => [
    ...testPattern(width, height, seconds, fps),
    ...H264,
    '-movflags',
    '+faststart',
    out,
  ]);
}

/**
 * An H.264 MP4 test pattern with sound: a 440 Hz AAC tone (48 kHz) for its whole length, so what
 * a job makes of a clip's audio can be measured too (the enhancement tests' input).
 */
export function makeVideoWithTone(width: number, height: number, seconds: number, fps = 30): Promise<Buffer> {
  return ffmpegOutput('clip.mp4', (out) => [
    ...testPattern(width, height, seconds, fps),
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=48000:duration=${seconds}`,
    ...H264,
    '-c:a',
    'aac',
    '-shortest',
    '-movflags',
    '+faststart',
    out,
  ]);
}

/** Tags an owner might leave in a file: container tags, and a title on each stream. */
export const OWNER_TAGS = {
  title: 'Secret Owner Title',
  comment: 'owner@example.com',
  artist: 'Owner Artist',
  location: '+35.6762+139.6503/',
} as const;

/** `video` (an MP4) with `tags` on the container and a title on every stream, by stream copy. */
export function tagVideo(
  video: Buffer,
  tags: Readonly<Record<string, string>> = OWNER_TAGS,
): Promise<Buffer> {
  return ffmpegOutput('tagged.mp4', async (out) => {
    const input = `${out}.in.mp4`;
    await writeFile(input, video);
    return [
      '-i',
      input,
      '-map',
      '0',
      '-c',
      'copy',
      ...Object.entries(tags).flatMap(([name, value]) => ['-metadata', `${name}=${value}`]),
      '-metadata:s',
      `title=${tags.title ?? 'Owner stream'}`,
      out,
    ];
  });
}

/** The container's and each stream's tags of a media file given as bytes (ffprobe). */
export async function mediaTags(
  data: Buffer,
): Promise<{ format: Record<string, string>; streams: Record<string, string>[] }> {
  return withScratchFile(data, async (path) => {
    const { stdout } = await run('ffprobe', [
      '-v',
      'error',
      '-show_entries',
      'format_tags:stream_tags',
      '-of',
      'json',
      path,
    ]);
    const parsed = JSON.parse(stdout) as {
      format?: { tags?: Record<string, string> };
      streams?: { tags?: Record<string, string> }[];
    };
    return {
      format: parsed.format?.tags ?? {},
      streams: (parsed.streams ?? []).map((stream) => stream.tags ?? {}),
    };
  });
}

/**
 * How near made frames are to real ones: mean PSNR (dB) and SSIM, by ffmpeg, of the two streams a
 * filter graph ends in, `[made]` and `[real]`, over the inputs (each its `inputArgs`).
 */
export async function similarity(
  runner: FfmpegRunner,
  inputs: string[][],
  graph: string,
): Promise<{ psnr: number; ssim: number }> {
  const result = await runner.ffmpeg([
    '-loglevel',
    'info',
    ...inputs.flat(),
    '-filter_complex',
    `${graph};[made]format=yuv420p,split[m1][m2];[real]format=yuv420p,split[r1][r2];[m1][r1]psnr;[m2][r2]ssim`,
    '-f',
    'null',
    '-',
  ]);
  const psnr = /PSNR .*average:([0-9.]+|inf)/.exec(result.stderrTail)?.[1];
  const ssim = /SSIM .*All:([0-9.]+)/.exec(result.stderrTail)?.[1];
  if (!psnr || !ssim) throw new Error(`no PSNR or SSIM in: ${result.stderrTail.slice(-500)}`);
  return { psnr: Number(psnr === 'inf' ? Infinity : psnr), ssim: Number(ssim) };
}

/** The MD5 of every decoded frame of a file's pictures and sound (ffmpeg's framemd5): equal lists, equal media. */
export async function frameChecksums(data: Buffer): Promise<string[]> {
  return withScratchFile(data, async (path) => {
    const { stdout } = await run(
      'ffmpeg',
      ['-v', 'error', '-i', path, '-map', '0:V', '-map', '0:a?', '-f', 'framemd5', '-'],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return stdout.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  });
}

async function withScratchFile<T>(data: Buffer, work: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'studio-probe-'));
  try {
    const path = join(dir, 'media');
    await writeFile(path, data);
    return await work(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An MP3 sine tone (stereo, 44.1 kHz) of the given length. */
export function makeAudio(seconds: number): Promise<Buffer> {
  return ffmpegOutput('tone.mp3', (out) => [
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
    '-ac',
    '2',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '128k',
    out,
  ]);
}

export async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** ffprobe facts of a video file given as bytes. */
export async function probeVideoBytes(data: Buffer): Promise<VideoFacts & { codec_name: string | null }> {
  return withScratchFile(data, async (path) => {
    const facts = await probeVideo(new FfmpegRunner(), path);
    return { ...facts, codec_name: facts.codec_id };
  });
}

export async function imageFacts(data: Buffer): Promise<{ width: number; height: number; format: string }> {
  const metadata = await sharp(data).metadata();
  return { width: metadata.width ?? 0, height: metadata.height ?? 0, format: metadata.format ?? '' };
}

/** Mean luminance of the left and right halves of a frame (a pan moves brightness sideways). */
export async function halfBrightness(image: Buffer): Promise<{ left: number; right: number }> {
  const { data, info } = await sharp(image).greyscale().raw().toBuffer({ resolveWithObject: true });
  let left = 0;
  let right = 0;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const value = data[y * info.width + x] ?? 0;
      if (x < info.width / 2) left += value;
      else right += value;
    }
  }
  const half = (info.width / 2) * info.height;
  return { left: left / half, right: right / half };
}
