// Access tokens: the gateway mints short-lived HS256 JWTs for an account (exchanged for an API
// key) and verifies them with one key object built at start-up. Optionally it also accepts JWTs
// of an external identity provider, verified against its JWKS, with one claim naming the account.
// Algorithms are pinned per issuer, so `alg: none` or an HS/RS confusion never verifies.
import { createSecretKey, randomUUID, type KeyObject } from 'node:crypto';
import {
  SignJWT,
  createRemoteJWKSet,
  decodeJwt,
  errors,
  jwtVerify,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import { AppError, unauthenticated } from '@platform/errors';
import { INVALID_TOKEN } from './auth-header.ts';

export interface ExternalIssuerOptions {
  jwksUrl: string;
  issuer: string;
  audience: string;
  /** The claim holding the account id. */
  accountClaim: string;
  algorithms: string[];
  /** For tests: a key set resolver instead of fetching `jwksUrl`. */
  keySet?: JWTVerifyGetKey;
}

export interface JwtOptions {
  secret: string | Uint8Array;
  issuer: string;
  audience: string;
  ttlSeconds: number;
  now: () => number;
  external?: ExternalIssuerOptions;
}

export interface VerifiedToken {
  accountId: string;
  /** Our own tokens: the API key they were minted from (its prefix), which must still be active. */
  keyPrefix?: string;
  method: 'jwt' | 'external_jwt';
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export interface MintedToken {
  access: string;
  expiresIn: number;
}

const ALGORITHM = 'HS256';
/** The claim naming the API key a token was minted from: revoking the key ends the token. */
const KEY_CLAIM = 'key';
const KEY_PREFIX = /^mk_live_[a-z0-9]{8}$/;
const ACCOUNT_ID = /^[1-9][0-9]{0,18}$/;

function accountIdOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value);
  if (typeof value === 'string' && ACCOUNT_ID.test(value)) return value;
  return undefined;
}

export const EXPIRED_TOKEN = 'Token has expired.';

/**
 * How far an external identity provider's clock may be from ours when its `nbf`, `iat` and `exp`
 * are checked: a token issued a second "in the future" by a provider whose clock runs ahead is
 * still a fresh token. Our own tokens are minted and checked by the same clock and get none.
 */
export const EXTERNAL_CLOCK_TOLERANCE_SECONDS = 30;

/**
 * Whether fetching the key set failed, rather than the token: a network error or timeout, an
 * answer other than 200 and a body that is not JSON (jose raises the plain JOSEError, code
 * ERR_JOSE_GENERIC, for both), or a document that is not a key set. Faults of the token itself
 * always carry a specific code (bad signature or claims, no matching key, algorithm refused, ...).
 */
const keySetUnavailable = (err: unknown): boolean =>
  !(err instanceof errors.JOSEError) ||
  err instanceof errors.JWKSTimeout ||
  err instanceof errors.JWKSInvalid ||
  err.code === errors.JOSEError.code;

/** Bad tokens are 401; an identity provider whose key set cannot be fetched is a 503, not the caller's fault. */
function verificationFailure(err: unknown, external: boolean): AppError {
  if (err instanceof errors.JWTExpired) return unauthenticated(EXPIRED_TOKEN);
  if (external && keySetUnavailable(err)) {
    return new AppError('unavailable', 'The identity provider key set is unavailable.');
  }
  return unauthenticated(INVALID_TOKEN);
}

export class JwtService {
  readonly #key: KeyObject;
  readonly #options: JwtOptions;
  readonly #externalKeys: JWTVerifyGetKey | undefined;

  constructor(options: JwtOptions) {
    this.#options = options;
    this.#key = createSecretKey(
      typeof options.secret === 'string' ? Buffer.from(options.secret, 'utf8') : options.secret,
    );
    const external = options.external;
    this.#externalKeys = external
      ? (external.keySet ??
        createRemoteJWKSet(new URL(external.jwksUrl), { timeoutDuration: 3000, cooldownDuration: 30_000 }))
      : undefined;
  }

  get ttlSeconds(): number {
    return this.#options.ttlSeconds;
  }

  /** A token for the account, tied to the API key (its prefix) that asked for it. */
  async mint(accountId: string, keyPrefix: string): Promise<MintedToken> {
    if (!KEY_PREFIX.test(keyPrefix)) throw new Error('a token is minted only for an API key');
    const issuedAt = Math.floor(this.#options.now() / 1000);
    const access = await new SignJWT({ [KEY_CLAIM]: keyPrefix })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(accountId)
      .setIssuer(this.#options.issuer)
      .setAudience(this.#options.audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.#options.ttlSeconds)
      .setJti(randomUUID())
      .sign(this.#key);
    return { access, expiresIn: this.#options.ttlSeconds };
  }

  /** Verifies signature, algorithm, issuer, audience and expiry; throws `unauthenticated` otherwise. */
  async verify(token: string): Promise<VerifiedToken> {
    const external = this.#options.external;
    let claimedIssuer: unknown;
    try {
      claimedIssuer = decodeJwt(token).iss;
    } catch {
      throw unauthenticated(INVALID_TOKEN);
    }
    const useExternal =
      external !== undefined && this.#externalKeys !== undefined && claimedIssuer === external.issuer;
    let payload: JWTPayload;
    try {
      const currentDate = new Date(this.#options.now());
      payload = useExternal
        ? (
            await jwtVerify(token, this.#externalKeys as JWTVerifyGetKey, {
              algorithms: external.algorithms,
              issuer: external.issuer,
              audience: external.audience,
              requiredClaims: ['exp', external.accountClaim],
              currentDate,
              clockTolerance: EXTERNAL_CLOCK_TOLERANCE_SECONDS,
            })
          ).payload
        : (
            await jwtVerify(token, this.#key, {
              algorithms: [ALGORITHM],
              issuer: this.#options.issuer,
              audience: this.#options.audience,
              requiredClaims: ['exp', 'sub', KEY_CLAIM],
              currentDate,
            })
          ).payload;
    } catch (err) {
      throw verificationFailure(err, useExternal);
    }
    const accountId = accountIdOf(useExternal && external ? payload[external.accountClaim] : payload.sub);
    if (accountId === undefined || typeof payload.exp !== 'number') throw unauthenticated(INVALID_TOKEN);
    if (useExternal) return { accountId, method: 'external_jwt', expiresAt: payload.exp * 1000 };
    const keyPrefix = payload[KEY_CLAIM];
    if (typeof keyPrefix !== 'string' || !KEY_PREFIX.test(keyPrefix)) throw unauthenticated(INVALID_TOKEN);
    return { accountId, keyPrefix, method: 'jwt', expiresAt: payload.exp * 1000 };
  }
}
