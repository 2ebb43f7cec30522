// One error type for everything that goes wrong with media: callers (engines, the worker) turn
// `code` into a job outcome, and `message` is short enough to show a user as `error_message`.
// The raw ffmpeg output stays in `stderrTail` for logs, never in the user-facing message.

export type MediaErrorCode =
  /** The input is not media, is corrupt, or is a kind the operation does not accept. */
  | 'invalid_input'
  /** The input is larger than a configured limit (pixels, bytes). */
  | 'too_large'
  /** The tool ran and failed. */
  | 'failed'
  /** The tool ran longer than its time limit and was killed. */
  | 'timeout'
  /** The caller aborted; the tool was killed. */
  | 'cancelled'
  /** The tool could not be started (binary missing, not executable). */
  | 'unavailable';

export interface MediaErrorDetails {
  exitCode?: number | null;
  signal?: string | null;
  stderrTail?: string;
  cause?: unknown;
}

export class MediaError extends Error {
  override name = 'MediaError';
  readonly code: MediaErrorCode;
  readonly exitCode: number | null;
  readonly signal: string | null;
  /** The last few KiB of the tool's stderr, for logs. */
  readonly stderrTail: string;

  constructor(code: MediaErrorCode, message: string, details: MediaErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.exitCode = details.exitCode ?? null;
    this.signal = details.signal ?? null;
    this.stderrTail = details.stderrTail ?? '';
  }
}

export const isMediaError = (err: unknown, code?: MediaErrorCode): err is MediaError =>
  err instanceof MediaError && (code === undefined || err.code === code);
