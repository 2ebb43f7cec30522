import { AppError } from '@platform/errors';
import { describe, expect, it } from 'vitest';
import { createBalanceReader } from './balance.reader.ts';

/** A billing fake that records each GetBalances call and answers from a table. */
function fakeBilling(table: Record<string, string>, options: { fail?: Error } = {}) {
  const calls: string[][] = [];
  return {
    calls,
    billing: {
      async GetBalances(request: { account_ids: string[] }) {
        calls.push([...request.account_ids]);
        if (options.fail) throw options.fail;
        return {
          balances: request.account_ids
            .filter((id) => id in table)
            .map((id) => ({ account_id: id, balance: table[id]! })),
        };
      },
    },
  };
}

describe('createBalanceReader', () => {
  it('answers the reads of one turn with one call, each with its own account', async () => {
    const { billing, calls } = fakeBilling({ '1': '10.0000', '2': '20.0000', '3': '30.0000' });
    const reader = createBalanceReader(billing as never);
    const answers = await Promise.all(['1', '2', '1', '3', '2'].map((id) => reader.read(id)));
    expect(answers).toEqual(['10.0000', '20.0000', '10.0000', '30.0000', '20.0000']);
    expect(calls).toEqual([['1', '2', '3']]);
  });

  it('sends reads of later turns in calls of their own', async () => {
    const { billing, calls } = fakeBilling({ '1': '10.0000', '2': '20.0000' });
    const reader = createBalanceReader(billing as never);
    expect(await reader.read('1')).toBe('10.0000');
    expect(await reader.read('2')).toBe('20.0000');
    expect(calls).toEqual([['1'], ['2']]);
  });

  it('answers 404 for an account billing does not know, without failing the others', async () => {
    const { billing } = fakeBilling({ '1': '10.0000' });
    const reader = createBalanceReader(billing as never);
    const [known, unknown] = await Promise.allSettled([reader.read('1'), reader.read('9')]);
    expect(known).toEqual({ status: 'fulfilled', value: '10.0000' });
    expect(unknown.status).toBe('rejected');
    const error = (unknown as PromiseRejectedResult).reason as AppError;
    expect(error).toBeInstanceOf(AppError);
    expect(error.kind).toBe('not_found');
  });

  it('passes a failed call on to every read of its batch', async () => {
    const failure = new AppError('unavailable', 'billing is down');
    const { billing } = fakeBilling({}, { fail: failure });
    const reader = createBalanceReader(billing as never);
    const results = await Promise.allSettled([reader.read('1'), reader.read('2')]);
    expect(results).toEqual([
      { status: 'rejected', reason: failure },
      { status: 'rejected', reason: failure },
    ]);
  });

  it('never puts more accounts in one call than billing accepts', async () => {
    const table = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [String(i + 1), `${i + 1}.0000`]));
    const { billing, calls } = fakeBilling(table);
    const reader = createBalanceReader(billing as never, 3);
    const ids = Object.keys(table);
    expect(await Promise.all(ids.map((id) => reader.read(id)))).toEqual(ids.map((id) => table[id]));
    expect(calls).toEqual([['1', '2', '3'], ['4', '5', '6'], ['7']]);
  });
});
