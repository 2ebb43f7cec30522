import { afterEach, describe, expect, it, vi } from 'vitest';
import { runEvery } from './periodic.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('runEvery', () => {
  it('runs on every tick, skips ticks while a run is going, and reports failures', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    let runs = 0;
    const errors: unknown[] = [];
    const task = runEvery(
      100,
      () => {
        runs += 1;
        if (runs === 2) return Promise.reject(new Error('boom'));
        return new Promise<void>((resolve) => (finish = resolve));
      },
      (err) => errors.push(err),
    );
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(1);
    await vi.advanceTimersByTimeAsync(300); // still running: these ticks are skipped
    expect(runs).toBe(1);
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(2);
    expect(errors).toEqual([new Error('boom')]);
    await vi.advanceTimersByTimeAsync(100);
    expect(runs).toBe(3);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false); // waits for the run in progress
    finish();
    await stopping;
    await vi.advanceTimersByTimeAsync(500);
    expect(runs).toBe(3);
  });
});
