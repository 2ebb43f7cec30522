// Share tokens: 24 bytes (192 bits) from the CSPRNG, base64url without padding, so 32 URL-safe
// characters. 192 bits leave guessing hopeless even at absurd request rates (the spec asks for at
// least 128), and the fixed shape lets the public page refuse malformed tokens without a lookup.
import type { RandomSource } from './ports.ts';

export const TOKEN_BYTES = 24;
export const TOKEN_LENGTH = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

export function generateShareToken(random: RandomSource): string {
  const bytes = random.bytes(TOKEN_BYTES);
  if (bytes.length !== TOKEN_BYTES) throw new Error('The random source returned too few bytes.');
  return bytes.toString('base64url');
}

/** True when `text` has the shape of a token (it may still be unknown). */
export const isShareTokenFormat = (text: string): boolean => TOKEN_PATTERN.test(text);
