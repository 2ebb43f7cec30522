// The cue images against the `ass` filter they replace: the same moving picture captioned both
// ways, compared frame by frame before any encoder, so a cue a frame early or late, or drawn
// lighter or darker, shows as a frame far below the rounding's PSNR.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTempDir, ffmpegGlobalArgs, ffmpegRunnerFromEnv, type TempDir } from '@platform/media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionChain, captionInputArgs } from './render.args.ts';
import { renderCaptionImages } from './render.caption-images.ts';
import { captionEvents, captionsAss } from './render.captions.ts';

const runner = ffmpegRunnerFromEnv();
const FPS = 30;

let dir: TempDir;
beforeAll(async () => {
  dir = await createTempDir({ prefix: 'caption-images-' });
});
afterAll(async () => {
  await dir?.remove();
});

/** Per-frame PSNR of the two captioned pictures: Y, U, V, in frame order. */
async function compare(width: number, height: number, seconds: number) {
  // Cues at the top and the bottom, two lines and one, back to back; the third starts at 3.70 s,
  // where frame 111's time truncates to 3699 ms (it first shows on frame 112).
  const cues = [
    { startS: 0.32, endS: 1.5, lines: ['Welcome to 12 Ocean Dr, Bondi.'] },
    { startS: 1.5, endS: 3.7, lines: ['The kitchen is made for', 'cooking and gathering.'] },
    { startS: 3.7, endS: 4.95, lines: ['Call Dana on 0400 000 000.'] },
  ];
  const options = { width, height, offsetS: 0, endS: seconds, topWindows: [{ startS: 0, endS: 1 }] };
  const assPath = join(dir.path, `captions-${width}.ass`);
  await writeFile(assPath, captionsAss(cues, options), 'utf8');
  const images = await renderCaptionImages(
    runner,
    captionEvents(cues, options),
    { width, height, fps: FPS },
    dir.path,
  );
  const cueInputs = images.flatMap((image) => captionInputArgs(image));
  const overlays = captionChain(
    '[b]',
    images.map((cue, index) => ({ cue, index })),
    FPS,
  );
  const statsPath = join(dir.path, `psnr-${width}.log`);
  await runner.ffmpeg([
    ...ffmpegGlobalArgs(null),
    ...cueInputs,
    '-filter_complex',
    [
      `testsrc2=s=${width}x${height}:r=${FPS}:d=${seconds},format=yuv420p,split[a][b]`,
      `[a]ass=${assPath}[ref]`,
      ...overlays.parts,
      `[ref]${overlays.output}psnr=stats_file=${statsPath}`,
    ].join(';'),
    '-f',
    'null',
    '-',
  ]);
  const frames = (await readFile(statsPath, 'utf8'))
    .trim()
    .split('\n')
    .map((line) => {
      const value = (key: string) => {
        const text = new RegExp(`${key}:(\\S+)`).exec(line)?.[1] ?? '0';
        return text === 'inf' ? Infinity : Number(text);
      };
      return { y: value('psnr_y'), u: value('psnr_u'), v: value('psnr_v') };
    });
  return { images, frames };
}

describe('burned-in captions as cue images', () => {
  it.each([
    [1920, 1080],
    [1080, 1920],
  ])(
    'makes the frames the ass filter made, on every frame, at %ix%i',
    async (width, height) => {
      const { images, frames } = await compare(width, height, 5);
      expect(images).toHaveLength(3);
      // The top cue sits in the upper half, the others in the lower; the third from frame 112.
      expect(images[0]!.y + images[0]!.height).toBeLessThan(height / 2);
      expect(images[1]!.y).toBeGreaterThan(height / 2);
      expect(images[2]!.firstFrame).toBe(112);
      expect(images.map((image) => [image.x % 2, image.y % 2, image.width % 2, image.height % 2])).toEqual(
        Array(3).fill([0, 0, 0, 0]),
      );
      expect(frames).toHaveLength(5 * FPS);
      // Frames without a cue are untouched (identical); with one, only rounding differs. A cue a
      // frame off would read about 20 dB on that frame.
      const worst = Math.min(...frames.flatMap((frame) => [frame.y, frame.u, frame.v]));
      expect(worst).toBeGreaterThan(48);
      expect(frames.slice(0, 10).every((frame) => frame.y === Infinity)).toBe(true);
    },
    120_000,
  );
});
