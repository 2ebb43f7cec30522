// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface ImageAsset {
  'id'?: (string);
  'name'?: (string);
  'name_tag'?: (string);
  'tags'?: (string)[];
  'created_at'?: (string);
  'file'?: (string);
  'thumbnail'?: (string);
  'external_url'?: (string);
  'width'?: (number);
  'height'?: (number);
  'file_size'?: (number | string | Long);
  '_file'?: "file";
  '_thumbnail'?: "thumbnail";
  '_external_url'?: "external_url";
  '_file_size'?: "file_size";
}

export interface ImageAsset__Output {
  'id': (string);
  'name': (string);
  'name_tag': (string);
  'tags': (string)[];
  'created_at': (string);
  'file'?: (string);
  'thumbnail'?: (string);
  'external_url'?: (string);
  'width': (number);
  'height': (number);
  'file_size'?: (string);
  '_file'?: "file";
  '_thumbnail'?: "thumbnail";
  '_external_url'?: "external_url";
  '_file_size'?: "file_size";
}
