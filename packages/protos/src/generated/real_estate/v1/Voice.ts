// Original file: real_estate/v1/real_estate.proto

import type { SupportedLanguage as _real_estate_v1_SupportedLanguage, SupportedLanguage__Output as _real_estate_v1_SupportedLanguage__Output } from '../../real_estate/v1/SupportedLanguage.ts';

export interface Voice {
  'id'?: (string);
  'created_at'?: (string);
  'name'?: (string);
  'language_code'?: (string);
  'language'?: (string);
  'accent'?: (string);
  'gender'?: (string);
  'use_case'?: (string);
  'descriptive'?: (string);
  'description'?: (string);
  'avatar_image_url'?: (string);
  'audio_preview_url'?: (string);
  'cloned_by_count'?: (number);
  'supported_languages'?: (_real_estate_v1_SupportedLanguage)[];
}

export interface Voice__Output {
  'id': (string);
  'created_at': (string);
  'name': (string);
  'language_code': (string);
  'language': (string);
  'accent': (string);
  'gender': (string);
  'use_case': (string);
  'descriptive': (string);
  'description': (string);
  'avatar_image_url': (string);
  'audio_preview_url': (string);
  'cloned_by_count': (number);
  'supported_languages': (_real_estate_v1_SupportedLanguage__Output)[];
}
