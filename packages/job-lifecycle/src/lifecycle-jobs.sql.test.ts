import { describe, expect, it } from 'vitest';
import { col, defineTable, type EntityManager } from '@platform/db';
import { SqlLifecycleJobs, lifecycleJobColumns } from './lifecycle-jobs.sql.ts';

describe('SqlLifecycleJobs', () => {
  // Any query would fail the test: an id the uuid column cannot hold must never reach the database
  // (PostgreSQL would answer with a cast error, a 500 for whoever sent it).
  const em = { execute: () => Promise.reject(new Error('queried')) } as unknown as EntityManager;
  const table = defineTable('studio.jobs', { id: col.uuid().primary(), ...lifecycleJobColumns });
  const jobs = new SqlLifecycleJobs(em, { table, fromRow: (row) => row as never });

  it.each([
    '-'.repeat(36),
    'ffffffff-ffff-ffff-ffff-fffffffffffg',
    '0196f1a2-0000-7000-8000-00000000000',
    'x',
  ])('takes %j for an unknown job without asking the database', async (id) => {
    await expect(jobs.lockById(id)).resolves.toBeNull();
  });
});
