// Images go through sharp, and every decode is preceded by a header-only probe that refuses
// images over a pixel budget: a small file can claim 20000x20000 pixels and would need gigabytes
// of memory once decoded. Only raster formats are accepted (no SVG/PDF: they can reference files).
import { stat } from 'node:fs/promises';
import type createSharp from 'sharp';
import type { Sharp } from 'sharp';
import { inSpan } from '@platform/telemetry';
import { MediaError } from './media.error.ts';

// sharp and libvips take about 20 MiB resident: a process loads them with its first image, so
// services that seldom touch images (studio measures uploads only) idle smaller.
// libvips' operation cache is off: every image we handle is new, so it would only hold memory.
let sharpModule: Promise<typeof createSharp> | undefined;
export const loadSharp = (): Promise<typeof createSharp> =>
  (sharpModule ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));

export const DEFAULT_MAX_IMAGE_PIXELS = 40_000_000;
export const RASTER_IMAGE_FORMATS: readonly string[] = ['jpeg', 'png', 'webp', 'gif', 'tiff', 'avif', 'heif'];

export type ImageInput = Buffer | string;

export interface ImageLimits {
  /** Largest width x height accepted (40 megapixels). */
  maxPixels?: number;
  /** Accepted sharp format names (RASTER_IMAGE_FORMATS). */
  formats?: readonly string[];
}

export interface ImageFacts {
  /** Display size, after the EXIF orientation is applied. */
  width: number;
  height: number;
  /** sharp's format name: jpeg, png, webp, gif, tiff, avif, heif. */
  format: string;
  file_size: number;
  has_alpha: boolean;
}

const megapixels = (pixels: number): string => (pixels / 1e6).toFixed(1);

async function sizeOf(input: ImageInput): Promise<number> {
  if (Buffer.isBuffer(input)) return input.length;
  const info = await stat(input).catch((cause: unknown) => {
    throw new MediaError('invalid_input', 'The image file does not exist.', { cause });
  });
  return info.size;
}

/** Maps a sharp failure to a MediaError a user can read. */
export function imageDecodeError(err: unknown): MediaError {
  if (err instanceof MediaError) return err;
  const message = err instanceof Error ? err.message : String(err);
  if (/pixel limit/i.test(message))
    return new MediaError('too_large', 'The image has more pixels than allowed.', { cause: err });
  return new MediaError(
    'invalid_input',
    `The image could not be read: ${message.replace(/^Input (?:file|buffer) /, '')}.`,
    { cause: err },
  );
}

/**
 * A span around a piece of sharp work (decode, resize, encode), so a job's trace shows image time
 * beside its ffmpeg runs. Engines wrap their own pipelines in it too.
 */
export function traceSharp<T>(operation: string, work: () => Promise<T>): Promise<T> {
  return inSpan(
    '@platform/media',
    `sharp ${operation}`,
    { attributes: { 'media.sharp.operation': operation } },
    () => work(),
  );
}

/** Reads only the header: size, format, alpha. Refuses non-raster formats and oversized images. */
export function probeImage(input: ImageInput, limits: ImageLimits = {}): Promise<ImageFacts> {
  return traceSharp('metadata', () => probeHeader(input, limits));
}

async function probeHeader(input: ImageInput, limits: ImageLimits): Promise<ImageFacts> {
  const maxPixels = limits.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS;
  const formats = limits.formats ?? RASTER_IMAGE_FORMATS;
  const fileSize = await sizeOf(input);
  if (fileSize === 0) throw new MediaError('invalid_input', 'The image file is empty.');
  // The limit is off for this call only: metadata() decodes no pixels, and we want the real
  // dimensions for the error message.
  const sharp = await loadSharp();
  const metadata = await sharp(input, { limitInputPixels: false, failOn: 'error' })
    .metadata()
    .catch((err: unknown) => {
      throw new MediaError('invalid_input', 'The file is not a supported image.', { cause: err });
    });
  if (!formats.includes(metadata.format)) {
    throw new MediaError(
      'invalid_input',
      `Images of format "${metadata.format}" are not accepted (accepted: ${formats.join(', ')}).`,
    );
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new MediaError('invalid_input', 'The image has no dimensions.');
  const pixels = width * height;
  if (pixels > maxPixels) {
    throw new MediaError(
      'too_large',
      `The image is ${width}x${height} (${megapixels(pixels)} megapixels); the limit is ${megapixels(maxPixels)} megapixels.`,
    );
  }
  return {
    width,
    height,
    format: metadata.format,
    file_size: fileSize,
    has_alpha: metadata.hasAlpha === true,
  };
}

/**
 * Probes, then returns a sharp pipeline that decodes under the same pixel limit, oriented by EXIF.
 * Decoding errors surface when the pipeline runs; wrap them with `imageDecodeError`.
 */
export async function openImage(
  input: ImageInput,
  limits: ImageLimits = {},
): Promise<{ image: Sharp; facts: ImageFacts }> {
  const facts = await probeImage(input, limits);
  const sharp = await loadSharp();
  const image = sharp(input, {
    limitInputPixels: limits.maxPixels ?? DEFAULT_MAX_IMAGE_PIXELS,
    failOn: 'error',
    autoOrient: true,
  });
  return { image, facts };
}

export interface ThumbnailOptions extends ImageLimits {
  /** Bounding box; the image keeps its aspect ratio and is never enlarged (512 x 512). */
  maxWidth?: number;
  maxHeight?: number;
  format?: 'jpeg' | 'png' | 'webp';
  quality?: number;
}

export interface Thumbnail {
  data: Buffer;
  width: number;
  height: number;
  format: 'jpeg' | 'png' | 'webp';
}

export function makeThumbnail(input: ImageInput, options: ThumbnailOptions = {}): Promise<Thumbnail> {
  return traceSharp('thumbnail', () => thumbnailOf(input, options));
}

async function thumbnailOf(input: ImageInput, options: ThumbnailOptions): Promise<Thumbnail> {
  const format = options.format ?? 'jpeg';
  const { image } = await openImage(input, options);
  let pipeline = image.resize({
    width: options.maxWidth ?? 512,
    height: options.maxHeight ?? 512,
    fit: 'inside',
    withoutEnlargement: true,
  });
  // JPEG has no alpha: composite on white rather than letting transparent pixels turn black.
  if (format === 'jpeg') pipeline = pipeline.flatten({ background: '#ffffff' });
  pipeline = pipeline.toFormat(format, { quality: options.quality ?? 82 });
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, format };
  } catch (err) {
    throw imageDecodeError(err);
  }
}
