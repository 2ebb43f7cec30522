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

/** Per client address: for requests that are not (yet) authenticated. */
export const limitClientAddress = (limiter: RateLimiter) => async (ctx: Context): Promise<void> => {
  apply(ctx, await limiter.chargeClientAddress(ctx.ip || 'unknown'));
};

/** Per account, plus the job budget on job-creating routes. */
export const limitAccount =
  (limiter: RateLimiter) =>
  async (ctx: Context, accountId: string, rateLimitClass: RateLimitClass = 'default'): Promise<void> => {
    apply(ctx, await limiter.chargeAccount(accountId, rateLimitClass));
  };
