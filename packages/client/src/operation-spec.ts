// How the transport calls one operation: the row the generator writes for it in
// generated/operations.ts.
export interface OperationSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path with `{name}` placeholders, in the order of `pathParams`. */
  path: string;
  pathParams: readonly string[];
  /** The operation replays its first answer for a repeated `Idempotency-Key`. */
  idempotencyKey: boolean;
  /** The body may be `multipart/form-data` with a `file` part. */
  multipart: boolean;
  answer: 'json' | 'text' | 'stream' | 'none';
  paged: boolean;
  /** The answer is a job (or a page of jobs) of this event kind, read back by `retrieve`. */
  job: { kind: string; retrieve: string; appendId: boolean } | null;
}
