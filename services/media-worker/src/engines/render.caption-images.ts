// Burned-in captions as images: each cue is drawn once by libass (ffmpeg's `ass` filter, as the
// video drew it before) and laid over the frames it shows on. Typesetting and blending the script
// on every frame cost 1.6 ms a 1080p frame while a cue is up (the `ass` filter blends libass's
// bitmaps in plain C); overlaying a cue's box costs about a quarter of that (docs/decisions.md,
// "Listing render").
//
// A cue is drawn over two canvases, luma 0 and luma 255. libass's blend is linear in the canvas,
// out = F * T + K, so the two give each pixel's transmission T and colour term K exactly, and an
// overlay of cover A = 1 - T and value K / A makes the same frame: the captions are white on a
// translucent black box, colourless, so chroma stays neutral and only luma carries them.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ffmpegGlobalArgs, localPath, type FfmpegRunner } from '@platform/media';
import { graphPath } from './render.args.ts';
import { captionFrames, captionSheetAss, type CaptionEvent } from './render.captions.ts';

/** A cue's image (raw yuva420p), where it sits, and the video's frames it shows on (inclusive). */
export interface CaptionImage {
  path: string;
  x: number;
  y: number;
  width: number;
  height: number;
  firstFrame: number;
  lastFrame: number;
}

/** A cue's matte: its box in the frame (even sides and place, for 4:2:0) and its yuva420p bytes. */
export interface CaptionMatte {
  x: number;
  y: number;
  width: number;
  height: number;
  yuva: Buffer;
}

/**
 * The cue from its two drawings (luma planes over canvas 0 and canvas 255, `width` x `height`),
 * cut to the pixels it covers; null when it covers none.
 */
export function matteCaption(
  black: Uint8Array,
  white: Uint8Array,
  width: number,
  height: number,
): CaptionMatte | null {
  let left = width;
  let top = height;
  let right = -1;
  let bottom = -1;
  for (let row = 0; row < height; row += 1) {
    for (let column = 0; column < width; column += 1) {
      const i = row * width + column;
      if (white[i]! - black[i]! < 255) {
        if (column < left) left = column;
        if (column > right) right = column;
        if (row < top) top = row;
        if (row > bottom) bottom = row;
      }
    }
  }
  if (right < 0) return null;
  const x = left & ~1;
  const y = top & ~1;
  const boxWidth = Math.min(width - x, (right + 2 - x) & ~1);
  const boxHeight = Math.min(height - y, (bottom + 2 - y) & ~1);
  const lumaSize = boxWidth * boxHeight;
  const chromaSize = (boxWidth / 2) * (boxHeight / 2);
  const yuva = Buffer.alloc(lumaSize * 2 + chromaSize * 2, 128);
  const alphaAt = lumaSize + 2 * chromaSize;
  for (let row = 0; row < boxHeight; row += 1) {
    for (let column = 0; column < boxWidth; column += 1) {
      const i = (y + row) * width + x + column;
      const cover = 255 - Math.max(0, white[i]! - black[i]!);
      const o = row * boxWidth + column;
      yuva[o] = cover > 0 ? Math.min(255, Math.round((black[i]! * 255) / cover)) : 0;
      yuva[alphaAt + o] = cover;
    }
  }
  return { x, y, width: boxWidth, height: boxHeight, yuva };
}

/**
 * The ffmpeg run that draws the cue sheet over both canvases: one raw luma plane each per cue
 * (raw: encoding and decoding PNGs cost more than drawing).
 */
export function captionSheetArgs(
  sheetPath: string,
  count: number,
  size: { width: number; height: number },
  blackPattern: string,
  whitePattern: string,
): string[] {
  const sheet = graphPath(sheetPath);
  const canvas = (label: string, luma: number) =>
    `[${label}]lutyuv=y=${luma},ass=${sheet},extractplanes=y[${label}out]`;
  return [
    ...ffmpegGlobalArgs(null),
    '-filter_complex',
    `color=black:s=${size.width}x${size.height}:r=1:d=${count},format=yuv420p,split[black][white];` +
      `${canvas('black', 0)};${canvas('white', 255)}`,
    ...[
      ['[blackout]', blackPattern],
      ['[whiteout]', whitePattern],
    ].flatMap(([label, pattern]) => [
      '-map',
      label!,
      '-frames:v',
      String(count),
      '-c:v',
      'rawvideo',
      '-f',
      'image2',
      '-start_number',
      '0',
      localPath(pattern!),
    ]),
  ];
}

async function lumaOf(path: string, width: number, height: number): Promise<Buffer> {
  const plane = await readFile(path);
  await rm(path, { force: true });
  if (plane.length !== width * height) throw new Error(`caption drawing ${path} has ${plane.length} bytes`);
  return plane;
}

/** Draws every cue once and writes its image; cues on no frame of the video are left out. */
export async function renderCaptionImages(
  runner: FfmpegRunner,
  events: readonly CaptionEvent[],
  video: { width: number; height: number; fps: number },
  dir: string,
  signal?: AbortSignal,
): Promise<CaptionImage[]> {
  if (events.length === 0) return [];
  const sheetPath = join(dir, 'caption-sheet.ass');
  await writeFile(sheetPath, captionSheetAss(events, video.width, video.height), 'utf8');
  const drawing = (canvas: string, k: number | string) => join(dir, `caption-${canvas}-${k}.gray`);
  await runner.ffmpeg(
    captionSheetArgs(sheetPath, events.length, video, drawing('black', '%03d'), drawing('white', '%03d')),
    { signal, timeoutMs: 300_000 },
  );
  const images: CaptionImage[] = [];
  for (const [k, event] of events.entries()) {
    const index = String(k).padStart(3, '0');
    const frames = captionFrames(event, video.fps);
    if (!frames) {
      await Promise.all(['black', 'white'].map((canvas) => rm(drawing(canvas, index), { force: true })));
      continue;
    }
    const black = await lumaOf(drawing('black', index), video.width, video.height);
    const white = await lumaOf(drawing('white', index), video.width, video.height);
    const matte = matteCaption(black, white, video.width, video.height);
    if (!matte) continue;
    const path = join(dir, `caption-${index}.yuva`);
    await writeFile(path, matte.yuva);
    images.push({
      path,
      x: matte.x,
      y: matte.y,
      width: matte.width,
      height: matte.height,
      firstFrame: frames.first,
      lastFrame: frames.last,
    });
  }
  await rm(sheetPath, { force: true });
  return images;
}
