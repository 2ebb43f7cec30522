// Original file: webhooks/v1/webhooks.proto


export interface Attempt {
  'attempted_at'?: (string);
  'status_code'?: (number);
  'error'?: (string);
  'duration_ms'?: (number);
  '_status_code'?: "status_code";
}

export interface Attempt__Output {
  'attempted_at': (string);
  'status_code'?: (number);
  'error': (string);
  'duration_ms': (number);
  '_status_code'?: "status_code";
}
