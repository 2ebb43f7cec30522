// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface MusicTrack {
  'id'?: (string);
  'name'?: (string);
  'created_at'?: (string);
  'file'?: (string);
  'duration_s'?: (number | string);
  'file_size'?: (number | string | Long);
  'bitrate'?: (number | string | Long);
  'sample_rate'?: (number);
  'channels'?: (number);
  'mood'?: (string);
}

export interface MusicTrack__Output {
  'id': (string);
  'name': (string);
  'created_at': (string);
  'file': (string);
  'duration_s': (number);
  'file_size': (string);
  'bitrate': (string);
  'sample_rate': (number);
  'channels': (number);
  'mood': (string);
}
