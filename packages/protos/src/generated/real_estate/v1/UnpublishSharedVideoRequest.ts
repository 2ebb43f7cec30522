// Original file: real_estate/v1/real_estate.proto


export interface UnpublishSharedVideoRequest {
  'tag'?: (string);
}

export interface UnpublishSharedVideoRequest__Output {
  'tag': (string);
}
