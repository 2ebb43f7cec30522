// Original file: webhooks/v1/webhooks.proto


export interface SigningSecret {
  'secret'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
}

export interface SigningSecret__Output {
  'secret': (string);
  'created_at': (string);
  'updated_at': (string);
}
