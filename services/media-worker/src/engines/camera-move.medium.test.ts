// Real renders: every movement produces a valid H.264 MP4, and the camera goes where it says.
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import {
  createTempDir,
  extractFrame,
  ffmpegRunnerFromEnv,
  isMediaError,
  type TempDir,
} from '@platform/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCameraMoveEngine, type CameraMoveResult } from './camera-move.engine.ts';
import { CAMERA_MOVEMENTS, type CameraMovement } from './camera-move.plan.ts';
import { endlessRenderRunner } from '../testing/held-engines.ts';
import {
  featureStill,
  locateFeature,
  meanColour,
  mp4TopLevelBoxes,
  type FeatureSpot,
} from './camera-move.test-support.ts';

const runner = ffmpegRunnerFromEnv();
const engine = createCameraMoveEngine({ runner });
// Renders share two cores with other test files: give each one room beyond the default 60 s.
const RENDER_TIMEOUT_MS = 240_000;
let dir: TempDir;
let landscape: string;
let portrait: string;

beforeAll(async () => {
  dir = await createTempDir({ prefix: 'camera-test-' });
  landscape = join(dir.path, 'landscape.png');
  portrait = join(dir.path, 'portrait.png');
  await featureStill(landscape, { width: 1280, height: 720 });
  await featureStill(portrait, { width: 720, height: 1280 });
});
afterAll(async () => {
  await dir.remove();
});

async function render(
  movement: CameraMovement,
  still = landscape,
  resolution: '480p' | '1080p' = '480p',
  durationS = 2,
) {
  const out = await createTempDir({ parent: dir.path });
  const progress: number[] = [];
  const result = await engine(
    { stillPath: still, movement, resolution, durationS },
    { tmpDir: out.path, onProgress: (f) => progress.push(f) },
  );
  // Measure the encoded video itself, decoded independently of the engine's own stills...
  const firstPng = (await extractFrame(runner, result.video.path, 'first', join(out.path, 'check-first.png')))
    .path;
  const lastPng = (await extractFrame(runner, result.video.path, 'last', join(out.path, 'check-last.png')))
    .path;
  const first = await locateFeature(firstPng);
  const last = await locateFeature(lastPng);
  // ...and check that the engine's thumbnail and last frame are those frames, in the same colours.
  for (const [still, decoded, png] of [
    [result.thumbnail, first, firstPng],
    [result.lastFrame, last, lastPng],
  ] as const) {
    const spot = await locateFeature(still.path);
    expect(Math.abs(spot.x - decoded.x) + Math.abs(spot.y - decoded.y)).toBeLessThan(2);
    // The bounding box of a thresholded square moves with compression blur at its edges.
    expect(Math.abs(spot.width - decoded.width)).toBeLessThanOrEqual(4);
    // Inside the magenta square: a BT.709 frame read as BT.601 would be off by about 20 levels.
    const inJpeg = await meanColour(still.path, decoded.x, decoded.y);
    const inVideo = await meanColour(png, decoded.x, decoded.y);
    for (let c = 0; c < 3; c += 1) expect(Math.abs((inJpeg[c] ?? 0) - (inVideo[c] ?? 0))).toBeLessThan(6);
  }
  return { result, progress, first, last, out: out.path };
}

async function expectValidClip(
  result: CameraMoveResult,
  width: number,
  height: number,
  durationS: number,
): Promise<void> {
  const { video } = result;
  expect(video).toMatchObject({
    codec_id: 'h264',
    width,
    height,
    framerate: 30,
    num_frames: durationS * 30,
    bit_depth: 8,
    chroma_subsampling: '4:2:0',
    color_space: 'bt709',
  });
  expect(Math.abs(video.duration_s - durationS)).toBeLessThanOrEqual(1 / 30);
  expect(video.file_size).toBeGreaterThan(1000);
  const boxes = await mp4TopLevelBoxes(video.path);
  expect(boxes.indexOf('moov')).toBeGreaterThanOrEqual(0);
  expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
  for (const still of [result.thumbnail, result.lastFrame])
    expect(still).toMatchObject({ width, height, format: 'jpeg' });
}

type Expectation = (move: {
  first: FeatureSpot;
  last: FeatureSpot;
  dx: number;
  dy: number;
  grow: number;
}) => void;
const still =
  (max = 3): Expectation =>
  ({ dx, dy }) => {
    expect(Math.abs(dx)).toBeLessThan(max);
    expect(Math.abs(dy)).toBeLessThan(max);
  };
const sameSize: Expectation = ({ grow }) => expect(Math.abs(grow - 1)).toBeLessThan(0.04);

