// The object-storage adapter: one bucket on any S3 endpoint (MinIO in deployments, s3rver on
// developer machines) through the minio client. Services receive a `Storage` through their
// constructors and never see the SDK; every key passes the account-scoping checks first.
import type { Readable } from 'node:stream';
import type * as MinioModule from 'minio';
import type { Client } from 'minio';
import { SpanKind } from '@opentelemetry/api';
import { AppError, notFound, validationError } from '@platform/errors';
import { elapsedSeconds, inSpan, lazyInstruments } from '@platform/telemetry';
import { attachmentDisposition } from './content-disposition.ts';
import { assertObjectKey, assertPrefix, hasControlCharacter } from './object-key.ts';
import { MAX_PRESIGN_SECONDS, presignV4 } from './sigv4.presigner.ts';
import { uploadStream } from './stream.uploader.ts';

/** Pre-signed URLs live 15 minutes unless the caller asks otherwise. */
export const DEFAULT_PRESIGN_SECONDS = 15 * 60;
const PING_TIMEOUT_MS = 3_000;
const DELETE_BATCH = 1_000;

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

type Minio = typeof MinioModule;

// minio and its dependencies take about 25 MiB resident: a process loads them at its first
// storage call, so one that rarely touches storage (the gateway stages uploads only) stays small.
let minioModule: Promise<Minio> | undefined;
const loadMinio = (): Promise<Minio> => (minioModule ??= import('minio'));

/** A minio client that also exposes minio's own addressing (path or virtual-host style, ports) for custom signing. */
interface AddressingClient extends Client {
  requestTarget(method: string, region: string, bucketName: string, objectName: string): { protocol: string; host: string; path: string };
}

function addressingClient(minio: Minio, options: ConstructorParameters<Minio['Client']>[0]): AddressingClient {
  class Addressing extends minio.Client {
    requestTarget(method: string, region: string, bucketName: string, objectName: string) {
      const request = this.getRequestOptions({ method, region, bucketName, objectName });
      return {
        protocol: request.protocol ?? 'http:',
        host: request.headers.host ?? request.host,
        path: request.path,
      };
    }
  }
  return new Addressing(options) as AddressingClient;
}

// Failures a caller can only wait out. minio's own wording (endpoint, retry counts) stays out of
// the message, which can reach a client or a job's error_message; the original is the `cause`.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const BUSY_S3_CODES = new Set(['SlowDown', 'InternalError', 'ServiceUnavailable', 'RequestTimeout']);

function storageFailure(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const message = err instanceof Error ? err.message : '';
  const transient =
    (typeof code === 'string' && NETWORK_CODES.has(code)) ||
    BUSY_S3_CODES.has(s3ErrorCode(err) ?? '') ||
    /Retryable HTTP status|socket hang up/.test(message);
  return transient ? Object.assign(new AppError('unavailable', 'Object storage is unavailable.'), { cause: err }) : err;
}

/** The operation, with transient failures turned into `unavailable`. */
const guarded =
  <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await operation(...args);
    } catch (err) {
      throw storageFailure(err);
    }
  };

const storageInstruments = lazyInstruments((meter) => ({
  duration: meter.createHistogram('storage.operation.duration', { unit: 's', description: 'Duration of object storage calls' }),
}));

/**
 * A call to object storage: a CLIENT span (so a job's trace shows its reads and writes) and a
 * duration by operation and outcome. Pre-signing is local arithmetic and gets neither.
 */
const remote =
  <A extends unknown[], R>(name: string, bucket: string, operation: (...args: A) => Promise<R>) => {
    const call = guarded(operation);
    return (...args: A): Promise<R> => {
      const started = performance.now();
      let outcome = 'ok';
      return inSpan('@platform/storage', `storage ${name}`, { kind: SpanKind.CLIENT, attributes: { 'storage.operation': name, 'storage.bucket': bucket } }, async () => {
        try {
          return await call(...args);
        } catch (err) {
          outcome = err instanceof AppError ? err.kind : 'error';
          throw err;
        } finally {
          storageInstruments().duration.record(elapsedSeconds(started), { 'storage.operation': name, outcome });
        }
      });
    };
  };

const MISSING_CODES = new Set(['NotFound', 'NoSuchKey']);
// minio's S3Error; matched by name so this needs no loaded module.
const s3ErrorCode = (err: unknown): string | undefined =>
  err instanceof Error && err.name === 'S3Error' ? (err as Error & { code?: string }).code : undefined;
const isMissing = (err: unknown): boolean => MISSING_CODES.has(s3ErrorCode(err) ?? '');

