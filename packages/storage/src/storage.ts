// The storage port: what services receive through their constructors (createStorage makes the one
// adapter) and the options of each call. No SDK type appears here.
import type { Readable } from 'node:stream';

export interface StorageOptions {
  /** `http(s)://host[:port]` of the S3 endpoint. */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
  bucket: string;
  /** Path-style addressing (`/bucket/key`); MinIO and s3rver need it. Default true. */
  pathStyle?: boolean;
}

export interface StorageDeps {
  /** The clock that dates pre-signed URLs; tests move it to produce expired URLs. */
  now?: () => Date;
}

export interface ObjectInfo {
  size: number;
  contentType: string;
  etag: string;
  lastModified: Date;
}

export interface PutOptions {
  contentType: string;
  /** Exact length of a stream when known; lets S3 take it in one request. */
  size?: number;
  /** Rejects (and stores nothing) when the body is longer than this. */
  maxBytes?: number;
}

export interface PutResult {
  etag: string;
  size: number;
}

export interface PresignGetOptions {
  expiresInSeconds?: number;
  /** Makes browsers save the file under this name instead of showing it. */
  downloadName?: string;
}

export interface PresignPutOptions {
  expiresInSeconds?: number;
  contentType: string;
  /** When set, the upload must be exactly this many bytes (Content-Length is signed). */
  size?: number;
}

export interface PresignedPut {
  url: string;
  method: 'PUT';
  /** Headers the client must send unchanged; they are part of the signature. */
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface PresignPostOptions {
  expiresInSeconds?: number;
  contentType: string;
  maxBytes: number;
}

export interface PresignedPost {
  url: string;
  /** Form fields to send before the `file` field of a multipart/form-data POST. */
  fields: Record<string, string>;
  expiresAt: Date;
}

export interface Storage {
  readonly bucket: string;
  ensureBucket(): Promise<void>;
  put(key: string, body: Buffer | Readable, options: PutOptions): Promise<PutResult>;
  /** Throws a `not_found` AppError when the object does not exist. */
  getStream(key: string): Promise<Readable>;
  /** null when the object does not exist. */
  stat(key: string): Promise<ObjectInfo | null>;
  /** Copies an object inside the bucket (server-side, with its content type); `not_found` when the source is missing. */
  copy(sourceKey: string, targetKey: string): Promise<void>;
  /** Succeeds whether or not the object existed. */
  remove(key: string): Promise<void>;
  /** Removes every object under a folder prefix (ending in `/`); returns how many. */
  removePrefix(prefix: string): Promise<number>;
  presignGet(key: string, options?: PresignGetOptions): Promise<string>;
  presignPut(key: string, options: PresignPutOptions): Promise<PresignedPut>;
  presignPost(key: string, options: PresignPostOptions): Promise<PresignedPost>;
  /** Resolves when the endpoint answers and the bucket exists; throws `unavailable` otherwise. */
  ping(): Promise<void>;
}
