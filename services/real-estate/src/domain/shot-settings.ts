// The writable settings of a shot and their rules (decisions file): enumerations, playback speed
// 0.25..4, crop values 0..1 with crop_x + crop_width <= 1 and crop_y + crop_height <= 1, and a
// source range inside the selected video.
import { FieldCheck } from '@platform/errors';
import { CAMERA_MOVEMENTS } from '@platform/jobs';
import { TRANSITIONS } from '@platform/listing';
import type { ShotSettings } from './records.ts';

export type ShotChanges = Partial<ShotSettings> & { animation_prompt?: string };

export const defaultShotSettings = (): ShotSettings => ({
  camera_movement: 'auto',
  transition_in: 'none',
  transition_out: 'none',
  playback_speed: 1,
  video_start_time_s: 0,
  video_end_time_s: null,
  crop_x: null,
  crop_y: null,
  crop_width: null,
  crop_height: null,
  selected_video: null,
  vfx_prompt: '',
});

/** A shot without a selected video counts this long (decisions file). */
export const SHOT_WITHOUT_VIDEO_S = 4;

const CROP = ['crop_x', 'crop_y', 'crop_width', 'crop_height'] as const;
export const MAX_PROMPT = 80_000;

/**
 * Applies `changes` and checks the result. `videoDuration` is the duration of the selected video
 * after the change (null without one), so the source range can be checked against it. Selecting
 * another video resets the range unless the request sets it too.
 */
export function applyShotChanges(
  current: ShotSettings,
  changes: ShotChanges,
  videoDuration: number | null,
): ShotSettings {
  const check = new FieldCheck();
  const next: ShotSettings = { ...current };
  const choose = (
    field: 'camera_movement' | 'transition_in' | 'transition_out',
    allowed: readonly string[],
  ) => {
    const value = changes[field];
    if (value === undefined) return;
    if (!allowed.includes(value))
      check.add(field, `"${value}" is not a valid choice (${allowed.join(', ')}).`);
    next[field] = value;
  };
  choose('camera_movement', CAMERA_MOVEMENTS);
  choose('transition_in', TRANSITIONS);
  choose('transition_out', TRANSITIONS);
  if (changes.playback_speed !== undefined) {
    if (
      !Number.isFinite(changes.playback_speed) ||
      changes.playback_speed < 0.25 ||
      changes.playback_speed > 4
    ) {
      check.add('playback_speed', 'Ensure this value is from 0.25 to 4.');
    }
    next.playback_speed = changes.playback_speed;
  }
  for (const field of CROP) {
    const value = changes[field];
    if (value === undefined) continue;
    if (value !== null && (!Number.isFinite(value) || value < 0 || value > 1))
      check.add(field, 'Ensure this value is from 0.0 to 1.0.');
    next[field] = value;
  }
  if ((next.crop_x ?? 0) + (next.crop_width ?? 0) > 1 + 1e-9)
    check.add('crop_width', 'crop_x + crop_width must be at most 1.');
  if ((next.crop_y ?? 0) + (next.crop_height ?? 0) > 1 + 1e-9)
    check.add('crop_height', 'crop_y + crop_height must be at most 1.');
  if (next.crop_width === 0) check.add('crop_width', 'Ensure this value is greater than 0.');
  if (next.crop_height === 0) check.add('crop_height', 'Ensure this value is greater than 0.');
  if (changes.selected_video !== undefined && changes.selected_video !== current.selected_video) {
    next.selected_video = changes.selected_video;
    next.video_start_time_s = 0;
    next.video_end_time_s = null;
  }
  if (changes.video_start_time_s !== undefined) next.video_start_time_s = changes.video_start_time_s;
  if (changes.video_end_time_s !== undefined) next.video_end_time_s = changes.video_end_time_s;
  if (!Number.isFinite(next.video_start_time_s) || next.video_start_time_s < 0)
    check.add('video_start_time_s', 'Ensure this value is at least 0.');
  const end = next.video_end_time_s;
  if (end !== null && (!Number.isFinite(end) || end <= next.video_start_time_s))
    check.add('video_end_time_s', 'Must be after video_start_time_s.');
  if (videoDuration !== null) {
    if (next.video_start_time_s >= videoDuration)
      check.add('video_start_time_s', `Must be before the end of the selected video (${videoDuration} s).`);
    if (end !== null && end > videoDuration + 1e-6)
      check.add('video_end_time_s', `Must be at most the selected video's duration (${videoDuration} s).`);
  } else if (changes.video_start_time_s !== undefined || changes.video_end_time_s !== undefined) {
    if (next.video_start_time_s !== 0 || next.video_end_time_s !== null)
      check.add('video_start_time_s', 'Select a video before setting its range.');
  }
  if (changes.vfx_prompt !== undefined)
    next.vfx_prompt = check.text('vfx_prompt', changes.vfx_prompt, { max: MAX_PROMPT });
  if (changes.animation_prompt !== undefined)
    check.text('animation_prompt', changes.animation_prompt, { max: MAX_PROMPT });
  check.throwIfAny();
  return next;
}

/** The shot's source range and its final duration (decisions file). */
export function shotDurations(
  settings: ShotSettings,
  videoDuration: number | null,
): { requested: number; final: number } {
  if (videoDuration === null) return { requested: SHOT_WITHOUT_VIDEO_S, final: SHOT_WITHOUT_VIDEO_S };
  const requested = Math.max((settings.video_end_time_s ?? videoDuration) - settings.video_start_time_s, 0);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return { requested: round(requested), final: round(requested / settings.playback_speed) };
}
