// Original file: real_estate/v1/real_estate.proto


export interface Idempotency {
  'key'?: (string);
  'request_hash'?: (string);
}

export interface Idempotency__Output {
  'key': (string);
  'request_hash': (string);
}
