// Checks that a rendered listing video keeps moving and shows what its cards should, judged from
// the file alone with ffmpeg and plain arithmetic:
//   freezeIntervals: every stretch ffmpeg's freezedetect calls still (the picture changing less
//     than `noise` for `minS` or longer), the check a viewer's "is this a frozen card?" becomes;
//   frameDifference: how much two moments of the render differ (the first frame against 1 s later);
//   pictureDistance: whether a picture (the agent's photo) is on a frame, wherever the card put it
//     and at whatever size: the best match of its middle over positions and scales.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Size } from './listing-video.checks.ts';

const run = promisify(execFile);
const ffmpegBase = ['-hide_banner', '-nostdin'];

export interface Freeze {
  startS: number;
  endS: number;
}

/** freezedetect's still stretches, the audio left out. */
export async function freezeIntervals(path: string, noise = 0.001, minS = 2): Promise<Freeze[]> {
  const { stderr } = await run(
    'ffmpeg',
    [...ffmpegBase, '-i', path, '-vf', `freezedetect=n=${noise}:d=${minS}`, '-an', '-f', 'null', '-'],
    { maxBuffer: 1 << 26 },
  );
  const starts = [...stderr.matchAll(/freeze_start: ([\d.]+)/g)].map((m) => Number(m[1]));
  const ends = [...stderr.matchAll(/freeze_end: ([\d.]+)/g)].map((m) => Number(m[1]));
  return starts.map((startS, index) => ({ startS, endS: ends[index] ?? Number.POSITIVE_INFINITY }));
}

/** The frame on screen at `atS`, as RGB bytes at `size`. */
export async function rgbFrame(path: string, atS: number, size: Size): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    [
      ...ffmpegBase,
      '-loglevel',
      'error',
      '-ss',
      atS.toFixed(3),
      '-i',
      path,
      '-frames:v',
      '1',
      '-vf',
      `scale=${size.width}:${size.height}:flags=area,format=rgb24`,
      '-f',
      'rawvideo',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 1 << 28 },
  );
  return stdout;
}

/** Mean absolute difference (0..255) of the frames at `aS` and `bS`, at a small size. */
export async function frameDifference(path: string, aS: number, bS: number, size: Size): Promise<number> {
  const small = { width: 64, height: Math.max(8, Math.round((64 * size.height) / size.width)) };
  const [a, b] = await Promise.all([rgbFrame(path, aS, small), rgbFrame(path, bS, small)]);
  let sum = 0;
  for (let i = 0; i < a.length; i += 1) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

/** An image file as a square RGB picture of `side` pixels (scaled to cover, centre-cropped). */
async function squarePicture(path: string, side: number): Promise<Buffer> {
  const { stdout } = await run(
    'ffmpeg',
    [
      ...ffmpegBase,
      '-loglevel',
      'error',
      '-i',
      path,
      '-frames:v',
      '1',
      '-vf',
      `crop='min(iw,ih)':'min(iw,ih)',scale=${side}:${side}:flags=area,format=rgb24`,
      '-f',
      'rawvideo',
      '-',
    ],
    { encoding: 'buffer', maxBuffer: 1 << 26 },
  );
  return stdout;
}

/**
 * How closely `picturePath` appears on the render's frame at `atS` (mean absolute difference,
 * 0..255, of the picture's middle: the part inside a round crop): the best over positions and
 * over sizes from `minShare` to `maxShare` of the frame's shorter side.
 */
export async function pictureDistance(
  renderPath: string,
  atS: number,
  size: Size,
  picturePath: string,
  options: { minShare?: number; maxShare?: number } = {},
): Promise<number> {
  // Matched at about 320 pixels across the longer side: a photo of 0.12 of the frame is still ~20 px.
  const scale = 320 / Math.max(size.width, size.height);
  const work = { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
  const frame = await rgbFrame(renderPath, atS, work);
  if (frame.length !== work.width * work.height * 3) throw new Error(`${renderPath}: no frame at ${atS} s`);
  const unit = Math.min(work.width, work.height);
  let best = Number.POSITIVE_INFINITY;
  for (let share = options.minShare ?? 0.12; share <= (options.maxShare ?? 0.34) + 1e-9; share += 0.03) {
    const side = Math.round(unit * share);
    const picture = await squarePicture(picturePath, side);
    // The middle 60% of the picture: inside a circle crop, whatever frames it.
    const inner = Math.round(side * 0.6);
    const offset = Math.round((side - inner) / 2);
    for (let y = 0; y + side <= work.height; y += 2) {
      for (let x = 0; x + side <= work.width; x += 2) {
        let sum = 0;
        const limit = best * inner * inner * 3;
        for (let row = 0; row < inner && sum <= limit; row += 1) {
          const f = ((y + offset + row) * work.width + x + offset) * 3;
          const p = ((offset + row) * side + offset) * 3;
          for (let i = 0; i < inner * 3; i += 1) sum += Math.abs(frame[f + i]! - picture[p + i]!);
        }
        best = Math.min(best, sum / (inner * inner * 3));
      }
    }
  }
  return Math.round(best * 100) / 100;
}
