// Original file: real_estate/v1/real_estate.proto


export interface DeleteResponse {
  'deleted'?: (boolean);
}

export interface DeleteResponse__Output {
  'deleted': (boolean);
}
