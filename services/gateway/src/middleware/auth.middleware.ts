// The guard of each route. Public routes are limited per client address. Protected routes:
// valid credentials are limited per account only, whatever the address sent before them (they
// are always checked, so a key shared by a busy office is never refused for its neighbours'
// mistakes); missing, malformed or rejected credentials are charged to the client address, and
// a refused address gets 429 for every rejected guess until its bucket refills.
import type { Context, Middleware, Next } from 'koa';
import { AppError, forbidden, unauthenticated } from '@platform/errors';
import { MISSING_CREDENTIALS, parseAuthorization } from '../auth/auth-header.ts';
import type { AuthMethod, Authenticator } from '../auth/authenticator.ts';
import type { AuthScheme, RouteDefinition } from '../http/route.ts';
import type { RateLimitClass } from '../rate-limit/rate-limiter.ts';
import type { ClientAddressLimit } from './rate-limit.middleware.ts';

export interface GuardDeps {
  authenticator: Authenticator;
  clientAddress: ClientAddressLimit;
  limitAccount: (ctx: Context, accountId: string, rateLimitClass?: RateLimitClass) => Promise<void>;
  /**
   * The per-account in-flight bound (admission control): false when the account was refused, its
   * 503 already written; the guard then stops (ctx.respond is false and the access log skips it).
   */
  admitAccount?: (ctx: Context, accountId: string) => boolean;
}

const schemeOf = (method: AuthMethod): AuthScheme => (method === 'api_key' ? 'Token' : 'Bearer');

export function routeGuard(deps: GuardDeps): (route: RouteDefinition) => Middleware {
  return (route) => {
    const schemes = route.auth;
    if (route.probe) return (_ctx: Context, next: Next) => next();
    if (schemes === 'none') {
      return async (ctx: Context, next: Next) => {
        await deps.clientAddress.charge(ctx);
        await next();
      };
    }
    return async (ctx: Context, next: Next) => {
      const parsed = parseAuthorization(ctx.get('Authorization') || undefined);
      if (parsed.kind !== 'credentials') {
        await deps.clientAddress.charge(ctx);
        throw unauthenticated(parsed.kind === 'missing' ? MISSING_CREDENTIALS : parsed.detail);
      }
      let principal = deps.authenticator.cached(parsed.credentials);
      if (!principal) {
        try {
          principal = await deps.authenticator.authenticate(parsed.credentials);
        } catch (err) {
          // Only rejected credentials (and disabled accounts) meet the address limit: a refused
          // address stays refused without spending more of its bucket, and every other failure
          // is charged, which also gives their 401/403 the RateLimit headers every answer carries.
          if (err instanceof AppError && (err.kind === 'unauthenticated' || err.kind === 'forbidden')) {
            deps.clientAddress.assertNotBlocked(ctx);
            await deps.clientAddress.charge(ctx);
          }
          throw err;
        }
      }
      // Before the rate limit: a request refused for capacity does not spend the account's budget.
      if (deps.admitAccount && !deps.admitAccount(ctx, principal.accountId)) {
        ctx.respond = false;
        ctx.state.admissionRefused = true;
        return;
      }
      await deps.limitAccount(ctx, principal.accountId, route.rateLimit);
      if (!schemes.includes(schemeOf(principal.method))) {
        throw forbidden(
          `This endpoint accepts only ${schemes.map((scheme) => `"${scheme}"`).join(' or ')} credentials.`,
        );
      }
      ctx.state.principal = principal;
      await next();
    };
  };
}
