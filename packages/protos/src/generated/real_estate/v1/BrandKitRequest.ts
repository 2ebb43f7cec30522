// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface BrandKitRequest {
  'account_id'?: (number | string | Long);
  'id'?: (string);
  'name'?: (string);
  'primary_color'?: (string);
  'secondary_color'?: (string);
  'font'?: (string);
  'intro_template_key'?: (string);
  'outro_template_key'?: (string);
  'background_music'?: (string);
  'clear_background_music'?: (boolean);
  'background_music_volume'?: (number | string);
  'speaker_voice'?: (string);
  'clear_speaker_voice'?: (boolean);
  '_name'?: "name";
  '_primary_color'?: "primary_color";
  '_secondary_color'?: "secondary_color";
  '_font'?: "font";
  '_intro_template_key'?: "intro_template_key";
  '_outro_template_key'?: "outro_template_key";
  '_background_music'?: "background_music";
  '_background_music_volume'?: "background_music_volume";
  '_speaker_voice'?: "speaker_voice";
}

export interface BrandKitRequest__Output {
  'account_id': (string);
  'id': (string);
  'name'?: (string);
  'primary_color'?: (string);
  'secondary_color'?: (string);
  'font'?: (string);
  'intro_template_key'?: (string);
  'outro_template_key'?: (string);
  'background_music'?: (string);
  'clear_background_music': (boolean);
  'background_music_volume'?: (number);
  'speaker_voice'?: (string);
  'clear_speaker_voice': (boolean);
  '_name'?: "name";
  '_primary_color'?: "primary_color";
  '_secondary_color'?: "secondary_color";
  '_font'?: "font";
  '_intro_template_key'?: "intro_template_key";
  '_outro_template_key'?: "outro_template_key";
  '_background_music'?: "background_music";
  '_background_music_volume'?: "background_music_volume";
  '_speaker_voice'?: "speaker_voice";
}
