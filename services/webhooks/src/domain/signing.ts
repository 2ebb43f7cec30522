// Standard Webhooks signing (standardwebhooks.com): the secret is `whsec_` + base64 of random
// bytes; the signature is `v1,` + base64 HMAC-SHA256 over `<webhook-id>.<webhook-timestamp>.<body>`
// keyed with the decoded secret. The same id travels with every attempt, so a receiver
// de-duplicates by it; the timestamp is the attempt's, so a receiver can refuse old replays.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PREFIX = 'whsec_';

export function newSecret(random: (size: number) => Buffer = randomBytes): string {
  return `${PREFIX}${random(24).toString('base64')}`;
}

const key = (secret: string): Buffer =>
  Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');

export function sign(secret: string, id: string, timestampS: number, body: string): string {
  return `v1,${createHmac('sha256', key(secret)).update(`${id}.${timestampS}.${body}`).digest('base64')}`;
}

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signedHeaders(secret: string, id: string, at: Date, body: string): SignedHeaders {
  const timestampS = Math.floor(at.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestampS),
    'webhook-signature': sign(secret, id, timestampS, body),
  };
}

/** The receiver's check (what docs/webhooks.md shows clients): any listed v1 signature, timestamp within tolerance. */
export function verify(
  secret: string,
  headers: Record<string, string | undefined>,
  body: string,
  now: Date,
  toleranceS = 300,
): boolean {
  const id = headers['webhook-id'];
  const timestamp = Number(headers['webhook-timestamp']);
  const signatures = headers['webhook-signature'];
  if (!id || !Number.isInteger(timestamp) || !signatures) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceS) return false;
  const expected = Buffer.from(sign(secret, id, timestamp, body));
  return signatures.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
