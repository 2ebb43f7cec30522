// Original file: real_estate/v1/real_estate.proto

import type { Long } from '@grpc/proto-loader';

export interface AgentRequest {
  'account_id'?: (number | string | Long);
  'id'?: (string);
  'replace'?: (boolean);
  'first_name'?: (string);
  'last_name'?: (string);
  'contact_number'?: (string);
  'contact_email'?: (string);
  '_first_name'?: "first_name";
  '_last_name'?: "last_name";
  '_contact_number'?: "contact_number";
  '_contact_email'?: "contact_email";
}

export interface AgentRequest__Output {
  'account_id': (string);
  'id': (string);
  'replace': (boolean);
  'first_name'?: (string);
  'last_name'?: (string);
  'contact_number'?: (string);
  'contact_email'?: (string);
  '_first_name'?: "first_name";
  '_last_name'?: "last_name";
  '_contact_number'?: "contact_number";
  '_contact_email'?: "contact_email";
}
