// Streams of unknown length (multipart form uploads relayed by the gateway) go to S3 in parts of
// a few MiB, so memory stays bounded whatever the file size. minio's own putObject buffers parts
// of up to hundreds of MiB when the size is unknown and resumes any other in-flight upload of the
// same key; this keeps one upload per call, aborts it on failure and enforces the byte cap as
// the bytes arrive, before S3 stores the object.
import type { Client } from 'minio';
import { validationError } from '@platform/errors';

/** S3 wants parts of at least 5 MiB (except the last) and at most 10,000 parts. */
export const MIN_PART_BYTES = 8 * 1024 * 1024;
const MAX_PARTS = 10_000;

export type PartClient = Pick<
  Client,
  | 'putObject'
  | 'initiateNewMultipartUpload'
  | 'uploadPart'
  | 'completeMultipartUpload'
  | 'abortMultipartUpload'
>;

export interface StreamUpload {
  bucket: string;
  key: string;
  contentType: string;
  /** Declared exact length; the upload fails when the stream disagrees. */
  size?: number;
  maxBytes?: number;
  /** Overrides the part size (tests use small parts). */
  partBytes?: number;
}

export function partSizeFor(maxBytes: number | undefined): number {
  if (maxBytes === undefined) return MIN_PART_BYTES;
  return Math.max(MIN_PART_BYTES, Math.ceil(maxBytes / MAX_PARTS));
}

export async function uploadStream(
  client: PartClient,
  source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  upload: StreamUpload,
): Promise<{ etag: string; size: number }> {
  const partBytes = upload.partBytes ?? partSizeFor(upload.maxBytes ?? upload.size);
  const limit = upload.maxBytes ?? Number.MAX_SAFE_INTEGER;
  const headers = { 'Content-Type': upload.contentType };
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let total = 0;
  let uploadId: string | undefined;
  const parts: Array<{ part: number; etag: string }> = [];

  const checkDeclaredSize = () => {
    if (upload.size !== undefined && total !== upload.size) {
      throw validationError(`The file has ${total} bytes, but ${upload.size} were declared.`);
    }
  };
  const flushPart = async () => {
    uploadId ??= await client.initiateNewMultipartUpload(upload.bucket, upload.key, headers);
    const body = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    const result = await client.uploadPart(
      {
        bucketName: upload.bucket,
        objectName: upload.key,
        uploadID: uploadId,
        partNumber: parts.length + 1,
        headers: { 'Content-Length': body.length },
      },
      body,
    );
    parts.push({ part: parts.length + 1, etag: result.etag });
  };

  try {
    for await (const chunk of source) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      total += bytes.length;
      if (total > limit) throw validationError(`The file is larger than the limit of ${limit} bytes.`);
      if (upload.size !== undefined && total > upload.size) checkDeclaredSize();
      pending.push(bytes);
      pendingBytes += bytes.length;
      if (pendingBytes >= partBytes) await flushPart();
    }
    checkDeclaredSize();
    if (uploadId === undefined) {
      // Small enough for one request: no multipart bookkeeping at all.
      const body = Buffer.concat(pending, pendingBytes);
      const result = await client.putObject(upload.bucket, upload.key, body, body.length, headers);
      return { etag: result.etag, size: total };
    }
    if (pendingBytes > 0) await flushPart();
    const result = await client.completeMultipartUpload(upload.bucket, upload.key, uploadId, parts);
    return { etag: result.etag, size: total };
  } catch (err) {
    if (uploadId !== undefined) {
      // Best effort: the original error matters more, and a bucket lifecycle rule reaps leftovers.
      await client.abortMultipartUpload(upload.bucket, upload.key, uploadId).catch(() => undefined);
    }
    throw err;
  }
}
