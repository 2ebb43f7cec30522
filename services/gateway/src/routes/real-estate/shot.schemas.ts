// Wire schemas of real estate shots and their video jobs (endpoint 6): the shot's settings, its
// read shape, and the video job's create body and read and cancel shapes.
import { z } from '@platform/config';
import { CAMERA_MOVEMENTS } from '@platform/jobs';
import { TRANSITIONS } from '@platform/listing';
import { declared } from '../../http/declared.ts';
import { freeFormObject } from '../../http/free-form.ts';
import {
  CANCEL_COST,
  I2V_DEFAULTS,
  ImageAssetSchema,
  READ_COST,
  TextAssetSchema,
  VideoAssetSchema,
  datetime,
  imageToVideoFields,
  jobHeadFields,
  webhookUrlInput,
  webhookUrlRead,
} from '../../http/wire-schemas.ts';
import { between, integer, number, reference, text } from './fields.ts';

const crop = () => between(0, 1).nullable().meta({ description: 'Null clears it.' }).optional();

export const ShotBody = z.object({
  camera_movement: z
    .enum(CAMERA_MOVEMENTS, { error: (issue) => `"${String(issue.input)}" is not a valid choice.` })
    .optional(),
  transition_in: z
    .enum(TRANSITIONS, { error: (issue) => `"${String(issue.input)}" is not a valid choice.` })
    .optional(),
  transition_out: z
    .enum(TRANSITIONS, { error: (issue) => `"${String(issue.input)}" is not a valid choice.` })
    .optional(),
  playback_speed: declared(number(), { minimum: 0.25, maximum: 4, description: 'Default 1.' }).optional(),
  video_start_time_s: number().optional(),
  video_end_time_s: number().nullable().optional(),
  crop_x: crop(),
  crop_y: crop(),
  crop_width: crop(),
  crop_height: crop(),
  selected_video: reference('a video asset of the project').optional(),
  animation_prompt: text(80_000).meta({ description: 'Read back as a TextAsset.' }).optional(),
  vfx_prompt: text(80_000).optional(),
});
export const ShotCreateBody = ShotBody.extend({
  image: z.uuid({
    error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Must be a valid UUID.'),
  }),
});
export const ReorderBody = z.object({
  shot_ids: z
    .array(z.uuid({ error: 'Must be a valid UUID.' }), { error: 'Expected a list of items.' })
    .max(1000),
});

export const ShotSchema = z
  .object({
    id: z.uuid(),
    project_real_estate: z.uuid(),
    order: z.number().int(),
    created_at: datetime,
    image: ImageAssetSchema.nullable(),
    first_frame: ImageAssetSchema.nullable().meta({ description: 'Null when the shot has no image.' }),
    original_first_frame: ImageAssetSchema.nullable().meta({
      description: 'Null when the shot has no image.',
    }),
    animation_prompt: TextAssetSchema.nullable().meta({ description: 'Null until one is set.' }),
    vfx_prompt: z.string(),
    description_job: z
      .uuid()
      .nullable()
      .meta({ description: 'Null until an image-to-text job describes the shot.' }),
    camera_movement: z.enum(CAMERA_MOVEMENTS),
    transition_in: z.enum(TRANSITIONS),
    transition_out: z.enum(TRANSITIONS),
    playback_speed: z.number().min(0.25).max(4),
    requested_duration_s: z.number(),
    duration_s: z.number(),
    crop_x: z.number().min(0).max(1).nullable(),
    crop_y: z.number().min(0).max(1).nullable(),
    crop_width: z.number().min(0).max(1).nullable(),
    crop_height: z.number().min(0).max(1).nullable(),
    video_start_time_s: z.number(),
    video_end_time_s: z.number().nullable(),
    selected_video: VideoAssetSchema.nullable().meta({
      description: 'Null until a video is selected (or after it is deleted).',
    }),
    rendered_video: VideoAssetSchema.nullable().meta({
      description: 'Null until a render used the shot (or after it is deleted).',
    }),
  })
  .meta({ id: 'RealEstateShot' });

const shotVideoJobFields = (costPattern: RegExp) => ({
  ...jobHeadFields(costPattern),
  project_real_estate: z.uuid(),
  real_estate_shot: z.uuid().nullable().meta({ description: 'Null when the job is not tied to a shot.' }),
  ...imageToVideoFields,
  camera_movement: z.enum(CAMERA_MOVEMENTS),
  video: VideoAssetSchema.nullable().meta({ description: 'Null until completed.' }),
  webhook_url: webhookUrlRead,
});
export const ShotVideoJobSchema = z
  .object(shotVideoJobFields(READ_COST))
  .meta({ id: 'RealEstateShotVideoJob' });
export const ShotVideoJobCancelSchema = z
  .object(shotVideoJobFields(CANCEL_COST))
  .meta({ id: 'RealEstateShotVideoJobCancelled' });

/** `i2vModels`: the enabled image-to-video models of the catalogue. */
export const shotVideoJobBody = (i2vModels: readonly string[]) =>
  z.object({
    model_name: declared(text(100), {
      enum: i2vModels,
      description: "Default: the project's model_code_name.",
    }).optional(),
    prompt: text(80_000).optional(),
    requested_resolution: z
      .enum(['480p', '720p', '1080p'], {
        error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
      })
      .optional()
      .meta({ default: I2V_DEFAULTS.requested_resolution }),
    requested_video_duration: integer()
      .min(2, 'Ensure this value is greater than or equal to 2.')
      .max(10, 'Ensure this value is less than or equal to 10.')
      .optional()
      .meta({ default: I2V_DEFAULTS.requested_video_duration }),
    model_config: freeFormObject().optional().meta({ default: I2V_DEFAULTS.model_config }),
    webhook_url: webhookUrlInput,
  });
