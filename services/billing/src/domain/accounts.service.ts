// Accounts are created by an operator together with their first API key and, optionally, an
// opening grant: all in one transaction, so a half-made account never exists.
import { conflict, notFound } from '@platform/errors';
import type { ApiKeysService } from './api-keys.service.ts';
import type { LedgerService } from './ledger.service.ts';
import type { BillingStore, Clock } from './ports.ts';
import type { AccountRecord } from './records.ts';
import { normaliseEmail, requireAccountId, requireAccountStatus, requireAmount } from './validation.ts';

export class AccountsService {
  private readonly store: BillingStore;
  private readonly clock: Clock;
  private readonly keys: ApiKeysService;
  private readonly ledger: LedgerService;

  constructor(deps: { store: BillingStore; clock: Clock; keys: ApiKeysService; ledger: LedgerService }) {
    this.store = deps.store;
    this.clock = deps.clock;
    this.keys = deps.keys;
    this.ledger = deps.ledger;
  }

  async create(
    emailInput: string,
    creditsInput: string,
  ): Promise<{ account: AccountRecord; apiKey: string }> {
    const email = normaliseEmail(emailInput);
    const credits = requireAmount(creditsInput, 'credits', { allowZero: true });
    return this.store.transaction('CreateAccount', async (repositories) => {
      const now = this.clock.now();
      const account = await repositories.accounts.insert(email, now);
      if (!account) throw conflict('An account with this email already exists.');
      const issued = await this.keys.issueIn(repositories, account.id, now);
      const balance = credits.isZero()
        ? account.balance
        : await this.ledger.grantIn(repositories, account.id, credits, 'initial credits', now);
      return { account: { ...account, balance }, apiKey: issued.key };
    });
  }

  async get(accountIdInput: string): Promise<AccountRecord> {
    const accountId = requireAccountId(accountIdInput);
    const account = await this.store.read('GetAccount', (repositories) =>
      repositories.accounts.findById(accountId),
    );
    if (!account) throw notFound('Account not found.');
    return account;
  }

  /**
   * Enables or disables an account. Keys are checked against the account's status on every
   * authentication, so disabling shuts out every existing key (and new holds) at once and
   * re-enabling lets the same keys back in; nothing about the keys themselves changes.
   */
  async setStatus(accountIdInput: string, statusInput: string): Promise<AccountRecord> {
    const accountId = requireAccountId(accountIdInput);
    const status = requireAccountStatus(statusInput);
    return this.store.transaction('SetAccountStatus', async (repositories) => {
      const account = await repositories.accounts.findById(accountId);
      if (!account) throw notFound('Account not found.');
      // Asking for the current status again is an idempotent success that writes nothing.
      if (account.status === status) return account;
      const updated = await repositories.accounts.setStatus(accountId, status);
      if (!updated) throw notFound('Account not found.');
      return updated;
    });
  }
}
