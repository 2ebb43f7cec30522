// Multipart asset uploads: the `file` part is streamed straight to object storage under a
// staging key of the caller's account (never buffered whole), capped in bytes, with its declared
// content type checked against the kind. The SHA-256 of the bytes is taken on the way, so an
// idempotent retry can be recognised. Studio then measures the staged file and takes it over.
//
// Every stream here has an error path: a body that ends inside a part, a client that goes away,
// a part over its limit and a storage failure each end this one request (400, 413, 415 or a
// closed connection) and remove what was staged; none can reach the process as an unhandled
// 'error' event.
import { createHash, randomUUID } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import type { Context } from 'koa';
import { validationError } from '@platform/errors';
import type { AccountKeys, Storage } from '@platform/storage';
import { inputProblems } from './input-rules.ts';
import { GatewayError } from './problem.ts';
import { malformedBody, multipartParser, watchRequestBody } from './request-stream.ts';

export const UPLOAD_TYPES = {
  image: [
    'image/jpeg',
    'image/png',
    'image/webp',
    'image/gif',
    'image/tiff',
    'image/avif',
    'image/heif',
    'image/heic',
  ],
  video: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'],
  audio: [
    'audio/mpeg',
    'audio/mp4',
    'audio/x-m4a',
    'audio/wav',
    'audio/x-wav',
    'audio/flac',
    'audio/ogg',
    'audio/aac',
    'audio/webm',
  ],
} as const;

export type UploadKind = keyof typeof UPLOAD_TYPES;

export interface StagedUpload {
  stagingKey: string;
  fileName: string;
  size: number;
  sha256: string;
  fields: Record<string, string[]>;
}

export interface StageUploadOptions {
  storage: Storage;
  keys: AccountKeys;
  accountId: string;
  /** Which content types are accepted (UPLOAD_TYPES). */
  kind: UploadKind;
  maxBytes: number;
  /** The storage area of the staging key under the account's folder (default `studio`). */
  area?: string;
}

const MAX_FIELD_BYTES = 16 * 1024;

const tooLarge = (maxBytes: number) =>
  new GatewayError(413, `The file is larger than the limit of ${maxBytes} bytes.`);
const oneFile = () =>
  validationError('Invalid input.', { file: ['Send exactly one file, in the field "file".'] });

/** Streams the upload to storage; on any failure (or a client that goes away) nothing stays staged. */
export async function stageUpload(ctx: Context, options: StageUploadOptions): Promise<StagedUpload> {
  const stagingKey = options.keys.key(options.accountId, options.area ?? 'studio', 'staging', randomUUID());
  const declared = ctx.request.length;
  // Multipart framing adds a little; a body far over the cap cannot hold an acceptable file.
  if (declared !== undefined && declared > options.maxBytes + 1024 * 1024) throw tooLarge(options.maxBytes);
  let upload: Promise<{ size: number; sha256: string; fileName: string }> | undefined;
  try {
    return await new Promise<StagedUpload>((resolve, reject) => {
      // Busboy reports a file or field as over its limit as soon as it *reaches* the limit, so
      // each limit is one byte above the largest size we accept: a file of exactly maxBytes (or
      // a field of exactly MAX_FIELD_BYTES) passes, one byte more is refused.
      const parser = multipartParser(ctx, {
        files: 1,
        fileSize: options.maxBytes + 1,
        fields: 50,
        fieldSize: MAX_FIELD_BYTES + 1,
        parts: 60,
      });
      const fields: Record<string, string[]> = {};
      // The bytes on their way to storage: destroying it makes the storage upload fail and abort.
      let counter: Transform | undefined;
      let file: Readable | undefined;
      let settled = false;
      const fail = (err: unknown) => {
        if (settled) return;
        settled = true;
        stopBody();
        // The part's remaining bytes must not reach the destroyed counter (a write after destroy
        // is an 'error' too); they are drained instead.
        if (file && counter) file.unpipe(counter);
        file?.resume();
        counter?.destroy(err instanceof Error ? err : new Error(String(err)));
        reject(err);
      };
      const stopBody = watchRequestBody(ctx, parser, fail);
      parser.on('field', (name, value, info) => {
        // The fields beside the file meet the rules of every body's text (input-rules.ts).
        const problem = inputProblems({ [name]: value });
        if (info.valueTruncated)
          fail(
            validationError('Invalid input.', {
              [name]: [`Ensure this field has at most ${MAX_FIELD_BYTES} bytes.`],
            }),
          );
        else if (problem) fail(validationError('Invalid input.', problem));
        else (fields[name] ??= []).push(value);
      });
      parser.on('file', (name, stream: Readable, info) => {
        // Busboy reports a body that ends inside this part on the part's stream too.
        stream.on('error', () => fail(malformedBody()));
        if (settled) {
          stream.resume();
          return;
        }
        if (name !== 'file' || upload) {
          stream.resume();
          fail(oneFile());
          return;
        }
        const mimeType = info.mimeType.toLowerCase();
        if (!(UPLOAD_TYPES[options.kind] as readonly string[]).includes(mimeType)) {
          stream.resume();
          fail(
            new GatewayError(
              415,
              `Files of type "${info.mimeType}" are not accepted here; send one of: ${UPLOAD_TYPES[options.kind].join(', ')}.`,
            ),
          );
          return;
        }
        const hash = createHash('sha256');
        let size = 0;
        counter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            hash.update(chunk);
            callback(null, chunk);
          },
        });
        // Its failures reach this request through the storage upload's rejection; after that
        // upload has stopped reading, nothing else listens.
        counter.on('error', () => undefined);
        file = stream;
        stream.on('limit', () => fail(tooLarge(options.maxBytes)));
        upload = options.storage
          .put(stagingKey, stream.pipe(counter), { contentType: mimeType, maxBytes: options.maxBytes })
          .then(() => ({ size, sha256: hash.digest('hex'), fileName: info.filename ?? '' }));
        upload.catch(fail);
      });
      parser.on('filesLimit', () => fail(oneFile()));
      parser.on('close', () => {
        if (settled) return;
        if (!upload) {
          fail(validationError('Invalid input.', { file: ['No file was submitted.'] }));
          return;
        }
        upload.then((file) => {
          if (settled) return;
          if (file.size === 0) {
            fail(validationError('Invalid input.', { file: ['The submitted file is empty.'] }));
            return;
          }
          settled = true;
          stopBody();
          resolve({ stagingKey, fileName: file.fileName, size: file.size, sha256: file.sha256, fields });
        }, fail);
      });
    });
  } catch (err) {
    // The storage upload may still be finishing (it was told to stop): wait for it, so the
    // removal cannot run before a late write and leave the object behind.
    await upload?.catch(() => undefined);
    await options.storage.remove(stagingKey).catch(() => undefined);
    throw err;
  }
}
