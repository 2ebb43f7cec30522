// Records and views -> protobuf messages, and request fields -> domain changes. The public API's
// nulls are absent `optional` fields (or unset messages).
import type { Agent } from '@platform/protos/generated/real_estate/v1/Agent.ts';
import type { BrandKit } from '@platform/protos/generated/real_estate/v1/BrandKit.ts';
import type { BrandKitRequest__Output } from '@platform/protos/generated/real_estate/v1/BrandKitRequest.ts';
import type { Project } from '@platform/protos/generated/real_estate/v1/Project.ts';
import type { ProjectFields__Output } from '@platform/protos/generated/real_estate/v1/ProjectFields.ts';
import type { AudioAsset } from '@platform/protos/generated/real_estate/v1/AudioAsset.ts';
import type { CardTemplate } from '@platform/protos/generated/real_estate/v1/CardTemplate.ts';
import type { MusicTrack } from '@platform/protos/generated/real_estate/v1/MusicTrack.ts';
import type { Voice } from '@platform/protos/generated/real_estate/v1/Voice.ts';
import type { Voiceover } from '@platform/protos/generated/real_estate/v1/Voiceover.ts';
import { validationError } from '@platform/errors';
import { agentFullName } from '../domain/agents.service.ts';
import type { BrandKitChanges } from '../domain/brand-kits.service.ts';
import type { ProjectChanges } from '../domain/project-settings.ts';
import type { AgentRecord, BrandKitRecord, ProjectRecord } from '../domain/records.ts';
import type { VoiceView } from '../domain/voices.service.ts';
import type { AssetView } from '../domain/asset-views.ts';
import type { MusicTrackView } from '../domain/music.service.ts';
import type { TemplateView } from '../domain/templates.service.ts';
import { toImage } from './asset-mappers.ts';

const opt = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

export const toVoice = (view: VoiceView): Voice => ({
  id: view.voice.id,
  created_at: view.createdAt.toISOString(),
  name: view.voice.name,
  language_code: view.voice.languageCode,
  language: view.voice.language,
  accent: view.voice.accent,
  gender: view.voice.gender,
  use_case: view.voice.useCase,
  descriptive: view.voice.descriptive,
  description: view.voice.description,
  avatar_image_url: '',
  audio_preview_url: view.previewUrl,
  cloned_by_count: 0,
  supported_languages: [
    {
      id: view.voice.id,
      locale: view.voice.languageCode,
      language: view.voice.language,
      accent: view.voice.accent,
      preview_url: view.previewUrl,
    },
  ],
});

/** A library track in the AudioAsset shape plus its mood. */
export const toMusicTrack = (view: MusicTrackView): MusicTrack => ({
  id: view.track.asset_id,
  name: view.track.title,
  created_at: view.createdAt.toISOString(),
  file: view.file,
  duration_s: view.track.duration_s,
  file_size: view.track.file_size,
  bitrate: view.track.bitrate,
  sample_rate: view.track.sample_rate,
  channels: view.track.channels,
  mood: view.track.mood,
});

export const toCardTemplate = (view: TemplateView): CardTemplate => ({
  key: view.template.id,
  kind: view.template.kind,
  name: view.template.name,
  override_fields: [...view.template.overrides],
  preview_image: view.previewUrl,
});

/**
 * `music`: the project's audio asset or a library track, already in the AudioAsset shape. Every
 * field in one literal (a list page builds 20 of them; no copy to add the voiceover afterwards).
 */
export function toProject(
  project: ProjectRecord,
  speakerVoice: VoiceView | null,
  logo: AssetView | null,
  music: AudioAsset | null,
  voiceover: Voiceover | undefined,
  thumbnail: string | undefined,
): Project {
  const s = project.settings;
  return {
    id: project.id,
    name: s.name,
    description: s.description,
    created_at: project.createdAt.toISOString(),
    updated_at: project.updatedAt.toISOString(),
    background_music: music ?? undefined,
    background_music_volume: s.background_music_volume,
    logo_asset: logo ? toImage(logo) : undefined,
    speaker_voice: speakerVoice ? toVoice(speakerVoice) : undefined,
    is_voiceover_enabled: s.is_voiceover_enabled,
    is_captions_enabled: s.is_captions_enabled,
    ai_generated_text: s.ai_generated_text,
    video_style: s.video_style,
    video_format: s.video_format,
    model_code_name: s.model_code_name,
    requested_output_width: s.requested_output_width,
    requested_output_height: s.requested_output_height,
    requested_video_aspect_ratio: s.requested_video_aspect_ratio,
    duration_s: project.stats.durationS,
    requested_duration_s: project.stats.requestedDurationS,
    street_address: s.street_address,
    suburb: s.suburb,
    state: s.state,
    country_name: s.country_name,
    city_name: s.city_name,
    num_bedrooms: opt(s.num_bedrooms),
    num_bathrooms: opt(s.num_bathrooms),
    num_car_parking_spots: opt(s.num_car_parking_spots),
    num_floors: opt(s.num_floors),
    price_display: s.price_display,
    land_size_value: opt(s.land_size_value),
    land_size_unit: s.land_size_unit,
    real_estate_type: s.real_estate_type,
    additional_information: s.additional_information,
    intro_template_key: s.intro_template_key,
    outro_template_key: s.outro_template_key,
    intro_template_overrides_json: JSON.stringify(s.intro_template_overrides),
    outro_template_overrides_json: JSON.stringify(s.outro_template_overrides),
    shot_count: project.stats.shotCount,
    num_full_rendered_videos: project.numFullRenderedVideos,
    ready_for_render: project.stats.readyForRender,
    voiceover,
    thumbnail,
  };
}

