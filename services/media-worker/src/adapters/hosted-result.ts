// A hosted provider's result is checked before it counts, like user input: fetched only from the
// provider's own host or the catalogue's `result_hosts` (redirects included), never larger than
// the entry's cap, then probed: a video must be an MP4 with a video stream and a sane duration,
// an image a raster within the pixel limit (stored as PNG). The worker then stores it like any
// built-in result.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  MediaError,
  extractFrame,
  imageDecodeError,
  openImage,
  probeImage,
  probeMedia,
  type FfmpegRunner,
  type VideoFacts,
} from '@platform/media';
import { z } from '@platform/config';
import { AdapterError, type CallPolicy, type HttpClient } from '@platform/http-client';
import type { ImageToVideoResult, LocalImage } from '../jobs/job-engine.ts';

/** A `result_hosts` entry: a host (with an optional port) or `*.` and a domain. */
export const resultHost = z
  .string()
  .regex(/^(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:\d+)?$/i, 'must be a host name or *.domain');

export interface ResultHosts {
  base_url: string;
  /** Hosts besides base_url's: exact (`fal.media`) or a domain's subdomains (`*.replicate.delivery`). */
  result_hosts: readonly string[];
}

/** Whether a result (or a redirect on its way) may be fetched from `url`: http(s) on an allowed host. */
export function isAllowedResultHost(url: URL, hosts: ResultHosts): boolean {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.host === new URL(hosts.base_url).host) return true;
  return hosts.result_hosts.some((allowed) =>
    allowed.startsWith('*.')
      ? url.host.endsWith(allowed.slice(1)) && url.host.length > allowed.length - 1
      : url.host === allowed,
  );
}

/** The absolute result URL, refused unless it is http(s) on the provider's host or an allowed one. */
export function checkedResultUrl(raw: string, hosts: ResultHosts, adapter: string): string {
  const base = `${hosts.base_url.replace(/\/+$/, '')}/`;
  if (!URL.canParse(raw, base))
    throw new AdapterError(`${adapter}: the provider's result URL is not a URL.`, { retryable: false });
  const url = new URL(raw, base);
  if (!isAllowedResultHost(url, hosts)) {
    throw new AdapterError(`${adapter}: the provider's result URL points to a host that is not allowed.`, {
      retryable: false,
    });
  }
  return url.toString();
}

export interface ResultSource {
  http: HttpClient;
  adapter: string;
  /** The provider's API origin and the other hosts results may come from. */
  hosts: ResultHosts;
  /** Sent only to the provider's own origin (never to a CDN, never downgraded to http). */
  headers: Record<string, string>;
  policy: CallPolicy;
  signal: AbortSignal;
}

export interface VideoLimits {
  maxBytes: number;
  timeoutMs: number;
  /** Longest video accepted (seconds). */
  maxDurationS: number;
}

/** Downloads a result (or decodes a `data:` URL result) into `path`, within `maxBytes`. */
async function fetchInto(
  source: ResultSource,
  raw: string,
  path: string,
  what: string,
  maxBytes: number,
  timeoutMs: number,
  accept: string,
): Promise<void> {
  if (raw.startsWith('data:')) {
    const match = /^data:[^;,]*(;base64)?,(.*)$/s.exec(raw);
    if (!match?.[1])
      throw new AdapterError(`${source.adapter}: the provider's ${what} is an unreadable data URL.`, {
        retryable: false,
      });
    const bytes = Buffer.from(match[2] ?? '', 'base64');
    if (bytes.length > maxBytes) {
      throw new AdapterError(
        `${source.adapter}: the provider's ${what} is larger than the ${Math.round(maxBytes / 1024)} KiB limit.`,
        { retryable: false },
      );
    }
    await writeFile(path, bytes);
    return;
  }
  const url = checkedResultUrl(raw, source.hosts, source.adapter);
  const sameOrigin = new URL(url).origin === new URL(source.hosts.base_url).origin;
  await source.http.download(
    {
      method: 'GET',
      url,
      headers: { ...(sameOrigin ? source.headers : {}), Accept: accept },
      what: `${source.adapter}: ${what} download`,
      redirectAllowed: (next) => isAllowedResultHost(next, source.hosts),
    },
    path,
    { ...source.policy, timeoutMs, maxResponseBytes: maxBytes },
    source.signal,
  );
}

