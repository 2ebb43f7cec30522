// Original file: real_estate/v1/real_estate.proto


export interface CardTemplate {
  'key'?: (string);
  'kind'?: (string);
  'name'?: (string);
  'override_fields'?: (string)[];
  'preview_image'?: (string);
}

export interface CardTemplate__Output {
  'key': (string);
  'kind': (string);
  'name': (string);
  'override_fields': (string)[];
  'preview_image': (string);
}
