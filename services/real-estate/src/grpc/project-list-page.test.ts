// The list's projects are presented from the message real estate builds, not from the decoded
// wire form the gateway presents single reads from: both must give the same JSON.
import { presentRealEstateProject } from '@platform/job-events';
import { realEstateProto } from '@platform/protos';
import type { Project } from '@platform/protos/generated/real_estate/v1/Project.ts';
import { describe, expect, it } from 'vitest';
import { asDecoded, projectListPage } from './project-list-page.ts';

const GetProject = realEstateProto().real_estate.v1.RealEstateService.service.GetProject;
/** What the gateway's read route presents: the message after the wire. */
const asRead = (project: Project) =>
  presentRealEstateProject(GetProject.responseDeserialize(GetProject.responseSerialize(project)));

const plain: Project = {
  id: '0b0c8a4e-3c55-4f0e-9a7e-000000000001',
  name: 'Beach house',
  description: '',
  created_at: '2026-11-27T05:00:00.000Z',
  updated_at: '2026-11-27T05:01:00.000Z',
  background_music_volume: 0.35,
  is_voiceover_enabled: true,
  is_captions_enabled: false,
  ai_generated_text: '',
  video_style: 'modern',
  video_format: '16:9',
  model_code_name: 'hexal_standard_i2v',
  requested_output_width: 1920,
  requested_output_height: 1080,
  requested_video_aspect_ratio: '16:9',
  duration_s: 12.5,
  requested_duration_s: 0,
  street_address: '1 Ocean Rd',
  suburb: 'Bondi',
  state: 'NSW',
  country_name: 'Australia',
  city_name: 'Sydney',
  num_bedrooms: 3,
  num_bathrooms: 0,
  num_car_parking_spots: undefined,
  num_floors: undefined,
  price_display: '$1.2M',
  land_size_value: 612.5,
  land_size_unit: 'sqm',
  real_estate_type: 'house',
  additional_information: 'Ünïcode "quoted" \\ text',
  intro_template_key: 'classic',
  outro_template_key: 'classic',
  intro_template_overrides_json: '{}',
  outro_template_overrides_json: '{"headline":"Sold"}',
  shot_count: 4,
  num_full_rendered_videos: 1,
  ready_for_render: true,
  thumbnail: 'https://storage.example/thumb.jpg?X-Amz-Signature=abc',
};

const referencing: Project = {
  ...plain,
  logo_asset: {
    id: 'logo-1',
    name: 'logo.png',
    name_tag: '',
    tags: [],
    created_at: plain.created_at,
    file: 'https://storage.example/logo.png',
    width: 400,
    height: 200,
    file_size: 12_345,
  },
  background_music: {
    id: 'track-1',
    name: 'Calm',
    created_at: plain.created_at,
    file: 'https://storage.example/calm.mp3',
    duration_s: 61.2,
    file_size: 987_654,
    bitrate: 192_000,
    sample_rate: 44_100,
    channels: 2,
  },
  speaker_voice: {
    id: 'flite-slt',
    created_at: plain.created_at,
    name: 'Sally',
    language_code: 'en-US',
    language: 'English',
    accent: 'American',
    gender: 'female',
    use_case: 'narration',
    descriptive: 'calm',
    description: 'A calm voice',
    audio_preview_url: 'https://storage.example/preview.wav',
    supported_languages: [
      {
        id: 'flite-slt',
        locale: 'en-US',
        language: 'English',
        accent: 'American',
        preview_url: 'https://storage.example/preview.wav',
      },
    ],
  },
  voiceover: {
    id: 'vo-1',
    created_at: plain.created_at,
    audio_asset: {
      id: 'audio-1',
      name: 'voiceover.wav',
      created_at: plain.created_at,
      duration_s: 30,
      file_size: 1_000,
      bitrate: 256_000,
    },
    metadata_json: '{"voice":"flite-slt"}',
  },
};

describe('the project list page', () => {
  it('presents a project that references nothing from the message itself, as its read does', () => {
    expect(asDecoded(plain)).toBe(plain);
    expect(presentRealEstateProject(asDecoded(plain))).toEqual(asRead(plain));
    const bare: Project = {
      ...plain,
      num_bedrooms: undefined,
      num_bathrooms: undefined,
      land_size_value: undefined,
      thumbnail: undefined,
    };
    expect(presentRealEstateProject(asDecoded(bare))).toEqual(asRead(bare));
  });

  it('presents one with nested messages from their wire form, as its read does (int64 sizes, unset fields)', () => {
    expect(asDecoded(referencing)).not.toBe(referencing);
    expect(presentRealEstateProject(asDecoded(referencing))).toEqual(asRead(referencing));
    // Read straight from the message, the nested int64 and unset fields would differ.
    expect(presentRealEstateProject(referencing as never)).not.toEqual(asRead(referencing));
  });

  it('encodes the page as the JSON array of the presented projects, in order, with its count', () => {
    const page = projectListPage(1000, [referencing, plain]);
    expect(page.count).toBe(1000);
    expect(JSON.parse((page.results_json as Buffer).toString())).toEqual(
      JSON.parse(JSON.stringify([asRead(referencing), asRead(plain)])),
    );
    expect(JSON.parse((projectListPage(0, []).results_json as Buffer).toString())).toEqual([]);
  });
});
