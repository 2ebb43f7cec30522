// Wire schemas of the studio area: request bodies (validated here first, with DRF-style
// messages) and responses (documented in the OpenAPI document). The shapes other areas share
// (media assets, job status and times, webhook, pages) are in http/wire-schemas.ts.
import { z } from '@platform/config';
import { CAMERA_MOVEMENTS } from '@platform/jobs';
import { declared } from '../../http/declared.ts';
import { chars, integer, jsonObject, list, optionalUuid, uuid } from '../../http/form-fields.ts';
import {
  CANCEL_COST,
  I2T_DEFAULTS,
  I2V_DEFAULTS,
  ImageAssetSchema,
  READ_COST,
  T2I_DEFAULTS,
  TextAssetSchema,
  VideoAssetSchema,
  datetime,
  imageToVideoFields,
  jobHeadFields,
  webhookUrlInput,
  webhookUrlRead,
} from '../../http/wire-schemas.ts';

export const ProjectBody = z.object({
  name: chars(
    255,
    z.string({ error: 'This field is required.' }).trim().min(1, 'This field may not be blank.'),
  ),
  description: chars(10_000).optional(),
});
export const ProjectPatchBody = ProjectBody.partial();

export const ShotBody = z.object({
  name: chars(255).optional(),
  prompt: chars(80_000).optional(),
  order: integer(0, 100_000).optional(),
  image_asset: uuid().nullable().optional(),
  video_asset: uuid().nullable().optional(),
});

export const StylePresetBody = z.object({
  name: chars(
    100,
    z.string({ error: 'This field is required.' }).trim().min(1, 'This field may not be blank.'),
  ),
  prompt_prefix: chars(2_000).optional(),
  prompt_suffix: chars(2_000).optional(),
  negative_prompt: chars(2_000).optional(),
});

/** A create's `model_name`: required here; one of the catalogue's names of the job's kind, as studio checks. */
const modelNameInput = (names: readonly string[]) =>
  declared(
    chars(100, z.string({ error: 'This field is required.' }).min(1, 'This field may not be blank.')),
    { enum: names },
  );

/** Endpoint 2's body; `t2iModels`: the enabled text-to-image models of the catalogue. */
export const textToImageBody = (t2iModels: readonly string[]) =>
  z.object({
    prompt: chars(
      80_000,
      z.string({ error: 'This field is required.' }).min(1, 'This field may not be blank.'),
    ),
    model_name: modelNameInput(t2iModels),
    model_config: jsonObject.optional().meta({ default: T2I_DEFAULTS.model_config }),
    style_settings: list(uuid()).optional().meta({ default: T2I_DEFAULTS.style_settings }),
    num_requested_images: integer(1, 10).optional().meta({ default: T2I_DEFAULTS.num_requested_images }),
    webhook_url: webhookUrlInput,
  });

export const ImageToTextBody = z.object({
  image_asset: uuid(),
  fidelity_level: z
    .enum(['high', 'mid', 'low'], { error: (issue) => `"${String(issue.input)}" is not a valid choice.` })
    .optional()
    .meta({ default: I2T_DEFAULTS.fidelity_level }),
  project: optionalUuid,
  shot: optionalUuid,
  project_real_estate: optionalUuid,
  real_estate_shot: optionalUuid,
  webhook_url: webhookUrlInput,
});

/** The studio image-to-video create; `i2vModels`: the enabled image-to-video models of the catalogue. */
export const imageToVideoBody = (i2vModels: readonly string[]) =>
  z.object({
    start_frame: uuid(),
    model_name: modelNameInput(i2vModels),
    model_config: jsonObject
      .refine(
        (config) =>
          config.camera_movement === undefined ||
          (CAMERA_MOVEMENTS as readonly unknown[]).includes(config.camera_movement),
        {
          message: `camera_movement must be one of: ${CAMERA_MOVEMENTS.join(', ')}.`,
        },
      )
      .optional()
      .meta({ default: I2V_DEFAULTS.model_config }),
    prompt: chars(80_000).optional().meta({ default: I2V_DEFAULTS.prompt }),
    style_settings: list(uuid()).optional().meta({ default: I2V_DEFAULTS.style_settings }),
    requested_resolution: z
      .enum(['480p', '720p', '1080p'], {
        error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
      })
      .optional()
      .meta({ default: I2V_DEFAULTS.requested_resolution }),
    requested_video_duration: integer(2, 10)
      .optional()
      .meta({ default: I2V_DEFAULTS.requested_video_duration }),
    webhook_url: webhookUrlInput,
  });

