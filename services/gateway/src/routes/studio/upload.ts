// Multipart asset uploads: the `file` part is streamed straight to object storage under a
// staging key of the caller's account (never buffered whole), capped in bytes, with its declared
// content type checked against the kind. The SHA-256 of the bytes is taken on the way, so an
// idempotent retry can be recognised. Studio then measures the staged file and takes it over.
import { createHash, randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import Busboy from 'busboy';
import type { Context } from 'koa';
import { validationError } from '@platform/errors';
import type { AccountKeys, Storage } from '@platform/storage';
import { GatewayError } from '../../http/problem.ts';

export const UPLOAD_TYPES = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/tiff', 'image/avif', 'image/heif', 'image/heic'],
  video: ['video/mp4', 'video/quicktime', 'video/webm', 'video/x-matroska'],
  audio: ['audio/mpeg', 'audio/mp4', 'audio/x-m4a', 'audio/wav', 'audio/x-wav', 'audio/flac', 'audio/ogg', 'audio/aac', 'audio/webm'],
} as const;

export type UploadKind = keyof typeof UPLOAD_TYPES;

export interface StagedUpload {
  stagingKey: string;
  fileName: string;
  size: number;
  sha256: string;
  fields: Record<string, string[]>;
}

const MAX_FIELD_BYTES = 16 * 1024;

const tooLarge = (maxBytes: number) => new GatewayError(413, `The file is larger than the limit of ${maxBytes} bytes.`);

/** Streams the upload to storage; on any failure nothing stays staged. */
export async function stageUpload(
  ctx: Context,
  /** `area`: the service folder of the staging key under the account's folder (default `studio`). */
  options: { storage: Storage; keys: AccountKeys; accountId: string; kind: UploadKind; maxBytes: number; area?: string },
): Promise<StagedUpload> {
  const stagingKey = options.keys.key(options.accountId, options.area ?? 'studio', 'staging', randomUUID());
  const declared = ctx.request.length;
  // Multipart framing adds a little; a body far over the cap cannot hold an acceptable file.
  if (declared !== undefined && declared > options.maxBytes + 1024 * 1024) throw tooLarge(options.maxBytes);
  try {
    const result = await new Promise<StagedUpload>((resolve, reject) => {
      let parser: Busboy.Busboy;
      try {
        // Busboy reports a file or field as over its limit as soon as it *reaches* the limit, so
        // each limit is one byte above the largest size we accept: a file of exactly maxBytes (or
        // a field of exactly MAX_FIELD_BYTES) passes, one byte more is refused.
        parser = Busboy({
          headers: ctx.req.headers,
          limits: { files: 1, fileSize: options.maxBytes + 1, fields: 50, fieldSize: MAX_FIELD_BYTES + 1, parts: 60 },
        });
      } catch {
        reject(new GatewayError(400, 'Malformed request body.'));
        return;
      }
      const fields: Record<string, string[]> = {};
      let upload: Promise<{ size: number; sha256: string; fileName: string }> | undefined;
      let failed = false;
      const fail = (err: unknown) => {
        if (failed) return;
        failed = true;
        ctx.req.unpipe(parser);
        ctx.req.resume();
        reject(err);
      };
      parser.on('field', (name, value, info) => {
        if (info.valueTruncated) fail(validationError('Invalid input.', { [name]: [`Ensure this field has at most ${MAX_FIELD_BYTES} bytes.`] }));
        else (fields[name] ??= []).push(value);
      });
      parser.on('file', (name, stream, info) => {
        if (name !== 'file' || upload) {
          stream.resume();
          fail(validationError('Invalid input.', { file: ['Send exactly one file, in the field "file".'] }));
          return;
        }
        const mimeType = info.mimeType.toLowerCase();
        if (!(UPLOAD_TYPES[options.kind] as readonly string[]).includes(mimeType)) {
          stream.resume();
          fail(new GatewayError(415, `Files of type "${info.mimeType}" are not accepted here; send one of: ${UPLOAD_TYPES[options.kind].join(', ')}.`));
          return;
        }
        const hash = createHash('sha256');
        let size = 0;
        const counter = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            hash.update(chunk);
            callback(null, chunk);
          },
        });
        stream.on('limit', () => {
          counter.destroy(tooLarge(options.maxBytes));
          fail(tooLarge(options.maxBytes));
        });
        upload = options.storage
          .put(stagingKey, stream.pipe(counter), { contentType: mimeType, maxBytes: options.maxBytes })
          .then(() => {
            return { size, sha256: hash.digest('hex'), fileName: info.filename ?? '' };
          });
        upload.catch(fail);
      });
      parser.on('filesLimit', () => fail(validationError('Invalid input.', { file: ['Send exactly one file, in the field "file".'] })));
      parser.on('error', () => fail(new GatewayError(400, 'Malformed request body.')));
      parser.on('close', () => {
        if (failed) return;
        if (!upload) {
          fail(validationError('Invalid input.', { file: ['No file was submitted.'] }));
          return;
        }
        upload.then((file) => {
          if (file.size === 0) fail(validationError('Invalid input.', { file: ['The submitted file is empty.'] }));
          else resolve({ stagingKey, fileName: file.fileName, size: file.size, sha256: file.sha256, fields });
        }, fail);
      });
      ctx.req.pipe(parser);
    });
    return result;
  } catch (err) {
    // put() may have written the object before a later check (empty file, a field) failed.
    await options.storage.remove(stagingKey).catch(() => undefined);
    throw err;
  }
}
