// Original file: enhancement/v1/enhancement.proto

import type { Long } from '@grpc/proto-loader';

export interface RestoredVideo {
  'id'?: (number | string | Long);
  'job_id'?: (number | string | Long);
  'name'?: (string);
  'created_at'?: (string);
  'width'?: (number);
  'height'?: (number);
  'owner'?: (number | string | Long);
  'deleted'?: (string);
  'framerate'?: (number | string);
  'n_frames'?: (number);
  'bitrate'?: (number | string | Long);
  'codec_id'?: (string);
  'bit_depth'?: (number);
  'chroma_subsampling'?: (string);
  'color_space'?: (string);
  'size'?: (number | string | Long);
  'file_url'?: (string);
  'thumbnail_url'?: (string);
  'quality_score'?: (number | string);
  'has_preview_videos'?: (boolean);
  'before_video_url'?: (string);
  'after_video_url'?: (string);
  'side_by_side_url'?: (string);
  'duration_s'?: (number | string);
  '_bitrate'?: "bitrate";
  '_codec_id'?: "codec_id";
  '_bit_depth'?: "bit_depth";
  '_chroma_subsampling'?: "chroma_subsampling";
  '_color_space'?: "color_space";
}

export interface RestoredVideo__Output {
  'id': (string);
  'job_id': (string);
  'name': (string);
  'created_at': (string);
  'width': (number);
  'height': (number);
  'owner': (string);
  'deleted': (string);
  'framerate': (number);
  'n_frames': (number);
  'bitrate'?: (string);
  'codec_id'?: (string);
  'bit_depth'?: (number);
  'chroma_subsampling'?: (string);
  'color_space'?: (string);
  'size': (string);
  'file_url': (string);
  'thumbnail_url': (string);
  'quality_score': (number);
  'has_preview_videos': (boolean);
  'before_video_url': (string);
  'after_video_url': (string);
  'side_by_side_url': (string);
  'duration_s': (number);
  '_bitrate'?: "bitrate";
  '_codec_id'?: "codec_id";
  '_bit_depth'?: "bit_depth";
  '_chroma_subsampling'?: "chroma_subsampling";
  '_color_space'?: "color_space";
}
