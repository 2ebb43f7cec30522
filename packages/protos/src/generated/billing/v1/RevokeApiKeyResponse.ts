// Original file: billing/v1/billing.proto


export interface RevokeApiKeyResponse {
  'revoked'?: (boolean);
}

export interface RevokeApiKeyResponse__Output {
  'revoked': (boolean);
}
