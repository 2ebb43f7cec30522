// Which failures are worth another delivery. Bad input (not an image, too many pixels, an ffmpeg
// error on it, a provider refusing the request) fails at once with a message a user can read;
// storage hiccups, unreachable providers and unknown errors go back to the queue with backoff.
import { NonRetryableError } from '@platform/bus';
import { AppError } from '@platform/errors';
import { MediaError } from '@platform/media';
import { AdapterError } from '@platform/http-client';

const FINAL_MEDIA_CODES = new Set(['invalid_input', 'too_large', 'failed', 'timeout']);
const FINAL_APP_KINDS = new Set(['validation', 'not_found', 'forbidden']);

/** The error to throw from a handler: NonRetryableError for final failures, else the original. */
export function classifyJobError(error: unknown): unknown {
  if (error instanceof NonRetryableError) return error;
  if (error instanceof MediaError && FINAL_MEDIA_CODES.has(error.code))
    return new NonRetryableError(error.message, { cause: error });
  if (error instanceof AdapterError && !error.retryable)
    return new NonRetryableError(error.message, { cause: error });
  if (error instanceof AppError && FINAL_APP_KINDS.has(error.kind))
    return new NonRetryableError(error.message, { cause: error });
  return error;
}

const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/[^\s'"]+/gi;
const ADDRESS_PATTERN = /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b/g;
const MAX_MESSAGE = 500;

/** Strips URLs and network addresses (internal topology) and bounds the length. */
export function publicMessage(text: string): string {
  const cleaned = text
    .replace(URL_PATTERN, '<address>')
    .replace(ADDRESS_PATTERN, '<address>')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned.length > MAX_MESSAGE ? `${cleaned.slice(0, MAX_MESSAGE - 3)}...` : cleaned;
}
