// Bodies of the studio create endpoints, which accept JSON, form-urlencoded and multipart
// (decisions.md: endpoints 2 and 4). The shared router parses only JSON and forms, so these
// routes read their own bodies here, with the same size cap and error shapes. Form and multipart
// values arrive as strings; a repeated field becomes a list.
import type { Context } from 'koa';
import { GatewayError } from './problem.ts';
import { refuseUnstorableInput } from './input-rules.ts';
import { decodeUtf8, parseJsonBody, readBodyBytes } from './json-body.ts';
import { malformedBody, multipartParser, watchRequestBody } from './request-stream.ts';

export type FieldValue = string | string[];

const MEDIA = {
  json: ['application/json', 'application/*+json'],
  form: ['application/x-www-form-urlencoded'],
  multipart: ['multipart/form-data'],
};

export type BodyEncoding = 'json' | 'form' | 'multipart';

/** Which encoding the request declares; null without a body, 415 for anything else. */
export function bodyEncoding(ctx: Context, accepted: readonly BodyEncoding[]): BodyEncoding | null {
  if (!ctx.request.type && !ctx.request.length) return null;
  for (const encoding of accepted) {
    if (ctx.request.is(MEDIA[encoding])) return encoding;
  }
  throw new GatewayError(415, `Unsupported media type "${ctx.request.type}" in request.`);
}

function addField(fields: Record<string, FieldValue>, name: string, value: string): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

function readMultipartFields(ctx: Context, limit: number): Promise<Record<string, FieldValue>> {
  return new Promise((resolve, reject) => {
    // Busboy flags a field as truncated once it *reaches* fieldSize: one byte above the limit
    // lets a field of exactly `limit` bytes through (as in upload.ts).
    const parser = multipartParser(ctx, { fieldSize: limit + 1, fields: 200, files: 0, parts: 200 });
    const fields: Record<string, FieldValue> = {};
    let size = 0;
    let settled = false;
    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      stopBody();
      if (err === undefined) resolve(fields);
      else reject(err);
    };
    const stopBody = watchRequestBody(ctx, parser, settle);
    parser.on('field', (name, value, info) => {
      size += Buffer.byteLength(value);
      if (info.valueTruncated || size > limit) settle(new GatewayError(413, 'Request body is too large.'));
      else addField(fields, name, value);
    });
    // A file part is drained (busboy needs its bytes consumed) and refused.
    parser.on('file', (_name, stream) => {
      stream.on('error', () => undefined);
      stream.resume();
      settle(new GatewayError(400, 'This endpoint takes no files.'));
    });
    parser.on('filesLimit', () => settle(new GatewayError(400, 'This endpoint takes no files.')));
    parser.on('close', () => settle());
  });
}

/** The body as a plain object: parsed JSON, or form / multipart fields, checked by the rules every body meets (input-rules.ts). */
export async function readBody(
  ctx: Context,
  limit: number,
  accepted: readonly BodyEncoding[] = ['json', 'form', 'multipart'],
): Promise<{ body: Record<string, unknown>; encoding: BodyEncoding | null }> {
  const encoding = bodyEncoding(ctx, accepted);
  if (encoding === null) return { body: {}, encoding };
  const body = await readFields(ctx, limit, encoding);
  refuseUnstorableInput(body);
  return { body, encoding };
}

async function readFields(
  ctx: Context,
  limit: number,
  encoding: BodyEncoding,
): Promise<Record<string, unknown>> {
  if (encoding === 'multipart') return readMultipartFields(ctx, limit);
  const bytes = await readBodyBytes(ctx, limit);
  if (encoding === 'form') {
    const fields: Record<string, FieldValue> = {};
    for (const [name, value] of new URLSearchParams(decodeUtf8(bytes))) addField(fields, name, value);
    return fields;
  }
  const parsed = parseJsonBody(bytes);
  if (Array.isArray(parsed)) throw malformedBody();
  return parsed;
}
