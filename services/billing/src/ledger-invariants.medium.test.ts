// Ledger invariants under a random concurrent workload, and the database's own enforcement of them.
import { Credits } from '@platform/catalogue';
import { AppError } from '@platform/errors';
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
const expectSound = async (accountId: string) =>
  expect(await auditLedger(fixture.billing.orm, accountId)).toEqual([]);

describe('ledger invariants', () => {
  it('reconcile after a random mix of concurrent operations', async () => {
    const accountId = await newAccount('25');
    let seed = 0x9e3779b9;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const amount = (maxUnits: number) =>
      Credits.fromUnits(BigInt(1 + Math.floor(random() * maxUnits))).format();
    const known: { jobId: string; amount: string }[] = [];
    const pick = () => known[Math.floor(random() * known.length)];
    const expectedKinds = new Set(['insufficient_credits', 'conflict', 'validation']);
    let succeeded = 0;

    for (let round = 0; round < 25; round++) {
      const operations = Array.from({ length: 8 }, (): Promise<unknown> => {
        const choice = random();
        const existing = pick();
        if (choice < 0.4 || !existing) {
          const job = { jobId: newJob(), amount: amount(40_000) };
          return fixture.client
            .ReserveCredits({ account_id: accountId, job_id: job.jobId, amount: job.amount, description: '' })
            .then(() => known.push(job));
        }
        if (choice < 0.6) {
          const partial = random() < 0.5 ? '' : amount(Number(Credits.parse(existing.amount).units) + 2_000);
          return fixture.client.CaptureHold({ job_id: existing.jobId, amount: partial });
        }
        if (choice < 0.8) return fixture.client.ReleaseHold({ job_id: existing.jobId });
        if (choice < 0.9) {
          return fixture.client.ReserveCredits({
            account_id: accountId,
            job_id: existing.jobId,
            amount: existing.amount,
            description: '',
          });
        }
        return fixture.client.GrantCredits({
          account_id: accountId,
          amount: amount(30_000),
          reason: 'random',
        });
      });
      for (const result of await Promise.allSettled(operations)) {
        if (result.status === 'fulfilled') succeeded++;
        else if (!(result.reason instanceof AppError) || !expectedKinds.has(result.reason.kind))
          throw result.reason;
      }
      await expectSound(accountId);
    }
    expect(succeeded).toBeGreaterThan(100);
    const [statuses] = await sql<{ kinds: number }>(
      fixture.billing.orm,
      'select count(distinct status)::int as kinds from billing.holds where account_id = ?',
      [accountId],
    );
    expect(statuses?.kinds).toBe(3);
  });

  it('is enforced by the database: ledger entries cannot be edited and balances cannot go negative', async () => {
    const accountId = await newAccount('1');
    const orm = fixture.billing.orm;
    await expect(
      sql(orm, 'update billing.ledger_entries set amount = 100 where account_id = ?', [accountId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql(orm, 'delete from billing.ledger_entries where account_id = ?', [accountId]),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql(orm, 'update billing.accounts set balance = -1 where id = ?', [accountId]),
    ).rejects.toThrow(/accounts_balance_non_negative/);
    expect(await balanceOf(accountId)).toBe('1.0000');
    await expectSound(accountId);
  });

  it('are checked by an audit that notices an entry without its balance change', async () => {
    const accountId = await newAccount('1');
    await sql(
      fixture.billing.orm,
      `insert into billing.ledger_entries (account_id, kind, amount, balance_after) values (?, 'grant', 2, 3)`,
      [accountId],
    );
    const problems = await auditLedger(fixture.billing.orm, accountId);
    expect(problems).toContain('entries sum to 3.0000 but the balance is 1.0000');
    expect(problems.some((problem) => problem.startsWith('granted 3.0000 - captured 0.0000'))).toBe(true);
  });
});
