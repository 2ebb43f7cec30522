// Original file: sharing/v1/sharing.proto


export interface SharedVideo {
  'file_url'?: (string);
  'thumbnail_url'?: (string);
  'width'?: (number);
  'height'?: (number);
  'duration_s'?: (number | string);
  'expires_at'?: (string);
}

export interface SharedVideo__Output {
  'file_url': (string);
  'thumbnail_url': (string);
  'width': (number);
  'height': (number);
  'duration_s': (number);
  'expires_at': (string);
}
