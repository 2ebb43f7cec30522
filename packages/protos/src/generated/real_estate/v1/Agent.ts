// Original file: real_estate/v1/real_estate.proto

import type { ImageAsset as _real_estate_v1_ImageAsset, ImageAsset__Output as _real_estate_v1_ImageAsset__Output } from '../../real_estate/v1/ImageAsset.ts';

export interface Agent {
  'id'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'full_name'?: (string);
  'profile_photo'?: (_real_estate_v1_ImageAsset | null);
  'first_name'?: (string);
  'last_name'?: (string);
  'contact_number'?: (string);
  'contact_email'?: (string);
}

export interface Agent__Output {
  'id': (string);
  'created_at': (string);
  'updated_at': (string);
  'full_name': (string);
  'profile_photo': (_real_estate_v1_ImageAsset__Output | null);
  'first_name': (string);
  'last_name': (string);
  'contact_number': (string);
  'contact_email': (string);
}
