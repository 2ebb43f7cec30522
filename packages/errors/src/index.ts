// One error type per kind of the interface spec. Each kind is mapped exactly once to a gRPC
// status (here) and once to an HTTP status (here too), so services and the gateway never
// improvise their own codes.
import { status as GrpcStatus, Metadata, type ServiceError } from '@grpc/grpc-js';

export type ErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'insufficient_credits'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  | 'internal'
  | 'unavailable';

/** Field errors in the DRF shape: `{field: [message, ...]}`. */
export type FieldErrors = Record<string, string[]>;

/**
 * The figures of an `insufficient_credits` refusal: the job's price and the account's balance at
 * refusal time, credit amounts as billing formats them (4 decimals, "2.5000").
 */
export interface CreditShortfall {
  price: string;
  balance: string;
}

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly fieldErrors: FieldErrors | undefined;
  /** Set on a refusal for lack of capacity (`atCapacity`): the caller may retry after this many seconds. */
  readonly retryAfterSeconds: number | undefined;
  /** Set on an `insufficient_credits` refusal: what the job costs and what the balance was. */
  readonly shortfall: CreditShortfall | undefined;
  constructor(
    kind: ErrorKind,
    message: string,
    fieldErrors?: FieldErrors,
    retryAfterSeconds?: number,
    shortfall?: CreditShortfall,
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.fieldErrors = fieldErrors;
    this.retryAfterSeconds = retryAfterSeconds;
    this.shortfall = shortfall;
  }
}

export const AT_CAPACITY_MESSAGE = 'The service is at capacity. Try again shortly.';

/**
 * A refusal before any work was done because the service has as many calls in flight as it
 * takes (admission control): `unavailable` (HTTP 503, gRPC UNAVAILABLE) with the seconds to wait.
 * Over gRPC it is a handler's answer, so clients do not retry it on their own: a retry would add
 * to the load that caused it.
 */
export const atCapacity = (retryAfterSeconds: number, message = AT_CAPACITY_MESSAGE): AppError =>
  new AppError('unavailable', message, undefined, retryAfterSeconds);

export const validationError = (message: string, fieldErrors?: FieldErrors): AppError =>
  new AppError('validation', message, fieldErrors);
export const notFound = (message = 'Not found.'): AppError => new AppError('not_found', message);
export const unauthenticated = (message = 'Invalid credentials.'): AppError =>
  new AppError('unauthenticated', message);
export const forbidden = (message = 'You do not have permission to perform this action.'): AppError =>
  new AppError('forbidden', message);
/** A job the balance cannot cover; the message names both figures, which also travel on their own. */
export const insufficientCredits = (shortfall: CreditShortfall): AppError =>
  new AppError(
    'insufficient_credits',
    `This job costs ${shortfall.price} credits; the balance is ${shortfall.balance} credits.`,
    undefined,
    undefined,
    { price: shortfall.price, balance: shortfall.balance },
  );
export const conflict = (message: string): AppError => new AppError('conflict', message);

const grpcByKind: Record<ErrorKind, GrpcStatus> = {
  validation: GrpcStatus.INVALID_ARGUMENT,
  unauthenticated: GrpcStatus.UNAUTHENTICATED,
  insufficient_credits: GrpcStatus.FAILED_PRECONDITION,
  forbidden: GrpcStatus.PERMISSION_DENIED,
  not_found: GrpcStatus.NOT_FOUND,
  conflict: GrpcStatus.ALREADY_EXISTS,
  rate_limited: GrpcStatus.RESOURCE_EXHAUSTED,
  internal: GrpcStatus.INTERNAL,
  unavailable: GrpcStatus.UNAVAILABLE,
};

export const httpStatusByKind: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  insufficient_credits: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
};

const KIND_KEY = 'x-error-kind';
const FIELDS_KEY = 'x-field-errors-bin';
const RETRY_AFTER_KEY = 'x-retry-after';
const SHORTFALL_KEY = 'x-credit-shortfall-bin';

/** Socket failures of a server that is down, restarting or out of reach. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** PostgreSQL: connection exceptions (class 08), shutting down or starting up (57P01-57P03), too many connections (53300). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;

/**
 * True when an unexpected error (not an AppError) means a backing server (the database, the bus)
 * could not be reached or went away mid-call: the request may succeed once it is back, so it is
 * `unavailable` (503, retry), not an internal error. Follows `cause` chains; drivers copy the
 * socket's or the server's code onto their own errors.
 */
