// Original file: real_estate/v1/real_estate.proto


export interface SupportedLanguage {
  'id'?: (string);
  'locale'?: (string);
  'language'?: (string);
  'accent'?: (string);
  'preview_url'?: (string);
}

export interface SupportedLanguage__Output {
  'id': (string);
  'locale': (string);
  'language': (string);
  'accent': (string);
  'preview_url': (string);
}
