// Original file: webhooks/v1/webhooks.proto

import type { Attempt as _webhooks_v1_Attempt, Attempt__Output as _webhooks_v1_Attempt__Output } from '../../webhooks/v1/Attempt.ts';

export interface Delivery {
  'id'?: (string);
  'event_id'?: (string);
  'event_type'?: (string);
  'status'?: (string);
  'created_at'?: (string);
  'next_attempt_at'?: (string);
  'attempts'?: (_webhooks_v1_Attempt)[];
  'payload_json'?: (string);
  '_next_attempt_at'?: "next_attempt_at";
}

export interface Delivery__Output {
  'id': (string);
  'event_id': (string);
  'event_type': (string);
  'status': (string);
  'created_at': (string);
  'next_attempt_at'?: (string);
  'attempts': (_webhooks_v1_Attempt__Output)[];
  'payload_json': (string);
  '_next_attempt_at'?: "next_attempt_at";
}
