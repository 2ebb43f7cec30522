// Real enhancement runs on small clips made by ffmpeg (a moving pattern with a tone, and a shaky
// camera over a still pattern), checked with ffprobe and ffmpeg's own measurements.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempDir, ffmpegRunnerFromEnv, isMediaError, probeMedia, type TempDir } from '@platform/media';
import { makeVideoWithTone } from '@platform/testkit/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnhanceSpec } from './enhance.args.ts';
import { createEnhanceEngine } from './enhance.engine.ts';

const runner = ffmpegRunnerFromEnv();
const engine = createEnhanceEngine({ runner, encoder: { preset: 'ultrafast', crf: 20 } });
// Runs share two cores with other test files: give each one room.
const TIMEOUT = 240_000;
let dir: TempDir;
let clip: string;
let shaky: string;

const W = 320;
const H = 180;

beforeAll(async () => {
  dir = await createTempDir({ prefix: 'enhance-test-' });
  clip = join(dir.path, 'clip.mp4');
  shaky = join(dir.path, 'shaky.mp4');
  // 2 s at 30 fps: 60 frames, a moving test pattern and a 440 Hz tone.
  await writeFile(clip, await makeVideoWithTone(W, H, 2));
  // A still pattern seen by a shaking camera: every frame jumps by a few pixels.
  await runner.ffmpeg([
    '-f',
    'lavfi',
    '-protocol_whitelist',
    'file,pipe',
    '-i',
    'testsrc=size=400x260:rate=30:duration=2',
    '-vf',
    `crop=${W}:${H}:x='40+14*sin(n*1.9)':y='40+10*cos(n*2.7)'`,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-an',
    shaky,
  ]);
}, TIMEOUT);
afterAll(async () => {
  await dir?.remove();
});

const spec = (overrides: Partial<EnhanceSpec> = {}): EnhanceSpec => ({
  input: { width: W, height: H, framerate: 30, hasAudio: true },
  startFrame: 0,
  endFrame: 60,
  outWidth: W,
  outHeight: H,
  outFps: 30,
  outFrames: 60,
  upscale: null,
  restore: null,
  interpolate: null,
  grain: 0,
  sharpenStrength: 0,
  stabilizationSmoothing: 0,
  playbackSpeed: 1,
  ...overrides,
});

async function enhance(
  overrides: Partial<EnhanceSpec>,
  options: { input?: string; comparison?: boolean; signal?: AbortSignal } = {},
) {
  const out = await createTempDir({ parent: dir.path });
  const progress: number[] = [];
  const result = await engine(
    { inputPath: options.input ?? clip, spec: spec(overrides), comparison: options.comparison ?? false },
    { tmpDir: out.path, signal: options.signal, onProgress: (fraction) => progress.push(fraction) },
  );
  return { result, progress, facts: await probeMedia(runner, result.video.path) };
}

