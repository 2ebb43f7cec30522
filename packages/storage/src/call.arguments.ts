// Checks on what a caller passes with a storage call, made before anything is sent: a bad value is
// a validation error (the caller's 400), never a request S3 would refuse.
import { validationError } from '@platform/errors';
import { hasControlCharacter } from './object-key.ts';
import { MAX_PRESIGN_SECONDS } from './sigv4.presigner.ts';

/** Pre-signed URLs live 15 minutes unless the caller asks otherwise. */
export const DEFAULT_PRESIGN_SECONDS = 15 * 60;

export function expirySeconds(value: number | undefined): number {
  const seconds = value ?? DEFAULT_PRESIGN_SECONDS;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_PRESIGN_SECONDS) {
    throw validationError(`expiresInSeconds must be an integer from 1 to ${MAX_PRESIGN_SECONDS}.`);
  }
  return seconds;
}

export function assertContentType(contentType: string): void {
  // type/subtype with optional parameters; control characters would corrupt the header.
  if (
    typeof contentType !== 'string' ||
    !/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/.test(contentType) ||
    hasControlCharacter(contentType)
  ) {
    throw validationError(`Invalid content type: ${JSON.stringify(contentType)}.`);
  }
}

export function assertByteCount(name: string, value: number | undefined, minimum: number): void {
  if (value !== undefined && (!Number.isSafeInteger(value) || value < minimum)) {
    throw validationError(`${name} must be an integer of at least ${minimum}.`);
  }
}
