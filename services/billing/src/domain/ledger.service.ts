// The credit ledger with two-phase holds. Every balance change and the ledger entry recording it
// are written in one transaction. Ledger amounts are signed changes of the available balance:
//   grant +A | reserve -R | capture +(R - C), the uncaptured remainder | release +R
// so the sum of an account's entries is its balance, and the entries of one job sum to minus
// what the job holds (open), minus what it was charged (captured), or zero (released).
import { Credits } from '@platform/catalogue';
import {
  type AppError,
  conflict,
  forbidden,
  insufficientCredits,
  notFound,
  validationError,
} from '@platform/errors';
import { GET_BALANCES_MAX_ACCOUNTS } from '@platform/protos';
import type { BillingStore, Clock, Repositories } from './ports.ts';
import type { HoldRecord, HoldView } from './records.ts';
import { optionalText, requireAccountId, requireAmount, requireJobId } from './validation.ts';

export interface ReserveInput {
  accountId: string;
  jobId: string;
  amount: string;
  description: string;
}

const MAX_RESERVE_ATTEMPTS = 3;

/** 402: the job's price and the balance at refusal time, both in the API's credit format. */
const shortOf = (price: Credits, balance: Credits) =>
  insufficientCredits({ price: price.format(), balance: balance.format() });

export class LedgerService {
  private readonly store: BillingStore;
  private readonly clock: Clock;

  constructor(deps: { store: BillingStore; clock: Clock }) {
    this.store = deps.store;
    this.clock = deps.clock;
  }

  /** Adds credits inside the caller's transaction; returns the new balance. */
  async grantIn(
    repositories: Repositories,
    accountId: string,
    amount: Credits,
    description: string | null,
    now: Date,
  ): Promise<Credits> {
    const balance = await repositories.accounts.adjustBalance(accountId, amount);
    if (!balance) throw notFound('Account not found.');
    await repositories.ledger.append({
      accountId,
      kind: 'grant',
      amount,
      balanceAfter: balance,
      jobId: null,
      description,
      createdAt: now,
    });
    return balance;
  }

  async grant(accountIdInput: string, amountInput: string, reasonInput: string): Promise<Credits> {
    const accountId = requireAccountId(accountIdInput);
    const amount = requireAmount(amountInput, 'amount');
    const reason = optionalText(reasonInput, 'reason');
    return this.store.transaction('GrantCredits', (repositories) =>
      this.grantIn(repositories, accountId, amount, reason, this.clock.now()),
    );
  }

  async balance(accountIdInput: string): Promise<Credits> {
    const accountId = requireAccountId(accountIdInput);
    const account = await this.store.read('GetBalance', (repositories) =>
      repositories.accounts.findById(accountId),
    );
    if (!account) throw notFound('Account not found.');
    return account.balance;
  }

  /** Balances of the existing accounts among `accountIds` (at most GET_BALANCES_MAX_ACCOUNTS). */
  async balances(accountIdsInput: string[]): Promise<Map<string, Credits>> {
    if (accountIdsInput.length === 0 || accountIdsInput.length > GET_BALANCES_MAX_ACCOUNTS) {
      throw validationError(`Between 1 and ${GET_BALANCES_MAX_ACCOUNTS} account ids are required.`, {
        account_ids: [`Give between 1 and ${GET_BALANCES_MAX_ACCOUNTS} account ids.`],
      });
    }
    const accountIds = [...new Set(accountIdsInput.map((id) => requireAccountId(id, 'account_ids')))];
    return this.store.read('GetBalances', (repositories) => repositories.accounts.balancesOf(accountIds));
  }

  /**
   * Moves `amount` from the available balance into a hold owned by the job. A repeated call for
   * the same job (same account and amount) returns the existing hold and changes nothing.
   */
  async reserve(input: ReserveInput): Promise<HoldView> {
    const accountId = requireAccountId(input.accountId);
    const jobId = requireJobId(input.jobId);
    const amount = requireAmount(input.amount, 'amount', { allowZero: true });
    const description = optionalText(input.description, 'description');
    // One statement (see HoldRepository.place): no transaction round trips on the job's path.
    return this.store.statement('ReserveCredits', async (repositories) => {
      for (let attempt = 1; ; attempt++) {
        const now = this.clock.now();
        const placed = await repositories.holds.place({
          jobId,
          accountId,
          amount,
          description,
          createdAt: now,
        });
        if (placed.outcome === 'insufficient')
          throw await this.shortAfterRace(repositories, accountId, amount);
        if (placed.outcome === 'placed') {
          return {
            jobId,
            accountId,
            status: 'reserved',
            reservedAmount: amount,
            capturedAmount: Credits.ZERO,
            description,
            createdAt: now,
            settledAt: null,
            balance: placed.balance,
          };
        }
        // Nothing was placed: find out why, from the state as it is now.
        const existing = await repositories.holds.find(jobId);
        if (existing) return this.repeatedReserve(repositories, existing, accountId, amount);
        const account = await repositories.accounts.findById(accountId);
        if (!account) throw notFound('Account not found.');
        if (account.status !== 'active') throw forbidden('This account is disabled.');
        if (account.balance.lt(amount)) throw shortOf(amount, account.balance);
        // The statement saw a short balance that a concurrent grant, release or capture has
        // topped up since (or a concurrent insert of this job that rolled back): try again. The
        // last refusal names the balance as read, which may cover the price by now.
        if (attempt === MAX_RESERVE_ATTEMPTS) throw shortOf(amount, account.balance);
      }
    });
  }

