// The credit ledger against real PostgreSQL, driven through the typed gRPC client.
import type { AppError } from '@platform/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLedger, sql, startBillingFixture, type BillingFixture } from './testing/billing.fixture.ts';

let fixture: BillingFixture;

beforeAll(async () => {
  fixture = await startBillingFixture();
});
afterAll(async () => {
  await fixture?.close();
});

const newAccount = (credits: string) => fixture.newAccount(credits);
const newJob = () => fixture.newJobId();
const balanceOf = (accountId: string) => fixture.balanceOf(accountId);
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (err: unknown) => err as AppError,
  );
const expectSound = async (accountId: string) =>
  expect(await auditLedger(fixture.billing.orm, accountId)).toEqual([]);

describe('reserve', () => {
  it('never overdraws: 100 concurrent 1-credit reserves on 10 credits make exactly 10 holds', async () => {
    const accountId = await newAccount('10');
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) =>
        fixture.client.ReserveCredits({
          account_id: accountId,
          job_id: `race-${i}`,
          amount: '1',
          description: '',
        }),
      ),
    );
    const held = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result) => result.status === 'rejected');
    expect(held).toHaveLength(10);
    expect(refused).toHaveLength(90);
    // Each refusal names the price and the balance it met, whichever way the race was lost (a
    // short snapshot, or a debit beaten by a concurrent reserve and the balance read after it).
    for (const result of refused)
      expect(result.reason).toMatchObject({
        kind: 'insufficient_credits',
        message: 'This job costs 1.0000 credits; the balance is 0.0000 credits.',
        shortfall: { price: '1.0000', balance: '0.0000' },
      });
    expect(await balanceOf(accountId)).toBe('0.0000');
    const [holds] = await sql<{ count: string }>(
      fixture.billing.orm,
      `select count(*)::text as count from billing.holds where account_id = ? and status = 'reserved'`,
      [accountId],
    );
    expect(holds?.count).toBe('10');
    await expectSound(accountId);
  });

  it('makes one hold for concurrent reserves of the same job', async () => {
    const accountId = await newAccount('5');
    const jobId = newJob();
    const holds = await Promise.all(
      Array.from({ length: 20 }, () =>
        fixture.client.ReserveCredits({
          account_id: accountId,
          job_id: jobId,
          amount: '1.5',
          description: 'render',
        }),
      ),
    );
    for (const hold of holds) {
      expect(hold).toMatchObject({
        job_id: jobId,
        status: 'HOLD_STATUS_RESERVED',
        reserved_amount: '1.5000',
      });
    }
    expect(await balanceOf(accountId)).toBe('3.5000');
    await expectSound(accountId);
  });

  it('answers a repeat with the existing hold, and a different amount or account with a conflict', async () => {
    const accountId = await newAccount('5');
    const otherId = await newAccount('5');
    const jobId = newJob();
    const first = await fixture.client.ReserveCredits({
      account_id: accountId,
      job_id: jobId,
      amount: '2',
      description: '',
    });
    expect(first).toEqual({
      job_id: jobId,
      account_id: accountId,
      status: 'HOLD_STATUS_RESERVED',
      reserved_amount: '2.0000',
      captured_amount: '0.0000',
      balance: '3.0000',
    });
    expect(
      await fixture.client.ReserveCredits({
        account_id: accountId,
        job_id: jobId,
        amount: '2.0',
        description: '',
      }),
    ).toEqual(first);
    expect(
      (
        await failure(
          fixture.client.ReserveCredits({
            account_id: accountId,
            job_id: jobId,
            amount: '3',
            description: '',
          }),
        )
      ).kind,
    ).toBe('conflict');
    expect(
      (
        await failure(
          fixture.client.ReserveCredits({ account_id: otherId, job_id: jobId, amount: '2', description: '' }),
        )
      ).kind,
    ).toBe('conflict');
    expect(await balanceOf(accountId)).toBe('3.0000');
    expect(await balanceOf(otherId)).toBe('5.0000');
  });

  it('refuses bad input, unknown accounts and disabled accounts, changing nothing', async () => {
    const accountId = await newAccount('5');
    const reserve = (fields: { account_id?: string; job_id?: string; amount?: string }) =>
      failure(
        fixture.client.ReserveCredits({
          account_id: accountId,
          job_id: newJob(),
          amount: '1',
          description: '',
          ...fields,
        }),
      );
    expect((await reserve({ amount: '1.00001' })).fieldErrors).toEqual({
      amount: ['At most 4 decimal places are allowed.'],
    });
    expect((await reserve({ amount: '-1' })).fieldErrors).toEqual({ amount: ['Must not be negative.'] });
    expect((await reserve({ amount: 'ten' })).kind).toBe('validation');
    expect((await reserve({ amount: '1e2' })).kind).toBe('validation');
    expect((await reserve({ job_id: '' })).fieldErrors).toHaveProperty('job_id');
    expect((await reserve({ job_id: 'has space' })).fieldErrors).toHaveProperty('job_id');
    expect((await reserve({ account_id: '0' })).fieldErrors).toHaveProperty('account_id');
    expect((await reserve({ account_id: '999999' })).kind).toBe('not_found');
    expect(await reserve({ amount: '5.0001' })).toMatchObject({
      kind: 'insufficient_credits',
      message: 'This job costs 5.0001 credits; the balance is 5.0000 credits.',
      shortfall: { price: '5.0001', balance: '5.0000' },
    });
    await fixture.client.SetAccountStatus({ account_id: accountId, status: 'ACCOUNT_STATUS_DISABLED' });
    expect((await reserve({})).kind).toBe('forbidden');
    expect(await balanceOf(accountId)).toBe('5.0000');
    const [holds] = await sql<{ count: string }>(
      fixture.billing.orm,
      'select count(*)::text as count from billing.holds where account_id = ?',
      [accountId],
    );
    expect(holds?.count).toBe('0');
    await expectSound(accountId);
  });
});

