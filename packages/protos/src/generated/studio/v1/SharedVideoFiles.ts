// Original file: studio/v1/studio.proto


export interface SharedVideoFiles {
  'file_url'?: (string);
  'thumbnail_url'?: (string);
  'width'?: (number);
  'height'?: (number);
  'duration_s'?: (number | string);
}

export interface SharedVideoFiles__Output {
  'file_url': (string);
  'thumbnail_url': (string);
  'width': (number);
  'height': (number);
  'duration_s': (number);
}
