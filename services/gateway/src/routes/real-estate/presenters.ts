// gRPC answers of the real estate service -> the JSON shapes of the interface spec. Absent
// optional fields and unset messages are null on the wire; JSON objects travel as text.
import type { Agent__Output } from '@platform/protos/generated/real_estate/v1/Agent.ts';
import type { BrandKit__Output } from '@platform/protos/generated/real_estate/v1/BrandKit.ts';
import type { CardTemplate__Output } from '@platform/protos/generated/real_estate/v1/CardTemplate.ts';
import type { MusicTrack__Output } from '@platform/protos/generated/real_estate/v1/MusicTrack.ts';
import type { Project__Output } from '@platform/protos/generated/real_estate/v1/Project.ts';
import type { Voice__Output } from '@platform/protos/generated/real_estate/v1/Voice.ts';
import type { Shot__Output } from '@platform/protos/generated/real_estate/v1/Shot.ts';
import { presentAudio, presentVoiceover } from '@platform/job-events';
import { presentImage, presentVideo } from '../studio/presenters.ts';

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);
/** No overrides (most projects): one shared empty object instead of parsing `{}` twice per listed project. */
const EMPTY: Record<string, unknown> = Object.freeze({});
const json = (text: string): Record<string, unknown> => (text && text !== '{}' ? (JSON.parse(text) as Record<string, unknown>) : EMPTY);
const messageOrNull = <T, R>(value: T | null | undefined, present: (value: T) => R): R | null => (value ? present(value) : null);

export const presentVoice = (v: Voice__Output) => ({
  id: v.id,
  created_at: v.created_at,
  name: v.name,
  language_code: v.language_code,
  language: v.language,
  accent: v.accent,
  gender: v.gender,
  use_case: v.use_case,
  descriptive: v.descriptive,
  description: v.description,
  avatar_image_url: v.avatar_image_url,
  audio_preview_url: v.audio_preview_url,
  cloned_by_count: v.cloned_by_count,
  supported_languages: v.supported_languages.map((l) => ({ id: l.id, locale: l.locale, language: l.language, accent: l.accent, preview_url: l.preview_url })),
});

export const presentProject = (p: Project__Output) => ({
  id: p.id,
  name: p.name,
  description: p.description,
  created_at: p.created_at,
  updated_at: p.updated_at,
  background_music: messageOrNull(p.background_music, presentAudio),
  background_music_volume: p.background_music_volume,
  logo_asset: messageOrNull(p.logo_asset, presentImage),
  speaker_voice: messageOrNull(p.speaker_voice, presentVoice),
  is_voiceover_enabled: p.is_voiceover_enabled,
  is_captions_enabled: p.is_captions_enabled,
  ai_generated_text: p.ai_generated_text,
  video_style: p.video_style,
  video_format: p.video_format,
  model_code_name: p.model_code_name,
  requested_output_width: p.requested_output_width,
  requested_output_height: p.requested_output_height,
  requested_video_aspect_ratio: p.requested_video_aspect_ratio,
  duration_s: p.duration_s,
  requested_duration_s: p.requested_duration_s,
  street_address: p.street_address,
  suburb: p.suburb,
  state: p.state,
  country_name: p.country_name,
  city_name: p.city_name,
  num_bedrooms: orNull(p.num_bedrooms),
  num_bathrooms: orNull(p.num_bathrooms),
  num_car_parking_spots: orNull(p.num_car_parking_spots),
  num_floors: orNull(p.num_floors),
  price_display: p.price_display,
  land_size_value: orNull(p.land_size_value),
  land_size_unit: p.land_size_unit,
  real_estate_type: p.real_estate_type,
  additional_information: p.additional_information,
  intro_template_key: p.intro_template_key,
  outro_template_key: p.outro_template_key,
  intro_template_overrides: json(p.intro_template_overrides_json),
  outro_template_overrides: json(p.outro_template_overrides_json),
  shot_count: p.shot_count,
  num_full_rendered_videos: p.num_full_rendered_videos,
  ready_for_render: p.ready_for_render,
  voiceover: messageOrNull(p.voiceover, presentVoiceover),
  thumbnail: orNull(p.thumbnail),
});

export const presentAgent = (a: Agent__Output) => ({
  id: a.id,
  created_at: a.created_at,
  updated_at: a.updated_at,
  full_name: a.full_name,
  profile_photo: messageOrNull(a.profile_photo, presentImage),
  first_name: a.first_name,
  last_name: a.last_name,
  contact_number: a.contact_number,
  contact_email: a.contact_email,
});

export const presentBrandKit = (k: BrandKit__Output) => ({
  id: k.id,
  created_at: k.created_at,
  updated_at: k.updated_at,
  name: k.name,
  logo: messageOrNull(k.logo, presentImage),
  primary_color: k.primary_color,
  secondary_color: k.secondary_color,
  font: k.font,
  intro_template_key: k.intro_template_key,
  outro_template_key: k.outro_template_key,
  background_music: orNull(k.background_music),
  background_music_volume: k.background_music_volume,
  speaker_voice: messageOrNull(k.speaker_voice, presentVoice),
});

export const presentShot = (s: Shot__Output) => ({
  id: s.id,
  project_real_estate: s.project_real_estate,
  order: s.order,
  created_at: s.created_at,
  image: messageOrNull(s.image, presentImage),
  first_frame: messageOrNull(s.first_frame, presentImage),
  original_first_frame: messageOrNull(s.original_first_frame, presentImage),
  animation_prompt: messageOrNull(s.animation_prompt, (t) => ({ id: t.id, created_at: t.created_at, text: t.text })),
  vfx_prompt: s.vfx_prompt,
  description_job: orNull(s.description_job),
  camera_movement: s.camera_movement,
  transition_in: s.transition_in,
  transition_out: s.transition_out,
  playback_speed: s.playback_speed,
  requested_duration_s: s.requested_duration_s,
  duration_s: s.duration_s,
  crop_x: orNull(s.crop_x),
  crop_y: orNull(s.crop_y),
  crop_width: orNull(s.crop_width),
  crop_height: orNull(s.crop_height),
  video_start_time_s: s.video_start_time_s,
  video_end_time_s: orNull(s.video_end_time_s),
  selected_video: messageOrNull(s.selected_video, presentVideo),
  rendered_video: messageOrNull(s.rendered_video, presentVideo),
});

export { presentImage, presentVideo };

export { presentAudio, presentShotVideoJob, presentVoiceover } from '@platform/job-events';

export const presentMusicTrack = (t: MusicTrack__Output) => ({ ...presentAudio(t), mood: t.mood });

export const presentTemplate = (t: CardTemplate__Output) => ({
  key: t.key,
  kind: t.kind,
  name: t.name,
  override_fields: [...t.override_fields],
  preview_image: t.preview_image,
});
