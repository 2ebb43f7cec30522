// Wire shapes every route area shares: the job create's webhook and defaults, the job status and
// times, the media assets, the pre-signed upload, the paged list and the refused cancel.
import { z } from '@platform/config';
import { videoMeasures } from '@platform/jobs';
import { chars, integer, list } from './form-fields.ts';

export const datetime = z.string().meta({ format: 'date-time' });
const nullableUrl = z.url().nullable();

/**
 * A job create's own webhook (every job kind): the job's events are POSTed there too. Checked by
 * the owning service with the rule of webhook endpoints (https to public addresses; plain http
 * only in local development); null or absent: none.
 */
export const webhookUrlInput = chars(2048, z.string({ error: 'Must be a string.' }))
  .nullable()
  .optional()
  .meta({
    description:
      "This job's own webhook: each of its events (job.created, job.started, job.completed, ...) is POSTed there as well, signed (Standard Webhooks) " +
      'with the account signing secret of `GET /api/v2/webhooks/signing-secret/`. https only, to public addresses.',
  });

/** The create's `webhook_url` as the job's reads show it. */
export const webhookUrlRead = z
  .string()
  .nullable()
  .meta({ description: "The create's `webhook_url`; null when it had none." });

/**
 * The defaults of the job creates (decisions.md). The handlers fill them in (the validated body
 * keeps an absent field absent, so the idempotency hash of a request stays what it was) and the
 * schemas state them in the document.
 */
export const T2I_DEFAULTS = { model_config: {}, style_settings: [] as string[], num_requested_images: 1 };
export const I2T_DEFAULTS = { fidelity_level: 'mid' } as const;
export const I2V_DEFAULTS = {
  model_config: {},
  prompt: '',
  style_settings: [] as string[],
  requested_resolution: '720p',
  requested_video_duration: 5,
} as const;

export const UploadUrlBody = z.object({
  content_type: chars(100, z.string({ error: 'This field is required.' }).min(1)),
  file_size: integer(1, Number.MAX_SAFE_INTEGER),
  name: chars(255).optional(),
  tags: list(chars(50)).optional(),
});

export const ImageAssetSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    created_at: datetime,
    file: nullableUrl.meta({ description: 'Fresh pre-signed URL; null while an upload is not complete.' }),
    thumbnail: nullableUrl,
    external_url: nullableUrl,
    width: z.number().int(),
    height: z.number().int(),
    file_size: z.number().int().nullable(),
    tags: z.array(z.string()),
    name_tag: z.string().regex(/^[-a-zA-Z0-9_]+$/),
  })
  .meta({ id: 'ImageAsset' });

export const VideoAssetSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    name_tag: z.string().regex(/^[-a-zA-Z0-9_]+$/),
    tags: z.array(z.string()),
    created_at: datetime,
    file: nullableUrl,
    external_url: nullableUrl,
    thumbnail: nullableUrl,
    last_frame: nullableUrl,
    ...videoMeasures.shape,
  })
  .meta({ id: 'VideoAsset' });

export const TextAssetSchema = z
  .object({ id: z.uuid(), created_at: datetime, text: z.string() })
  .meta({ id: 'TextAsset' });

export const jobStatus = z.enum(['queued', 'processing', 'expired', 'cancelled', 'completed', 'failed']);

/** A job's times: the spec shows plain types; null before the job started or ended (decisions.md). */
export const jobTimes = {
  started_at: datetime
    .nullable()
    .meta({ description: 'Null while queued, and for a job that ended without starting.' }),
  finished_at: datetime.nullable().meta({ description: 'Null until the job ends.' }),
  processing_time_seconds: z.number().nullable().meta({
    description:
      'Null while queued; now - started_at while processing; finished_at - started_at once ended after starting.',
  }),
};

/** The fields a generation job's read starts with; `costPattern`: READ_COST, or CANCEL_COST in a cancel's answer. */
export const jobHeadFields = (costPattern: RegExp) => ({
  id: z.uuid(),
  created_at: datetime,
  error_message: z.string(),
  status: jobStatus,
  description: z.string(),
  ...jobTimes,
  cost_credits: z.string().regex(costPattern),
});

/** What an image-to-video job (studio's, or a real estate shot's) was asked for and made. */
export const imageToVideoFields = {
  prompt: z.string(),
  style_settings: z.array(z.uuid()),
  model_name: z.string(),
  model_config: z.record(z.string(), z.unknown()),
  start_frame: ImageAssetSchema.nullable().meta({ description: 'Null once the image is deleted.' }),
  last_frame: ImageAssetSchema.nullable().meta({
    description: "The video's last frame; null until completed.",
  }),
  requested_resolution: z.enum(['480p', '720p', '1080p']),
  requested_video_duration: z.number().int().min(2).max(10),
};

/** `cost_credits` has 4 decimals in reads and 2 in cancel answers. */
export const READ_COST = /^-?\d{0,6}(?:\.\d{0,4})?$/;
export const CANCEL_COST = /^-?\d{0,8}(?:\.\d{0,2})?$/;

/** Cancel of a job that already ended: the spec's "one case of cancel", `{detail}` without error_id. */
export const CancelRefusedSchema = z.object({ detail: z.string() }).meta({ id: 'CancelRefused' });

export const PresignedUploadSchema = z.object({
  url: z.string(),
  method: z.literal('PUT'),
  headers: z.record(z.string(), z.string()),
  expires_at: datetime,
});

export const pageOf = <T extends z.ZodType>(item: T, id: string) =>
  z
    .object({
      count: z.number().int(),
      next: z.url().nullable(),
      previous: z.url().nullable(),
      results: z.array(item),
    })
    .meta({ id });
