// Original file: enhancement/v1/enhancement.proto

import type { Long } from '@grpc/proto-loader';

export interface InputVideo {
  'id'?: (number | string | Long);
  'name'?: (string);
  'width'?: (number);
  'height'?: (number);
  'created_at'?: (string);
  'n_frames'?: (number);
  'framerate'?: (number | string);
  'size'?: (number | string | Long);
  'owner'?: (string);
  'thumbnail_url'?: (string);
  'external_url'?: (string);
  'bitrate'?: (number | string | Long);
  'codec_id'?: (string);
  'bit_depth'?: (number);
  'chroma_subsampling'?: (string);
  'color_space'?: (string);
  'file_url'?: (string);
  'duration_s'?: (number | string);
  'has_audio'?: (boolean);
  '_external_url'?: "external_url";
  '_bitrate'?: "bitrate";
  '_codec_id'?: "codec_id";
  '_bit_depth'?: "bit_depth";
  '_chroma_subsampling'?: "chroma_subsampling";
  '_color_space'?: "color_space";
}

export interface InputVideo__Output {
  'id': (string);
  'name': (string);
  'width': (number);
  'height': (number);
  'created_at': (string);
  'n_frames': (number);
  'framerate': (number);
  'size': (string);
  'owner': (string);
  'thumbnail_url': (string);
  'external_url'?: (string);
  'bitrate'?: (string);
  'codec_id'?: (string);
  'bit_depth'?: (number);
  'chroma_subsampling'?: (string);
  'color_space'?: (string);
  'file_url': (string);
  'duration_s': (number);
  'has_audio': (boolean);
  '_external_url'?: "external_url";
  '_bitrate'?: "bitrate";
  '_codec_id'?: "codec_id";
  '_bit_depth'?: "bit_depth";
  '_chroma_subsampling'?: "chroma_subsampling";
  '_color_space'?: "color_space";
}
