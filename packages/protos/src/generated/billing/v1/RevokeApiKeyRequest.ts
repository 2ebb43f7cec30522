// Original file: billing/v1/billing.proto


export interface RevokeApiKeyRequest {
  'api_key'?: (string);
}

export interface RevokeApiKeyRequest__Output {
  'api_key': (string);
}
