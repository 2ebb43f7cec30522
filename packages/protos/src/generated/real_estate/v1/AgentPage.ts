// Original file: real_estate/v1/real_estate.proto

import type { Agent as _real_estate_v1_Agent, Agent__Output as _real_estate_v1_Agent__Output } from '../../real_estate/v1/Agent.ts';
import type { Long } from '@grpc/proto-loader';

export interface AgentPage {
  'count'?: (number | string | Long);
  'results'?: (_real_estate_v1_Agent)[];
}

export interface AgentPage__Output {
  'count': (string);
  'results': (_real_estate_v1_Agent__Output)[];
}
