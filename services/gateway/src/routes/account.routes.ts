// Account endpoints (legacy `/api/` prefix, as in the interface spec).
import { z } from '@platform/config';
import type { BalanceReader } from '../clients/balance.reader.ts';
import { formatDecimal } from '../http/decimal.ts';
import { defineRoute, type RouteDefinition } from '../http/route.ts';

export const BalanceSchema = z
  .object({
    balance_usd: z
      .string()
      .regex(/^-?\d+\.\d{4}$/)
      .meta({ description: 'Credits (1 credit = 1 USD), 4 decimals.', example: '100.0000' }),
  })
  .meta({ id: 'Balance' });

export function accountRoutes(deps: { balances: BalanceReader }): RouteDefinition[] {
  return [
    defineRoute({
      method: 'GET',
      path: '/api/accounts/profile/balance/',
      operationId: 'accounts_profile_balance_retrieve',
      summary: "Read the account's credit balance",
      tags: ['accounts'],
      auth: ['Token', 'Bearer'],
      responses: { 200: { description: 'The balance.', schema: BalanceSchema } },
      async handler({ principal }, ctx) {
        const balance = await deps.balances.read(principal.accountId);
        ctx.body = { balance_usd: formatDecimal(balance, 4) };
      },
    }),
  ];
}
