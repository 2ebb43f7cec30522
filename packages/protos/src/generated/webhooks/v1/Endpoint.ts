// Original file: webhooks/v1/webhooks.proto


export interface Endpoint {
  'id'?: (string);
  'url'?: (string);
  'events'?: (string)[];
  'is_active'?: (boolean);
  'secret'?: (string);
  'disabled_reason'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'job_id'?: (string);
  '_secret'?: "secret";
  '_disabled_reason'?: "disabled_reason";
  '_job_id'?: "job_id";
}

export interface Endpoint__Output {
  'id': (string);
  'url': (string);
  'events': (string)[];
  'is_active': (boolean);
  'secret'?: (string);
  'disabled_reason'?: (string);
  'created_at': (string);
  'updated_at': (string);
  'job_id'?: (string);
  '_secret'?: "secret";
  '_disabled_reason'?: "disabled_reason";
  '_job_id'?: "job_id";
}
