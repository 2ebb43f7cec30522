// Identical reads that arrive in the same turn of the event loop share one call, like the balance
// reads (clients/balance.reader.ts): under load, many clients of one account ask for the same page
// at the same moment, and one call, one query and one JSON body serve them all.
//
// Only requests that have already arrived join, and the call starts when the turn ends, after all
// of them arrived: every answer is exactly as fresh as a call of its own (it reflects every write
// that completed before its request came in). Nothing is kept once the call answered, so there is
// no cache to invalidate, and replicas share nothing. The key must hold everything the answer
// depends on (the account, the request, the links' origin): equal keys get the very same value.
import { trace, type Link } from '@opentelemetry/api';

export interface TurnCoalescer<T> {
  /** `call`'s answer, shared with the requests of this turn that have the same key. */
  read(key: string, call: (links: Link[]) => Promise<T>): Promise<T>;
}

interface Pending<T> {
  call: (links: Link[]) => Promise<T>;
  waiters: Array<{ resolve(value: T): void; reject(err: unknown): void }>;
  /** The callers' spans: the shared call links to each, so every trace can find it. */
  links: Link[];
}

export function createTurnCoalescer<T>(): TurnCoalescer<T> {
  const open = new Map<string, Pending<T>>();

  async function send(pending: Pending<T>): Promise<void> {
    try {
      const value = await pending.call(pending.links);
      for (const waiter of pending.waiters) waiter.resolve(value);
    } catch (err) {
      for (const waiter of pending.waiters) waiter.reject(err);
    }
  }

  return {
    read(key, call) {
      return new Promise<T>((resolve, reject) => {
        let pending = open.get(key);
        if (!pending) {
          const created: Pending<T> = { call, waiters: [], links: [] };
          pending = created;
          open.set(key, created);
          // setImmediate runs after the I/O callbacks of this turn: every request parsed in it joins.
          setImmediate(() => {
            open.delete(key);
            void send(created);
          });
        }
        pending.waiters.push({ resolve, reject });
        const caller = trace.getActiveSpan()?.spanContext();
        if (caller) pending.links.push({ context: caller });
      });
    },
  };
}
