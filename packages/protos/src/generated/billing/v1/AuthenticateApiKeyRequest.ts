// Original file: billing/v1/billing.proto


export interface AuthenticateApiKeyRequest {
  'api_key'?: (string);
}

export interface AuthenticateApiKeyRequest__Output {
  'api_key': (string);
}
