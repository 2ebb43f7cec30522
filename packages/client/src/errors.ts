// The errors a call can end in, one class per thing a caller handles differently: the API's
// answers by status (with its `error_id` for support and the fields at fault), the connection,
// the time limit, a job that ended without completing, and a webhook that fails verification.

/** Every error this library throws. */
export class MediaPlatformError extends Error {
  override name = 'MediaPlatformError';
}

/** The API answered with an error status. */
export class APIError extends MediaPlatformError {
  override name = 'APIError';
  /** Quote it to support: it names this answer in the platform's logs and traces. */
  readonly errorId: string | undefined;
  /** Each field at fault (dotted path) with its messages; empty unless fields were at fault. */
  readonly fields: Record<string, string[]>;
  readonly status: number;
  /** The answer's parsed body. */
  readonly body: unknown;
  readonly headers: Headers;
  constructor(status: number, body: unknown, headers: Headers, message: string) {
    super(message);
    this.status = status;
    this.body = body;
    this.headers = headers;
    const record = isRecord(body) ? body : {};
    this.errorId = typeof record.error_id === 'string' ? record.error_id : undefined;
    this.fields = isRecord(record.errors) ? fieldMessages(record.errors) : {};
  }

  /** The class that fits the status (and, for 402, the error's code). */
  static of(status: number, body: unknown, headers: Headers): APIError {
    const detail = isRecord(body) && typeof body.detail === 'string' ? body.detail : `HTTP ${status}`;
    const fields = isRecord(body) && isRecord(body.errors) ? fieldMessages(body.errors) : {};
    const message = [
      `${status} ${detail}`,
      ...Object.entries(fields).map(([field, messages]) => `${field}: ${messages.join(' ')}`),
    ].join('\n  ');
    const Class = CLASSES[status] ?? (status >= 500 ? InternalServerError : APIError);
    return new Class(status, body, headers, message);
  }
}

export class BadRequestError extends APIError {
  override name = 'BadRequestError';
}
export class AuthenticationError extends APIError {
  override name = 'AuthenticationError';
}
/** 402: the balance is short of the job's price; nothing was created or charged. */
export class InsufficientCreditsError extends APIError {
  override name = 'InsufficientCreditsError';
  /** The job's price, credits as an exact decimal string ("0.0400"). */
  get priceCredits(): string | undefined {
    return isRecord(this.body) && typeof this.body.price_credits === 'string'
      ? this.body.price_credits
      : undefined;
  }
  /** The balance when the job was refused, credits as an exact decimal string. */
  get balanceCredits(): string | undefined {
    return isRecord(this.body) && typeof this.body.balance_credits === 'string'
      ? this.body.balance_credits
      : undefined;
  }
}
export class PermissionDeniedError extends APIError {
  override name = 'PermissionDeniedError';
}
/** 404: absent, or another account's (the API does not tell the two apart). */
export class NotFoundError extends APIError {
  override name = 'NotFoundError';
}
/** 409: for example an `Idempotency-Key` reused with a different request. */
export class ConflictError extends APIError {
  override name = 'ConflictError';
}
export class RateLimitError extends APIError {
  override name = 'RateLimitError';
}
export class InternalServerError extends APIError {
  override name = 'InternalServerError';
}

const CLASSES: Record<number, typeof APIError> = {
  400: BadRequestError,
  401: AuthenticationError,
  402: InsufficientCreditsError,
  403: PermissionDeniedError,
  404: NotFoundError,
  409: ConflictError,
  429: RateLimitError,
};

/** No answer arrived: the connection failed or was cut. */
export class APIConnectionError extends MediaPlatformError {
  override name = 'APIConnectionError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** No answer within the request's time limit (`timeoutMs`). */
export class APITimeoutError extends APIConnectionError {
  override name = 'APITimeoutError';
}

type EndedJob = { id: string | number; status: string; error_message?: string };

/** `wait` saw the job end failed, cancelled or expired; `job` is its last state. */
export class JobFailedError<J extends EndedJob = EndedJob> extends MediaPlatformError {
  override name = 'JobFailedError';
  readonly job: J;
  constructor(job: J) {
    super(`job ${job.id} ${job.status}${job.error_message ? `: ${job.error_message}` : ''}`);
    this.job = job;
  }
}

/** `wait` ran out of time; `job` is the last state seen (the job goes on). */
export class WaitTimeoutError<J = unknown> extends MediaPlatformError {
  override name = 'WaitTimeoutError';
  readonly job: J | undefined;
  constructor(job: J | undefined, timeoutMs: number) {
    super(`the job did not end within ${timeoutMs} ms; it goes on (wait again or read it later)`);
    this.job = job;
  }
}

/** A webhook delivery whose signature or timestamp does not hold. */
export class WebhookVerificationError extends MediaPlatformError {
  override name = 'WebhookVerificationError';
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function fieldMessages(errors: Record<string, unknown>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      Array.isArray(messages) ? messages.map(String) : [String(messages)],
    ]),
  );
}
