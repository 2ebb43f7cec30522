// Original file: billing/v1/billing.proto


export interface ReleaseHoldRequest {
  'job_id'?: (string);
}

export interface ReleaseHoldRequest__Output {
  'job_id': (string);
}
