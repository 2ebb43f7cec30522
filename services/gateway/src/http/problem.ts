// The one place that turns a thrown value into the status, headers and body the interface spec
// fixes for errors. Messages of unexpected errors never reach the client: a 500 carries only a
// generic text and the error id that support can look up in the logs.
import { AppError, httpStatusByKind, type FieldErrors } from '@platform/errors';
import { formatDecimal } from './decimal.ts';

/** An HTTP-level failure the gateway itself raises (404/405/413/415/429, bad Host, ...). */
export class GatewayError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  constructor(status: number, detail: string, headers: Record<string, string> = {}) {
    super(detail);
    this.name = 'GatewayError';
    this.status = status;
    this.headers = headers;
  }
}

export interface ErrorResponse {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  /** True when the failure is ours (5xx), so it is logged with its stack. */
  unexpected: boolean;
}

export const NOT_FOUND_DETAIL = 'Not found.';
export const INTERNAL_ERROR_TEXT = 'Internal server error.';
export const UNAVAILABLE_DETAIL = 'A backing service is unavailable. Try again shortly.';
/** Sent with every 401 so clients know which scheme to use. */
export const WWW_AUTHENTICATE = 'Token';

export const notFoundError = (): GatewayError => new GatewayError(404, NOT_FOUND_DETAIL);

export const methodNotAllowedError = (method: string, allowed: string[]): GatewayError =>
  new GatewayError(405, `Method "${method}" not allowed.`, { Allow: allowed.join(', ') });

export function validationBody(
  detail: string,
  errorId: string,
  errors?: FieldErrors,
): Record<string, unknown> {
  return errors && Object.keys(errors).length > 0
    ? { detail, error_id: errorId, errors }
    : { detail, error_id: errorId };
}

function fromAppError(err: AppError, errorId: string): ErrorResponse {
  const status = httpStatusByKind[err.kind];
  const plain = (detail: string, headers: Record<string, string> = {}): ErrorResponse => ({
    status,
    headers,
    body: { detail, error_id: errorId },
    unexpected: false,
  });
  switch (err.kind) {
    case 'validation':
      return {
        status,
        headers: {},
        body: validationBody(err.message, errorId, err.fieldErrors),
        unexpected: false,
      };
    case 'insufficient_credits':
      return {
        status,
        headers: {},
        // The job's price and the balance at refusal time, as `balance_usd` is written (4 decimals).
        body: {
          detail: err.message,
          error_id: errorId,
          code: 'insufficient_credits',
          ...(err.shortfall && {
            price_credits: formatDecimal(err.shortfall.price, 4),
            balance_credits: formatDecimal(err.shortfall.balance, 4),
          }),
        },
        unexpected: false,
      };
    case 'unauthenticated':
      return plain(err.message, { 'WWW-Authenticate': WWW_AUTHENTICATE });
    case 'not_found':
      return plain(NOT_FOUND_DETAIL);
    case 'forbidden':
    case 'conflict':
    case 'rate_limited':
      return plain(err.message);
    case 'unavailable':
      // Refused for capacity (ours or a service's): nothing failed, the client is told when to come back.
      if (err.retryAfterSeconds !== undefined)
        return plain(err.message, { 'Retry-After': String(err.retryAfterSeconds) });
      return { ...plain(UNAVAILABLE_DETAIL), unexpected: true };
    case 'internal':
      return internal(errorId);
  }
}

const internal = (errorId: string): ErrorResponse => ({
  status: 500,
  headers: {},
  body: { error: INTERNAL_ERROR_TEXT, error_id: errorId },
  unexpected: true,
});

/** Errors of Koa's body parser and http-errors carry a status and `expose`; map them to fixed texts. */
const httpErrorDetails: Record<number, string> = {
  400: 'Malformed request body.',
  413: 'Request body is too large.',
  415: 'Unsupported media type in request.',
};

interface HttpLikeError {
  status?: unknown;
  statusCode?: unknown;
  expose?: unknown;
}

/** Maps any thrown value to the response the spec fixes for it. */
export function toErrorResponse(err: unknown, errorId: string): ErrorResponse {
  if (err instanceof GatewayError) {
    const status = err.status;
    if (status >= 500) return internal(errorId);
    const headers = status === 401 ? { 'WWW-Authenticate': WWW_AUTHENTICATE, ...err.headers } : err.headers;
    return { status, headers, body: { detail: err.message, error_id: errorId }, unexpected: false };
  }
  if (err instanceof AppError) return fromAppError(err, errorId);
  const httpError = err as HttpLikeError | undefined;
  const status = Number(httpError?.status ?? httpError?.statusCode);
  if (httpError?.expose === true && Number.isInteger(status) && status >= 400 && status < 500) {
    const detail = httpErrorDetails[status] ?? 'Bad request.';
    return { status, headers: {}, body: { detail, error_id: errorId }, unexpected: false };
  }
  return internal(errorId);
}