describe('capture and release', () => {
  it('captures at most once: a repeat changes nothing, a release afterwards is refused', async () => {
    const accountId = await newAccount('10');
    const jobId = await fixture.reserve(accountId, '4');
    const first = await fixture.client.CaptureHold({ job_id: jobId, amount: '' });
    expect(first).toMatchObject({
      status: 'HOLD_STATUS_CAPTURED',
      captured_amount: '4.0000',
      balance: '6.0000',
    });
    expect(await fixture.client.CaptureHold({ job_id: jobId, amount: '' })).toEqual(first);
    expect(await fixture.client.CaptureHold({ job_id: jobId, amount: '4.0000' })).toEqual(first);
    expect((await failure(fixture.client.CaptureHold({ job_id: jobId, amount: '3' }))).kind).toBe('conflict');
    expect((await failure(fixture.client.ReleaseHold({ job_id: jobId }))).kind).toBe('conflict');
    expect(await balanceOf(accountId)).toBe('6.0000');
    await expectSound(accountId);
  });

  it('releases at most once: a repeat changes nothing, a capture afterwards is refused', async () => {
    const accountId = await newAccount('10');
    const jobId = await fixture.reserve(accountId, '3.25');
    expect(await balanceOf(accountId)).toBe('6.7500');
    const first = await fixture.client.ReleaseHold({ job_id: jobId });
    expect(first).toMatchObject({
      status: 'HOLD_STATUS_RELEASED',
      captured_amount: '0.0000',
      balance: '10.0000',
    });
    expect(await fixture.client.ReleaseHold({ job_id: jobId })).toEqual(first);
    expect((await failure(fixture.client.CaptureHold({ job_id: jobId, amount: '' }))).kind).toBe('conflict');
    expect((await failure(fixture.client.CaptureHold({ job_id: jobId, amount: '1' }))).kind).toBe('conflict');
    expect(await balanceOf(accountId)).toBe('10.0000');
    await expectSound(accountId);
  });

  it('returns the remainder of a partial capture to the balance', async () => {
    const accountId = await newAccount('10');
    const jobId = await fixture.reserve(accountId, '5');
    const hold = await fixture.client.CaptureHold({ job_id: jobId, amount: '1.2345' });
    expect(hold).toMatchObject({ reserved_amount: '5.0000', captured_amount: '1.2345', balance: '8.7655' });
    const entries = await sql<{ kind: string; amount: string }>(
      fixture.billing.orm,
      'select kind, amount::text as amount from billing.ledger_entries where job_id = ? order by id',
      [jobId],
    );
    expect(entries).toEqual([
      { kind: 'reserve', amount: '-5.0000' },
      { kind: 'capture', amount: '3.7655' },
    ]);
    await expectSound(accountId);
  });

  it('refuses to capture more than the hold, or an unknown job, changing nothing', async () => {
    const accountId = await newAccount('10');
    const jobId = await fixture.reserve(accountId, '2');
    const tooMuch = await failure(fixture.client.CaptureHold({ job_id: jobId, amount: '2.0001' }));
    expect(tooMuch.fieldErrors).toEqual({ amount: ['Must be at most the reserved 2.0000.'] });
    expect((await failure(fixture.client.CaptureHold({ job_id: 'no-such-job', amount: '' }))).kind).toBe(
      'not_found',
    );
    expect((await failure(fixture.client.ReleaseHold({ job_id: 'no-such-job' }))).kind).toBe('not_found');
    expect(await balanceOf(accountId)).toBe('8.0000');
    // The hold is still open and can be settled normally.
    expect(await fixture.client.CaptureHold({ job_id: jobId, amount: '0' })).toMatchObject({
      balance: '10.0000',
    });
    await expectSound(accountId);
  });

  it('settles a job once when capture and release race', async () => {
    const accountId = await newAccount('20');
    for (let round = 0; round < 5; round++) {
      const jobId = await fixture.reserve(accountId, '2');
      const results = await Promise.allSettled([
        fixture.client.CaptureHold({ job_id: jobId, amount: '' }),
        fixture.client.ReleaseHold({ job_id: jobId }),
        fixture.client.CaptureHold({ job_id: jobId, amount: '' }),
        fixture.client.ReleaseHold({ job_id: jobId }),
      ]);
      const statuses = new Set(
        results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.status] : [])),
      );
      expect(statuses.size).toBe(1);
      for (const result of results) {
        if (result.status === 'rejected') expect((result.reason as AppError).kind).toBe('conflict');
      }
    }
    await expectSound(accountId);
  });
});

describe('grants and balances', () => {
  it('adds credits exactly and refuses bad amounts', async () => {
    const accountId = await newAccount('0');
    expect(await balanceOf(accountId)).toBe('0.0000');
    for (let i = 0; i < 3; i++)
      await fixture.client.GrantCredits({ account_id: accountId, amount: '0.1', reason: 'top-up' });
    expect(await balanceOf(accountId)).toBe('0.3000');
    const grant = (amount: string, account_id = accountId) =>
      failure(fixture.client.GrantCredits({ account_id, amount, reason: '' }));
    expect((await grant('0')).fieldErrors).toEqual({ amount: ['Must be greater than zero.'] });
    expect((await grant('-5')).kind).toBe('validation');
    expect((await grant('')).kind).toBe('validation');
    expect((await grant('1000000.0001')).fieldErrors).toEqual({ amount: ['Must be at most 1000000.0000.'] });
    expect((await grant('1', '424242')).kind).toBe('not_found');
    expect(await balanceOf(accountId)).toBe('0.3000');
    expect((await failure(fixture.client.GetBalance({ account_id: '424242' }))).kind).toBe('not_found');
    await expectSound(accountId);
  });
});
