// API key format: `mk_live_<8-char id>_<43-char secret>`. The id makes a key recognisable in
// logs and support tickets without revealing it; the secret is 32 random bytes (256 bits) in
// base64url. Only the SHA-256 of the whole key is stored. A slow password hash (bcrypt, scrypt)
// defends low-entropy secrets against guessing; 256 random bits cannot be guessed, so a fast
// hash loses nothing and lets every request find its key with one indexed lookup.
import { createHash } from 'node:crypto';
import type { RandomSource } from './ports.ts';

export const API_KEY_PREFIX = 'mk_live_';
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_LENGTH = 8;
const SECRET_BYTES = 32;
const API_KEY_PATTERN = /^(mk_live_[a-z0-9]{8})_[A-Za-z0-9_-]{43}$/;
/** A key's visible prefix alone. */
export const KEY_PREFIX_PATTERN = /^mk_live_[a-z0-9]{8}$/;

export interface GeneratedApiKey {
  /** The full key: shown once, never stored. */
  key: string;
  /** `mk_live_<id>`: stored and shown. */
  prefix: string;
  hash: Buffer;
}

export function hashApiKey(key: string): Buffer {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** The key's visible prefix, or null when the text cannot be a key (no lookup needed then). */
export function apiKeyPrefix(text: string): string | null {
  return API_KEY_PATTERN.exec(text)?.[1] ?? null;
}

function randomId(random: RandomSource): string {
  let id = '';
  // Rejection sampling: 252 is the largest multiple of 36 below 256, so every character is
  // equally likely.
  while (id.length < ID_LENGTH) {
    for (const byte of random.bytes(ID_LENGTH * 2)) {
      if (byte < 252 && id.length < ID_LENGTH) id += ID_ALPHABET[byte % 36];
    }
  }
  return id;
}

export function generateApiKey(random: RandomSource): GeneratedApiKey {
  const prefix = `${API_KEY_PREFIX}${randomId(random)}`;
  const secret = random.bytes(SECRET_BYTES);
  if (secret.length !== SECRET_BYTES) throw new Error('The random source returned too few bytes.');
  const key = `${prefix}_${secret.toString('base64url')}`;
  return { key, prefix, hash: hashApiKey(key) };
}
