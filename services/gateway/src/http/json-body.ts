// Reading a request body's bytes and decoding JSON text: the router's JSON stage and the routes
// that read their own bodies share these, so every JSON body meets the same rules. The bytes are
// decoded with a fatal UTF-8 decoder: a lenient one turns invalid bytes into U+FFFD, and the
// client's text would be stored altered without anyone being told.
import type { Readable } from 'node:stream';
import { createGunzip, createInflate } from 'node:zlib';
import type { Context } from 'koa';
import { GatewayError } from './problem.ts';
import { malformedBody } from './request-stream.ts';

export const invalidUtf8 = (): GatewayError => new GatewayError(400, 'The request body is not valid UTF-8.');
const tooLarge = (): GatewayError => new GatewayError(413, 'Request body is too large.');

// Stateless between calls (no `stream` option), so one instance serves every request.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The body as sent, decompressed (gzip, deflate or none), at most `limit` bytes after decompression. */
export async function readBodyBytes(ctx: Context, limit: number): Promise<Buffer> {
  const declared = ctx.request.length;
  if (declared !== undefined && declared > limit) throw tooLarge();
  const encoding = (ctx.get('Content-Encoding') || 'identity').trim().toLowerCase();
  let source: Readable = ctx.req;
  if (encoding === 'gzip' || encoding === 'x-gzip') source = ctx.req.pipe(createGunzip());
  else if (encoding === 'deflate') source = ctx.req.pipe(createInflate());
  else if (encoding !== 'identity') throw new GatewayError(415, 'Unsupported content encoding in request.');
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of source) {
      size += (chunk as Buffer).length;
      if (size > limit) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (err) {
    if (err instanceof GatewayError) throw err;
    // A broken compressed stream, or a client that went away mid-body.
    throw malformedBody();
  } finally {
    if (source !== ctx.req) source.destroy();
  }
  return Buffer.concat(chunks);
}

/** The bytes as UTF-8 text (a leading BOM dropped); 400 when they are not valid UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw invalidUtf8();
  }
}

/**
 * A JSON body's value: `{}` for an empty body, else an object or an array (a bare scalar is no
 * request body). V8's JSON.parse is not recursive, so any nesting is safe to parse; what walks the
 * value afterwards must bound it first (input-rules.ts).
 */
export function parseJsonBody(bytes: Uint8Array): Record<string, unknown> | unknown[] {
  const text = decodeUtf8(bytes);
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw malformedBody();
  }
  if (typeof parsed !== 'object' || parsed === null) throw malformedBody();
  return parsed as Record<string, unknown> | unknown[];
}
