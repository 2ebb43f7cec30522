// Each operation's parameters, body and answer, read from the document's generated types, so a
// method's signature is the document's and nothing is cast.
import type { components, operations } from './generated/openapi.ts';
import type { UploadSource } from './uploads.ts';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

export type Path<K extends OperationId> = Op<K>['parameters'] extends { path: infer P } ? P : never;
export type Query<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;

type RequestContent<K extends OperationId> =
  Op<K> extends { requestBody?: infer B } ? (NonNullable<B> extends { content: infer C } ? C : never) : never;
type JsonOf<C> = C extends { 'application/json': infer J } ? J : never;
/** A multipart body with a file: the same fields, the file given as any upload source. */
type FileFormOf<C> = C extends { 'multipart/form-data': infer F }
  ? 'file' extends keyof F
    ? Omit<F, 'file'> & { file: UploadSource }
    : never
  : never;
export type Body<K extends OperationId> = JsonOf<RequestContent<K>> | FileFormOf<RequestContent<K>>;

type Success<R> = R extends { 200: infer A }
  ? A
  : R extends { 201: infer A }
    ? A
    : R extends { 202: infer A }
      ? A
      : never;
export type Answer<K extends OperationId> =
  Success<Op<K>['responses']> extends { content: { 'application/json': infer J } } ? J : never;
export type Item<K extends OperationId> = Answer<K> extends { results: (infer I)[] } ? I : never;

/** A job as any job read answers it. */
export type Job = Answer<
  | 'studio_projects_jobs_text_to_image_retrieve'
  | 'studio_jobs_image_to_text_retrieve'
  | 'studio_projects_jobs_image_to_video_retrieve'
  | 'real_estate_shot_video_jobs_retrieve'
  | 'real_estate_voiceover_jobs_retrieve'
  | 'real_estate_render_jobs_retrieve'
  | 'jobs_retrieve'
>;
export type JobEvent = components['schemas']['JobEvent'];
