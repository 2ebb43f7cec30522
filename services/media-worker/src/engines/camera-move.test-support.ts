// Test helpers: a still with one distinctive feature on a textured background, and a locator
// that finds that feature in a decoded frame, so tests can measure where the camera went.
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

export interface FeatureSpot {
  /** Centroid in pixels. */
  x: number;
  y: number;
  /** Bounding-box size in pixels. */
  width: number;
  height: number;
  pixels: number;
}

/** A textured background (so the encoder has real detail) with a magenta square at (cx, cy). */
export async function featureStill(
  path: string,
  options: { width: number; height: number; cx?: number; cy?: number; size?: number },
): Promise<void> {
  const { width, height } = options;
  const size = options.size ?? Math.round(Math.min(width, height) / 8);
  const cx = options.cx ?? width / 2;
  const cy = options.cy ?? height / 2;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const inside = Math.abs(x - cx) < size / 2 && Math.abs(y - cy) < size / 2;
      if (inside) {
        pixels[i] = 255;
        pixels[i + 1] = 0;
        pixels[i + 2] = 255;
      } else {
        // Soft waves over a 32 px checker in greens: real detail that stays cheap to encode,
        // and never magenta.
        const v = 80 + 30 * Math.sin(x / 23) * Math.cos(y / 31) + (((x >> 5) + (y >> 5)) % 2) * 30;
        pixels[i] = v >> 1;
        pixels[i + 1] = v;
        pixels[i + 2] = v >> 1;
      }
    }
  }
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toFile(path);
}

export async function locateFeature(imagePath: string): Promise<FeatureSpot> {
  const { data, info } = await sharp(await readFile(imagePath))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let count = 0;
  let sumX = 0;
  let sumY = 0;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const i = (y * info.width + x) * info.channels;
      const r = data[i] ?? 0;
      const g = data[i + 1] ?? 0;
      const b = data[i + 2] ?? 0;
      if (r > 170 && b > 170 && g < 110) {
        count += 1;
        sumX += x;
        sumY += y;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
  }
  if (count === 0) throw new Error(`feature not found in ${imagePath}`);
  return { x: sumX / count, y: sumY / count, width: maxX - minX + 1, height: maxY - minY + 1, pixels: count };
}

/** Mean RGB of the (2r+1)-pixel square centred at (x, y). */
export async function meanColour(
  imagePath: string,
  x: number,
  y: number,
  r = 4,
): Promise<[number, number, number]> {
  const { data, info } = await sharp(await readFile(imagePath))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sum = [0, 0, 0];
  let count = 0;
  for (let row = Math.round(y) - r; row <= Math.round(y) + r; row += 1) {
    for (let col = Math.round(x) - r; col <= Math.round(x) + r; col += 1) {
      const i = (row * info.width + col) * info.channels;
      for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (data[i + c] ?? 0);
      count += 1;
    }
  }
  return [(sum[0] ?? 0) / count, (sum[1] ?? 0) / count, (sum[2] ?? 0) / count];
}

/** Top-level MP4 box types in file order (`ftyp`, `moov`, `mdat`, ...). */
export async function mp4TopLevelBoxes(path: string): Promise<string[]> {
  const file = await readFile(path);
  const boxes: string[] = [];
  let offset = 0;
  while (offset + 8 <= file.length) {
    let size = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    if (size === 1) size = Number(file.readBigUInt64BE(offset + 8));
    else if (size === 0) size = file.length - offset;
    if (size < 8) throw new Error(`bad MP4 box size at ${offset}`);
    boxes.push(type);
    offset += size;
  }
  return boxes;
}
