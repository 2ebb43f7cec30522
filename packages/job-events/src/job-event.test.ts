import { describe, expect, it } from 'vitest';
import {
  accountJobEventsFilter,
  buildJobEvent,
  jobEventId,
  jobEventKind,
  jobEventOwner,
  ownerJobEventsFilter,
  publicJobEvent,
  subscribes,
  toPublicJobEvent,
} from './job-event.ts';

const change = {
  owner: 'studio' as const,
  accountId: '42',
  jobId: '0190a3f2-0000-7000-8000-000000000001',
  type: 'job.completed' as const,
  at: new Date('2026-01-02T03:04:05.000Z'),
  kind: 'text_to_image' as const,
  job: { id: '0190a3f2-0000-7000-8000-000000000001', status: 'completed' },
};

describe('job events', () => {
  it('gives one transition of one job one stable id, and other transitions other ids', () => {
    expect(jobEventId(change.jobId, 'job.completed')).toBe(jobEventId(change.jobId, 'job.completed'));
    expect(jobEventId(change.jobId, 'job.completed')).not.toBe(jobEventId(change.jobId, 'job.started'));
    expect(jobEventId(change.jobId, 'job.progress', 10)).not.toBe(
      jobEventId(change.jobId, 'job.progress', 20),
    );
    expect(jobEventId(change.jobId, 'job.completed')).not.toBe(
      jobEventId('0190a3f2-0000-7000-8000-000000000002', 'job.completed'),
    );
  });

  it('builds the envelope and strips who may see it from the public body', () => {
    const event = buildJobEvent(change);
    expect(event).toMatchObject({
      type: 'job.completed',
      created_at: '2026-01-02T03:04:05.000Z',
      account_id: '42',
      owner: 'studio',
      data: { kind: 'text_to_image', job: change.job },
    });
    const body = toPublicJobEvent(event);
    expect(Object.keys(body).sort()).toEqual(['created_at', 'data', 'id', 'type']);
    expect(publicJobEvent.parse(body)).toEqual(body);
  });

  it("carries the job's webhook_url in the envelope only, and only when the create gave one", () => {
    expect(buildJobEvent(change)).not.toHaveProperty('webhook_url');
    expect(buildJobEvent({ ...change, webhookUrl: null })).not.toHaveProperty('webhook_url');
    const event = buildJobEvent({ ...change, webhookUrl: 'https://hooks.example.com/job' });
    expect(event.webhook_url).toBe('https://hooks.example.com/job');
    expect(JSON.stringify(toPublicJobEvent(event))).not.toContain('hooks.example.com');
  });

  it('refuses an event without an account or with an unknown type', () => {
    expect(() => buildJobEvent({ ...change, accountId: '' })).toThrow();
    expect(() => buildJobEvent({ ...change, type: 'job.deleted' as never })).toThrow();
  });

  it('matches subscriptions by type or `*`', () => {
    expect(subscribes(['*'], 'job.failed')).toBe(true);
    expect(subscribes(['job.completed', 'job.failed'], 'job.failed')).toBe(true);
    expect(subscribes(['job.completed'], 'job.started')).toBe(false);
  });

  it('names the account in the subject, after the owner, and reads the owner back from it', () => {
    expect(jobEventKind('real-estate', '42')).toBe('jobs.real-estate.42');
    expect(accountJobEventsFilter('42')).toBe('jobs.*.42');
    expect(ownerJobEventsFilter('studio')).toBe('jobs.studio.*');
    // An account id is a subject token: digits only, never a wildcard or a dot.
    for (const bad of ['', '*', '>', '4.2', 'a1']) {
      expect(() => jobEventKind('studio', bad)).toThrow(TypeError);
      expect(() => accountJobEventsFilter(bad)).toThrow(TypeError);
    }
    expect(jobEventOwner('jobs.enhancement.7')).toBe('enhancement');
    for (const other of [
      'jobs',
      'jobs.studio',
      'jobs.render',
      'jobs.render.7',
      'jobs.studio.x',
      'jobs.studio.7.8',
      'studio.job-status',
      'progress.studio',
    ]) {
      expect(jobEventOwner(other)).toBeUndefined();
    }
  });
});
