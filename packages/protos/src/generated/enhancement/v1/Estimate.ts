// Original file: enhancement/v1/enhancement.proto


export interface Estimate {
  'cost_usd'?: (string);
  'eta_s'?: (number);
}

export interface Estimate__Output {
  'cost_usd': (string);
  'eta_s': (number);
}
