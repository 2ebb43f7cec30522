// Real ffprobe/ffmpeg on generated media.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ffmpegRunnerFromEnv } from './ffmpeg.runner.ts';
import { isMediaError } from './media.error.ts';
import { extractFrame, probeAudio, probeMedia, probeVideo } from './probe.ts';
import { createTempDir, type TempDir } from './temp-dir.ts';

const runner = ffmpegRunnerFromEnv();
let dir: TempDir;
// A generated input: a filter graph, not a path, so it is spelled out rather than built by inputArgs.
const lavfi = (graph: string) => ['-f', 'lavfi', '-protocol_whitelist', 'file,pipe', '-i', graph];

beforeAll(async () => {
  dir = await createTempDir({ prefix: 'probe-test-' });
  // 2 s: one second black, one second white, with a 48 kHz stereo tone.
  await runner.ffmpeg([
    ...lavfi(
      'color=black:size=320x240:rate=25:duration=1[a];color=white:size=320x240:rate=25:duration=1[b];[a][b]concat=n=2:v=1:a=0',
    ),
    ...lavfi('sine=frequency=440:sample_rate=48000:duration=2'),
    '-ac',
    '2',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-shortest',
    join(dir.path, 'av.mp4'),
  ]);
  await runner.ffmpeg([
    ...lavfi('testsrc2=size=160x120:rate=24:duration=1'),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv422p',
    join(dir.path, 'clip.mkv'),
  ]);
  await runner.ffmpeg([
    ...lavfi('sine=frequency=220:sample_rate=44100:duration=1.5'),
    '-c:a',
    'aac',
    '-b:a',
    '64k',
    join(dir.path, 'tone.m4a'),
  ]);
});
afterAll(async () => {
  await dir.remove();
});

describe('probe', () => {
  it('reads every VideoAsset field of an MP4', async () => {
    const facts = await probeMedia(runner, join(dir.path, 'av.mp4'));
    expect(facts.video).toMatchObject({
      width: 320,
      height: 240,
      num_frames: 50,
      framerate: 25,
      codec_id: 'h264',
      bit_depth: 8,
      chroma_subsampling: '4:2:0',
    });
    expect(facts.video?.duration_s).toBeCloseTo(2, 1);
    expect(facts.video?.bitrate).toBeGreaterThan(0);
    expect(facts.video?.file_size).toBe(facts.file_size);
    expect(facts.audio).toMatchObject({ sample_rate: 48_000, channels: 2, codec_id: 'aac' });
  });

  it('counts frames when the container does not store them (Matroska)', async () => {
    const video = await probeVideo(runner, join(dir.path, 'clip.mkv'));
    expect(video).toMatchObject({ num_frames: 24, framerate: 24, chroma_subsampling: '4:2:2' });
  });

  it('reads the AudioAsset fields of an audio file', async () => {
    const audio = await probeAudio(runner, join(dir.path, 'tone.m4a'));
    expect(audio).toMatchObject({ sample_rate: 44_100, channels: 1, codec_id: 'aac' });
    expect(audio.duration_s).toBeCloseTo(1.5, 1);
    expect(audio.bitrate).toBeGreaterThan(30_000);
    await expect(probeVideo(runner, join(dir.path, 'tone.m4a'))).rejects.toThrow(/no video stream/);
  });

  it('rejects files that are not media, and images posing as video', async () => {
    const text = join(dir.path, 'notes.mp4');
    await writeFile(text, 'hello, this is not a video\n'.repeat(20));
    const error = await probeMedia(runner, text).catch((err: unknown) => err);
    expect(isMediaError(error, 'invalid_input')).toBe(true);
    expect((error as Error).message).toMatch(/not a readable audio or video file: notes\.mp4: Invalid data/);
    const png = join(dir.path, 'still.png');
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } })
      .png()
      .toFile(png);
    await expect(probeVideo(runner, png)).rejects.toThrow(/an image, not a video/);
    await expect(probeMedia(runner, join(dir.path, 'missing.mp4'))).rejects.toThrow(/does not exist/);
  });

  it('extracts the true first and last frames', async () => {
    const video = join(dir.path, 'av.mp4');
    const first = await extractFrame(runner, video, 'first', join(dir.path, 'first.jpg'));
    const last = await extractFrame(runner, video, 'last', join(dir.path, 'last.png'));
    const mean = async (path: string) => (await sharp(path).stats()).channels[0]?.mean ?? -1;
    expect(first.file_size).toBeGreaterThan(0);
    expect(await mean(first.path)).toBeLessThan(30);
    expect(await mean(last.path)).toBeGreaterThan(225);
    expect((await sharp(last.path).metadata()).width).toBe(320);
  });

  it('keeps the colours of an HD (BT.709) video in its JPEG and PNG frames', async () => {
    const video = join(dir.path, 'bt709.mp4');
    // A saturated colour, converted to limited-range BT.709 and tagged so, as HD video is.
    await runner.ffmpeg([
      ...lavfi('color=c=0xD02040:size=320x240:rate=25:duration=1'),
      '-vf',
      'scale=out_color_matrix=bt709:out_range=tv,format=yuv420p',
      '-colorspace',
      'bt709',
      '-color_primaries',
      'bt709',
      '-color_trc',
      'bt709',
      '-color_range',
      'tv',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-qp',
      '0',
      video,
    ]);
    const centre = async (path: string) => {
      const { data } = await sharp(path)
        .extract({ left: 150, top: 110, width: 20, height: 20 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return [0, 1, 2].map((channel) =>
        Math.round(data.filter((_, i) => i % 3 === channel).reduce((a, b) => a + b, 0) / (data.length / 3)),
      );
    };
    for (const [position, name] of [
      ['first', 'first.jpg'],
      ['last', 'last.jpg'],
      ['first', 'first.png'],
    ] as const) {
      const frame = await extractFrame(runner, video, position, join(dir.path, `colour-${name}`));
      const [r, g, b] = await centre(frame.path);
      expect(Math.abs(r! - 0xd0), `${name} red ${r}`).toBeLessThanOrEqual(6);
      expect(Math.abs(g! - 0x20), `${name} green ${g}`).toBeLessThanOrEqual(6);
      expect(Math.abs(b! - 0x40), `${name} blue ${b}`).toBeLessThanOrEqual(6);
    }
  });
});
