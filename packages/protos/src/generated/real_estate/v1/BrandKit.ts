// Original file: real_estate/v1/real_estate.proto

import type { ImageAsset as _real_estate_v1_ImageAsset, ImageAsset__Output as _real_estate_v1_ImageAsset__Output } from '../../real_estate/v1/ImageAsset.ts';
import type { Voice as _real_estate_v1_Voice, Voice__Output as _real_estate_v1_Voice__Output } from '../../real_estate/v1/Voice.ts';

export interface BrandKit {
  'id'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'name'?: (string);
  'logo'?: (_real_estate_v1_ImageAsset | null);
  'primary_color'?: (string);
  'secondary_color'?: (string);
  'font'?: (string);
  'intro_template_key'?: (string);
  'outro_template_key'?: (string);
  'background_music'?: (string);
  'background_music_volume'?: (number | string);
  'speaker_voice'?: (_real_estate_v1_Voice | null);
  '_background_music'?: "background_music";
}

export interface BrandKit__Output {
  'id': (string);
  'created_at': (string);
  'updated_at': (string);
  'name': (string);
  'logo': (_real_estate_v1_ImageAsset__Output | null);
  'primary_color': (string);
  'secondary_color': (string);
  'font': (string);
  'intro_template_key': (string);
  'outro_template_key': (string);
  'background_music'?: (string);
  'background_music_volume': (number);
  'speaker_voice': (_real_estate_v1_Voice__Output | null);
  '_background_music'?: "background_music";
}
