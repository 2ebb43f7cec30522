// Errors of the HTTP model adapters. `retryable` separates a provider that is busy or briefly
// unreachable (worth another delivery of the job later) from a request the provider refused or
// an answer we cannot use (retrying would only repeat the failure, and cost money).
// Messages are meant for a user's `error_message`: they name the adapter and the problem, never
// the provider's address or any credential.

export class AdapterError extends Error {
  override name = 'AdapterError';
  readonly retryable: boolean;
  /** HTTP status of the provider's last answer, when there was one. */
  readonly status: number | null;
  /** A call that must not be repeated got no answer that says whether the provider took it. */
  readonly outcomeUnknown: boolean;

  constructor(
    message: string,
    options: { retryable: boolean; status?: number | null; cause?: unknown; outcomeUnknown?: boolean },
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.retryable = options.retryable;
    this.status = options.status ?? null;
    this.outcomeUnknown = options.outcomeUnknown ?? false;
  }
}

/** The catalogue entry's engine_config does not fit the adapter; fix the catalogue, not the job. */
export class AdapterConfigError extends AdapterError {
  override name = 'AdapterConfigError';
  constructor(message: string) {
    super(message, { retryable: false });
  }
}
