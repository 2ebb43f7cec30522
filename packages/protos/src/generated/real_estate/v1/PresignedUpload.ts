// Original file: real_estate/v1/real_estate.proto


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
