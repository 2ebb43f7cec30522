// Original file: billing/v1/billing.proto


export interface CaptureHoldRequest {
  'job_id'?: (string);
  'amount'?: (string);
}

export interface CaptureHoldRequest__Output {
  'job_id': (string);
  'amount': (string);
}
