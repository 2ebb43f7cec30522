// gRPC answers of the real estate service -> the JSON shapes of the interface spec, for what only
// the gateway shows (agents, brand kits, shots, music, templates); what the service shows too
// (projects, jobs, voices, assets) is presented by @platform/job-events. Absent optional fields and
// unset messages are null on the wire; JSON objects travel as text.
import type { Agent__Output } from '@platform/protos/generated/real_estate/v1/Agent.ts';
import type { BrandKit__Output } from '@platform/protos/generated/real_estate/v1/BrandKit.ts';
import type { CardTemplate__Output } from '@platform/protos/generated/real_estate/v1/CardTemplate.ts';
import type { MusicTrack__Output } from '@platform/protos/generated/real_estate/v1/MusicTrack.ts';
import type { Shot__Output } from '@platform/protos/generated/real_estate/v1/Shot.ts';
import {
  messageOrNull,
  orNull,
  presentAudio,
  presentImage,
  presentVideo,
  presentVoice,
} from '@platform/job-events';

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

export const presentRealEstateShot = (s: Shot__Output) => ({
  id: s.id,
  project_real_estate: s.project_real_estate,
  order: s.order,
  created_at: s.created_at,
  image: messageOrNull(s.image, presentImage),
  first_frame: messageOrNull(s.first_frame, presentImage),
  original_first_frame: messageOrNull(s.original_first_frame, presentImage),
  animation_prompt: messageOrNull(s.animation_prompt, (t) => ({
    id: t.id,
    created_at: t.created_at,
    text: t.text,
  })),
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

export const presentMusicTrack = (t: MusicTrack__Output) => ({ ...presentAudio(t), mood: t.mood });

export const presentTemplate = (t: CardTemplate__Output) => ({
  key: t.key,
  kind: t.kind,
  name: t.name,
  override_fields: [...t.override_fields],
  preview_image: t.preview_image,
});
