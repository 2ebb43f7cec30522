// Original file: enhancement/v1/enhancement.proto

import type { Long } from '@grpc/proto-loader';

export interface ListMlModelsRequest {
  'account_id'?: (number | string | Long);
}

export interface ListMlModelsRequest__Output {
  'account_id': (string);
}
