// Original file: real_estate/v1/real_estate.proto

import type { AudioAsset as _real_estate_v1_AudioAsset, AudioAsset__Output as _real_estate_v1_AudioAsset__Output } from '../../real_estate/v1/AudioAsset.ts';
import type { CaptionAsset as _real_estate_v1_CaptionAsset, CaptionAsset__Output as _real_estate_v1_CaptionAsset__Output } from '../../real_estate/v1/CaptionAsset.ts';
import type { TextAsset as _real_estate_v1_TextAsset, TextAsset__Output as _real_estate_v1_TextAsset__Output } from '../../real_estate/v1/TextAsset.ts';

export interface Voiceover {
  'id'?: (string);
  'created_at'?: (string);
  'audio_asset'?: (_real_estate_v1_AudioAsset | null);
  'caption_asset'?: (_real_estate_v1_CaptionAsset | null);
  'text_asset'?: (_real_estate_v1_TextAsset | null);
  'metadata_json'?: (string);
}

export interface Voiceover__Output {
  'id': (string);
  'created_at': (string);
  'audio_asset': (_real_estate_v1_AudioAsset__Output | null);
  'caption_asset': (_real_estate_v1_CaptionAsset__Output | null);
  'text_asset': (_real_estate_v1_TextAsset__Output | null);
  'metadata_json': (string);
}
