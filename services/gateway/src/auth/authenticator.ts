// Resolves credentials to the calling account. API keys are checked by billing; JWTs are
// verified locally and their account is then looked up in billing, so a disabled or deleted
// account loses access even with an unexpired token, and for our own tokens together with the
// API key they were minted from, so revoking the key ends its tokens in the same window. Results are cached for a few seconds,
// keyed by a SHA-256 of the secret (never the secret itself): revocation takes effect within
// the positive TTL, and failures are cached only briefly. Concurrent lookups of the same
// secret share one backend call.
import { createHash } from 'node:crypto';
import { AppError, forbidden, unauthenticated } from '@platform/errors';
import type { BillingClient } from '../clients/billing.client.ts';
import { INVALID_TOKEN, type Credentials } from './auth-header.ts';
import type { JwtService } from './jwt.service.ts';
import { TtlCache } from './ttl-cache.ts';

export type AuthMethod = 'api_key' | 'jwt' | 'external_jwt';

export interface Principal {
  accountId: string;
  email: string;
  method: AuthMethod;
  /** With an API key or one of our JWTs: the key's prefix (a JWT is tied to the key that minted it). */
  keyPrefix?: string;
}

export type BillingAuthApi = Pick<BillingClient, 'AuthenticateApiKey' | 'GetAccount'>;

export interface AuthenticatorOptions {
  billing: BillingAuthApi;
  jwt: JwtService;
  now: () => number;
  positiveTtlMs: number;
  negativeTtlMs: number;
  maxEntries: number;
}

interface Account {
  id: string;
  email: string;
  status: string;
}

type Outcome = { ok: true; principal: Principal } | { ok: false; error: AppError };

export const DISABLED_ACCOUNT = 'This account is disabled.';
const ACTIVE = 'ACCOUNT_STATUS_ACTIVE';

const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** Billing's answers that mean "these credentials do not identify an account". */
const REJECTED_KINDS = new Set(['unauthenticated', 'not_found', 'validation']);

export class Authenticator {
  readonly #options: AuthenticatorOptions;
  readonly #credentials: TtlCache<Outcome>;
  readonly #accounts: TtlCache<Outcome>;
  readonly #inFlight = new Map<string, Promise<Outcome>>();

  constructor(options: AuthenticatorOptions) {
    this.#options = options;
    this.#credentials = new TtlCache({ maxEntries: options.maxEntries, now: options.now });
    this.#accounts = new TtlCache({ maxEntries: options.maxEntries, now: options.now });
  }

  /** The principal when these credentials were accepted within the cache window; no I/O. */
  cached(credentials: Credentials): Principal | undefined {
    const outcome = this.#credentials.get(cacheKey(credentials));
    return outcome?.ok ? outcome.principal : undefined;
  }

  /** Resolves the principal or throws AppError (`unauthenticated`, `forbidden`, `unavailable`, ...). */
  async authenticate(credentials: Credentials): Promise<Principal> {
    const key = cacheKey(credentials);
    const outcome =
      this.#credentials.get(key) ??
      (await this.#singleFlight(key, () =>
        credentials.scheme === 'Token'
          ? this.#checkApiKey(key, credentials.key)
          : this.#checkJwt(key, credentials.token),
      ));
    if (!outcome.ok) throw outcome.error;
    return outcome.principal;
  }

  /** Forgets everything cached (e.g. after an operator revoked keys and wants it to apply now). */
  clear(): void {
    this.#credentials.clear();
    this.#accounts.clear();
  }

  async #singleFlight(key: string, load: () => Promise<Outcome>): Promise<Outcome> {
    const pending = this.#inFlight.get(key);
    if (pending) return pending;
    const promise = load().finally(() => this.#inFlight.delete(key));
    this.#inFlight.set(key, promise);
    return promise;
  }

  #remember(cache: TtlCache<Outcome>, key: string, outcome: Outcome, maxTtlMs = Infinity): Outcome {
    const ttl = outcome.ok ? this.#options.positiveTtlMs : this.#options.negativeTtlMs;
    cache.set(key, outcome, Math.min(ttl, maxTtlMs));
    return outcome;
  }

  async #checkApiKey(key: string, apiKey: string): Promise<Outcome> {
    let answer: { account: Account | null; key_prefix: string };
    try {
      answer = await this.#options.billing.AuthenticateApiKey({ api_key: apiKey });
    } catch (err) {
      return this.#remember(this.#credentials, key, rejection(err));
    }
    const outcome = accountOutcome(answer.account, 'api_key');
    return this.#remember(
      this.#credentials,
      key,
      outcome.ok ? { ok: true, principal: { ...outcome.principal, keyPrefix: answer.key_prefix } } : outcome,
    );
  }

  async #checkJwt(key: string, token: string): Promise<Outcome> {
    let verified;
    try {
      verified = await this.#options.jwt.verify(token);
    } catch (err) {
      if (err instanceof AppError && err.kind === 'unavailable') throw err;
      return { ok: false, error: err instanceof AppError ? err : unauthenticated(INVALID_TOKEN) };
    }
    const account = await this.#account(verified.accountId, verified.keyPrefix);
    const outcome: Outcome = account.ok
      ? {
          ok: true,
          principal: { ...account.principal, method: verified.method, keyPrefix: verified.keyPrefix },
        }
      : account;
    // The token's entry lives no longer than the account entry it was judged by: a token first
    // seen late in that entry's life would otherwise keep a disabled account in for up to twice
    // the positive TTL.
    const accountTtlMs = this.#accounts.remainingMs(accountKey(verified.accountId, verified.keyPrefix));
    return this.#remember(
      this.#credentials,
      key,
      outcome,
      Math.min(verified.expiresAt - this.#options.now(), accountTtlMs),
    );
  }

  /** The account, and with `keyPrefix` only while that key of it is active (billing checks both). */
  async #account(accountId: string, keyPrefix?: string): Promise<Outcome> {
    const key = accountKey(accountId, keyPrefix);
    const cached = this.#accounts.get(key);
    if (cached) return cached;
    return this.#singleFlight(key, async () => {
      try {
        const account = await this.#options.billing.GetAccount({
          account_id: accountId,
          key_prefix: keyPrefix ?? '',
        });
        return this.#remember(this.#accounts, key, accountOutcome(account, 'jwt'));
      } catch (err) {
        return this.#remember(this.#accounts, key, rejection(err));
      }
    });
  }
}

const accountKey = (accountId: string, keyPrefix?: string): string =>
  keyPrefix ? `account:${accountId}:${keyPrefix}` : `account:${accountId}`;

function cacheKey(credentials: Credentials): string {
  return credentials.scheme === 'Token'
    ? `key:${sha256(credentials.key)}`
    : `jwt:${sha256(credentials.token)}`;
}

function accountOutcome(account: Account | null | undefined, method: AuthMethod): Outcome {
  if (!account?.id) return { ok: false, error: unauthenticated(INVALID_TOKEN) };
  if (account.status !== ACTIVE) return { ok: false, error: forbidden(DISABLED_ACCOUNT) };
  return { ok: true, principal: { accountId: String(account.id), email: account.email, method } };
}

/** Rejections are cached as outcomes; backend failures (unavailable, internal) propagate uncached. */
function rejection(err: unknown): Outcome {
  if (err instanceof AppError && REJECTED_KINDS.has(err.kind))
    return { ok: false, error: unauthenticated(INVALID_TOKEN) };
  if (err instanceof AppError && err.kind === 'forbidden')
    return { ok: false, error: forbidden(DISABLED_ACCOUNT) };
  throw err;
}
