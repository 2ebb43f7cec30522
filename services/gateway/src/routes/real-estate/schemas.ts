// Wire schemas of the real estate area: request bodies (types checked here with DRF-style
// messages; the service checks every rule and limit again) and responses (documented in the
// OpenAPI document). Shots and their video jobs: shot.schemas.ts; voiceover and render jobs:
// listing-jobs.schemas.ts; what every area shares: http/wire-schemas.ts.
import { z } from '@platform/config';
import { LAND_SIZE_UNITS, REAL_ESTATE_TYPES, VIDEO_FORMATS, VIDEO_STYLES } from '@platform/listing';
import { declared } from '../../http/declared.ts';
import { chars } from '../../http/form-fields.ts';
import { freeFormObject } from '../../http/free-form.ts';
import {
  ImageAssetSchema,
  TextAssetSchema,
  UploadUrlBody as StudioUploadUrlBody,
  datetime,
} from '../../http/wire-schemas.ts';
import { choice, count, nameField, number, outputSize, reference, templateKeys, text } from './fields.ts';

/**
 * A project create (`create`: the defaults are stated) or update; `i2vModels`: the enabled
 * image-to-video models of the catalogue, the values of `model_code_name`.
 */
export const projectBody = (i2vModels: readonly string[], create: boolean) =>
  z.object({
    name: nameField(200, create),
    description: text(10_000).optional(),
    background_music: reference('an audio asset of the project or a track of `music/`').optional(),
    background_music_volume: number().meta({ description: '0.0 to 1.0 (default 0.3).' }).optional(),
    logo_asset: reference('an image asset of the project').optional(),
    speaker_voice: reference('a voice of `voices/`').optional(),
    is_voiceover_enabled: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
    is_captions_enabled: z.boolean({ error: 'Must be a valid boolean.' }).optional(),
    ai_generated_text: text(20_000).optional(),
    video_style: choice(VIDEO_STYLES, create ? 'modern' : undefined).optional(),
    video_format: choice(
      VIDEO_FORMATS,
      create ? '16:9' : undefined,
      '16:9 is 1920x1080, 9:16 1080x1920, 1:1 1080x1080, 4:5 1080x1350 unless a size is given.',
    ).optional(),
    model_code_name: declared(text(100), {
      enum: i2vModels,
      description: 'An image-to-video model of the catalogue.',
      ...(create ? { default: 'hexal_standard_i2v' } : {}),
    }).optional(),
    requested_output_width: outputSize('Of the format ratio; give with the height.').optional(),
    requested_output_height: outputSize().optional(),
    requested_video_aspect_ratio: choice(VIDEO_FORMATS, undefined, 'Default: `video_format`.').optional(),
    street_address: text(255).optional(),
    suburb: text(100).optional(),
    state: text(100).optional(),
    country_name: text(100).optional(),
    city_name: text(100).optional(),
    num_bedrooms: count().optional(),
    num_bathrooms: count().optional(),
    num_car_parking_spots: count().optional(),
    num_floors: count().optional(),
    price_display: text(100).optional(),
    land_size_value: number().nullable().optional(),
    land_size_unit: choice(LAND_SIZE_UNITS, create ? 'sqm' : undefined).optional(),
    real_estate_type: choice(REAL_ESTATE_TYPES, create ? 'house' : undefined).optional(),
    additional_information: text(5_000).optional(),
    ...templateKeys(),
    intro_template_overrides: freeFormObject().optional(),
    outro_template_overrides: freeFormObject().optional(),
  });

export const AgentBody = z.object({
  first_name: text(20).optional(),
  last_name: text(26).optional(),
  contact_number: text(30).optional(),
  contact_email: declared(text(40), { format: 'email', description: 'Empty for none.' }).optional(),
});

