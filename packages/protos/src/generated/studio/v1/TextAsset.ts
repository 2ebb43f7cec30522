// Original file: studio/v1/studio.proto


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