  /**
   * Charges `amount` (the whole hold when empty, at most the reserved amount) and returns the
   * rest to the balance. Repeating the same capture returns the captured hold unchanged.
   */
  async capture(jobIdInput: string, amountInput: string): Promise<HoldView> {
    const jobId = requireJobId(jobIdInput);
    const requested = amountInput === '' ? null : requireAmount(amountInput, 'amount', { allowZero: true });
    return this.store.transaction('CaptureHold', async (repositories) => {
      const hold = await this.lockedHold(repositories, jobId);
      const charge = requested ?? hold.reservedAmount;
      if (hold.status === 'captured') {
        if (!charge.equals(hold.capturedAmount)) {
          throw conflict('The hold of this job was already captured with a different amount.');
        }
        return this.withBalance(repositories, hold);
      }
      if (hold.status === 'released') throw conflict('The hold of this job was already released.');
      if (charge.gt(hold.reservedAmount)) {
        throw validationError('Invalid request.', {
          amount: [`Must be at most the reserved ${hold.reservedAmount.format()}.`],
        });
      }
      return this.settle(repositories, hold, 'captured', charge);
    });
  }

  /**
   * Returns the whole hold to the balance. Repeating the release returns the hold unchanged.
   * `note` becomes the ledger entry's description (why billing released it on its own).
   */
  async release(jobIdInput: string, note: string | null = null): Promise<HoldView> {
    const jobId = requireJobId(jobIdInput);
    return this.store.transaction('ReleaseHold', async (repositories) => {
      const hold = await this.lockedHold(repositories, jobId);
      if (hold.status === 'released') return this.withBalance(repositories, hold);
      if (hold.status === 'captured') throw conflict('The hold of this job was already captured.');
      return this.settle(repositories, hold, 'released', Credits.ZERO, note);
    });
  }

  /** Job ids of holds still open that were placed before `before` (oldest first, at most `limit`). */
  async reservedBefore(before: Date, limit: number): Promise<string[]> {
    return this.store.read('holds.reserved-before', (repositories) =>
      repositories.holds.findReservedBefore(before, limit),
    );
  }

  private async lockedHold(repositories: Repositories, jobId: string): Promise<HoldRecord> {
    // The row lock serialises concurrent capture/release calls for one job: the second one
    // sees the settled hold and answers as a repeat (or a conflict).
    const hold = await repositories.holds.find(jobId, { lock: true });
    if (!hold) throw notFound('No hold exists for this job.');
    return hold;
  }

  private async settle(
    repositories: Repositories,
    hold: HoldRecord,
    status: 'captured' | 'released',
    charge: Credits,
    note: string | null = null,
  ): Promise<HoldView> {
    const now = this.clock.now();
    if (!(await repositories.holds.settle(hold.jobId, status, charge, now))) {
      throw new Error(`hold of job ${hold.jobId} changed under its row lock`);
    }
    const returned = hold.reservedAmount.sub(charge);
    const balance = await repositories.accounts.adjustBalance(hold.accountId, returned);
    if (!balance) throw new Error(`account ${hold.accountId} of job ${hold.jobId} is missing`);
    await repositories.ledger.append({
      accountId: hold.accountId,
      kind: status === 'captured' ? 'capture' : 'release',
      amount: returned,
      balanceAfter: balance,
      jobId: hold.jobId,
      description: note,
      createdAt: now,
    });
    return { ...hold, status, capturedAmount: charge, settledAt: now, balance };
  }

  /**
   * The refusal when a concurrent reserve took the credits between the statement's snapshot and
   * its debit: nothing says what the balance is, so it is read now (a plain read, no lock).
   */
  private async shortAfterRace(
    repositories: Repositories,
    accountId: string,
    amount: Credits,
  ): Promise<AppError> {
    const account = await repositories.accounts.findById(accountId);
    if (!account) return notFound('Account not found.');
    return shortOf(amount, account.balance);
  }

  private async repeatedReserve(
    repositories: Repositories,
    hold: HoldRecord,
    accountId: string,
    amount: Credits,
  ): Promise<HoldView> {
    if (hold.accountId !== accountId || !hold.reservedAmount.equals(amount)) {
      throw conflict('This job already holds a reservation with a different account or amount.');
    }
    return this.withBalance(repositories, hold);
  }

  private async withBalance(repositories: Repositories, hold: HoldRecord): Promise<HoldView> {
    const account = await repositories.accounts.findById(hold.accountId);
    if (!account) throw new Error(`account ${hold.accountId} of job ${hold.jobId} is missing`);
    return { ...hold, balance: account.balance };
  }
}
