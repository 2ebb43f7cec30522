// Original file: billing/v1/billing.proto


export interface CreateApiKeyResponse {
  'api_key'?: (string);
  'key_prefix'?: (string);
}

export interface CreateApiKeyResponse__Output {
  'api_key': (string);
  'key_prefix': (string);
}
