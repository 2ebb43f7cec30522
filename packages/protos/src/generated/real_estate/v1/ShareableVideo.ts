// Original file: real_estate/v1/real_estate.proto


export interface ShareableVideo {
  'id'?: (string);
  'project_id'?: (string);
  'finished'?: (boolean);
}

export interface ShareableVideo__Output {
  'id': (string);
  'project_id': (string);
  'finished': (boolean);
}
