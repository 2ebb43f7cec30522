// Original file: billing/v1/billing.proto


export interface GetPriceRequest {
  'model_name'?: (string);
  'units'?: (number);
}

export interface GetPriceRequest__Output {
  'model_name': (string);
  'units': (number);
}
