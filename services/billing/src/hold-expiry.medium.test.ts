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
  (await sql<{ status: string }>(fixture.billing.orm, 'select status from billing.holds where job_id = ?', [jobId]))[0]?.status;

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
    expect(await fixture.client.ReleaseHold({ job_id: abandoned })).toMatchObject({ status: 'HOLD_STATUS_RELEASED', balance: '6.0000' });
  });
});
