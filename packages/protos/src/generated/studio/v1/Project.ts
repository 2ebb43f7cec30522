// Original file: studio/v1/studio.proto


export interface Project {
  'id'?: (string);
  'name'?: (string);
  'description'?: (string);
  'shot_count'?: (number);
  'created_at'?: (string);
  'updated_at'?: (string);
  'replayed'?: (boolean);
}

export interface Project__Output {
  'id': (string);
  'name': (string);
  'description': (string);
  'shot_count': (number);
  'created_at': (string);
  'updated_at': (string);
  'replayed': (boolean);
}
