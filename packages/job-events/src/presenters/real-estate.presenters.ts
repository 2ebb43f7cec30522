// Real estate's read messages (real_estate.v1: shot video, voiceover and render jobs, projects and
// voices) -> the bodies their read endpoints show.
import type { AudioAsset__Output } from '@platform/protos/generated/real_estate/v1/AudioAsset.ts';
import type { Project__Output } from '@platform/protos/generated/real_estate/v1/Project.ts';
import type { Voice__Output } from '@platform/protos/generated/real_estate/v1/Voice.ts';
import type { ListingJob__Output } from '@platform/protos/generated/real_estate/v1/ListingJob.ts';
import type { Voiceover__Output } from '@platform/protos/generated/real_estate/v1/Voiceover.ts';
import type { ShotVideoJob__Output } from '@platform/protos/generated/real_estate/v1/ShotVideoJob.ts';
import { formatDecimal } from '../decimal.ts';
import { presentImage, presentVideo } from './studio.presenters.ts';
import { messageOrNull, orNull } from './optional.ts';

/** An empty object (most listed projects' overrides): one shared frozen object instead of parsing `{}` each time. */
const EMPTY: Record<string, unknown> = Object.freeze({});
const json = (text: string): Record<string, unknown> =>
  text && text !== '{}' ? (JSON.parse(text) as Record<string, unknown>) : EMPTY;

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
  webhook_url: orNull(j.webhook_url),
});

export const presentAudio = (a: AudioAsset__Output) => ({
  id: a.id,
  name: a.name,
  created_at: a.created_at,
  file: orNull(a.file),
  duration_s: a.duration_s,
  file_size: Number(a.file_size),
  bitrate: Number(a.bitrate),
  sample_rate: a.sample_rate,
  channels: a.channels,
});

export const presentVoiceover = (v: Voiceover__Output) => ({
  id: v.id,
  created_at: v.created_at,
  audio_asset: messageOrNull(v.audio_asset, presentAudio),
  caption_asset: messageOrNull(v.caption_asset, (c) => ({
    id: c.id,
    created_at: c.created_at,
    name: c.name,
    file: orNull(c.file),
  })),
  text_asset: messageOrNull(v.text_asset, (t) => ({ id: t.id, created_at: t.created_at, text: t.text })),
  metadata: json(v.metadata_json),
});

// Voiceover and render jobs (decisions file: the common job fields plus progress and eta_s).
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
  webhook_url: orNull(j.webhook_url),
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
  captions: j.captions
    ? {
        id: j.captions.id,
        created_at: j.captions.created_at,
        name: j.captions.name,
        file: orNull(j.captions.file),
      }
    : null,
  thumbnail: orNull(j.thumbnail),
});

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
  supported_languages: v.supported_languages.map((l) => ({
    id: l.id,
    locale: l.locale,
    language: l.language,
    accent: l.accent,
    preview_url: l.preview_url,
  })),
});

/**
 * A project as its read endpoint shows it. The gateway presents single reads with it, and real
 * estate the project list's pages, which it sends the gateway ready to serve (real_estate.proto,
 * ProjectListPage).
 */
export const presentRealEstateProject = (p: Project__Output) => ({
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
