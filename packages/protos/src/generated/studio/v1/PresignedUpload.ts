// Original file: studio/v1/studio.proto


export interface PresignedUpload {
  'url'?: (string);
  'method'?: (string);
  'headers'?: ({[key: string]: string});
  'expires_at'?: (string);
}

export interface PresignedUpload__Output {
  'url': (string);
  'method': (string);
  'headers': ({[key: string]: string});
  'expires_at': (string);
}
