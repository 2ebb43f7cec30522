// The rules every object key follows. Keys are built by AccountKeys (account-keys.ts) and checked
// again by the adapter, so no caller-supplied name can climb out of its account's folder or
// smuggle in control characters that would break logs, listings or Content-Disposition headers.
import { validationError } from '@platform/errors';

/** S3 limits a key to 1024 bytes of UTF-8. */
export const MAX_KEY_BYTES = 1024;

/** True for C0 controls, DEL and C1 controls. */
export function hasControlCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Throws unless `part` is one safe path segment (no slash, no dot segment, no controls). */
export function assertPart(part: string, index: number): void {
  if (typeof part !== 'string' || part.length === 0) {
    throw validationError(`Key part ${index + 1} must be a non-empty string.`);
  }
  if (part === '.' || part === '..') {
    throw validationError(`Key part ${index + 1} must not be "." or "..".`);
  }
  if (part.includes('/') || part.includes('\\')) {
    throw validationError(`Key part ${index + 1} must not contain a slash.`);
  }
  if (hasControlCharacter(part)) {
    throw validationError(`Key part ${index + 1} must not contain control characters.`);
  }
}

/** Throws unless the key (or prefix) fits the 1024 bytes S3 allows. */
export function assertLength(key: string): void {
  if (Buffer.byteLength(key, 'utf8') > MAX_KEY_BYTES) {
    throw validationError(`An object key must be at most ${MAX_KEY_BYTES} bytes.`);
  }
}

/** Checks a complete key handed to the storage adapter (built by AccountKeys or elsewhere). */
export function assertObjectKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) {
    throw validationError('An object key must be a non-empty string.');
  }
  if (key.startsWith('/') || key.endsWith('/')) {
    throw validationError('An object key must not start or end with a slash.');
  }
  key.split('/').forEach(assertPart);
  assertLength(key);
}

/** Checks a folder prefix: the same rules as a key, but it must end with a slash. */
export function assertPrefix(prefix: string): void {
  if (typeof prefix !== 'string' || !prefix.endsWith('/') || prefix.length < 2) {
    throw validationError('A prefix must be a non-empty folder path ending with a slash.');
  }
  assertObjectKey(prefix.slice(0, -1));
}
