// Original file: real_estate/v1/real_estate.proto


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
