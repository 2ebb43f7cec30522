// Balance reads, batched per turn of the event loop. The balance requests that arrive in the same
// turn share one GetBalances call when the turn ends: one billing RPC and one query instead of
// one of each per request, which is most of a balance request's cost under load.
//
// Only requests that have already arrived join a batch, and the call starts after all of them
// arrived, so every answer is exactly as fresh as a call of its own: it reflects every write that
// completed before its request came in. Each caller gets the balance of its own account id.
import { trace, type Link } from '@opentelemetry/api';
import { notFound } from '@platform/errors';
import { GET_BALANCES_MAX_ACCOUNTS } from '@platform/protos';
import type { BillingClient } from './billing.client.ts';

export interface BalanceReader {
  /** The account's balance as billing formats it (decimal string); 404 when it does not exist. */
  read(accountId: string): Promise<string>;
}

interface Waiter {
  resolve(balance: string): void;
  reject(err: unknown): void;
}

interface Batch {
  /** Set once its call went out (a full batch goes before its turn ends). */
  sent: boolean;
  waiters: Map<string, Waiter[]>;
  /** The callers' spans: the one call's span links to each, so every trace can find it. */
  links: Link[];
}

export function createBalanceReader(
  billing: Pick<BillingClient, 'GetBalances'>,
  maxBatch = GET_BALANCES_MAX_ACCOUNTS,
): BalanceReader {
  let open: Batch | undefined;

  async function send(batch: Batch): Promise<void> {
    try {
      const { balances } = await billing.GetBalances(
        { account_ids: [...batch.waiters.keys()] },
        { links: batch.links },
      );
      const byAccount = new Map(balances.map((entry) => [entry.account_id, entry.balance]));
      for (const [accountId, waiters] of batch.waiters) {
        const balance = byAccount.get(accountId);
        for (const waiter of waiters) {
          if (balance === undefined) waiter.reject(notFound('Account not found.'));
          else waiter.resolve(balance);
        }
      }
    } catch (err) {
      for (const waiters of batch.waiters.values()) for (const waiter of waiters) waiter.reject(err);
    }
  }

  function dispatch(batch: Batch): void {
    if (batch.sent) return;
    batch.sent = true;
    if (open === batch) open = undefined;
    void send(batch);
  }

  return {
    read(accountId) {
      return new Promise<string>((resolve, reject) => {
        if (open && !open.waiters.has(accountId) && open.waiters.size >= maxBatch) dispatch(open);
        if (!open) {
          const batch: Batch = { sent: false, waiters: new Map(), links: [] };
          open = batch;
          // setImmediate runs after the I/O callbacks of this turn: every request parsed in it joins.
          setImmediate(() => dispatch(batch));
        }
        const waiters = open.waiters.get(accountId) ?? [];
        waiters.push({ resolve, reject });
        open.waiters.set(accountId, waiters);
        const caller = trace.getActiveSpan()?.spanContext();
        if (caller) open.links.push({ context: caller });
      });
    },
  };
}
