import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobAbort } from './job.abort.ts';

afterEach(() => {
  vi.useRealTimers();
});

const never = () => new AbortController().signal;

describe('JobAbort', () => {
  it('fires at the deadline with reason "deadline"', () => {
    vi.useFakeTimers({ now: 0 });
    const abort = new JobAbort({
      shutdown: never(),
      cancel: never(),
      deadline: new Date(5_000),
      now: () => new Date(Date.now()),
    });
    vi.advanceTimersByTime(4_999);
    expect(abort.signal.aborted).toBe(false);
    vi.advanceTimersByTime(1);
    expect(abort.signal.aborted).toBe(true);
    expect(abort.reason).toBe('deadline');
  });

  it('keeps the first reason: a cancel then a shutdown is a cancel', () => {
    const cancel = new AbortController();
    const shutdown = new AbortController();
    const abort = new JobAbort({
      shutdown: shutdown.signal,
      cancel: cancel.signal,
      deadline: new Date(Date.now() + 60_000),
      now: () => new Date(),
    });
    cancel.abort();
    shutdown.abort();
    expect(abort.reason).toBe('cancelled');
  });

  it('is aborted from the start when the deadline has passed or the worker is stopping', () => {
    const past = new JobAbort({
      shutdown: never(),
      cancel: never(),
      deadline: new Date(0),
      now: () => new Date(),
    });
    expect(past.reason).toBe('deadline');
    const stopping = new AbortController();
    stopping.abort();
    const shut = new JobAbort({
      shutdown: stopping.signal,
      cancel: never(),
      deadline: new Date(Date.now() + 1_000),
      now: () => new Date(),
    });
    expect(shut.reason).toBe('shutdown');
  });

  it('re-arms deadlines beyond the timer range instead of firing early', () => {
    vi.useFakeTimers({ now: 0 });
    const far = 30 * 24 * 3_600_000;
    const abort = new JobAbort({
      shutdown: never(),
      cancel: never(),
      deadline: new Date(far),
      now: () => new Date(Date.now()),
    });
    vi.advanceTimersByTime(2_147_483_647);
    expect(abort.signal.aborted).toBe(false);
    vi.advanceTimersByTime(far - 2_147_483_647);
    expect(abort.reason).toBe('deadline');
  });

  it('stops listening once disposed', () => {
    const cancel = new AbortController();
    const abort = new JobAbort({
      shutdown: never(),
      cancel: cancel.signal,
      deadline: new Date(Date.now() + 60_000),
      now: () => new Date(),
    });
    abort.dispose();
    cancel.abort();
    expect(abort.signal.aborted).toBe(false);
  });
});