export function isConnectionFailure(err: unknown): boolean {
  for (
    let current = err, depth = 0;
    current && typeof current === 'object' && depth < 5;
    current = (current as { cause?: unknown }).cause, depth += 1
  ) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
      return true;
    // node-postgres ends a client whose server closed the socket with this message and no code.
    if (typeof message === 'string' && /^Connection terminated/.test(message)) return true;
  }
  return false;
}

/** Turns any thrown value into a gRPC ServiceError carrying the kind, field errors and shortfall. */
export function toGrpcError(err: unknown): Partial<ServiceError> {
  const appError =
    err instanceof AppError
      ? err
      : isConnectionFailure(err)
        ? new AppError('unavailable', 'A backing service is unavailable.')
        : new AppError('internal', 'Internal error.');
  const metadata = new Metadata();
  metadata.set(KIND_KEY, appError.kind);
  if (appError.fieldErrors) {
    metadata.set(FIELDS_KEY, Buffer.from(JSON.stringify(appError.fieldErrors)));
  }
  if (appError.retryAfterSeconds !== undefined)
    metadata.set(RETRY_AFTER_KEY, String(appError.retryAfterSeconds));
  if (appError.shortfall) metadata.set(SHORTFALL_KEY, Buffer.from(JSON.stringify(appError.shortfall)));
  return { code: grpcByKind[appError.kind], details: appError.message, metadata };
}

const kindByGrpc = new Map<number, ErrorKind>(
  Object.entries(grpcByKind).map(([kind, code]) => [code, kind as ErrorKind]),
);

/**
 * True when a gRPC error is the answer of one of our handlers (it carries the error kind), as
 * opposed to a failure on the way: a handler that answered has run, whatever it answered.
 */
export function isHandlerAnswer(err: unknown): boolean {
  const metadata = (err as Partial<ServiceError> | undefined)?.metadata;
  return typeof metadata?.get === 'function' && metadata.get(KIND_KEY).length > 0;
}

/** Turns a gRPC client error back into an AppError. Transport failures become `unavailable`. */
export function fromGrpcError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const serviceError = err as Partial<ServiceError> | undefined;
  if (!serviceError || typeof serviceError.code !== 'number') {
    return new AppError('internal', 'Internal error.');
  }
  const declared = serviceError.metadata?.get(KIND_KEY)[0];
  const kind =
    typeof declared === 'string' && declared in grpcByKind
      ? (declared as ErrorKind)
      : (kindByGrpc.get(serviceError.code) ?? 'internal');
  const rawFields = serviceError.metadata?.get(FIELDS_KEY)[0];
  const fieldErrors = Buffer.isBuffer(rawFields)
    ? (JSON.parse(rawFields.toString('utf8')) as FieldErrors)
    : undefined;
  const retryAfter = Number(serviceError.metadata?.get(RETRY_AFTER_KEY)[0]);
  if (
    serviceError.code === GrpcStatus.UNAVAILABLE &&
    kind === 'unavailable' &&
    Number.isInteger(retryAfter) &&
    retryAfter > 0
  ) {
    return atCapacity(retryAfter);
  }
  if (serviceError.code === GrpcStatus.DEADLINE_EXCEEDED || serviceError.code === GrpcStatus.UNAVAILABLE) {
    return new AppError('unavailable', 'A backing service is unavailable.');
  }
  const shortfall =
    kind === 'insufficient_credits'
      ? decodeShortfall(serviceError.metadata?.get(SHORTFALL_KEY)[0])
      : undefined;
  return new AppError(kind, serviceError.details ?? 'Internal error.', fieldErrors, undefined, shortfall);
}

const DECIMAL = /^\d+(?:\.\d+)?$/;

/** The shortfall a handler sent, or undefined when it sent none (or something that is not one). */
function decodeShortfall(raw: unknown): CreditShortfall | undefined {
  if (!Buffer.isBuffer(raw)) return undefined;
  try {
    const { price, balance } = JSON.parse(raw.toString('utf8')) as Partial<Record<string, unknown>>;
    if (
      typeof price === 'string' &&
      typeof balance === 'string' &&
      DECIMAL.test(price) &&
      DECIMAL.test(balance)
    )
      return { price, balance };
  } catch {
    // Not JSON: no figures rather than no answer.
  }
  return undefined;
}

export { FieldCheck, NULL_CHARACTER, characterCount, isUuid } from './field-check.ts';
