import { describe, expect, it } from 'vitest';
import { runCleanups, type Cleanups } from './cleanups.ts';

describe('runCleanups', () => {
  it('undoes the steps last-started first, reports a failing one and still runs the rest, once', async () => {
    const done: string[] = [];
    const failures: unknown[] = [];
    const cleanups: Cleanups = [
      () => void done.push('database'),
      () => {
        throw new Error('bus close failed');
      },
      async () => void done.push('server'),
    ];
    await runCleanups(cleanups, (err) => failures.push(err));
    expect(done).toEqual(['server', 'database']);
    expect(failures.map((err) => (err as Error).message)).toEqual(['bus close failed']);
    await runCleanups(cleanups, (err) => failures.push(err));
    expect(done).toEqual(['server', 'database']);
  });
});
