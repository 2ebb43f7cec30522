// The guard of each route. Public routes are limited per client address. Protected routes:
// valid credentials are limited per account only; missing, malformed or rejected credentials are
// charged to the client address, and an address that ran out is turned away before billing is
// asked again, which slows key guessing without ever throttling a valid client by address.
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
}

const schemeOf = (method: AuthMethod): AuthScheme => (method === 'api_key' ? 'Token' : 'Bearer');

export function routeGuard(deps: GuardDeps): (route: RouteDefinition) => Middleware {
  return (route) => {
    const schemes = route.auth;
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
        deps.clientAddress.assertNotBlocked(ctx);
        try {
          principal = await deps.authenticator.authenticate(parsed.credentials);
        } catch (err) {
          // Rejected credentials and disabled accounts are charged to the address, which also
          // gives their 401/403 the RateLimit headers every answer carries.
          if (err instanceof AppError && (err.kind === 'unauthenticated' || err.kind === 'forbidden')) await deps.clientAddress.charge(ctx);
          throw err;
        }
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
