// Measured properties of an image from its raw RGB pixels (pure, so tests feed synthetic
// buffers). The describer turns these numbers into words.
import { nameColour } from './colour-names.ts';

export interface ColourShare {
  name: string;
  family: string;
  /** Fraction of the pixels, 0..1. */
  share: number;
}

export interface PixelStats {
  /** Mean luma 0..255 (BT.709 weights). */
  brightness: number;
  /** Standard deviation of luma: the image's global contrast. */
  contrast: number;
  topBrightness: number;
  bottomBrightness: number;
  /** Mean HSV saturation 0..1. */
  saturation: number;
  /** Named colours by share, largest first. */
  colours: ColourShare[];
  /** Colour families by share, largest first. */
  families: ColourShare[];
  /** Share of the top third that looks like sky (blue/cyan and light, or bright white-grey). */
  skyShareTop: number;
  /** Share of the whole image in vegetation greens. */
  greenShare: number;
}

export interface RawImage {
  data: Buffer | Uint8Array;
  width: number;
  height: number;
  channels: number;
}

const luma = (r: number, g: number, b: number) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

function sortedShares(counts: Map<string, { family: string; count: number }>, total: number): ColourShare[] {
  return [...counts.entries()]
    .map(([name, { family, count }]) => ({ name, family, share: count / total }))
    .sort((a, b) => b.share - a.share || (a.name < b.name ? -1 : 1));
}

export function pixelStats(image: RawImage): PixelStats {
  const { data, width, height, channels } = image;
  if (channels < 3 || data.length < width * height * channels || width * height === 0) {
    throw new RangeError('pixelStats needs at least one RGB pixel');
  }
  const total = width * height;
  const topRows = Math.max(1, Math.floor(height / 3));
  const bottomStart = height - topRows;
  let sum = 0;
  let sumSquares = 0;
  let topSum = 0;
  let bottomSum = 0;
  let saturationSum = 0;
  let skyTop = 0;
  let green = 0;
  const names = new Map<string, { family: string; count: number }>();
  const families = new Map<string, { family: string; count: number }>();
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * channels;
      const r = data[i] ?? 0;
      const g = data[i + 1] ?? 0;
      const b = data[i + 2] ?? 0;
      const l = luma(r, g, b);
      sum += l;
      sumSquares += l * l;
      if (y < topRows) topSum += l;
      if (y >= bottomStart) bottomSum += l;
      const max = Math.max(r, g, b);
      const min = Math.min(r, g, b);
      // Near black, hue and saturation are noise: count those pixels as grey.
      saturationSum += max < 32 ? 0 : (max - min) / max;
      const colour = nameColour([r, g, b]);
      const named = names.get(colour.name) ?? { family: colour.family, count: 0 };
      named.count += 1;
      names.set(colour.name, named);
      const family = families.get(colour.family) ?? { family: colour.family, count: 0 };
      family.count += 1;
      families.set(colour.family, family);
      if (colour.family === 'green' && colour.name !== 'olive') green += 1;
      if (y < topRows) {
        const blueSky =
          (colour.family === 'blue' || colour.family === 'cyan') && colour.name !== 'navy' && l > 90;
        const overcast = (colour.name === 'white' || colour.name === 'light gray') && b >= r;
        if (blueSky) skyTop += 1;
        else if (overcast) skyTop += 0.5;
      }
    }
  }
  const brightness = sum / total;
  return {
    brightness,
    contrast: Math.sqrt(Math.max(0, sumSquares / total - brightness * brightness)),
    topBrightness: topSum / (topRows * width),
    bottomBrightness: bottomSum / (topRows * width),
    saturation: saturationSum / total,
    colours: sortedShares(names, total),
    families: sortedShares(families, total).map(({ name, share }) => ({ name, family: name, share })),
    skyShareTop: skyTop / (topRows * width),
    greenShare: green / total,
  };
}

/** Variance of a Laplacian response stored with +128 offset (sharp `convolve` output). */
export function laplacianVariance(data: Buffer | Uint8Array, offset = 128): number {
  if (data.length === 0) return 0;
  let sum = 0;
  let sumSquares = 0;
  for (const value of data) {
    const v = value - offset;
    sum += v;
    sumSquares += v * v;
  }
  const mean = sum / data.length;
  return sumSquares / data.length - mean * mean;
}
