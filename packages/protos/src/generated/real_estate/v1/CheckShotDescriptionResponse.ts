// Original file: real_estate/v1/real_estate.proto


export interface CheckShotDescriptionResponse {
  'project_found'?: (boolean);
  'shot_found'?: (boolean);
  'image_asset_id'?: (string);
  'image_key'?: (string);
}

export interface CheckShotDescriptionResponse__Output {
  'project_found': (boolean);
  'shot_found': (boolean);
  'image_asset_id': (string);
  'image_key': (string);
}
