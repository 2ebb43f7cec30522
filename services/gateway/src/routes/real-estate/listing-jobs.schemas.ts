// Wire schemas of voiceover and render jobs: the common job fields plus progress and eta_s; a
// completed voiceover job shows its Voiceover, a completed render its video, captions and thumbnail.
import { z } from '@platform/config';
import {
  CANCEL_COST,
  READ_COST,
  VideoAssetSchema,
  datetime,
  jobStatus,
  jobTimes,
  webhookUrlInput,
  webhookUrlRead,
} from '../../http/wire-schemas.ts';
import { VoiceoverSchema } from './schemas.ts';

export const CaptionAssetSchema = z
  .object({ id: z.uuid(), created_at: datetime, name: z.string(), file: z.string().nullable() })
  .meta({ id: 'CaptionAsset', description: 'A WebVTT caption file.' });

const common = (costPattern: RegExp) => ({
  id: z.uuid(),
  created_at: datetime,
  status: jobStatus,
  error_message: z.string(),
  description: z.string(),
  ...jobTimes,
  cost_credits: z.string().regex(costPattern),
  project_real_estate: z.uuid(),
  progress: z.number().int().min(0).max(100).meta({ description: '0..100, moving while the job runs.' }),
  eta_s: z.number().int().min(0).meta({ description: 'Seconds still expected (0 once the job ended).' }),
  model_name: z.string(),
  webhook_url: webhookUrlRead,
});

const voiceoverFields = (costPattern: RegExp) => ({
  ...common(costPattern),
  speaker_voice: z
    .uuid()
    .meta({ description: 'The voice that speaks (the project’s speaker_voice when the job was created).' }),
  voiceover: VoiceoverSchema.nullable().meta({
    description: 'Once completed: the audio, the captions and the text spoken.',
  }),
});

const renderFields = (costPattern: RegExp) => ({
  ...common(costPattern),
  branded: z.boolean(),
  width: z.number().int(),
  height: z.number().int(),
  video: VideoAssetSchema.nullable().meta({
    description: 'Once completed: the listing video (a video asset of the project).',
  }),
  captions: CaptionAssetSchema.nullable().meta({
    description: 'Once completed: the captions the render used, if any.',
  }),
  thumbnail: z.string().nullable(),
});

export const VoiceoverJobSchema = z.object(voiceoverFields(READ_COST)).meta({ id: 'RealEstateVoiceoverJob' });
export const VoiceoverJobCancelSchema = z
  .object(voiceoverFields(CANCEL_COST))
  .meta({ id: 'RealEstateVoiceoverJobCancelled' });
export const RenderJobSchema = z.object(renderFields(READ_COST)).meta({ id: 'RealEstateRenderJob' });
export const RenderJobCancelSchema = z
  .object(renderFields(CANCEL_COST))
  .meta({ id: 'RealEstateRenderJobCancelled' });

export const VoiceoverJobBody = z.object({ webhook_url: webhookUrlInput });
export const RenderJobBody = z.object({
  webhook_url: webhookUrlInput,
  branded: z
    .boolean({ error: 'Must be a valid boolean.' })
    .optional()
    .meta({ description: 'false renders the unbranded variant (no logo, agent or price); default true.' }),
  video_format: z
    .enum(['16:9', '9:16', '1:1', '4:5'], { error: 'Must be one of 16:9, 9:16, 1:1, 4:5.' })
    .optional()
    .meta({
      description:
        "This render's format; absent: the project's. Another format than the project's keeps the project's shorter side " +
        '(a 1920x1080 project renders 9:16 at 1080x1920), so a client renders 16:9 and 9:16 side by side.',
    }),
  target_duration_s: z
    .number({ error: 'A valid integer is required.' })
    .int({ error: 'A valid integer is required.' })
    .min(15, { error: 'Ensure this value is greater than or equal to 15.' })
    .max(180, { error: 'Ensure this value is less than or equal to 180.' })
    .optional()
    .meta({
      description:
        'The length the video should have, seconds (15 to 180); absent: as long as the narration needs. The render fits it ' +
        'within 1 s: cards at their minimum, shots trimmed or slowed, sentences left out in a fixed order (agent extras, ' +
        'second sentences, call to action, rooms from the last shot back, price; the welcome stays). A target that cannot ' +
        'hold every shot for about 1.5 s is a 400 on `target_duration_s` naming the lengths that work. The quote is on the ' +
        'planned length.',
    }),
});
