// Original file: studio/v1/studio.proto


export interface DeleteResponse {
  'deleted'?: (boolean);
}

export interface DeleteResponse__Output {
  'deleted': (boolean);
}
