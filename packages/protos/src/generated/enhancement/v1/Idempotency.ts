// Original file: enhancement/v1/enhancement.proto


export interface Idempotency {
  'key'?: (string);
  'request_hash'?: (string);
}

export interface Idempotency__Output {
  'key': (string);
  'request_hash': (string);
}
