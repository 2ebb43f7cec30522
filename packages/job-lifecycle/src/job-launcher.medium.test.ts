// Creating jobs through the launcher against real billing, PostgreSQL and JetStream: the job, its
// key, its outbox message and its hold exist together or not at all.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_WINDOW_MS } from './idempotency.ts';
import { eventually, startOwnerFixture, type OwnerFixture } from './testing/owner.fixture.ts';

let f: OwnerFixture;
const idem = (key: string, body: string) => ({
  key,
  requestHash: createHash('sha256').update(body).digest('hex'),
});

beforeAll(async () => {
  f = await startOwnerFixture();
});
afterAll(async () => {
  await f?.close();
});

describe('job launcher', () => {
  it('writes the queued job and its message, holds the quote and publishes the message', async () => {
    const accountId = await f.account('1');
    const { value: job, replayed } = await f.create(accountId, { quote: '0.2500' });
    expect(replayed).toBe(false);
    expect(await f.job(job.id)).toMatchObject({
      status: 'queued',
      accountId,
      charged: null,
      startedAt: null,
      finishedAt: null,
    });
    expect(await f.balance(accountId)).toBe('0.7500');
    expect(await f.ledger(accountId)).toEqual(['grant', 'reserve']);
    const [message] = await eventually(
      () =>
        f.sql<{ subject: string; published_at: Date | null }>(
          'select subject, published_at from owner_test.outbox_messages where id = ?',
          [job.id],
        ),
      (rows) => rows[0]?.published_at !== null && rows.length === 1,
    );
    expect(message?.subject).toBe(f.names.jobs.subject('text_to_image'));
  });

  it("releases the hold when billing's answer is lost, and creates nothing", async () => {
    const accountId = await f.account('1');
    f.credits.loseNextAnswer();
    await expect(f.create(accountId)).rejects.toMatchObject({ kind: 'unavailable' });
    expect(await f.balance(accountId)).toBe('1.0000');
    expect(await f.ledger(accountId)).toEqual(['grant', 'reserve', 'release']);
    expect(await f.sql('select id from owner_test.jobs where account_id = ?', [accountId])).toEqual([]);
  });

  it('writes nothing and releases nothing when billing refuses the hold (402)', async () => {
    const accountId = await f.account('0.1000');
    const releases = f.credits.releases.length;
    await expect(f.create(accountId, { quote: '0.2500' })).rejects.toMatchObject({
      kind: 'insufficient_credits',
      shortfall: { price: '0.2500', balance: '0.1000' },
    });
    expect(f.credits.releases).toHaveLength(releases);
    expect(await f.ledger(accountId)).toEqual(['grant']);
    expect(await f.sql('select id from owner_test.jobs where account_id = ?', [accountId])).toEqual([]);
    expect(
      await f.sql('select key from owner_test.idempotency_keys where account_id = ?', [accountId]),
    ).toEqual([]);
  });

  it('creates one job and leaves one open hold for concurrent retries with the same key', async () => {
    const accountId = await f.account('1');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        f.create(accountId, { quote: '0.0400', idem: idem('job-1', 'same body') }),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.value.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await f.sql('select id from owner_test.jobs where account_id = ?', [accountId])).toHaveLength(1);
    const open = await f.sql<{ job_id: string }>(
      `select job_id from billing.holds where account_id = ? and status = 'reserved'`,
      [accountId],
    );
    expect(open.map((hold) => hold.job_id)).toEqual([...ids]);
    expect(await f.balance(accountId)).toBe('0.9600');
  });

  it('refuses a key reused with another request, and lets it be used again after its window', async () => {
    const accountId = await f.account('1');
    const first = await f.create(accountId, { idem: idem('job-2', 'A') });
    await expect(f.create(accountId, { idem: idem('job-2', 'B') })).rejects.toMatchObject({
      kind: 'conflict',
    });
    f.clock.advance(IDEMPOTENCY_WINDOW_MS + 1_000);
    const again = await f.create(accountId, { idem: idem('job-2', 'B') });
    expect(again.replayed).toBe(false);
    expect(again.value.id).not.toBe(first.value.id);
    // The sweep's chore removes keys past their window.
    f.clock.advance(IDEMPOTENCY_WINDOW_MS + 1_000);
    expect((await f.sweeper.runOnce()).purgedKeys).toBeGreaterThanOrEqual(1);
  });
});
