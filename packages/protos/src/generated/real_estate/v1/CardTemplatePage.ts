// Original file: real_estate/v1/real_estate.proto

import type { CardTemplate as _real_estate_v1_CardTemplate, CardTemplate__Output as _real_estate_v1_CardTemplate__Output } from '../../real_estate/v1/CardTemplate.ts';
import type { Long } from '@grpc/proto-loader';

export interface CardTemplatePage {
  'count'?: (number | string | Long);
  'results'?: (_real_estate_v1_CardTemplate)[];
}

export interface CardTemplatePage__Output {
  'count': (string);
  'results': (_real_estate_v1_CardTemplate__Output)[];
}
