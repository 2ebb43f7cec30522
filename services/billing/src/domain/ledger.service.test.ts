import { Credits } from '@platform/catalogue';
import { AppError } from '@platform/errors';
import { describe, expect, it } from 'vitest';
import { LedgerService } from './ledger.service.ts';
import type { BillingStore, HoldRepository, Repositories } from './ports.ts';

type Placement = Awaited<ReturnType<HoldRepository['place']>>;

/** Repositories whose reserve statement answers from a script, over an active account. */
function scripted(placements: Placement[], balance: string) {
  let placeCalls = 0;
  const repositories = {
    holds: {
      async place() {
        placeCalls += 1;
        const next = placements.shift();
        if (!next) throw new Error('no more placements scripted');
        return next;
      },
      async find() {
        return null;
      },
    },
    accounts: {
      async findById(id: string) {
        return {
          id,
          email: 'a@example.com',
          status: 'active',
          balance: Credits.parse(balance),
          createdAt: new Date(),
        };
      },
    },
  } as unknown as Repositories;
  const run = async <T>(_name: string, work: (r: Repositories) => Promise<T>) => work(repositories);
  const store: BillingStore = { transaction: run, read: run, statement: run };
  const ledger = new LedgerService({ store, clock: { now: () => new Date('2026-11-22T09:00:00Z') } });
  return { ledger, calls: () => placeCalls };
}

const reserve = (ledger: LedgerService) =>
  ledger.reserve({
    accountId: '7',
    jobId: '0190f3a8-3c1e-7d4a-9b2c-1f2e3d4c5b6a',
    amount: '2',
    description: '',
  });

describe('LedgerService.reserve', () => {
  it('tries again when its statement saw a short balance that has been topped up since', async () => {
    const { ledger, calls } = scripted(
      [{ outcome: 'not_placed' }, { outcome: 'placed', balance: Credits.parse('8') }],
      '10',
    );
    const hold = await reserve(ledger);
    expect(hold.balance.format()).toBe('8.0000');
    expect(calls()).toBe(2);
  });

  it('answers 402 when the balance is short now, and gives up after three inconclusive tries', async () => {
    const short = scripted([{ outcome: 'not_placed' }], '1');
    await expect(reserve(short.ledger)).rejects.toMatchObject({
      kind: 'insufficient_credits',
      message: 'This job costs 2.0000 credits; the balance is 1.0000 credits.',
      shortfall: { price: '2.0000', balance: '1.0000' },
    });
    expect(short.calls()).toBe(1);

    const racing = scripted(
      Array.from({ length: 3 }, () => ({ outcome: 'not_placed' }) as Placement),
      '10',
    );
    const error = await reserve(racing.ledger).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('insufficient_credits');
    // The balance as read at the last try, though it covers the price by then.
    expect((error as AppError).shortfall).toEqual({ price: '2.0000', balance: '10.0000' });
    expect(racing.calls()).toBe(3);
  });

  it('reads the balance after a placement that a concurrent reserve beat, to name it in the 402', async () => {
    const beaten = scripted([{ outcome: 'insufficient' }], '0.5');
    await expect(reserve(beaten.ledger)).rejects.toMatchObject({
      kind: 'insufficient_credits',
      message: 'This job costs 2.0000 credits; the balance is 0.5000 credits.',
      shortfall: { price: '2.0000', balance: '0.5000' },
    });
    expect(beaten.calls()).toBe(1);
  });
});
