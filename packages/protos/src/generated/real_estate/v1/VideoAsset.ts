// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface VideoAsset {
  'id'?: (string);
  'name'?: (string);
  'name_tag'?: (string);
  'tags'?: (string)[];
  'created_at'?: (string);
  'file'?: (string);
  'external_url'?: (string);
  'thumbnail'?: (string);
  'last_frame'?: (string);
  'width'?: (number);
  'height'?: (number);
  'file_size'?: (number | string | Long);
  'num_frames'?: (number);
  'framerate'?: (number | string);
  'duration_s'?: (number | string);
  'bitrate'?: (number | string | Long);
  'codec_id'?: (string);
  'bit_depth'?: (number);
  'chroma_subsampling'?: (string);
  'color_space'?: (string);
  '_file'?: "file";
  '_external_url'?: "external_url";
  '_thumbnail'?: "thumbnail";
  '_last_frame'?: "last_frame";
  '_bitrate'?: "bitrate";
  '_codec_id'?: "codec_id";
  '_bit_depth'?: "bit_depth";
  '_chroma_subsampling'?: "chroma_subsampling";
  '_color_space'?: "color_space";
}

export interface VideoAsset__Output {
  'id': (string);
  'name': (string);
  'name_tag': (string);
  'tags': (string)[];
  'created_at': (string);
  'file'?: (string);
  'external_url'?: (string);
  'thumbnail'?: (string);
  'last_frame'?: (string);
  'width': (number);
  'height': (number);
  'file_size': (string);
  'num_frames': (number);
  'framerate': (number);
  'duration_s': (number);
  'bitrate'?: (string);
  'codec_id'?: (string);
  'bit_depth'?: (number);
  'chroma_subsampling'?: (string);
  'color_space'?: (string);
  '_file'?: "file";
  '_external_url'?: "external_url";
  '_thumbnail'?: "thumbnail";
  '_last_frame'?: "last_frame";
  '_bitrate'?: "bitrate";
  '_codec_id'?: "codec_id";
  '_bit_depth'?: "bit_depth";
  '_chroma_subsampling'?: "chroma_subsampling";
  '_color_space'?: "color_space";
}
