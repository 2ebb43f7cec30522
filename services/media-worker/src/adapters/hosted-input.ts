// A job's still as a hosted provider takes it: inline, as a `data:` URL. Simplest and correct for
// stills (no public bucket, no upload API, no URL that outlives the job), within a cap: fal
// documents data URLs failing above about 10 MB, so the default cap is 8 MiB of URL text. A
// still over the cap is re-encoded as JPEG (then scaled down) until it fits.
import { readFile } from 'node:fs/promises';
import { imageDecodeError, openImage } from '@platform/media';
import { AdapterError } from '@platform/http-client';

const MIB = 1024 * 1024;

/** Default cap on the length of an inline still's data URL. */
export const DEFAULT_MAX_INLINE_BYTES = 8 * MIB;

const INLINE_FORMATS: Readonly<Record<string, string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

const dataUrl = (mime: string, bytes: Buffer): string => `data:${mime};base64,${bytes.toString('base64')}`;

/** The still as a data URL of at most `maxUrlBytes` characters: its own bytes when they fit. */
export async function inlineStill(
  adapter: string,
  path: string,
  options: { maxPixels: number; maxUrlBytes: number },
): Promise<string> {
  const { image, facts } = await openImage(path, { maxPixels: options.maxPixels });
  const mime = INLINE_FORMATS[facts.format];
  if (mime) {
    const url = dataUrl(mime, await readFile(path));
    if (url.length <= options.maxUrlBytes) return url;
  }
  // Longest side per try: the original, then smaller until the URL fits.
  const longest = Math.max(facts.width, facts.height);
  for (const side of [longest, 4096, 2048, 1024].filter((s) => s <= longest)) {
    let bytes: Buffer;
    try {
      bytes = await image
        .clone()
        .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 90 })
        .toBuffer();
    } catch (error) {
      throw imageDecodeError(error);
    }
    const url = dataUrl('image/jpeg', bytes);
    if (url.length <= options.maxUrlBytes) return url;
  }
  throw new AdapterError(
    `${adapter}: the still is too large to send to the provider (over ${Math.round(options.maxUrlBytes / MIB)} MiB even as a 1024-pixel JPEG).`,
    { retryable: false },
  );
}
