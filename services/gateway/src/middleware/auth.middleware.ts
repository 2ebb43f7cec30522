// The guard of each route. Public routes are limited per client address. Protected routes:
// credentials already accepted within the cache window pass straight to the account limits;
// anything else (missing, malformed, unknown, not yet cached) is first charged to the client
// address, so guessing keys is slowed down before billing is ever asked.
import type { Context, Middleware, Next } from 'koa';
import { forbidden, unauthenticated } from '@platform/errors';
import { MISSING_CREDENTIALS, parseAuthorization } from '../auth/auth-header.ts';
import type { AuthMethod, Authenticator } from '../auth/authenticator.ts';
import type { AuthScheme, RouteDefinition } from '../http/route.ts';
import type { RateLimitClass } from '../rate-limit/rate-limiter.ts';

export interface GuardDeps {
  authenticator: Authenticator;
  limitClientAddress: (ctx: Context) => Promise<void>;
  limitAccount: (ctx: Context, accountId: string, rateLimitClass?: RateLimitClass) => Promise<void>;
}

const schemeOf = (method: AuthMethod): AuthScheme => (method === 'api_key' ? 'Token' : 'Bearer');

export function routeGuard(deps: GuardDeps): (route: RouteDefinition) => Middleware {
  return (route) => {
    const schemes = route.auth;
    if (schemes === 'none') {
      return async (ctx: Context, next: Next) => {
        await deps.limitClientAddress(ctx);
        await next();
      };
    }
    return async (ctx: Context, next: Next) => {
      const parsed = parseAuthorization(ctx.get('Authorization') || undefined);
      if (parsed.kind !== 'credentials') {
        await deps.limitClientAddress(ctx);
        throw unauthenticated(parsed.kind === 'missing' ? MISSING_CREDENTIALS : parsed.detail);
      }
      let principal = deps.authenticator.cached(parsed.credentials);
      if (!principal) {
        await deps.limitClientAddress(ctx);
        principal = await deps.authenticator.authenticate(parsed.credentials);
      }
      await deps.limitAccount(ctx, principal.accountId, route.rateLimit);
      if (!schemes.includes(schemeOf(principal.method))) {
        throw forbidden(`This endpoint accepts only ${schemes.map((scheme) => `"${scheme}"`).join(' or ')} credentials.`);
      }
      ctx.state.principal = principal;
      await next();
    };
  };
}
