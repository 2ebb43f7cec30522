// Wire schemas of the legacy enhancement area. Bodies are checked for shape here (numbers are
// numbers, ids are integers); the ranges of the settings are the enhancement service's, which
// answers with field errors in the same shape.
import { z } from '@platform/config';
import { declared } from '../../http/declared.ts';
import { chars } from '../../http/form-fields.ts';
import { pageOf, webhookUrlInput, webhookUrlRead } from '../../http/wire-schemas.ts';

/** Form and multipart values are strings: numbers, booleans and lists are read from them. */
const fromText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  return text !== '' && Number.isFinite(Number(text)) ? Number(text) : value;
};
const integerId = z.preprocess(
  fromText,
  z
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1, 'A valid integer is required.')
    .max(Number.MAX_SAFE_INTEGER, 'A valid integer is required.'),
);
const frame = z.preprocess(
  fromText,
  z
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(0, 'Ensure this value is greater than or equal to 0.')
    .max(2 ** 31 - 1, 'Ensure this value is less than or equal to 2147483647.'),
);
const number = z.preprocess(fromText, z.number({ error: 'A valid number is required.' }));
/** A job setting's range and default (decisions.md, "Legacy enhancement"), as the enhancement service checks them. */
const setting = (min: number, max: number, fallback: number) =>
  declared(number.optional(), { minimum: min, maximum: max, default: fallback });
const flag = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Must be a valid boolean.' }),
);

export const JobSettingsBody = z.object({
  input_video: z.preprocess((value) => (value === undefined ? undefined : value), integerId),
  ml_models: z.preprocess(
    (value) => (typeof value === 'string' || typeof value === 'number' ? [value] : value),
    z.array(integerId, { error: 'Expected a list of items.' }),
  ),
  grain: setting(0, 100, 0),
  sharpen_strength: setting(0, 100, 0),
  stabilization_smoothing: setting(0, 100, 0),
  fps_interpolation_factor: setting(1, 8, 1),
  playback_speed: setting(0.25, 4, 1),
  start_frame: frame.optional().meta({ default: 0 }),
  end_frame: frame
    .optional()
    .meta({ description: "Exclusive, at most the input's n_frames; default: to the last frame." }),
  preview: flag.optional().meta({ default: false }),
  comparison: flag.optional().meta({ default: false }),
  description: chars(10_000).optional(),
  webhook_url: webhookUrlInput,
});
export type JobSettingsBody = z.output<typeof JobSettingsBody>;

export const MlModelSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    cost_weight: z.number(),
    upscale_factor: z.number(),
    fps_boost_factor: z.number(),
    priority: z.number().int(),
    max_resolution: z.number().int().meta({ description: 'Largest output: pixels along the longer side.' }),
    description: z.string(),
    available: z.boolean().meta({
      description: 'False when this deployment cannot run the model; a job choosing it is a 400.',
    }),
    unavailable_reason: z.string().nullable().meta({
      description: 'Why the model is unavailable here (RIFE needs its binary); null when available.',
    }),
  })
  .meta({ id: 'MlModel' });

export const MlModelPageSchema = pageOf(MlModelSchema, 'PaginatedMlModelList');

export const EstimateSchema = z
  .object({
    cost_usd: z
      .string()
      .regex(/^\d+\.\d{4}$/)
      .meta({ description: 'Credits (1 credit = 1 USD), 4 decimals.', example: '0.1000' }),
    eta_s: z.number().int().meta({ description: 'Estimated processing time in seconds.' }),
  })
  .meta({ id: 'EnhancementEstimate' });

export const InputVideoSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    width: z.number().int(),
    height: z.number().int(),
    created_at: z.string().meta({ format: 'date-time' }),
    n_frames: z.number().int(),
    framerate: z.number(),
    size: z.number().int().meta({ description: 'Bytes.' }),
    owner: z.string().meta({ description: "The owning account's email." }),
    thumbnail: z.url().nullable(),
    external_url: z.url().nullable(),
    bitrate: z.number().int().nullable(),
    codec_id: z.string().nullable(),
    bit_depth: z.number().int().nullable(),
    chroma_subsampling: z.string().nullable(),
    color_space: z.string().nullable(),
    file: z.url().meta({ description: 'A pre-signed GET URL, valid for a short time.' }),
  })
  .meta({ id: 'InputVideo' });

export const InputVideoPageSchema = pageOf(InputVideoSchema, 'PaginatedInputVideoList');

export const ExternalVideoBody = z.object({
  external_url: chars(
    2048,
    z.string({ error: 'This field is required.' }).min(1, 'This field may not be blank.'),
  ),
  name: chars(255).optional(),
});

export const VideoUploadFields = z.object({
  name: chars(255).optional(),
});

const nullableUrl = z.url().nullable();
const datetime = z.string().meta({ format: 'date-time' });

export const RestoredVideoSchema = z
  .object({
    id: z.number().int(),
    job_id: z.number().int(),
    preview_videos: z
      .object({ before_video: nullableUrl, after_video: nullableUrl, side_by_side_video: nullableUrl })
      .nullable(),
    name: z.string(),
    created_at: datetime,
    width: z.number().int(),
    height: z.number().int(),
    owner: z.number().int().meta({ description: "The owning account's id." }),
    deleted: datetime.nullable(),
    framerate: z.number(),
    n_frames: z.number().int(),
    bitrate: z.number().int().nullable(),
    codec_id: z.string().nullable(),
    bit_depth: z.number().int().nullable(),
    chroma_subsampling: z.string().nullable(),
    color_space: z.string().nullable(),
    size: z.number().int(),
    file: nullableUrl.meta({ description: 'A pre-signed GET URL; null once deleted.' }),
    thumbnail: nullableUrl,
    quality_score: z
      .number()
      .min(0)
      .max(100)
      .meta({ description: 'SSIM x 100 of the output against the input.' }),
  })
  .meta({ id: 'RestoredVideo' });

export const RestoredVideoPageSchema = pageOf(RestoredVideoSchema, 'PaginatedRestoredVideoList');

export const EnhancementJobSchema = z
  .object({
    id: z.number().int(),
    status: z.enum(['queued', 'processing', 'completed', 'failed', 'expired', 'cancelled']),
    created_at: datetime,
    started: datetime.nullable().meta({ description: 'Null until the job starts.' }),
    finished: datetime.nullable().meta({ description: 'Null until the job ends.' }),
    preview: z.boolean(),
    description: z.string(),
    cost_usd: z.string().meta({
      description: 'The quote until the job ends, the charge once completed, 0 otherwise (4 decimals).',
    }),
    eta_s: z.number().int(),
    processing_progress: z.number().int().min(0).max(100),
    input_video: InputVideoSchema.nullable().meta({ description: 'Null once the input video is deleted.' }),
    output_video: RestoredVideoSchema.nullable(),
    ml_models: z.array(MlModelSchema.omit({ description: true, available: true, unavailable_reason: true })),
    grain: z.number().min(0).max(100),
    comparison: z.boolean(),
    stabilization_smoothing: z.number().min(0).max(100),
    fps_interpolation_factor: z.number().min(1).max(8),
    playback_speed: z.number().min(0.25).max(4),
    sharpen_strength: z.number().min(0).max(100),
    start_frame: z.number().int().min(0),
    end_frame: z.number().int(),
    error_message: z.string(),
    webhook_url: webhookUrlRead,
  })
  .meta({ id: 'EnhancementJob' });

export const EnhancementJobPageSchema = pageOf(EnhancementJobSchema, 'PaginatedEnhancementJobList');
export const DetailOnlySchema = z.object({ detail: z.string() }).meta({ id: 'LegacyDetail' });
