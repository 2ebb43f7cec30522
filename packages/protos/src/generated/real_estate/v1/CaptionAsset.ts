// Original file: real_estate/v1/real_estate.proto


export interface CaptionAsset {
  'id'?: (string);
  'created_at'?: (string);
  'name'?: (string);
  'file'?: (string);
  '_file'?: "file";
}

export interface CaptionAsset__Output {
  'id': (string);
  'created_at': (string);
  'name': (string);
  'file'?: (string);
  '_file'?: "file";
}
