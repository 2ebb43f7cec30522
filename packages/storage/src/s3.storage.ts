// The object-storage adapter: one bucket on any S3 endpoint (MinIO in deployments, s3rver on
// developer machines) through the minio client. Services receive a `Storage` through their
// constructors and never see the SDK; every key passes the account-scoping checks first.
import type { Readable } from 'node:stream';
import { AppError, notFound, validationError } from '@platform/errors';
import { assertByteCount, assertContentType, expirySeconds } from './call.arguments.ts';
import { attachmentDisposition } from './content-disposition.ts';
import { loadMinio, minioConnector } from './minio.client.ts';
import { assertObjectKey, assertPrefix } from './object-key.ts';
import { presignV4 } from './sigv4.presigner.ts';
import type {
  ObjectInfo,
  PresignedPost,
  PresignedPut,
  PresignGetOptions,
  PresignPostOptions,
  PresignPutOptions,
  PutOptions,
  PutResult,
  Storage,
  StorageDeps,
  StorageOptions,
} from './storage.ts';
import { guarded, isMissing, remote, s3ErrorCode, storageFailure } from './storage.failures.ts';
import { uploadStream } from './stream.uploader.ts';

const PING_TIMEOUT_MS = 3_000;
const DELETE_BATCH = 1_000;

export function createStorage(options: StorageOptions, deps: StorageDeps = {}): Storage {
  const connect = minioConnector(options);
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
