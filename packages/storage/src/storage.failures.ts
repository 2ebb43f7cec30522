// How object-storage calls fail and are observed: transient failures (network, a busy endpoint)
// become `unavailable`, and every remote call gets a CLIENT span and a duration by outcome.
import { SpanKind } from '@opentelemetry/api';
import { AppError } from '@platform/errors';
import { elapsedSeconds, inSpan, lazyInstruments } from '@platform/telemetry';

// Failures a caller can only wait out. minio's own wording (endpoint, retry counts) stays out of
// the message, which can reach a client or a job's error_message; the original is the `cause`.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const BUSY_S3_CODES = new Set(['SlowDown', 'InternalError', 'ServiceUnavailable', 'RequestTimeout']);

export function storageFailure(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown } | null)?.code;
  const message = err instanceof Error ? err.message : '';
  const transient =
    (typeof code === 'string' && NETWORK_CODES.has(code)) ||
    BUSY_S3_CODES.has(s3ErrorCode(err) ?? '') ||
    /Retryable HTTP status|socket hang up/.test(message);
  return transient
    ? Object.assign(new AppError('unavailable', 'Object storage is unavailable.'), { cause: err })
    : err;
}

/** The operation, with transient failures turned into `unavailable`. */
export const guarded =
  <A extends unknown[], R>(operation: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await operation(...args);
    } catch (err) {
      throw storageFailure(err);
    }
  };

const storageInstruments = lazyInstruments((meter) => ({
  duration: meter.createHistogram('storage.operation.duration', {
    unit: 's',
    description: 'Duration of object storage calls',
  }),
}));

/**
 * A call to object storage: a CLIENT span (so a job's trace shows its reads and writes) and a
 * duration by operation and outcome. Pre-signing is local arithmetic and gets neither.
 */
export const remote = <A extends unknown[], R>(
  name: string,
  bucket: string,
  operation: (...args: A) => Promise<R>,
) => {
  const call = guarded(operation);
  return (...args: A): Promise<R> => {
    const started = performance.now();
    let outcome = 'ok';
    return inSpan(
      '@platform/storage',
      `storage ${name}`,
      { kind: SpanKind.CLIENT, attributes: { 'storage.operation': name, 'storage.bucket': bucket } },
      async () => {
        try {
          return await call(...args);
        } catch (err) {
          outcome = err instanceof AppError ? err.kind : 'error';
          throw err;
        } finally {
          storageInstruments().duration.record(elapsedSeconds(started), {
            'storage.operation': name,
            outcome,
          });
        }
      },
    );
  };
};

const MISSING_CODES = new Set(['NotFound', 'NoSuchKey']);
// minio's S3Error; matched by name so this needs no loaded module.
export const s3ErrorCode = (err: unknown): string | undefined =>
  err instanceof Error && err.name === 'S3Error' ? (err as Error & { code?: string }).code : undefined;
export const isMissing = (err: unknown): boolean => MISSING_CODES.has(s3ErrorCode(err) ?? '');
