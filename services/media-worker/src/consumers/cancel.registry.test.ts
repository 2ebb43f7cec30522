import { describe, expect, it } from 'vitest';
import { parseCancel } from './cancel.listener.ts';
import { CancelRegistry } from './cancel.registry.ts';
import { RecentSet } from './recent-set.ts';

const encode = (value: unknown) =>
  new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));

describe('RecentSet', () => {
  it('forgets keys after the TTL', () => {
    let now = 0;
    const set = new RecentSet({ ttlMs: 100, maxEntries: 10, now: () => now });
    set.add('a');
    now = 99;
    expect(set.has('a')).toBe(true);
    now = 100;
    expect(set.has('a')).toBe(false);
    expect(set.size).toBe(0);
  });

  it('evicts the oldest keys beyond the bound, and re-adding refreshes a key', () => {
    let now = 0;
    const set = new RecentSet({ ttlMs: 1_000, maxEntries: 3, now: () => now });
    for (const key of ['a', 'b', 'c']) {
      set.add(key);
      now += 1;
    }
    set.add('a');
    set.add('d');
    expect(['a', 'b', 'c', 'd'].filter((key) => set.has(key))).toEqual(['a', 'c', 'd']);
    expect(set.size).toBe(3);
  });

  it('refuses nonsensical bounds', () => {
    expect(() => new RecentSet({ ttlMs: 0, maxEntries: 1 })).toThrow(RangeError);
    expect(() => new RecentSet({ ttlMs: 1, maxEntries: 0 })).toThrow(RangeError);
  });
});

describe('CancelRegistry', () => {
  it('aborts the running job and remembers the id for later deliveries', () => {
    const registry = new CancelRegistry();
    const running = registry.track('job-1');
    const other = registry.track('job-2');
    expect(registry.cancel('job-1')).toBe(1);
    expect(running.signal.aborted).toBe(true);
    expect(other.signal.aborted).toBe(false);
    expect(registry.wasCancelled('job-1')).toBe(true);
    running.release();
    other.release();
    expect(registry.runningCount).toBe(0);
  });

  it('remembers a cancel for a job that is not running here, and aborts it on arrival', () => {
    let now = 0;
    const registry = new CancelRegistry({ ttlMs: 1_000, now: () => now });
    expect(registry.cancel('queued')).toBe(0);
    expect(registry.track('queued').signal.aborted).toBe(true);
    now = 1_000;
    expect(registry.wasCancelled('queued')).toBe(false);
  });
});

describe('cancel messages', () => {
  it('reads the job id and ignores anything else', () => {
    expect(parseCancel(encode({ job_id: 'j-9' }))).toBe('j-9');
    expect(parseCancel(encode({ job_id: '' }))).toBeNull();
    expect(parseCancel(encode({ id: 'j-9' }))).toBeNull();
    expect(parseCancel(encode('not json'))).toBeNull();
  });
});
