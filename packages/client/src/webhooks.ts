// Verifying a webhook delivery the Standard Webhooks way, with Web Crypto (Node 20+ and browsers
// alike): the HMAC-SHA256 of "<webhook-id>.<webhook-timestamp>.<raw body>" under the endpoint's
// `whsec_` secret must match one of the signatures, and the timestamp must be recent (replays).
import { WebhookVerificationError } from './errors.ts';
import type { JobEvent } from './operation-types.ts';

export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;

export interface VerifyOptions {
  /** How far the timestamp may be from now; 5 minutes unless set. */
  toleranceSeconds?: number;
  /** The time to check against (tests). */
  now?: Date;
}

function header(headers: WebhookHeaders, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const found = Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1];
  return Array.isArray(found) ? found[0] : found;
}

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Equal strings, compared in time that does not depend on where they differ. */
function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/**
 * Checks a delivery and answers its event; throws `WebhookVerificationError` when the signature
 * does not match, a header is missing, or the timestamp is outside the tolerance. Give the body
 * exactly as received (before any JSON parsing).
 */
export async function verifyWebhook(
  body: string | Uint8Array,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyOptions = {},
): Promise<JobEvent> {
  const id = header(headers, 'webhook-id');
  const timestamp = header(headers, 'webhook-timestamp');
  const signatures = header(headers, 'webhook-signature');
  if (!id || !timestamp || !signatures) {
    throw new WebhookVerificationError('missing webhook-id, webhook-timestamp or webhook-signature');
  }
  const seconds = Number(timestamp);
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (!/^\d+$/.test(timestamp) || Math.abs(now - seconds) > (options.toleranceSeconds ?? 300)) {
    throw new WebhookVerificationError('the webhook-timestamp is too old or too new (a replay?)');
  }
  const raw = typeof body === 'string' ? new TextEncoder().encode(body) : body;
  const key = await crypto.subtle.importKey(
    'raw',
    base64ToBytes(secret.replace(/^whsec_/, '')),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signed = new Uint8Array([...new TextEncoder().encode(`${id}.${timestamp}.`), ...raw]);
  const expected = `v1,${bytesToBase64(new Uint8Array(await crypto.subtle.sign('HMAC', key, signed)))}`;
  if (!signatures.split(' ').some((candidate) => constantTimeEqual(candidate, expected))) {
    throw new WebhookVerificationError('the signature does not match: wrong secret, or the body was changed');
  }
  return JSON.parse(new TextDecoder().decode(raw)) as JobEvent;
}
