// Original file: billing/v1/billing.proto


export interface CreateAccountRequest {
  'email'?: (string);
  'credits'?: (string);
}

export interface CreateAccountRequest__Output {
  'email': (string);
  'credits': (string);
}