// 480p, 2 s: pans and trucks travel 12% of 854 px (~102 px), tilts 12% of 480 px (~58 px).
const EXPECTED: Record<CameraMovement, Expectation> = {
  static: (m) => {
    still(1)(m);
    expect(Math.abs(m.grow - 1)).toBeLessThan(0.02);
  },
  // The view turns left, so the picture slides right.
  pan_left: (m) => {
    expect(m.dx).toBeGreaterThan(80);
    expect(Math.abs(m.dy)).toBeLessThan(3);
    sameSize(m);
  },
  pan_right: (m) => {
    expect(m.dx).toBeLessThan(-80);
    expect(Math.abs(m.dy)).toBeLessThan(3);
    sameSize(m);
  },
  truck_left: (m) => {
    expect(m.dx).toBeGreaterThan(80);
    expect(m.grow).toBeGreaterThan(1.04);
  },
  truck_right: (m) => {
    expect(m.dx).toBeLessThan(-80);
    expect(m.grow).toBeGreaterThan(1.04);
  },
  orbit_left_to_right: (m) => {
    expect(m.dx).toBeLessThan(-80);
    sameSize(m);
  },
  orbit_right_to_left: (m) => {
    expect(m.dx).toBeGreaterThan(80);
    sameSize(m);
  },
  // The view tilts up, so the picture slides down.
  tilt_up: (m) => {
    expect(m.dy).toBeGreaterThan(40);
    expect(Math.abs(m.dx)).toBeLessThan(3);
    sameSize(m);
  },
  tilt_down: (m) => {
    expect(m.dy).toBeLessThan(-40);
    expect(Math.abs(m.dx)).toBeLessThan(3);
    sameSize(m);
  },
  dolly_in: (m) => {
    expect(m.grow).toBeGreaterThan(1.2);
    still()(m);
  },
  dolly_out: (m) => {
    expect(m.grow).toBeLessThan(1 / 1.2);
    still()(m);
  },
  // A 16:9 still is neither panoramic nor tall: auto pushes in.
  auto: (m) => {
    expect(m.grow).toBeGreaterThan(1.2);
    still()(m);
  },
};

describe('camera-move engine', () => {
  it.each(CAMERA_MOVEMENTS)(
    '%s renders a real clip and moves the camera as named',
    async (movement) => {
      const { result, progress, first, last } = await render(movement);
      await expectValidClip(result, 854, 480, 2);
      expect(result.movement).toBe(movement === 'auto' ? 'dolly_in' : movement);
      EXPECTED[movement]({
        first,
        last,
        dx: last.x - first.x,
        dy: last.y - first.y,
        grow: last.width / first.width,
      });
      expect(progress.at(-1)).toBe(1);
      expect(progress.every((f, i) => i === 0 || f >= (progress[i - 1] ?? 0))).toBe(true);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'makes 16:9 from a portrait still by cropping, never stretching, and auto tilts it',
    async () => {
      const fixed = await render('static', portrait);
      await expectValidClip(fixed.result, 854, 480, 2);
      expect(fixed.first.width / fixed.first.height).toBeGreaterThan(0.93);
      expect(fixed.first.width / fixed.first.height).toBeLessThan(1.07);
      const auto = await render('auto', portrait);
      expect(auto.result.movement).toBe('tilt_up');
      expect(auto.last.y - auto.first.y).toBeGreaterThan(40);
      // A zoom on a portrait still works on a band of it (the viewport) and stays centred.
      const dolly = await render('dolly_in', portrait);
      expect(dolly.last.width / dolly.first.width).toBeGreaterThan(1.2);
      expect(Math.abs(dolly.last.x - 427) + Math.abs(dolly.last.y - 240)).toBeLessThan(4);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'renders 1080p',
    async () => {
      const { result, first, last } = await render('pan_left', landscape, '1080p', 2);
      await expectValidClip(result, 1920, 1080, 2);
      // 12% of 1920 px.
      expect(last.x - first.x).toBeGreaterThan(200);
    },
    RENDER_TIMEOUT_MS,
  );

  it(
    'stops within 2 s when the job is cancelled, and cleans its scratch file',
    async () => {
      // The render repeats its move until it is killed: it is running when the cancel comes.
      const endless = createCameraMoveEngine({ runner: endlessRenderRunner() });
      const out = await createTempDir({ parent: dir.path });
      const controller = new AbortController();
      let abortedAt = 0;
      const run = endless(
        { stillPath: landscape, movement: 'dolly_in', resolution: '1080p', durationS: 10 },
        {
          tmpDir: out.path,
          signal: controller.signal,
          onProgress: (fraction) => {
            if (fraction > 0.06 && abortedAt === 0) {
              abortedAt = Date.now();
              controller.abort();
            }
          },
        },
      );
      const error = await run.then(
        () => null,
        (err: unknown) => err,
      );
      expect(isMediaError(error, 'cancelled')).toBe(true);
      expect(abortedAt).toBeGreaterThan(0);
      expect(Date.now() - abortedAt).toBeLessThan(2_000);
      await expect(access(join(out.path, 'canvas.rgb'))).rejects.toThrow();
    },
    RENDER_TIMEOUT_MS,
  );

  it('refuses a still over the pixel limit before rendering', async () => {
    const strict = createCameraMoveEngine({ runner: ffmpegRunnerFromEnv(), maxStillPixels: 500_000 });
    const out = await createTempDir({ parent: dir.path });
    await expect(
      strict(
        { stillPath: landscape, movement: 'static', resolution: '480p', durationS: 2 },
        { tmpDir: out.path },
      ),
    ).rejects.toMatchObject({ code: 'too_large' });
  });
});
