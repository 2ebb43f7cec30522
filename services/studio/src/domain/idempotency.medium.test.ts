// Idempotency-Key races against the real database and billing: concurrent retries create one
// record (and leave one hold), a reused key with another request is refused, and an expired key
// can be used again.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStudioFixture, type StudioFixture } from '../testing/studio.fixture.ts';
import { IDEMPOTENCY_WINDOW_MS } from '@platform/job-lifecycle';

let f: StudioFixture;
let accountId: string;
let projectId: string;

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const idem = (key: string, body: string) => ({ key, request_hash: hash(body) });

beforeAll(async () => {
  f = await startStudioFixture();
  accountId = await f.account('1');
  projectId = (await f.client.CreateProject({ account_id: accountId, name: 'Idem' })).id;
});

afterAll(async () => {
  await f?.close();
});

describe('idempotent creation', () => {
  it('creates one project for concurrent requests with the same key', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        f.client.CreateProject({ account_id: accountId, name: 'Once', idempotency: idem('p-1', 'once') }),
      ),
    );
    expect(new Set(answers.map((a) => a.id)).size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const rows = await f.sql<{ n: string }>(`select count(*) as n from studio.projects where name = 'Once'`);
    expect(rows[0]?.n).toBe('1');
  });

  it('creates one job and leaves one open hold for concurrent retries', async () => {
    const request = () =>
      f.client.CreateTextToImageJob({
        account_id: accountId,
        project_id: projectId,
        prompt: 'p',
        model_name: 'zephyr_t2i',
        model_config_json: '{}',
        num_requested_images: 1,
        idempotency: idem('job-1', 'job body'),
      });
    const answers = await Promise.all(Array.from({ length: 8 }, request));
    const ids = new Set(answers.map((a) => a.job?.id));
    expect(ids.size).toBe(1);
    const jobs = await f.sql<{ n: string }>(`select count(*) as n from studio.jobs where account_id = ?`, [
      accountId,
    ]);
    expect(jobs[0]?.n).toBe('1');
    const open = await f.sql<{ job_id: string }>(
      `select job_id from billing.holds where account_id = ? and status = 'reserved'`,
      [accountId],
    );
    expect(open.map((h) => h.job_id)).toEqual([...ids]);
    expect(await f.balance(accountId)).toBe('0.9600');
    // Every losing reservation was released, never captured.
    const captured = await f.sql<{ n: string }>(
      `select count(*) as n from billing.holds where account_id = ? and status = 'captured'`,
      [accountId],
    );
    expect(captured[0]?.n).toBe('0');
  });

  it('refuses the same key with another request', async () => {
    await f.client.CreateProject({ account_id: accountId, name: 'A', idempotency: idem('p-2', 'A') });
    await expect(
      f.client.CreateProject({ account_id: accountId, name: 'B', idempotency: idem('p-2', 'B') }),
    ).rejects.toMatchObject({ kind: 'conflict' });
    await expect(
      f.client.CreateStylePreset({ account_id: accountId, name: 'A', idempotency: idem('p-2', 'A') }),
    ).rejects.toMatchObject({ kind: 'conflict' });
  });

  it('lets a key be used again once its window has passed', async () => {
    const first = await f.client.CreateProject({
      account_id: accountId,
      name: 'Old',
      idempotency: idem('p-3', 'old'),
    });
    f.clock.advance(IDEMPOTENCY_WINDOW_MS + 1_000);
    const second = await f.client.CreateProject({
      account_id: accountId,
      name: 'New',
      idempotency: idem('p-3', 'new'),
    });
    expect(second.id).not.toBe(first.id);
    expect(second.replayed).toBe(false);
  });

  it('rejects malformed keys and hashes', async () => {
    await expect(
      f.client.CreateProject({
        account_id: accountId,
        name: 'x',
        idempotency: { key: 'has space', request_hash: hash('x') },
      }),
    ).rejects.toMatchObject({ kind: 'validation' });
    await expect(
      f.client.CreateProject({
        account_id: accountId,
        name: 'x',
        idempotency: { key: 'k', request_hash: 'short' },
      }),
    ).rejects.toMatchObject({ kind: 'validation' });
  });
});