async function frame(
  runner: FfmpegRunner,
  video: string,
  position: 'first' | 'last',
  path: string,
  signal: AbortSignal,
): Promise<LocalImage> {
  await extractFrame(runner, video, position, path, { signal });
  const facts = await probeImage(path);
  return { path, width: facts.width, height: facts.height, format: facts.format, file_size: facts.file_size };
}

/** The provider's video, checked, with its first and last frames: an image-to-video result. */
export async function fetchVideoResult(
  source: ResultSource,
  raw: string,
  tmpDir: string,
  runner: FfmpegRunner,
  limits: VideoLimits,
): Promise<ImageToVideoResult> {
  const path = join(tmpDir, 'video.mp4');
  const video = await fetchVideoFile(source, raw, path, runner, limits);
  return {
    video: { path, ...video },
    thumbnail: await frame(runner, path, 'first', join(tmpDir, 'thumbnail.jpg'), source.signal),
    lastFrame: await frame(runner, path, 'last', join(tmpDir, 'last-frame.jpg'), source.signal),
  };
}

/** The provider's video downloaded into `path` and checked (no stills: an enhancement makes its own). */
export async function fetchVideoFile(
  source: ResultSource,
  raw: string,
  path: string,
  runner: FfmpegRunner,
  limits: VideoLimits,
): Promise<VideoFacts> {
  await fetchInto(source, raw, path, 'video', limits.maxBytes, limits.timeoutMs, 'video/mp4');
  return checkVideo(source.adapter, path, runner, source.signal, limits.maxDurationS);
}

/** An MP4 with a video stream lasting more than nothing and at most `maxDurationS`. */
export async function checkVideo(
  adapter: string,
  path: string,
  runner: FfmpegRunner,
  signal: AbortSignal,
  maxDurationS: number,
): Promise<VideoFacts> {
  const media = await probeMedia(runner, path, { signal }).catch((error: unknown) => {
    if (error instanceof MediaError && error.code === 'invalid_input') {
      throw new AdapterError(`${adapter}: the provider's result is not a playable video (${error.message})`, {
        retryable: false,
      });
    }
    throw error;
  });
  if (!media.video || !media.format_name.split(',').includes('mp4')) {
    throw new AdapterError(
      `${adapter}: the provider's result is not an MP4 video (format "${media.format_name}").`,
      { retryable: false },
    );
  }
  const duration = media.video.duration_s;
  if (!(duration > 0) || duration > maxDurationS) {
    throw new AdapterError(
      `${adapter}: the provider's video lasts ${duration.toFixed(1)} s, outside 0 to ${maxDurationS} s.`,
      { retryable: false },
    );
  }
  return media.video;
}

/** The provider's image, decoded within `maxPixels` and stored as PNG at `path`. */
export async function fetchImageResult(
  source: ResultSource,
  raw: string,
  path: string,
  limits: { maxBytes: number; timeoutMs: number; maxPixels: number },
): Promise<LocalImage> {
  const download = `${path}.download`;
  try {
    await fetchInto(source, raw, download, 'image', limits.maxBytes, limits.timeoutMs, 'image/*');
    return await storeProviderImage(source.adapter, await readFile(download), path, limits.maxPixels);
  } finally {
    await rm(download, { force: true });
  }
}

/** A provider's image bytes, decoded within `maxPixels` (else the job's readable failure) and stored as PNG at `path`. */
export async function storeProviderImage(
  adapter: string,
  bytes: Buffer,
  path: string,
  maxPixels: number,
): Promise<LocalImage> {
  let image;
  try {
    ({ image } = await openImage(bytes, { maxPixels }));
  } catch (error) {
    const reason = error instanceof MediaError ? error.message : String(error);
    throw new AdapterError(`${adapter}: the provider returned an unusable image (${reason})`, {
      retryable: false,
    });
  }
  try {
    const { data, info } = await image.png({ compressionLevel: 6 }).toBuffer({ resolveWithObject: true });
    await writeFile(path, data);
    return { path, width: info.width, height: info.height, format: 'png', file_size: data.length };
  } catch (error) {
    throw imageDecodeError(error);
  }
}
