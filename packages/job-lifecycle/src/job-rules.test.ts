import { Credits } from '@platform/catalogue';
import { describe, expect, it } from 'vitest';
import {
  cancelPatch,
  completePatch,
  costCredits,
  expirePatch,
  failPatch,
  isTerminal,
  jobDeadline,
  queuedJob,
  processingTimeSeconds,
  startPatch,
} from './job-rules.ts';
import type { JobStatus } from './lifecycle.ports.ts';

const t = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 5, 0, 0) + seconds * 1000);
const quote = Credits.parse('0.0800');
const job = (status: JobStatus, startedAt: Date | null = null, finishedAt: Date | null = null) => ({
  status,
  startedAt,
  finishedAt,
  quote,
  charged: status === 'completed' ? quote : null,
});

describe('job life cycle', () => {
  it('starts only queued jobs', () => {
    expect(startPatch(job('queued'), t(1))).toEqual({ status: 'processing', startedAt: t(1) });
    for (const status of ['processing', 'completed', 'failed', 'expired', 'cancelled'] as const) {
      expect(startPatch(job(status, t(0)), t(1))).toBeNull();
    }
  });

  it('completes queued or processing jobs and charges the quote', () => {
    expect(completePatch(job('processing', t(1)), t(5))).toEqual({
      status: 'completed',
      startedAt: t(1),
      finishedAt: t(5),
      charged: quote,
    });
    const fromQueued = completePatch(job('queued'), t(5));
    expect(fromQueued?.startedAt).toEqual(t(5));
  });

  it('never moves a terminal job (no second charge, no late failure)', () => {
    for (const status of ['completed', 'failed', 'expired', 'cancelled'] as const) {
      const ended = job(status, t(1), t(2));
      expect(isTerminal(status)).toBe(true);
      expect(completePatch(ended, t(3))).toBeNull();
      expect(failPatch(ended, t(3), 'x')).toBeNull();
      expect(cancelPatch(ended, t(3))).toBeNull();
      expect(expirePatch(ended, t(3))).toBeNull();
    }
  });

  it('expires only queued jobs', () => {
    expect(expirePatch(job('queued'), t(9))).toEqual({ status: 'expired', finishedAt: t(9) });
    expect(expirePatch(job('processing', t(1)), t(9))).toBeNull();
  });

  it('gives a failure that overtook its processing event a start at the finish', () => {
    expect(failPatch(job('queued'), t(7), 'boom')).toEqual({
      status: 'failed',
      startedAt: t(7),
      finishedAt: t(7),
      errorMessage: 'boom',
    });
    expect(failPatch(job('processing', t(2)), t(7), 'boom')?.startedAt).toEqual(t(2));
  });

  it('keeps finished_at at or after started_at even when clocks disagree', () => {
    expect(failPatch(job('processing', t(10)), t(8), 'boom')?.finishedAt).toEqual(t(10));
    expect(cancelPatch(job('processing', t(10)), t(8))?.finishedAt).toEqual(t(10));
  });
});

describe('cost_credits', () => {
  it('is the quote until the end, the charge when completed, zero otherwise', () => {
    expect(costCredits(job('queued')).format()).toBe('0.0800');
    expect(costCredits(job('processing', t(0))).format()).toBe('0.0800');
    expect(costCredits(job('completed', t(0), t(1))).format()).toBe('0.0800');
    for (const status of ['failed', 'expired', 'cancelled'] as const) {
      expect(costCredits(job(status, t(0), t(1))).format()).toBe('0.0000');
    }
  });
});

describe('processing_time_seconds', () => {
  it('is null while queued, live while processing, fixed after the end', () => {
    expect(processingTimeSeconds(job('queued'), t(30))).toBeNull();
    expect(processingTimeSeconds(job('processing', t(10)), t(12.5))).toBe(2.5);
    expect(processingTimeSeconds(job('completed', t(10), t(14)), t(59))).toBe(4);
    expect(processingTimeSeconds(job('cancelled', t(10), t(11)), t(59))).toBe(1);
    expect(processingTimeSeconds(job('expired', null, t(11)), t(59))).toBeNull();
  });

  it('starts every job queued, uncharged and unstarted, and gives it a deadline past queue and run time', () => {
    const fresh = queuedJob(
      { id: 'j1', accountId: '7', kind: 'image_to_video', quote, description: 'd' },
      t(0),
    );
    expect(fresh).toEqual({
      id: 'j1',
      accountId: '7',
      kind: 'image_to_video',
      quote,
      description: 'd',
      webhookUrl: null,
      status: 'queued',
      charged: null,
      errorMessage: '',
      createdAt: t(0),
      startedAt: null,
      finishedAt: null,
    });
    expect(
      queuedJob(
        {
          id: 'j2',
          accountId: '7',
          kind: 'render',
          quote,
          description: 'd',
          webhookUrl: 'https://hooks.example.com/j2',
        },
        t(0),
      ).webhookUrl,
    ).toBe('https://hooks.example.com/j2');
    expect(jobDeadline(fresh, { queueTtlMs: 60_000, maxRunMs: 30_000 })).toEqual(t(90));
  });
});
