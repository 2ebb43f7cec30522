// The media inspector against hostile videos: a file of a few hundred kilobytes can declare
// frames of 12000x12000 pixels, and decoding one takes ffmpeg well over a gigabyte (measured:
// 1.4 GB resident for the first frame, 1.5 GB for the last). Like images, such a video must be
// refused from what ffprobe reads in its header, before any frame is decoded.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegRunner } from '@platform/media';
import { createMediaInspector } from './media.inspector.ts';

const run = promisify(execFile);
let dir: string;

/** Counts the ffmpeg runs (decodes) an inspection starts; ffprobe runs pass through uncounted. */
class CountingRunner extends FfmpegRunner {
  decodes = 0;
  override ffmpeg(...args: Parameters<FfmpegRunner['ffmpeg']>): ReturnType<FfmpegRunner['ffmpeg']> {
    this.decodes += 1;
    return super.ffmpeg(...args);
  }
}

async function video(name: string, size: string, codec: string[]): Promise<string> {
  const path = join(dir, name);
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    `color=c=red:size=${size}:rate=2:duration=1`,
    ...codec,
    path,
  ]);
  return path;
}

/**
 * A small FFV1 Matroska file whose header declares 12000x12000 frames: made at 256x256 (encoding
 * real 12000x12000 frames takes a minute on a loaded machine) with the track's PixelWidth and
 * PixelHeight elements (ids B0 and BA, two-byte values) rewritten, as a hostile upload would.
 */
async function declaredHugeVideo(name: string): Promise<string> {
  const path = await video(name, '256x256', ['-c:v', 'ffv1', '-pix_fmt', 'yuv444p']);
  let bytes = await readFile(path);
  for (const id of [0xb0, 0xba]) {
    const declared = Buffer.from([id, 0x82, 0x01, 0x00]); // 256
    const at = bytes.indexOf(declared);
    if (at < 0 || bytes.indexOf(declared, at + 1) >= 0)
      throw new Error(`no single ${id.toString(16)} element of 256 in ${name}`);
    bytes = Buffer.concat([
      bytes.subarray(0, at),
      Buffer.from([id, 0x82, 0x2e, 0xe0]),
      bytes.subarray(at + 4),
    ]); // 12000
  }
  await writeFile(path, bytes);
  return path;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'inspector-'));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('video inspection', () => {
  it(
    'refuses a video whose frames exceed the pixel limit before decoding any frame',
    { timeout: 60_000 },
    async () => {
      const bomb = await declaredHugeVideo('bomb.mkv');
      expect((await stat(bomb)).size).toBeLessThan(1024 * 1024);
      const runner = new CountingRunner();
      const inspector = createMediaInspector({ runner, maxImagePixels: 40_000_000 });
      const work = join(dir, 'bomb-work');
      await mkdir(work);
      const refused = await inspector.video(bomb, work).catch((err: unknown) => err);
      expect(refused).toMatchObject({
        kind: 'validation',
        fieldErrors: { file: [expect.stringMatching(/12000x12000/)] },
      });
      expect(runner.decodes).toBe(0);
    },
  );

  it('still measures a video within the limit, with its stills', { timeout: 60_000 }, async () => {
    const fine = await video('fine.mp4', '640x360', [
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
    ]);
    const runner = new CountingRunner();
    const inspector = createMediaInspector({ runner, maxImagePixels: 640 * 360 });
    const work = join(dir, 'fine-work');
    await mkdir(work);
    const measured = await inspector.video(fine, work);
    expect(measured).toMatchObject({ width: 640, height: 360, contentType: 'video/mp4' });
    expect(runner.decodes).toBe(2);
  });
});

async function audio(name: string, args: string[]): Promise<string> {
  const path = join(dir, name);
  await run('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'sine=frequency=440:sample_rate=44100:duration=2',
    ...args,
    path,
  ]);
  return path;
}

describe('audio inspection', () => {
  const inspector = () => createMediaInspector({ runner: new FfmpegRunner(), maxImagePixels: 40_000_000 });

  it(
    'measures duration, sample rate, channels and bitrate from the file itself',
    { timeout: 60_000 },
    async () => {
      const mp3 = await audio('tone.mp3', ['-ac', '2', '-c:a', 'libmp3lame', '-b:a', '128k']);
      const measured = await inspector().audio(mp3);
      expect(measured).toMatchObject({
        contentType: 'audio/mpeg',
        extension: 'mp3',
        fileSize: (await stat(mp3)).size,
      });
      expect(measured.audio).toMatchObject({ sampleRate: 44100, channels: 2, codecId: 'mp3' });
      expect(measured.audio.durationS).toBeGreaterThan(1.9);
      expect(measured.audio.durationS).toBeLessThan(2.2);
      expect(measured.audio.bitrate).toBeGreaterThan(100_000);

      const wav = await audio('tone.wav', ['-ac', '1', '-ar', '22050']);
      expect((await inspector().audio(wav)).audio).toMatchObject({
        sampleRate: 22050,
        channels: 1,
        codecId: 'pcm_s16le',
      });
      expect((await inspector().audio(wav)).contentType).toBe('audio/wav');
    },
  );

  it('refuses a video, a playlist and a file that is not audio', { timeout: 60_000 }, async () => {
    const clip = await video('with-video.mp4', '64x64', [
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
    ]);
    await expect(inspector().audio(clip)).rejects.toMatchObject({
      kind: 'validation',
      fieldErrors: { file: [expect.stringMatching(/video/)] },
    });

    const tone = await audio('part.wav', []);
    const playlist = join(dir, 'list.m3u8');
    await writeFile(playlist, `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\n${tone}\n#EXT-X-ENDLIST\n`);
    await expect(inspector().audio(playlist)).rejects.toMatchObject({ kind: 'validation' });

    const text = join(dir, 'notes.mp3');
    await writeFile(text, 'these are not the sounds you are looking for\n'.repeat(50));
    await expect(inspector().audio(text)).rejects.toMatchObject({ kind: 'validation' });
  });
});
