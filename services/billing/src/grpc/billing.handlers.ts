// Thin gRPC layer: decode, call the service layer, encode. Validation and rules live in domain/.
import type { UnaryHandlers } from '@platform/grpc';
import type { Account } from '@platform/protos/generated/billing/v1/Account.ts';
import type { BillingServiceDefinition } from '@platform/protos/generated/billing/v1/BillingService.ts';
import type { HoldResponse } from '@platform/protos/generated/billing/v1/HoldResponse.ts';
import type { AccountsService } from '../domain/accounts.service.ts';
import type { ApiKeysService } from '../domain/api-keys.service.ts';
import type { LedgerService } from '../domain/ledger.service.ts';
import type { PricingService } from '../domain/pricing.service.ts';
import type { AccountRecord, AccountStatus, HoldStatus, HoldView } from '../domain/records.ts';

// The generated definition extends grpc-js's ServiceDefinition and so carries its string index
// signature; keeping only the named RPCs lets the handler map be checked exhaustively.

export interface BillingServices {
  accounts: AccountsService;
  apiKeys: ApiKeysService;
  ledger: LedgerService;
  pricing: PricingService;
}

const accountStatus = {
  active: 'ACCOUNT_STATUS_ACTIVE',
  disabled: 'ACCOUNT_STATUS_DISABLED',
} as const satisfies Record<AccountStatus, Account['status']>;

// UNSPECIFIED (and any number a newer client might send) decodes to '', which the domain refuses
// as a validation error on `status`.
const decodeAccountStatus = (status: string): string =>
  Object.entries(accountStatus).find(([, wire]) => wire === status)?.[0] ?? '';

const holdStatus: Record<HoldStatus, HoldResponse['status']> = {
  reserved: 'HOLD_STATUS_RESERVED',
  captured: 'HOLD_STATUS_CAPTURED',
  released: 'HOLD_STATUS_RELEASED',
};

const toAccount = (account: AccountRecord): Account => ({
  id: account.id,
  email: account.email,
  status: accountStatus[account.status],
  created_at: account.createdAt.toISOString(),
});

const toHold = (hold: HoldView): HoldResponse => ({
  job_id: hold.jobId,
  account_id: hold.accountId,
  status: holdStatus[hold.status],
  reserved_amount: hold.reservedAmount.format(),
  captured_amount: hold.capturedAmount.format(),
  balance: hold.balance.format(),
});

export function billingHandlers(services: BillingServices): UnaryHandlers<BillingServiceDefinition> {
  const { accounts, apiKeys, ledger, pricing } = services;
  return {
    async CreateAccount(request) {
      const created = await accounts.create(request.email, request.credits);
      return { account: toAccount(created.account), api_key: created.apiKey };
    },
    async CreateApiKey(request) {
      const issued = await apiKeys.create(request.account_id);
      return { api_key: issued.key, key_prefix: issued.prefix };
    },
    async RevokeApiKey(request) {
      await apiKeys.revoke(request.api_key);
      return { revoked: true };
    },
    async SetAccountStatus(request) {
      return toAccount(await accounts.setStatus(request.account_id, decodeAccountStatus(request.status)));
    },
    async GrantCredits(request) {
      const balance = await ledger.grant(request.account_id, request.amount, request.reason);
      return { balance: balance.format() };
    },
    async AuthenticateApiKey(request) {
      const authenticated = await apiKeys.authenticate(request.api_key);
      return { account: toAccount(authenticated.account), key_prefix: authenticated.prefix };
    },
    async GetAccount(request) {
      // A token minted from an API key names its key: the account counts only while that key is active.
      if (request.key_prefix)
        return toAccount(await apiKeys.accountOfKey(request.account_id, request.key_prefix));
      return toAccount(await accounts.get(request.account_id));
    },
    async GetBalance(request) {
      return { balance: (await ledger.balance(request.account_id)).format() };
    },
    async GetBalances(request) {
      const balances = await ledger.balances(request.account_ids);
      return {
        balances: [...balances].map(([account_id, balance]) => ({ account_id, balance: balance.format() })),
      };
    },
    async GetPrice(request) {
      const quote = pricing.quote(request.model_name, request.units);
      return { model_name: quote.modelName, kind: quote.kind, amount: quote.amount.format() };
    },
    async ReserveCredits(request) {
      const hold = await ledger.reserve({
        accountId: request.account_id,
        jobId: request.job_id,
        amount: request.amount,
        description: request.description,
      });
      return toHold(hold);
    },
    async CaptureHold(request) {
      return toHold(await ledger.capture(request.job_id, request.amount));
    },
    async ReleaseHold(request) {
      return toHold(await ledger.release(request.job_id));
    },
  };
}