/** A brand kit create (`name` required) or update. */
export const brandKitBody = (create: boolean) =>
  z.object({
    name: nameField(100, create),
    primary_color: text(7).meta({ description: '#RRGGBB' }).optional(),
    secondary_color: text(7).meta({ description: '#RRGGBB' }).optional(),
    font: text(40)
      .meta({
        description:
          'Inter, Roboto, Open Sans, Lato, Liberation Sans, Noto Sans or DejaVu Sans (default Inter).',
      })
      .optional(),
    ...templateKeys(),
    background_music: reference('a track of `music/` (a kit has no project assets)').optional(),
    background_music_volume: number().meta({ description: '0.0 to 1.0 (default 0.3).' }).optional(),
    speaker_voice: reference('a voice of `voices/`').optional(),
  });
export const BrandKitBody = brandKitBody(false);
export const BrandKitCreateBody = brandKitBody(true);

export const ApplyAgentBody = z.object({ agent: z.uuid({ error: 'Must be a valid UUID.' }) });
export const ApplyBrandKitBody = z.object({ brand_kit: z.uuid({ error: 'Must be a valid UUID.' }) });

export const ProjectListQuery = z.object({
  created_at_after: z
    .string()
    .optional()
    .meta({ description: 'Created at or after (date or date-time, inclusive).' }),
  created_at_before: z
    .string()
    .optional()
    .meta({ description: 'Created at or before (a date covers its whole day).' }),
  updated_at_after: z.string().optional().meta({ description: 'Updated at or after.' }),
  updated_at_before: z.string().optional().meta({ description: 'Updated at or before.' }),
  ordering: z
    .string()
    .optional()
    .meta({ description: 'created_at, updated_at or name, `-` for descending (default -updated_at).' }),
});

export const VoiceSchema = z
  .object({
    id: z.uuid(),
    created_at: datetime,
    name: z.string(),
    language_code: z.string(),
    language: z.string(),
    accent: z.string(),
    gender: z.string(),
    use_case: z.string(),
    descriptive: z.string(),
    description: z.string(),
    avatar_image_url: z.string(),
    audio_preview_url: z
      .string()
      .meta({ description: 'Pre-signed URL of a real sample spoken by this voice (MP3).' }),
    cloned_by_count: z.number().int(),
    supported_languages: z.array(
      z.object({
        id: z.uuid(),
        locale: z.string(),
        language: z.string(),
        accent: z.string(),
        preview_url: z.string(),
      }),
    ),
  })
  .meta({ id: 'Voice' });

export const AudioAssetSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    created_at: datetime,
    file: z.string().nullable(),
    duration_s: z.number(),
    file_size: z.number().int(),
    bitrate: z.number().int(),
    sample_rate: z.number().int(),
    channels: z.number().int(),
  })
  .meta({ id: 'AudioAsset' });

export const VoiceoverSchema = z
  .object({
    id: z.uuid(),
    created_at: datetime,
    audio_asset: AudioAssetSchema.nullable(),
    caption_asset: z
      .object({ id: z.uuid(), created_at: datetime, name: z.string(), file: z.string().nullable() })
      .nullable(),
    text_asset: TextAssetSchema.nullable(),
    metadata: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'Voiceover' });

const nullableInt = z.number().int().nullable().meta({ description: 'Null: not given.' });

