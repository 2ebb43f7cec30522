// What the media worker reports of a job (its status, progress and stored results), and the
// subjects jobs, results and cancellations travel on (see jobs.ts for the contract as a whole).
import { z } from '@platform/config';
import { JOB_KINDS, percent, segmentKey, spokenWord, type JobKind, type JobOwner } from './jobs.ts';

const storedImage = z.object({
  key: z.string(),
  content_type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  file_size: z.number().int(),
});

/** What a video file measures, as the worker probes it and the API shows it on a video asset. */
export const videoMeasures = z.object({
  width: z.number().int(),
  height: z.number().int(),
  file_size: z.number().int(),
  num_frames: z.number().int(),
  framerate: z.number(),
  duration_s: z.number(),
  bitrate: z.number().int().nullable(),
  codec_id: z.string().nullable(),
  bit_depth: z.number().int().nullable(),
  chroma_subsampling: z.string().nullable(),
  color_space: z.string().nullable(),
});

const storedVideo = z.object({
  key: z.string(),
  content_type: z.string(),
  thumbnail_key: z.string(),
  last_frame_key: z.string(),
  ...videoMeasures.shape,
});

const storedAudio = z.object({
  key: z.string(),
  content_type: z.string(),
  file_size: z.number().int(),
  duration_s: z.number(),
  sample_rate: z.number().int(),
  channels: z.number().int(),
  bitrate: z.number().int().nullable(),
  codec_id: z.string().nullable(),
});

const storedCaptions = z.object({
  key: z.string(),
  content_type: z.literal('text/vtt'),
  file_size: z.number().int(),
  num_cues: z.number().int(),
});

/**
 * When each written sentence is spoken in the audio, seconds; the segment whose script line it
 * came from (a planned script), and its words' times when the engine reported them.
 */
const spokenSentence = z.object({
  text: z.string(),
  start_s: z.number(),
  end_s: z.number(),
  segment: segmentKey.nullable().optional(),
  words: z.array(spokenWord).optional(),
});

/** A clip besides a job's main video (enhancement's before clip and side by side). */
const storedClip = z.object({
  key: z.string(),
  content_type: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  file_size: z.number().int(),
  num_frames: z.number().int(),
  framerate: z.number(),
  duration_s: z.number(),
});

/** What the worker reports. `processing` when an engine starts; then one terminal status. */
export const jobStatusEvent = z.object({
  job_id: z.string(),
  kind: z.enum(JOB_KINDS),
  status: z.enum(['processing', 'completed', 'failed']),
  at: z.iso.datetime(),
  error_message: z.string().optional(),
  outputs: z
    .object({
      images: z.array(storedImage).optional(),
      text: z.string().optional(),
      video: storedVideo.optional(),
      audio: storedAudio.optional(),
      captions: storedCaptions.optional(),
      sentences: z.array(spokenSentence).optional(),
      /** Enhancement jobs: the score of `video` and, with comparison, the extra clips. */
      enhancement: z
        .object({
          quality_score: percent,
          before: storedClip.nullable(),
          side_by_side: storedClip.nullable(),
        })
        .optional(),
    })
    .optional(),
});
export type JobStatusEvent = z.infer<typeof jobStatusEvent>;
export type StoredImage = z.infer<typeof storedImage>;
export type StoredVideo = z.infer<typeof storedVideo>;
export type StoredAudio = z.infer<typeof storedAudio>;
export type StoredCaptions = z.infer<typeof storedCaptions>;
export type SpokenSentence = z.infer<typeof spokenSentence>;
export type SpokenWord = z.infer<typeof spokenWord>;
export type StoredClip = z.infer<typeof storedClip>;

/**
 * Progress of a running job (0..100, never lower than the last one sent for the job), on
 * `events.progress.<owner>`: owners that show progress read it with a consumer of their own; the
 * status events (`events.<owner>.>`) stay the job's life cycle.
 */
export const jobProgressEvent = z.object({
  job_id: z.string(),
  kind: z.enum(JOB_KINDS),
  progress: z.number().int().min(0).max(100),
  at: z.iso.datetime(),
});
export type JobProgressEvent = z.infer<typeof jobProgressEvent>;
export const jobProgressSubject = (owner: JobOwner): string => `events.progress.${owner}`;

export const jobSubject = (kind: JobKind): string => `jobs.${kind}`;
export const jobStatusSubject = (owner: JobOwner): string => `events.${owner}.job-status`;
/** A cancellation, on the cancellations stream under the job's id. */
export const cancelMessage = z.object({ job_id: z.string().min(1) });
export type CancelMessage = z.infer<typeof cancelMessage>;
