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
    throw new GatewayError(
      429,
      `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`,
      {
        'Retry-After': String(wait),
      },
    );
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
  // Until when an address is refused, and what its refusing report said (for the headers).
  const blockedUntil = new Map<string, { until: number; limit: number; fullAt: number }>();
  const addressOf = (ctx: Context) => ctx.ip || 'unknown';
  return {
    async charge(ctx) {
      const address = addressOf(ctx);
      const result = await limiter.chargeClientAddress(address);
      if (!result.allowed) {
        if (blockedUntil.size >= MAX_BLOCKED_ADDRESSES) {
          for (const [key, entry] of blockedUntil) if (entry.until <= now()) blockedUntil.delete(key);
        }
        if (blockedUntil.size < MAX_BLOCKED_ADDRESSES) {
          const { limit, retryAfterSeconds, resetSeconds } = result.report;
          blockedUntil.set(address, {
            until: now() + retryAfterSeconds * 1000,
            limit,
            fullAt: now() + resetSeconds * 1000,
          });
        }
      }
      apply(ctx, result);
    },
    assertNotBlocked(ctx) {
      const address = addressOf(ctx);
      const blocked = blockedUntil.get(address);
      if (blocked === undefined) return;
      const waitMs = blocked.until - now();
      if (waitMs <= 0) {
        blockedUntil.delete(address);
        return;
      }
      const wait = Math.ceil(waitMs / 1000);
      // Like every answer, this one reports the bucket (decisions.md), here without charging it.
      ctx.set({
        'RateLimit-Limit': String(blocked.limit),
        'RateLimit-Remaining': '0',
        'RateLimit-Reset': String(Math.max(wait, Math.ceil((blocked.fullAt - now()) / 1000))),
      });
      throw new GatewayError(
        429,
        `Request was throttled. Expected available in ${wait} second${wait === 1 ? '' : 's'}.`,
        {
          'Retry-After': String(wait),
        },
      );
    },
  };
}

/** Per account, plus the job budget on job-creating routes. */
export const limitAccount =
  (limiter: RateLimiter) =>
  async (ctx: Context, accountId: string, rateLimitClass: RateLimitClass = 'default'): Promise<void> => {
    apply(ctx, await limiter.chargeAccount(accountId, rateLimitClass));
  };
