// Original file: studio/v1/studio.proto


export interface UnpublishSharedVideoRequest {
  'tag'?: (string);
}

export interface UnpublishSharedVideoRequest__Output {
  'tag': (string);
}
