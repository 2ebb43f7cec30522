// Original file: billing/v1/billing.proto


export interface GetPriceResponse {
  'model_name'?: (string);
  'kind'?: (string);
  'amount'?: (string);
}

export interface GetPriceResponse__Output {
  'model_name': (string);
  'kind': (string);
  'amount': (string);
}
