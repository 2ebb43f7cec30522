// A real estate shot video job's read message (real_estate.v1) -> the body its read endpoint shows.
import type { ShotVideoJob__Output } from '@platform/protos/generated/real_estate/v1/ShotVideoJob.ts';
import { formatDecimal } from '../decimal.ts';
import { presentImage, presentVideo } from './studio.presenters.ts';

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
const json = (text: string): Record<string, unknown> => (text ? (JSON.parse(text) as Record<string, unknown>) : {});
const messageOrNull = <T, R>(value: T | null | undefined, present: (value: T) => R): R | null => (value ? present(value) : null);

/** `cost_credits` has 4 decimals in reads and 2 in cancel responses (interface spec). */
export const presentShotVideoJob = (j: ShotVideoJob__Output, costPlaces: 2 | 4 = 4) => ({
  id: j.id,
  created_at: j.created_at,
  error_message: j.error_message,
  status: j.status,
  description: j.description,
  started_at: orNull(j.started_at),
  finished_at: orNull(j.finished_at),
  processing_time_seconds: orNull(j.processing_time_seconds),
  cost_credits: formatDecimal(j.cost_credits, costPlaces),
  project_real_estate: j.project_real_estate,
  real_estate_shot: orNull(j.real_estate_shot),
  prompt: j.prompt,
  style_settings: [] as string[],
  model_name: j.model_name,
  model_config: json(j.model_config_json),
  start_frame: messageOrNull(j.start_frame, presentImage),
  last_frame: messageOrNull(j.last_frame, presentImage),
  requested_resolution: j.requested_resolution,
  requested_video_duration: j.requested_video_duration,
  camera_movement: j.camera_movement,
  video: messageOrNull(j.video, presentVideo),
});
