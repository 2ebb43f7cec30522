// Topaz Labs' video API as data (developer.topazlabs.com, video reference; the shapes checked
// against the docs and @ai-sdk/topaz): the create body from the measured source, the answers'
// shapes, and how a file is split over the upload URLs accept hands back.
import { z } from '@platform/config';
import type { MediaFacts } from '@platform/media';
import { AdapterError } from '@platform/http-client';
import type { EnhancementJob } from '@platform/jobs';

export const TOPAZ_VIDEO = 'topaz-video';

/** Topaz's segment size: the source is split into max(500 MB, size / urls) parts, one per URL. */
export const TOPAZ_PART_BYTES = 500_000_000;

export const createAnswer = z.object({
  requestId: z.string().min(1).max(200),
  estimates: z.object({ cost: z.unknown().optional(), time: z.unknown().optional() }).partial().nullish(),
});

export const acceptAnswer = z.object({
  uploadId: z.string().nullish(),
  urls: z
    .array(z.url({ protocol: /^https?$/ }))
    .min(1)
    .max(150),
});

export const statusAnswer = z.object({
  status: z.string(),
  message: z.string().nullish(),
  errorCode: z.string().nullish(),
  progress: z.number().nullish(),
  download: z.object({ url: z.string().nullish() }).nullish(),
});

/** Statuses of a request still on its way (as Topaz and its SDK list them). */
export const PENDING = new Set([
  'initializing',
  'preprocessing',
  'processing',
  'postprocessing',
  'canceling',
]);

/** Topaz's container name for what ffprobe found. */
export function topazContainer(formatName: string): string {
  const formats = formatName.split(',');
  if (formats.includes('mp4') || formats.includes('mov')) return 'mp4';
  if (formats.includes('matroska') || formats.includes('webm'))
    return formats.includes('webm') ? 'webm' : 'mkv';
  if (formats.includes('avi')) return 'avi';
  if (formats.includes('mpegts')) return 'ts';
  throw new AdapterError(`${TOPAZ_VIDEO}: Topaz takes no ${formatName} video.`, { retryable: false });
}

/**
 * The create body: the source as ffprobe measured the file sent, the entry's filters, and the
 * entry's output settings under the plan's size and rate (which always win).
 */
export function createBody(
  facts: MediaFacts,
  job: Pick<EnhancementJob, 'out_width' | 'out_height' | 'out_fps'>,
  config: { filters: readonly Record<string, unknown>[]; output: Record<string, unknown> },
): Record<string, unknown> {
  const video = facts.video;
  if (!video) throw new AdapterError(`${TOPAZ_VIDEO}: the input has no video stream.`, { retryable: false });
  return {
    source: {
      container: topazContainer(facts.format_name),
      size: facts.file_size,
      duration: video.duration_s,
      frameRate: video.framerate,
      frameCount: video.num_frames,
      resolution: { width: video.width, height: video.height },
    },
    filters: config.filters,
    output: {
      container: 'mp4',
      audioCodec: 'AAC',
      audioTransfer: facts.audio ? 'Copy' : 'None',
      ...config.output,
      resolution: { width: job.out_width, height: job.out_height },
      frameRate: job.out_fps,
    },
  };
}

/** Byte ranges [start, end) of a `size`-byte file over `urls` upload URLs, as Topaz's docs split it. */
export function partRanges(size: number, urls: number): Array<{ start: number; end: number }> {
  const partSize = urls === 1 ? size : Math.max(TOPAZ_PART_BYTES, Math.ceil(size / urls));
  return Array.from({ length: urls }, (_, index) => ({
    start: Math.min(size, index * partSize),
    end: Math.min(size, (index + 1) * partSize),
  }));
}

/** The estimate's [low, high] pair (credits or seconds) as Topaz gives it, or null. */
export function estimateRange(value: unknown): [number, number] | null {
  if (
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => typeof n === 'number' && Number.isFinite(n))
  )
    return [value[0] as number, value[1] as number];
  return null;
}