/** Mean luma difference between consecutive frames: how much the picture moves. */
async function frameToFrameMotion(path: string): Promise<number> {
  const log = join(dir.path, `motion-${Math.random().toString(36).slice(2)}.txt`);
  await runner.ffmpeg([
    '-protocol_whitelist',
    'file,pipe',
    '-i',
    path,
    '-vf',
    `tblend=all_mode=difference,signalstats,metadata=print:key=lavfi.signalstats.YAVG:file='${log}'`,
    '-f',
    'null',
    '-',
  ]);
  const { readFile } = await import('node:fs/promises');
  const values = [...(await readFile(log, 'utf8')).matchAll(/YAVG=([0-9.]+)/g)].map((match) =>
    Number(match[1]),
  );
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

describe('enhancement engine', () => {
  it(
    'upscales 2x: doubles width and height, keeps frames, audio and duration',
    { timeout: TIMEOUT },
    async () => {
      const { result, facts, progress } = await enhance({
        upscale: { algorithm: 'lanczos' },
        outWidth: W * 2,
        outHeight: H * 2,
        sharpenStrength: 40,
        grain: 10,
      });
      expect([facts.video?.width, facts.video?.height]).toEqual([W * 2, H * 2]);
      expect(facts.video?.num_frames).toBe(60);
      expect(facts.video?.framerate).toBe(30);
      expect(facts.audio?.duration_s).toBeCloseTo(2, 1);
      expect(result.thumbnail).toMatchObject({ width: W * 2, height: H * 2, format: 'jpeg' });
      expect(result.qualityScore).toBeGreaterThan(50);
      expect(result.qualityScore).toBeLessThanOrEqual(100);
      expect(progress.at(-1)).toBe(1);
      expect(progress.every((value, index) => index === 0 || value >= (progress[index - 1] ?? 0))).toBe(true);
    },
  );

  it(
    'interpolates x2 by blending: doubles the frame rate and the frame count',
    { timeout: TIMEOUT },
    async () => {
      const { facts } = await enhance({ interpolate: { mode: 'blend' }, outFps: 60, outFrames: 120 });
      expect(facts.video?.framerate).toBe(60);
      expect(facts.video?.num_frames).toBe(120);
    },
  );

  it('interpolates x2 with motion compensation (minterpolate)', { timeout: TIMEOUT }, async () => {
    const { facts } = await enhance({
      interpolate: { mode: 'mci' },
      outFps: 60,
      endFrame: 15,
      outFrames: 30,
    });
    expect(facts.video?.framerate).toBe(60);
    expect(facts.video?.num_frames).toBe(30);
  });

  it(
    'plays at speed 2: half the duration, the audio still there and as long as the video',
    { timeout: TIMEOUT },
    async () => {
      const { facts } = await enhance({ playbackSpeed: 2, outFrames: 30 });
      expect(facts.video?.num_frames).toBe(30);
      expect(facts.video?.duration_s).toBeCloseTo(1, 1);
      expect(facts.audio?.duration_s).toBeCloseTo(1, 1);
    },
  );

  it('trims by frames: start 10, end 40 makes exactly 30 frames', { timeout: TIMEOUT }, async () => {
    const { facts } = await enhance({ startFrame: 10, endFrame: 40, outFrames: 30 });
    expect(facts.video?.num_frames).toBe(30);
    expect(facts.audio?.duration_s).toBeCloseTo(1, 1);
  });

  it('stabilizes: frame-to-frame motion of the shaky clip drops', { timeout: TIMEOUT }, async () => {
    const input = { width: W, height: H, framerate: 30, hasAudio: false };
    const { result } = await enhance({ input, stabilizationSmoothing: 80 }, { input: shaky });
    const before = await frameToFrameMotion(shaky);
    const after = await frameToFrameMotion(result.video.path);
    expect(after).toBeLessThan(before * 0.8);
  });

  it(
    'scores a harsher treatment lower, and makes matching comparison clips',
    { timeout: TIMEOUT },
    async () => {
      const mild = await enhance({ sharpenStrength: 10 }, { comparison: true });
      const harsh = await enhance({ sharpenStrength: 100, grain: 100 });
      expect(harsh.result.qualityScore).toBeLessThan(mild.result.qualityScore);
      const comparison = mild.result.comparison;
      expect(comparison).not.toBeNull();
      expect([comparison?.before.width, comparison?.before.height, comparison?.before.num_frames]).toEqual([
        W,
        H,
        60,
      ]);
      expect(comparison?.sideBySide.width).toBe(2 * Math.floor(W / 4) * 2);
      expect(comparison?.sideBySide.num_frames).toBe(60);
    },
  );

  it('stops ffmpeg on cancel', { timeout: TIMEOUT }, async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await enhance({}, { signal: controller.signal }).catch((err: unknown) => err);
    expect(isMediaError(error) && error.code === 'cancelled').toBe(true);
  });
});
