// One file over 300 lines: the one message contract between the job owners and the worker, every job kind
// beside the others.
// The message contract between services that own jobs (studio, real estate, enhancement)
// and the media worker. Jobs travel on the work-queue stream as `jobs.<kind>`;
// the worker reports back on the events stream as `events.<owner>.job-status`; an owner that
// ends a job before it finished (cancel, queue expiry) writes `cancellations.<job id>` through
// its outbox: every worker, running or started later, skips the job or stops its engine.
// Payloads are JSON; every consumer decodes with these schemas and dead-letters what fails.
// This file: the job messages, one schema per kind. Results and events: results.ts.
import { z } from '@platform/config';
import { characterCount } from '@platform/errors';

export const JOB_KINDS = [
  'text_to_image',
  'image_to_text',
  'image_to_video',
  'voiceover',
  'render',
  'enhancement',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

export const CAMERA_MOVEMENTS = [
  'auto',
  'static',
  'pan_left',
  'pan_right',
  'orbit_left_to_right',
  'orbit_right_to_left',
  'truck_left',
  'truck_right',
  'dolly_in',
  'dolly_out',
  'tilt_up',
  'tilt_down',
] as const;
export type CameraMovement = (typeof CAMERA_MOVEMENTS)[number];

export const RESOLUTIONS = ['480p', '720p', '1080p'] as const;
export const FIDELITY_LEVELS = ['high', 'mid', 'low'] as const;

/** Services that own jobs; results go back to `events.<owner>.job-status`. */
export const JOB_OWNERS = ['studio', 'real-estate', 'enhancement'] as const;
export type JobOwner = (typeof JOB_OWNERS)[number];

const jobBase = {
  job_id: z.string().min(1).max(128),
  owner: z.enum(JOB_OWNERS),
  /** Billing account id (int64 as a decimal string); output keys live in its folder. */
  account_id: z.string().regex(/^\d+$/),
  model_name: z.string().min(1),
  /** Engine id from the model catalogue, e.g. `builtin:camera-move` or `openai-images`. */
  engine: z.string().min(1),
  /** The catalogue entry's engine configuration (adapter URL, model id, ...). */
  engine_config: z.record(z.string(), z.unknown()).default({}),
  /**
   * Models of the same kind that take the job, in order, when this model's provider fails for
   * its own reasons (5xx, timeout, throttling that outlasted the retries); never after a refusal
   * of the input. The job runs once on each at most; the customer pays the quoted model's price.
   */
  fallbacks: z
    .array(
      z.object({
        model_name: z.string().min(1),
        engine: z.string().min(1),
        engine_config: z.record(z.string(), z.unknown()).default({}),
      }),
    )
    .max(4)
    .optional(),
  /** The worker gives up (job failed) after this instant: the max run time. */
  deadline_at: z.iso.datetime(),
  /** Storage key prefix for outputs in the account's folder, e.g. `accounts/<tag>/studio/jobs/<job tag>/` (the job tag is a keyed hash of the job id). */
  output_prefix: z.string().min(1).endsWith('/'),
};

export const textToImageJob = z.object({
  ...jobBase,
  prompt: z.string().min(1),
  negative_prompt: z.string().default(''),
  model_config: z.record(z.string(), z.unknown()).default({}),
  num_images: z.number().int().min(1).max(10),
});

export const imageToTextJob = z.object({
  ...jobBase,
  image_key: z.string().min(1),
  fidelity_level: z.enum(FIDELITY_LEVELS),
});

export const imageToVideoJob = z.object({
  ...jobBase,
  image_key: z.string().min(1),
  prompt: z.string().default(''),
  camera_movement: z.enum(CAMERA_MOVEMENTS),
  resolution: z.enum(RESOLUTIONS),
  duration_s: z.number().int().min(2).max(10),
  model_config: z.record(z.string(), z.unknown()).default({}),
});

/** Debian text-to-speech engines a built-in voice speaks with (the voice catalogue's `engine`). */
export const TTS_ENGINES = ['flite', 'festival', 'espeak-ng'] as const;
export type TtsEngine = (typeof TTS_ENGINES)[number];

/** Longest voiceover text: a few minutes of speech, far beyond any listing video. */
export const VOICEOVER_MAX_CHARS = 5000;
/** A text limit of a payload, in characters (code points) as the API's limits count them (zod's `.max` counts UTF-16 units). */
const atMostChars = (max: number) =>
  z.refine<string>((text) => characterCount(text) <= max, `Must be at most ${max} characters.`);

/**
 * The listing video's segments, as a voiceover and a render name them: the intro card, a shot (by
 * its id), the outro card.
 */
export const segmentKey = z.string().regex(/^(intro|outro|shot:[0-9a-f-]{36})$/);
export type SegmentKey = z.infer<typeof segmentKey>;

export const voiceoverJob = z.object({
  ...jobBase,
  /** The script in its written form; the worker normalises it for speech, captions keep it. */
  text: z.string().trim().min(1).check(atMostChars(VOICEOVER_MAX_CHARS)),
  /**
   * The script planned with the timeline (one line per segment): each sentence the worker speaks
   * is tagged with the segment whose line it came from. Absent: `text` is one narration.
   */
  segments: z
    .array(z.object({ key: segmentKey, text: z.string().trim().check(atMostChars(VOICEOVER_MAX_CHARS)) }))
    .min(1)
    .max(60)
    .optional(),
  voice: z.object({
    id: z.string().min(1).max(128),
    tts_engine: z.enum(TTS_ENGINES),
    /** flite `-voice`, festival voice function or espeak-ng `-v` value: passed to a command line, so only safe characters. */
    engine_voice: z.string().regex(/^[A-Za-z0-9_+-]{1,64}$/),
    language_code: z.string().regex(/^[a-z]{2,3}(-[A-Z]{2})?$/),
  }),
});

const storageKey = z.string().min(1).max(1024);
/** Longest a card may last (a long welcome still fits) and a shot may be on screen. */
export const MAX_CARD_S = 30;
export const MAX_SHOT_S = 120;

/** A word and when it is spoken, seconds, in the audio it was measured in. */
export const spokenWord = z.object({
  text: z.string(),
  start_s: z.number().min(0),
  end_s: z.number().min(0),
});

/**
 * One spoken sentence of the voiceover placed in the video: the audio [from_s, to_s] of the
 * voiceover plays from `at_s` of the video; its captions show no later than `until_s` (the end of
 * its segment's window), so no cue spans two segments. `words` (audio times) when the engine
 * reported them.
 */
const placedSentence = z
  .object({
    text: z.string().min(1).check(atMostChars(VOICEOVER_MAX_CHARS)),
    from_s: z.number().min(0),
    to_s: z.number().positive(),
    at_s: z.number().min(0),
    until_s: z.number().positive(),
    words: z.array(spokenWord).max(1000).optional(),
  })
  .refine((s) => s.to_s > s.from_s && s.until_s >= s.at_s + (s.to_s - s.from_s) - 1e-6, {
    message: 'a sentence must fit its window',
    path: ['until_s'],
  });
export type PlacedSentence = z.infer<typeof placedSentence>;
const cardText = z.string().trim().min(1).check(atMostChars(200));
const fraction = z.number().min(0).max(1);
const hexColour = z.string().regex(/^#[0-9A-Fa-f]{6}$/);

/**
 * The moving picture under a card: a shot's video (`shot`, an index of `shots`, with its crop)
 * from `start_s` to `end_s` at `speed`, slowed further or held only if it is shorter than the card.
 */
const cardClip = z
  .object({
    shot: z.number().int().min(0).max(49),
    start_s: z.number().min(0),
    end_s: z.number().positive(),
    speed: z.number().min(0.25).max(4),
  })
  .refine((clip) => clip.end_s > clip.start_s, {
    message: 'a clip must end after it starts',
    path: ['end_s'],
  });

/** A card's colours when the brand (kit or template overrides) sets them; absent: the template's. */
const cardColours = z.object({ shade: hexColour.nullable(), accent: hexColour.nullable() });

/** A listing video render, fully resolved by its owner (real estate): the worker decides nothing about the product. */
export const renderJob = z
  .object({
    ...jobBase,
    width: z.number().int().min(240).max(3840).multipleOf(2),
    height: z.number().int().min(240).max(3840).multipleOf(2),
    /** false: the unbranded variant (no price, agent or logo), enforced by the worker too. */
    branded: z.boolean(),
    intro: z.object({
      template_id: z.string().min(1).max(64),
      /** As long as its words, never shorter than the template's own length. */
      duration_s: z.number().min(1).max(MAX_CARD_S),
      address: cardText,
      price: cardText.nullable(),
      facts: cardText.nullable(),
      headline: z.string().trim().check(atMostChars(60)).nullable(),
      /** A still under the title: only for a job without `clip` (made before cards moved). */
      hero_key: storageKey.nullable(),
      /** The hero shot's own video under the title (absent in older jobs: the still). */
      clip: cardClip.optional(),
      colours: cardColours.optional(),
    }),
    outro: z.object({
      template_id: z.string().min(1).max(64),
      duration_s: z.number().min(1).max(MAX_CARD_S),
      call_to_action: z.string().trim().check(atMostChars(120)).nullable(),
      /** The price as shown ("$2,450,000"), branded only. */
      price: cardText.nullable().optional(),
      /** The last shot's video, dimmed under the card (absent in older jobs: a plain background). */
      clip: cardClip.optional(),
      colours: cardColours.optional(),
      agent: z
        .object({
          name: cardText,
          phone: z.string().trim().check(atMostChars(40)).nullable(),
          email: z.string().trim().check(atMostChars(120)).nullable(),
          photo_key: storageKey.nullable(),
        })
        .nullable(),
    }),
    shots: z
      .array(
        z
          .object({
            video_key: storageKey,
            start_s: z.number().min(0),
            end_s: z.number().positive(),
            speed: z.number().min(0.25).max(4),
            /** On screen, seconds: at least the range at its speed; beyond it the last frame holds. Absent: the range at its speed. */
            duration_s: z.number().positive().max(MAX_SHOT_S).optional(),
            crop: z
              .object({ x: fraction, y: fraction, width: fraction.positive(), height: fraction.positive() })
              .nullable(),
            transition: z.enum(['fade', 'cut']),
          })
          .refine((shot) => shot.end_s > shot.start_s, {
            message: 'a shot must end after it starts',
            path: ['end_s'],
          })
          .refine(
            (shot) =>
              !shot.crop || (shot.crop.x + shot.crop.width <= 1 && shot.crop.y + shot.crop.height <= 1),
            {
              message: 'the crop must lie inside the video',
              path: ['crop'],
            },
          ),
      )
      .min(1)
      .max(50),
    /** The voiceover audio and the sentences the video says, each placed in the video by the owner. */
    voiceover: z.object({ audio_key: storageKey, sentences: z.array(placedSentence).max(500) }).nullable(),
    /** Burn the captions (the render's own WebVTT, written whenever a sentence is said) into the picture. */
    burn_captions: z.boolean(),
    /** A project audio asset (key) or a track of the built-in library (music/catalogue.json). */
    music: z
      .union([z.object({ key: storageKey }), z.object({ library_id: z.string().regex(/^[a-z0-9-]{1,64}$/) })])
      .nullable(),
    /** background_music_volume / 100. */
    music_volume: fraction,
    logo_key: storageKey.nullable(),
  })
  .refine((job) => [job.intro.clip, job.outro.clip].every((clip) => !clip || clip.shot < job.shots.length), {
    message: 'a card clip names a shot of the job',
    path: ['intro', 'clip'],
  })
  .refine((job) => !job.burn_captions || (job.voiceover?.sentences.length ?? 0) > 0, {
    message: 'burned-in captions need sentences to show',
    path: ['burn_captions'],
  });

export const percent = z.number().min(0).max(100);

/**
 * A legacy enhancement job, fully resolved by its owner: the frame range, the output's size, rate
 * and frame count, and what each chosen model does. The worker decides nothing about the product.
 */
export const enhancementJob = z
  .object({
    ...jobBase,
    input_key: z.string().min(1),
    input: z.object({
      width: z.number().int().positive(),
      height: z.number().int().positive(),
      framerate: z.number().positive().max(1000),
      n_frames: z.number().int().positive(),
      has_audio: z.boolean(),
    }),
    start_frame: z.number().int().min(0),
    /** Exclusive. */
    end_frame: z.number().int().positive(),
    out_width: z.number().int().min(2).max(7680),
    out_height: z.number().int().min(2).max(7680),
    out_fps: z.number().positive().max(120),
    out_frames: z.number().int().positive(),
    upscale: z.object({ algorithm: z.enum(['lanczos', 'bicubic', 'spline']) }).nullable(),
    restore: z
      .object({ denoise: z.enum(['hqdn3d', 'nlmeans']), detail: z.enum(['cas', 'unsharp']) })
      .nullable(),
    interpolate: z.object({ mode: z.enum(['mci', 'blend', 'rife']) }).nullable(),
    grain: percent,
    sharpen_strength: percent,
    stabilization_smoothing: percent,
    playback_speed: z.number().min(0.25).max(4),
    comparison: z.boolean(),
  })
  .refine((job) => job.end_frame > job.start_frame && job.end_frame <= job.input.n_frames, {
    message: 'the frame range must lie inside the input',
    path: ['end_frame'],
  });

export type TextToImageJob = z.infer<typeof textToImageJob>;
export type EnhancementJob = z.infer<typeof enhancementJob>;
export type ImageToTextJob = z.infer<typeof imageToTextJob>;
export type ImageToVideoJob = z.infer<typeof imageToVideoJob>;
export type VoiceoverJob = z.infer<typeof voiceoverJob>;
export type RenderJob = z.infer<typeof renderJob>;

export interface JobPayloads {
  text_to_image: TextToImageJob;
  image_to_text: ImageToTextJob;
  image_to_video: ImageToVideoJob;
  voiceover: VoiceoverJob;
  render: RenderJob;
  enhancement: EnhancementJob;
}

/** Decoders per kind, in the shape `createRegistry` of @platform/bus takes. */
export const jobDecoders: { [K in JobKind]: (raw: unknown) => JobPayloads[K] } = {
  text_to_image: (raw) => textToImageJob.parse(raw),
  image_to_text: (raw) => imageToTextJob.parse(raw),
  image_to_video: (raw) => imageToVideoJob.parse(raw),
  voiceover: (raw) => voiceoverJob.parse(raw),
  render: (raw) => renderJob.parse(raw),
  enhancement: (raw) => enhancementJob.parse(raw),
};
