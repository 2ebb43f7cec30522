// The sweeper and cancel against real billing, PostgreSQL, JetStream and S3: an overdue job ends
// once, its hold is released, its cancellation reaches the bus and its stored files are removed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerRepos } from './testing/owner.fixture.ts';
import { eventually, startOwnerFixture, type OwnerFixture } from './testing/owner.fixture.ts';

let f: OwnerFixture;

beforeAll(async () => {
  f = await startOwnerFixture();
});
afterAll(async () => {
  await f?.close();
});

/** The job's cancellation as written to the outbox, once the relay has published it. */
const publishedCancellation = (jobId: string) =>
  eventually(
    () =>
      f.sql<{ payload: unknown; published_at: Date | null }>(
        'select payload, published_at from owner_test.outbox_messages where subject = ?',
        [f.names.cancellations.subject(jobId)],
      ),
    (rows) => rows.length === 1 && rows[0]?.published_at !== null,
  );

const locked = (id: string) => async (repos: OwnerRepos) => {
  const job = await repos.jobs.lockById(id);
  if (!job) throw new Error('no such job');
  return job;
};

describe('job sweeper', () => {
  it('expires queued jobs after the queue TTL and times out long-running ones, once', async () => {
    const accountId = await f.account('1');
    const { value: queued } = await f.create(accountId);
    const { value: running } = await f.create(accountId);
    await f.store.transaction('test.start', (repos) =>
      repos.jobs.update(running.id, { status: 'processing', startedAt: f.clock.now() }),
    );
    const leftover = `${f.outputPrefix(accountId, running.id)}image-1.png`;
    await f.storage.put(leftover, Buffer.from('part'), { contentType: 'image/png' });

    expect(await f.sweeper.runOnce()).toMatchObject({ expired: 0, timedOut: 0 });
    f.clock.advance(f.queueTtlMs + 1_000);
    expect(await f.sweeper.runOnce()).toMatchObject({ expired: 1, timedOut: 0 });
    expect(await f.job(queued.id)).toMatchObject({ status: 'expired', charged: null });
    expect(await f.job(running.id)).toMatchObject({ status: 'processing' });

    f.clock.advance(f.maxRunMs);
    expect(await f.sweeper.runOnce()).toMatchObject({ expired: 0, timedOut: 1 });
    expect(await f.job(running.id)).toMatchObject({
      status: 'failed',
      errorMessage: `The job exceeded the maximum run time of ${f.maxRunMs / 1000} seconds.`,
    });
    expect(await f.storage.stat(leftover)).toBeNull();
    expect(await f.sweeper.runOnce()).toMatchObject({ expired: 0, timedOut: 0 });

    for (const id of [queued.id, running.id])
      expect((await publishedCancellation(id))[0]?.payload).toEqual({ job_id: id });
    expect(await f.balance(accountId)).toBe('1.0000');
    expect(await f.ledger(accountId)).toEqual(['grant', 'reserve', 'reserve', 'release', 'release']);
  });

  it('cancels a queued or running job once: release, cancellation, then a refusal', async () => {
    const accountId = await f.account('1');
    const { value: job } = await f.create(accountId);
    const cancelled = await f.canceller.cancel(locked(job.id));
    expect(cancelled.refused).toBeNull();
    expect(cancelled.job).toMatchObject({ status: 'cancelled' });
    expect(await f.job(job.id)).toMatchObject({ status: 'cancelled', charged: null });
    expect((await publishedCancellation(job.id))[0]?.payload).toEqual({ job_id: job.id });
    expect(await f.canceller.cancel(locked(job.id))).toMatchObject({
      refused: 'The job is already cancelled and can no longer be cancelled.',
    });
    expect(await f.ledger(accountId)).toEqual(['grant', 'reserve', 'release']);
    // The sweeper leaves an ended job alone however late it is.
    f.clock.advance(f.queueTtlMs + f.maxRunMs + 1_000);
    await f.sweeper.runOnce();
    expect(await f.job(job.id)).toMatchObject({ status: 'cancelled' });
    expect(await f.ledger(accountId)).toEqual(['grant', 'reserve', 'release']);
  });
});
