// Original file: studio/v1/studio.proto


export interface Shot {
  'id'?: (string);
  'project'?: (string);
  'order'?: (number);
  'name'?: (string);
  'prompt'?: (string);
  'image_asset'?: (string);
  'video_asset'?: (string);
  'created_at'?: (string);
  'updated_at'?: (string);
  'replayed'?: (boolean);
  '_image_asset'?: "image_asset";
  '_video_asset'?: "video_asset";
}

export interface Shot__Output {
  'id': (string);
  'project': (string);
  'order': (number);
  'name': (string);
  'prompt': (string);
  'image_asset'?: (string);
  'video_asset'?: (string);
  'created_at': (string);
  'updated_at': (string);
  'replayed': (boolean);
  '_image_asset'?: "image_asset";
  '_video_asset'?: "video_asset";
}