export const ProjectSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    created_at: datetime,
    updated_at: datetime,
    background_music: AudioAssetSchema.nullable().meta({ description: 'Null: no music.' }),
    background_music_volume: z.number(),
    logo_asset: ImageAssetSchema.nullable().meta({ description: 'Null: no logo.' }),
    speaker_voice: VoiceSchema.nullable().meta({ description: 'Null: no voice chosen.' }),
    is_voiceover_enabled: z.boolean(),
    is_captions_enabled: z.boolean(),
    ai_generated_text: z.string(),
    video_style: z.enum(VIDEO_STYLES),
    video_format: z.enum(VIDEO_FORMATS),
    model_code_name: z.string(),
    requested_output_width: z.number().int().min(320).max(3840).multipleOf(2),
    requested_output_height: z.number().int().min(320).max(3840).multipleOf(2),
    requested_video_aspect_ratio: z.enum(VIDEO_FORMATS),
    duration_s: z.number().meta({ description: 'Sum of the shots’ durations after playback speed.' }),
    requested_duration_s: z.number().meta({ description: 'Sum of the shots’ source ranges.' }),
    street_address: z.string(),
    suburb: z.string(),
    state: z.string(),
    country_name: z.string(),
    city_name: z.string(),
    num_bedrooms: nullableInt,
    num_bathrooms: nullableInt,
    num_car_parking_spots: nullableInt,
    num_floors: nullableInt,
    price_display: z.string(),
    land_size_value: z.number().nullable().meta({ description: 'Null: not given.' }),
    land_size_unit: z.enum(LAND_SIZE_UNITS),
    real_estate_type: z.enum(REAL_ESTATE_TYPES),
    additional_information: z.string(),
    intro_template_key: z.string(),
    outro_template_key: z.string(),
    intro_template_overrides: z.record(z.string(), z.unknown()),
    outro_template_overrides: z.record(z.string(), z.unknown()),
    shot_count: z.number().int(),
    num_full_rendered_videos: z.number().int(),
    ready_for_render: z.boolean(),
    voiceover: VoiceoverSchema.nullable().meta({ description: 'Null until a voiceover job completes.' }),
    thumbnail: z.string().nullable().meta({ description: 'Null until a render completes.' }),
  })
  .meta({ id: 'RealEstateProject' });

export const AgentSchema = z
  .object({
    id: z.uuid(),
    created_at: datetime,
    updated_at: datetime,
    full_name: z.string(),
    profile_photo: ImageAssetSchema.nullable().meta({ description: 'Null without a photo.' }),
    first_name: z.string().max(20),
    last_name: z.string().max(26),
    contact_number: z.string().max(30),
    // An address, or empty (not an address) when the agent has none.
    contact_email: z
      .union([z.string().max(40).meta({ format: 'email' }), z.literal('')])
      .meta({ description: 'Empty for none.' }),
  })
  .meta({ id: 'RealEstateAgent' });

export const BrandKitSchema = z
  .object({
    id: z.uuid(),
    created_at: datetime,
    updated_at: datetime,
    name: z.string(),
    logo: ImageAssetSchema.nullable(),
    primary_color: z.string(),
    secondary_color: z.string(),
    font: z.string(),
    intro_template_key: z.string(),
    outro_template_key: z.string(),
    background_music: z.string().nullable(),
    background_music_volume: z.number(),
    speaker_voice: VoiceSchema.nullable(),
  })
  .meta({ id: 'BrandKit' });

export const UploadFields = z.object({ name: text(255).optional() });
/** The studio's pre-signed upload body without `tags` (project assets have none). */
export const UploadUrlBody = z.object({
  content_type: StudioUploadUrlBody.shape.content_type,
  file_size: StudioUploadUrlBody.shape.file_size,
  name: text(255).optional(),
});
export const ExternalAssetBody = z.object({
  external_url: chars(2048, z.url({ error: 'Enter a valid URL.' })),
  name: text(255).optional(),
});

export const MusicTrackSchema = AudioAssetSchema.extend({
  file: z.string().meta({ description: 'Pre-signed URL of the track (AAC in MP4).' }),
  mood: z.string().meta({ description: 'upbeat, calm, elegant, inspiring, ...' }),
}).meta({ id: 'MusicTrack' });

export const TemplateKindQuery = z.object({
  kind: z
    .enum(['intro', 'outro'], { error: 'Select a valid choice (intro, outro).' })
    .optional()
    .meta({ description: 'Only templates of this kind.' }),
});

export const CardTemplateSchema = z
  .object({
    key: z.string().meta({
      description: "The value of a project's or brand kit's `intro_template_key` / `outro_template_key`.",
    }),
    kind: z.enum(['intro', 'outro']),
    name: z.string(),
    override_fields: z.array(z.string()).meta({
      description: 'Keys a project may set in `intro_template_overrides` / `outro_template_overrides`.',
    }),
    preview_image: z
      .string()
      .meta({ description: 'Pre-signed URL of a preview (JPEG, 960x540) rendered by the card renderer.' }),
  })
  .meta({ id: 'CardTemplate' });
