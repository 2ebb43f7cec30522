// Original file: studio/v1/studio.proto

import type { Idempotency as _studio_v1_Idempotency, Idempotency__Output as _studio_v1_Idempotency__Output } from '../../studio/v1/Idempotency.ts';
import type { Long } from '@grpc/proto-loader';

export interface CreateProjectRequest {
  'account_id'?: (number | string | Long);
  'name'?: (string);
  'description'?: (string);
  'idempotency'?: (_studio_v1_Idempotency | null);
}

export interface CreateProjectRequest__Output {
  'account_id': (string);
  'name': (string);
  'description': (string);
  'idempotency': (_studio_v1_Idempotency__Output | null);
}
