// Exchanges an API key for a short-lived JWT. Only an API key may mint: a JWT cannot extend
// itself by minting another. The token names its key, and stops working when the key is revoked.
import { z } from '@platform/config';
import type { JwtService } from '../auth/jwt.service.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';

export const AccessTokenSchema = z
  .object({
    access: z.string().meta({ description: 'A JWT for `Authorization: Bearer <access>`.' }),
    expires_in: z.number().int().meta({ description: 'Lifetime in seconds.', example: 900 }),
  })
  .meta({ id: 'AccessToken' });

export function authRoutes(deps: { jwt: JwtService }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'POST',
      path: '/api/v2/auth/token/',
      operationId: 'auth_token_create',
      summary: 'Exchange an API key for a short-lived access token (JWT)',
      tags: ['auth'],
      auth: ['Token'],
      responses: { 200: { description: 'A new access token.', schema: AccessTokenSchema } },
      async handler({ principal }, ctx) {
        // The route accepts only `Token`, so the principal carries the key's prefix.
        const minted = await deps.jwt.mint(principal.accountId, principal.keyPrefix ?? '');
        ctx.set('Cache-Control', 'no-store');
        ctx.body = { access: minted.access, expires_in: minted.expiresIn };
      },
    }),
  ];
}
