// Original file: studio/v1/studio.proto


export interface Idempotency {
  'key'?: (string);
  'request_hash'?: (string);
}

export interface Idempotency__Output {
  'key': (string);
  'request_hash': (string);
}
