// Account status comes from billing, which owns accounts: a share page of a disabled account is
// not found while it stays disabled. One gRPC call per page view, with the client's deadline.
import { AppError } from '@platform/errors';
import { createClient, type ClientOptions, type PromiseClient } from '@platform/grpc';
import { billingProto } from '@platform/protos';
import type { BillingServiceDefinition } from '@platform/protos/generated/billing/v1/BillingService.ts';
import type { Accounts } from '../domain/ports.ts';

export const BILLING_SERVICE = 'billing.v1.BillingService';

export type BillingAccountsClient = Pick<PromiseClient<BillingServiceDefinition>, 'GetAccount' | 'close'>;

export function createBillingAccountsClient(
  address: string,
  options: ClientOptions = {},
): BillingAccountsClient {
  return createClient(BILLING_SERVICE, billingProto().billing.v1.BillingService.service, address, options);
}

export class BillingAccounts implements Accounts {
  private readonly client: Pick<BillingAccountsClient, 'GetAccount'>;

  constructor(client: Pick<BillingAccountsClient, 'GetAccount'>) {
    this.client = client;
  }

  async isActive(accountId: string): Promise<boolean> {
    try {
      return (await this.client.GetAccount({ account_id: accountId })).status === 'ACCOUNT_STATUS_ACTIVE';
    } catch (err) {
      if (err instanceof AppError && err.kind === 'not_found') return false;
      throw err;
    }
  }
}