export const ExternalAssetBody = z.object({
  external_url: chars(
    2048,
    z.string({ error: 'This field is required.' }).min(1, 'This field may not be blank.'),
  ),
  name: chars(255).optional(),
  tags: list(chars(50)).optional(),
});

export const UploadFields = z.object({
  name: chars(255).optional(),
  tags: z.array(chars(50)).max(20, 'Ensure this field has no more than 20 elements.').optional(),
});

// ---- responses ----

export const ProjectSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    shot_count: z.number().int(),
    created_at: datetime,
    updated_at: datetime,
  })
  .meta({ id: 'StudioProject' });

export const ShotSchema = z
  .object({
    id: z.uuid(),
    project: z.uuid(),
    order: z.number().int().meta({ description: 'Zero-based position in the project.' }),
    name: z.string(),
    prompt: z.string(),
    image_asset: z.uuid().nullable(),
    video_asset: z.uuid().nullable(),
    created_at: datetime,
    updated_at: datetime,
  })
  .meta({ id: 'StudioShot' });

export const StylePresetSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    prompt_prefix: z.string(),
    prompt_suffix: z.string(),
    negative_prompt: z.string(),
    built_in: z.boolean(),
    created_at: datetime,
  })
  .meta({ id: 'StylePreset' });

const jobFields = (costPattern: RegExp) => ({ ...jobHeadFields(costPattern), webhook_url: webhookUrlRead });

const t2iFields = {
  project: z.uuid(),
  prompt: z.string(),
  style_settings: z.array(z.uuid()),
  model_name: z.string(),
  model_config: z.record(z.string(), z.unknown()),
  num_requested_images: z.number().int().min(1).max(10),
  images: z.array(ImageAssetSchema),
};
export const TextToImageJobSchema = z
  .object({ ...jobFields(READ_COST), ...t2iFields })
  .meta({ id: 'TextToImageJob' });
export const TextToImageJobCancelSchema = z
  .object({ ...jobFields(CANCEL_COST), ...t2iFields })
  .meta({ id: 'TextToImageJobCancelled' });

const i2tFields = {
  image_asset: z.uuid(),
  fidelity_level: z.enum(['high', 'mid', 'low']),
  project: z.uuid().nullable(),
  shot: z.uuid().nullable(),
  project_real_estate: z.uuid().nullable(),
  real_estate_shot: z.uuid().nullable(),
  model_name: z.string(),
  text: TextAssetSchema.nullable(),
};
export const ImageToTextJobSchema = z
  .object({ ...jobFields(READ_COST), ...i2tFields })
  .meta({ id: 'ImageToTextJob' });
export const ImageToTextJobCancelSchema = z
  .object({ ...jobFields(CANCEL_COST), ...i2tFields })
  .meta({ id: 'ImageToTextJobCancelled' });

const i2vFields = {
  project: z.uuid(),
  project_real_estate: z
    .uuid()
    .nullable()
    .meta({ description: 'Null unless the job belongs to a real estate shot.' }),
  real_estate_shot: z
    .uuid()
    .nullable()
    .meta({ description: 'Null unless the job belongs to a real estate shot.' }),
  ...imageToVideoFields,
  video: VideoAssetSchema.nullable().meta({ description: 'Null until completed.' }),
};
export const ImageToVideoJobSchema = z
  .object({ ...jobFields(READ_COST), ...i2vFields })
  .meta({ id: 'ImageToVideoJob' });
export const ImageToVideoJobCancelSchema = z
  .object({ ...jobFields(CANCEL_COST), ...i2vFields })
  .meta({ id: 'ImageToVideoJobCancelled' });

export const ImageToTextErrorSchema = z
  .object({ errors: z.record(z.string(), z.array(z.string())), non_field_errors: z.array(z.string()) })
  .meta({ id: 'ImageToTextValidationError' });
