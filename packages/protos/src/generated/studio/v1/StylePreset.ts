// Original file: studio/v1/studio.proto


export interface StylePreset {
  'id'?: (string);
  'name'?: (string);
  'prompt_prefix'?: (string);
  'prompt_suffix'?: (string);
  'negative_prompt'?: (string);
  'built_in'?: (boolean);
  'created_at'?: (string);
  'replayed'?: (boolean);
}

export interface StylePreset__Output {
  'id': (string);
  'name': (string);
  'prompt_prefix': (string);
  'prompt_suffix': (string);
  'negative_prompt': (string);
  'built_in': (boolean);
  'created_at': (string);
  'replayed': (boolean);
}
