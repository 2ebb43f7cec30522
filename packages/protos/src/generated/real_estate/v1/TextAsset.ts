// Original file: real_estate/v1/real_estate.proto


export interface TextAsset {
  'id'?: (string);
  'created_at'?: (string);
  'text'?: (string);
}

export interface TextAsset__Output {
  'id': (string);
  'created_at': (string);
  'text': (string);
}
