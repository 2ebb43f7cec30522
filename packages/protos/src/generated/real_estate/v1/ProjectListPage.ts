// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface ProjectListPage {
  'count'?: (number | string | Long);
  'results_json'?: (Buffer | Uint8Array | string);
}

export interface ProjectListPage__Output {
  'count': (string);
  'results_json': (Buffer);
}
