// What one render job may ask beyond the project (pure): its own format (`video_format`, the
// output size following from the project's), a target length (`target_duration_s`), checked; and
// the price as the cards show it.
import type { FieldCheck } from '@platform/errors';
import { VIDEO_FORMATS, formatPrice, type VideoFormat } from '@platform/listing';
import { FORMAT_SIZES, type ProjectSettings } from './project-settings.ts';

/** What one render job may ask beyond the project: its own format, a target length. */
export interface RenderOptions {
  videoFormat?: VideoFormat | null;
  targetS?: number | null;
}

/** A render's target length, whole seconds: a 15 s Reel to a 3-minute walkthrough. */
export const TARGET_RANGE_S = { min: 15, max: 180 } as const;

/** The render job's own options, checked (field errors into `check`). */
export function renderOptions(
  check: FieldCheck,
  raw: { videoFormat?: string | null; targetS?: number | null },
): RenderOptions {
  const options: RenderOptions = {};
  if (raw.videoFormat !== undefined && raw.videoFormat !== null) {
    if ((VIDEO_FORMATS as readonly string[]).includes(raw.videoFormat))
      options.videoFormat = raw.videoFormat as VideoFormat;
    else
      check.add('video_format', `"${raw.videoFormat}" is not a valid choice (${VIDEO_FORMATS.join(', ')}).`);
  }
  if (raw.targetS !== undefined && raw.targetS !== null) {
    const { min, max } = TARGET_RANGE_S;
    if (Number.isInteger(raw.targetS) && raw.targetS >= min && raw.targetS <= max)
      options.targetS = raw.targetS;
    else
      check.add('target_duration_s', `Ensure this value is a whole number of seconds from ${min} to ${max}.`);
  }
  return options;
}

/**
 * The output size of a render in `format`: the project's own size in its own format; another
 * format keeps the project's shorter side (1920x1080 in 9:16 is 1080x1920, in 4:5 1080x1350).
 */
export function renderSize(settings: ProjectSettings, format: VideoFormat | null | undefined) {
  const own = { width: settings.requested_output_width, height: settings.requested_output_height };
  if (!format || format === settings.video_format || !(format in FORMAT_SIZES)) return own;
  const side = Math.min(own.width, own.height);
  const [rw, rh] = format.split(':').map(Number) as [number, number];
  const even = (value: number) => Math.round(value / 2) * 2;
  return rw >= rh
    ? { width: even((side * rw) / rh), height: side }
    : { width: side, height: even((side * rh) / rw) };
}

/** The price as a card shows it: a plain amount as the voice says it ("2450000": "$2,450,000"). */
export function priceOnCard(price: string | null): string | null {
  if (!price) return null;
  const amount = price.replace(/^\$/, '').replace(/,/g, '').trim();
  return /^\d+(\.\d+)?$/.test(amount) ? formatPrice(amount) : price;
}
