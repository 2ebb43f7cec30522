// Holds nobody settled are released by billing once they are older than the expiry; holds within
// it, and holds their owner settled, are left alone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPIRED_HOLD_NOTE } from './domain/hold-expiry.ts';
import { auditLedger, sql, startBillingFixture, type BillingFixture } from './testing/billing.fixture.ts';

const HOUR = 3_600_000;
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
let fixture: BillingFixture;

beforeAll(async () => {
  fixture = await startBillingFixture({ clock, holds: { expiryMs: 72 * HOUR, sweepIntervalMs: 0 } });
});
afterAll(async () => {
  await fixture?.close();
});

const holdStatus = async (jobId: string) =>
  (
    await sql<{ status: string }>(fixture.billing.orm, 'select status from billing.holds where job_id = ?', [
      jobId,
    ])
  )[0]?.status;

describe('hold expiry', () => {
  it('releases only the open holds older than the expiry, with a note in the ledger', async () => {
    const accountId = await fixture.newAccount('10');
    const abandoned = await fixture.reserve(accountId, '2');
    const captured = await fixture.reserve(accountId, '3');
    await fixture.client.CaptureHold({ job_id: captured, amount: '' });
    offset += 71 * HOUR;
    const recent = await fixture.reserve(accountId, '1');
    expect(await fixture.billing.holdExpiry.runOnce()).toBe(0);
    expect(await fixture.balanceOf(accountId)).toBe('4.0000');

    offset += 2 * HOUR; // the first holds are 73 h old now, the last one 2 h
    expect(await fixture.billing.holdExpiry.runOnce()).toBe(1);
    expect(await holdStatus(abandoned)).toBe('released');
    expect(await holdStatus(captured)).toBe('captured');
    expect(await holdStatus(recent)).toBe('reserved');
    expect(await fixture.balanceOf(accountId)).toBe('6.0000');
    const entries = await sql<{ kind: string; description: string | null }>(
      fixture.billing.orm,
      `select kind, description from billing.ledger_entries where job_id = ? order by id`,
      [abandoned],
    );
    expect(entries).toEqual([
      { kind: 'reserve', description: null },
      { kind: 'release', description: EXPIRED_HOLD_NOTE },
    ]);
    expect(await auditLedger(fixture.billing.orm, accountId)).toEqual([]);

    // A second run finds nothing; the owner's late release of the expired hold is a repeat.
    expect(await fixture.billing.holdExpiry.runOnce()).toBe(0);
    expect(await fixture.client.ReleaseHold({ job_id: abandoned })).toMatchObject({
      status: 'HOLD_STATUS_RELEASED',
      balance: '6.0000',
    });
  });

  it('settles each old hold exactly once when its owner captures it while the sweep runs', async () => {
    // Holds of the earlier test expire first, so this sweep only sees this test's holds.
    offset += 73 * HOUR;
    await fixture.billing.holdExpiry.runOnce();
    const accountId = await fixture.newAccount('300');
    // More holds than one sweep batch (100), so the sweep pages while captures land.
    const jobs: string[] = [];
    for (let i = 0; i < 150; i++) jobs.push(await fixture.reserve(accountId, '1'));
    offset += 73 * HOUR;
    // Every owner captures while the sweep releases: each hold goes to whichever comes first.
    const captures = jobs.map((jobId) =>
      fixture.client.CaptureHold({ job_id: jobId, amount: '0.5' }).then(
        () => jobId,
        (err: unknown) => ({ jobId, err }),
      ),
    );
    const [released, ...outcomes] = await Promise.all([fixture.billing.holdExpiry.runOnce(), ...captures]);
    const capturedJobs = outcomes.filter((outcome): outcome is string => typeof outcome === 'string');
    // A capture that lost the race to the sweep is refused (conflict) and changes nothing.
    for (const outcome of outcomes)
      if (typeof outcome !== 'string') expect(outcome.err).toMatchObject({ kind: 'conflict' });
    expect(released + capturedJobs.length).toBe(jobs.length);
    const statuses = await sql<{ status: string; n: number }>(
      fixture.billing.orm,
      `select status, count(*)::int as n from billing.holds where account_id = ? group by status order by status`,
      [accountId],
    );
    expect(statuses).toEqual(
      [
        { status: 'captured', n: capturedJobs.length },
        { status: 'released', n: released },
      ].filter((row) => row.n > 0),
    );
    // 300 granted, 0.5 charged per captured job, everything else back.
    const charged = capturedJobs.length * 5000;
    const expected = (3_000_000 - charged).toString().replace(/(\d{4})$/, '.$1');
    expect(await fixture.balanceOf(accountId)).toBe(expected);
    expect(await auditLedger(fixture.billing.orm, accountId)).toEqual([]);
    expect(await fixture.billing.holdExpiry.runOnce()).toBe(0);
  });
});
