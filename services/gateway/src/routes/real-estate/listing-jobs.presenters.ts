// Voiceover and render jobs: gRPC answers -> the JSON of the decisions file.
import type { ListingJob__Output } from '@platform/protos/generated/real_estate/v1/ListingJob.ts';
import { formatDecimal } from '../../http/decimal.ts';
import { presentVideo, presentVoiceover } from './presenters.ts';

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

const common = (j: ListingJob__Output, costPlaces: 2 | 4) => ({
  id: j.id,
  created_at: j.created_at,
  status: j.status,
  error_message: j.error_message,
  description: j.description,
  started_at: orNull(j.started_at),
  finished_at: orNull(j.finished_at),
  processing_time_seconds: orNull(j.processing_time_seconds),
  cost_credits: formatDecimal(j.cost_credits, costPlaces),
  project_real_estate: j.project_real_estate,
  progress: j.progress,
  eta_s: j.eta_s,
  model_name: j.model_name,
});

/** `cost_credits` has 4 decimals in reads and 2 in cancel responses, as every job's. */
export const presentVoiceoverJob = (j: ListingJob__Output, costPlaces: 2 | 4 = 4) => ({
  ...common(j, costPlaces),
  speaker_voice: j.speaker_voice,
  voiceover: j.voiceover ? presentVoiceover(j.voiceover) : null,
});

export const presentRenderJob = (j: ListingJob__Output, costPlaces: 2 | 4 = 4) => ({
  ...common(j, costPlaces),
  branded: j.branded,
  width: j.width,
  height: j.height,
  video: j.video ? presentVideo(j.video) : null,
  captions: j.captions ? { id: j.captions.id, created_at: j.captions.created_at, name: j.captions.name, file: orNull(j.captions.file) } : null,
  thumbnail: orNull(j.thumbnail),
});
