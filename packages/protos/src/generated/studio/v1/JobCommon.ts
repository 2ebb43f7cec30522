// Original file: studio/v1/studio.proto


export interface JobCommon {
  'id'?: (string);
  'created_at'?: (string);
  'status'?: (string);
  'error_message'?: (string);
  'description'?: (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  'processing_time_seconds'?: (number | string);
  'cost_credits'?: (string);
  'webhook_url'?: (string);
  '_started_at'?: "started_at";
  '_finished_at'?: "finished_at";
  '_processing_time_seconds'?: "processing_time_seconds";
  '_webhook_url'?: "webhook_url";
}

export interface JobCommon__Output {
  'id': (string);
  'created_at': (string);
  'status': (string);
  'error_message': (string);
  'description': (string);
  'started_at'?: (string);
  'finished_at'?: (string);
  'processing_time_seconds'?: (number);
  'cost_credits': (string);
  'webhook_url'?: (string);
  '_started_at'?: "started_at";
  '_finished_at'?: "finished_at";
  '_processing_time_seconds'?: "processing_time_seconds";
  '_webhook_url'?: "webhook_url";
}