function overrides(field: string, json: string | undefined): Record<string, unknown> | undefined {
  if (json === undefined) return undefined;
  try {
    return JSON.parse(json) as Record<string, unknown>;
  } catch {
    throw validationError('Invalid input.', { [field]: ['Must be a JSON object.'] });
  }
}

/** Set fields only: absent ones stay as they are (or take their defaults on create). */
export function projectChanges(fields: ProjectFields__Output | null): ProjectChanges {
  const f = (fields ?? {}) as Partial<ProjectFields__Output>;
  const changes: ProjectChanges = {};
  const copy = <K extends keyof ProjectChanges>(key: K, value: ProjectChanges[K] | undefined) => {
    if (value !== undefined) changes[key] = value;
  };
  for (const key of [
    'name',
    'description',
    'ai_generated_text',
    'video_style',
    'video_format',
    'model_code_name',
    'requested_video_aspect_ratio',
    'street_address',
    'suburb',
    'state',
    'country_name',
    'city_name',
    'price_display',
    'land_size_unit',
    'real_estate_type',
    'additional_information',
    'intro_template_key',
    'outro_template_key',
    'background_music',
    'logo_asset',
    'speaker_voice',
  ] as const) {
    copy(key, f[key]);
  }
  for (const key of ['is_voiceover_enabled', 'is_captions_enabled'] as const) copy(key, f[key]);
  for (const key of ['requested_output_width', 'requested_output_height'] as const) copy(key, f[key]);
  for (const key of ['num_bedrooms', 'num_bathrooms', 'num_car_parking_spots', 'num_floors'] as const)
    copy(key, f[key]);
  copy(
    'background_music_volume',
    f.background_music_volume === undefined ? undefined : Number(f.background_music_volume),
  );
  copy('land_size_value', f.land_size_value === undefined ? undefined : Number(f.land_size_value));
  copy('intro_template_overrides', overrides('intro_template_overrides', f.intro_template_overrides_json));
  copy('outro_template_overrides', overrides('outro_template_overrides', f.outro_template_overrides_json));
  const clears = {
    background_music: f.clear_background_music,
    logo_asset: f.clear_logo_asset,
    speaker_voice: f.clear_speaker_voice,
    num_bedrooms: f.clear_num_bedrooms,
    num_bathrooms: f.clear_num_bathrooms,
    num_car_parking_spots: f.clear_num_car_parking_spots,
    num_floors: f.clear_num_floors,
    land_size_value: f.clear_land_size_value,
  } as const;
  for (const [key, clear] of Object.entries(clears)) {
    if (clear) (changes as Record<string, unknown>)[key] = null;
  }
  return changes;
}

export const toAgent = (agent: AgentRecord, photo: AssetView | null): Agent => ({
  id: agent.id,
  created_at: agent.createdAt.toISOString(),
  updated_at: agent.updatedAt.toISOString(),
  full_name: agentFullName(agent.fields),
  profile_photo: photo ? toImage(photo) : undefined,
  ...agent.fields,
});

export const toBrandKit = (
  kit: BrandKitRecord,
  voice: VoiceView | null,
  logo: AssetView | null,
): BrandKit => ({
  id: kit.id,
  logo: logo ? toImage(logo) : undefined,
  created_at: kit.createdAt.toISOString(),
  updated_at: kit.updatedAt.toISOString(),
  ...kit.settings,
  background_music: opt(kit.settings.background_music),
  speaker_voice: voice ? toVoice(voice) : undefined,
});

export function brandKitChanges(request: BrandKitRequest__Output): BrandKitChanges {
  const changes: BrandKitChanges = {};
  for (const key of [
    'name',
    'primary_color',
    'secondary_color',
    'font',
    'intro_template_key',
    'outro_template_key',
    'background_music',
    'speaker_voice',
  ] as const) {
    const value = request[key];
    if (value !== undefined) changes[key] = value;
  }
  if (request.background_music_volume !== undefined)
    changes.background_music_volume = Number(request.background_music_volume);
  if (request.clear_background_music) changes.background_music = null;
  if (request.clear_speaker_voice) changes.speaker_voice = null;
  return changes;
}
