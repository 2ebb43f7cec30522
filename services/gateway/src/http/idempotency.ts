// `Idempotency-Key` on create endpoints: the gateway forwards the key and a SHA-256 of the
// canonical request (operation, path ids, validated body), so studio can tell a retry of the same
// request from a different request that reuses the key.
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { validationError } from '@platform/errors';

export interface IdempotencyField {
  key: string;
  request_hash: string;
}

/** JSON with object keys sorted at every level, so equal requests hash equally. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export const sha256Hex = (text: string | Buffer): string => createHash('sha256').update(text).digest('hex');

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** null without the header; 400 for a malformed key. */
export function idempotencyOf(ctx: Context, operation: string, request: unknown): IdempotencyField | null {
  const key = ctx.get('Idempotency-Key');
  if (key === '') return null;
  if (!KEY_PATTERN.test(key)) {
    throw validationError('Invalid Idempotency-Key header.', {
      'Idempotency-Key': ['Use 1 to 255 visible ASCII characters.'],
    });
  }
  return { key, request_hash: sha256Hex(canonicalJson({ operation, request })) };
}