function expirySeconds(value: number | undefined): number {
  const seconds = value ?? DEFAULT_PRESIGN_SECONDS;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_PRESIGN_SECONDS) {
    throw validationError(`expiresInSeconds must be an integer from 1 to ${MAX_PRESIGN_SECONDS}.`);
  }
  return seconds;
}

function assertContentType(contentType: string): void {
  // type/subtype with optional parameters; control characters would corrupt the header.
  if (
    typeof contentType !== 'string' ||
    !/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/.test(contentType) ||
    hasControlCharacter(contentType)
  ) {
    throw validationError(`Invalid content type: ${JSON.stringify(contentType)}.`);
  }
}

function assertByteCount(name: string, value: number | undefined, minimum: number): void {
  if (value !== undefined && (!Number.isSafeInteger(value) || value < minimum)) {
    throw validationError(`${name} must be an integer of at least ${minimum}.`);
  }
}

export function createStorage(options: StorageOptions, deps: StorageDeps = {}): Storage {
  const endpoint = new URL(options.endpoint);
  if (endpoint.protocol !== 'http:' && endpoint.protocol !== 'https:') {
    throw new Error(`S3 endpoint must be http(s): ${options.endpoint}`);
  }
  const useSSL = endpoint.protocol === 'https:';
  const clientOptions = {
    endPoint: endpoint.hostname,
    port: endpoint.port ? Number(endpoint.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: options.accessKey,
    secretKey: options.secretKey,
    region: options.region,
    pathStyle: options.pathStyle ?? true,
    // minio would retry once and report it with console.warn, past our logger; the callers retry
    // (jobs are redelivered with backoff, clients get a 503), so one attempt here.
    retryOptions: { disableRetry: true },
  };
  let connecting: Promise<AddressingClient> | undefined;
  const connect = (): Promise<AddressingClient> =>
    (connecting ??= loadMinio().then((minio) => addressingClient(minio, clientOptions)));
  const { bucket, region } = options;
  const now = deps.now ?? (() => new Date());

  async function ensureBucket(): Promise<void> {
    const client = await connect();
    if (await client.bucketExists(bucket)) return;
    try {
      await client.makeBucket(bucket, region);
    } catch (err) {
      // Another process created it between the check and the create.
      const code = s3ErrorCode(err);
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw err;
    }
  }

  async function put(key: string, body: Buffer | Readable, put: PutOptions): Promise<PutResult> {
    assertObjectKey(key);
    assertContentType(put.contentType);
    assertByteCount('size', put.size, 0);
    assertByteCount('maxBytes', put.maxBytes, 0);
    const metaData = { 'Content-Type': put.contentType };
    const client = await connect();
    const tooLarge = () => validationError(`The file is larger than the limit of ${put.maxBytes} bytes.`);
    if (Buffer.isBuffer(body)) {
      if (put.maxBytes !== undefined && body.length > put.maxBytes) throw tooLarge();
      const uploaded = await client.putObject(bucket, key, body, body.length, metaData);
      return { etag: uploaded.etag, size: body.length };
    }
    // On failure the stream is left where it stopped: the caller (e.g. the gateway holding a
    // request body) decides whether to drain it or drop the connection after answering.
    if (put.maxBytes !== undefined && put.size !== undefined && put.size > put.maxBytes) throw tooLarge();
    return uploadStream(client, body, {
      bucket,
      key,
      contentType: put.contentType,
      size: put.size,
      maxBytes: put.maxBytes,
    });
  }

  async function getStream(key: string): Promise<Readable> {
    assertObjectKey(key);
    const client = await connect();
    try {
      return await client.getObject(bucket, key);
    } catch (err) {
      if (isMissing(err)) throw notFound('The file does not exist.');
      throw err;
    }
  }

  async function stat(key: string): Promise<ObjectInfo | null> {
    assertObjectKey(key);
    const client = await connect();
    try {
      const info = await client.statObject(bucket, key);
      const contentType = info.metaData['content-type'];
      return {
        size: info.size,
        etag: info.etag,
        lastModified: info.lastModified,
        contentType: typeof contentType === 'string' ? contentType : 'application/octet-stream',
      };
    } catch (err) {
      if (isMissing(err)) return null;
      throw err;
    }
  }

  async function copy(sourceKey: string, targetKey: string): Promise<void> {
    assertObjectKey(sourceKey);
    assertObjectKey(targetKey);
    const client = await connect();
    try {
      await client.copyObject(bucket, targetKey, `/${bucket}/${sourceKey}`);
    } catch (err) {
      if (isMissing(err)) throw notFound('The file does not exist.');
      throw err;
    }
  }

  async function remove(key: string): Promise<void> {
    assertObjectKey(key);
    const client = await connect();
    try {
      await client.removeObject(bucket, key);
    } catch (err) {
      if (!isMissing(err)) throw err;
    }
  }

  async function removeBatch(names: string[]): Promise<void> {
    const client = await connect();
    // A multi-object delete is idempotent, so a transient failure gets one more try here (s3rver,
    // for one, answers 500 now and then while it deletes several files at once).
    const results = await client.removeObjects(bucket, names).catch(async (err: unknown) => {
      if (!(storageFailure(err) instanceof AppError)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return client.removeObjects(bucket, names);
    });
    // minio returns one entry per key S3 reported as not deleted (Quiet mode lists only failures).
    const failed = results.filter((result) => result != null);
    if (failed.length > 0) {
      throw new Error(
        `Could not remove ${failed.length} of ${names.length} objects: ${JSON.stringify(failed[0])}`,
      );
    }
  }

  async function removePrefix(prefix: string): Promise<number> {
    assertPrefix(prefix);
    const client = await connect();
    let removed = 0;
    let batch: string[] = [];
    for await (const item of client.listObjectsV2(bucket, prefix, true)) {
      if (!item.name) continue;
      batch.push(item.name);
      if (batch.length === DELETE_BATCH) {
        await removeBatch(batch);
        removed += batch.length;
        batch = [];
      }
    }
    if (batch.length > 0) {
      await removeBatch(batch);
      removed += batch.length;
    }
    return removed;
  }

  async function presignGet(key: string, get: PresignGetOptions = {}): Promise<string> {
    assertObjectKey(key);
    const seconds = expirySeconds(get.expiresInSeconds);
    const responseHeaders: Record<string, string> = {};
    if (get.downloadName !== undefined) {
      responseHeaders['response-content-disposition'] = attachmentDisposition(get.downloadName);
    }
    return (await connect()).presignedGetObject(bucket, key, seconds, responseHeaders, now());
  }

  async function presignPut(key: string, upload: PresignPutOptions): Promise<PresignedPut> {
    assertObjectKey(key);
    assertContentType(upload.contentType);
    assertByteCount('size', upload.size, 0);
    const seconds = expirySeconds(upload.expiresInSeconds);
    const date = now();
    const headers: Record<string, string> = { 'Content-Type': upload.contentType };
    if (upload.size !== undefined) headers['Content-Length'] = String(upload.size);
    const target = (await connect()).requestTarget('PUT', region, bucket, key);
    const url = presignV4({
      ...target,
      method: 'PUT',
      headers,
      accessKey: options.accessKey,
      secretKey: options.secretKey,
      region,
      date,
      expiresInSeconds: seconds,
    });
    return { url, method: 'PUT', headers, expiresAt: new Date(date.getTime() + seconds * 1000) };
  }

  async function presignPost(key: string, upload: PresignPostOptions): Promise<PresignedPost> {
    assertObjectKey(key);
    assertContentType(upload.contentType);
    assertByteCount('maxBytes', upload.maxBytes, 1);
    const seconds = expirySeconds(upload.expiresInSeconds);
    const expiresAt = new Date(now().getTime() + seconds * 1000);
    const client = await connect();
    const policy = new (await loadMinio()).PostPolicy();
    policy.setBucket(bucket);
    policy.setKey(key);
    policy.setExpires(expiresAt);
    policy.setContentType(upload.contentType);
    policy.setContentLengthRange(1, upload.maxBytes);
    const { postURL, formData } = await client.presignedPostPolicy(policy);
    return { url: postURL, fields: { ...formData }, expiresAt };
  }

  async function ping(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${PING_TIMEOUT_MS} ms`)), PING_TIMEOUT_MS);
    });
    try {
      const exists = await Promise.race([connect().then((client) => client.bucketExists(bucket)), timeout]);
      if (!exists) throw new Error(`bucket ${bucket} does not exist`);
    } catch (err) {
      throw new AppError('unavailable', `Object storage is unavailable: ${(err as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    bucket,
    ensureBucket: remote('ensure_bucket', bucket, ensureBucket),
    put: remote('put', bucket, put),
    getStream: remote('get', bucket, getStream),
    stat: remote('stat', bucket, stat),
    copy: remote('copy', bucket, copy),
    remove: remote('remove', bucket, remove),
    removePrefix: remote('remove_prefix', bucket, removePrefix),
    presignGet: guarded(presignGet),
    presignPut: guarded(presignPut),
    presignPost: guarded(presignPost),
    ping,
  };
}

/** Drains an object into memory; for small objects (tests, thumbnails, metadata files). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream)
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
