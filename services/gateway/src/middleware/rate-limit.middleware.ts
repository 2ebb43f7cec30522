// Charges rate-limit buckets and reports them: RateLimit-Limit/Remaining/Reset on every response
// that was charged, and Retry-After on a 429.
import type { Context } from 'koa';
import { GatewayError } from '../http/problem.ts';
import type { RateLimitClass, RateLimitResult, RateLimiter } from '../rate-limit/rate-limiter.ts';

function apply(ctx: Context, result: RateLimitResult): void {
  const { report } = result;
  ctx.set({
    'RateLimit-Limit': String(report.limit),
    'RateLimit-Remaining': String(report.remaining),
    'RateLimit-Reset': String(report.resetSeconds),
  });
  if (!result.allowed) {
    const wait = report.retryAfterSeconds;
    throw new GatewayError(429, `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`, {
      'Retry-After': String(wait),
    });
  }
}

export interface ClientAddressLimit {
  /** Charges the address (public routes, missing or failed credentials); 429 when refused. */
  charge(ctx: Context): Promise<void>;
  /** 429 without any I/O while an address that was refused waits for its bucket to refill. */
  assertNotBlocked(ctx: Context): void;
}

const MAX_BLOCKED_ADDRESSES = 10_000;

/**
 * Per client address, for requests that are not authenticated. Valid credentials are never
 * charged here (a busy client would otherwise be throttled each time its auth cache entry
 * expires); failed ones are. A refused address is remembered in this replica until its bucket
 * refills, so further guesses are turned away before billing is asked.
 */
export function clientAddressLimit(limiter: RateLimiter, now: () => number): ClientAddressLimit {
  const blockedUntil = new Map<string, number>();
  const addressOf = (ctx: Context) => ctx.ip || 'unknown';
  return {
    async charge(ctx) {
      const address = addressOf(ctx);
      const result = await limiter.chargeClientAddress(address);
      if (!result.allowed) {
        if (blockedUntil.size >= MAX_BLOCKED_ADDRESSES) {
          for (const [key, until] of blockedUntil) if (until <= now()) blockedUntil.delete(key);
        }
        if (blockedUntil.size < MAX_BLOCKED_ADDRESSES) {
          blockedUntil.set(address, now() + result.report.retryAfterSeconds * 1000);
        }
      }
      apply(ctx, result);
    },
    assertNotBlocked(ctx) {
      const address = addressOf(ctx);
      const until = blockedUntil.get(address);
      if (until === undefined) return;
      const waitMs = until - now();
      if (waitMs <= 0) {
        blockedUntil.delete(address);
        return;
      }
      const wait = Math.ceil(waitMs / 1000);
      throw new GatewayError(429, `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`, {
        'Retry-After': String(wait),
      });
    },
  };
}

/** Per account, plus the job budget on job-creating routes. */
export const limitAccount =
  (limiter: RateLimiter) =>
  async (ctx: Context, accountId: string, rateLimitClass: RateLimitClass = 'default'): Promise<void> => {
    apply(ctx, await limiter.chargeAccount(accountId, rateLimitClass));
  };
