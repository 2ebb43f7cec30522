import { describe, expect, it } from 'vitest';
import { assertValidSubject, busNames } from './names.ts';

describe('busNames', () => {
  it('derives prefixed stream names and subjects', () => {
    const names = busNames('T_ab12');
    expect([
      names.jobs.stream,
      names.events.stream,
      names.deadLetter.stream,
      names.cancellations.stream,
    ]).toEqual(['T_AB12_JOBS', 'T_AB12_EVENTS', 'T_AB12_DEADLETTER', 'T_AB12_CANCELLATIONS']);
    // A job id (UUID) is a cancellation's kind.
    expect(names.cancellations.subject('0190b3c2-7d1e-7a00-8000-000000000001')).toBe(
      'T_ab12.cancellations.0190b3c2-7d1e-7a00-8000-000000000001',
    );
    expect(names.jobs.all).toBe('T_ab12.jobs.>');
    expect(names.jobs.subject('studio.text_to_image')).toBe('T_ab12.jobs.studio.text_to_image');
    expect(names.jobs.kindOf('T_ab12.jobs.studio.text_to_image')).toBe('studio.text_to_image');
    expect(names.jobs.kindOf('T_ab12.events.studio.done')).toBeUndefined();
  });

  it('uses bare names without a prefix', () => {
    const names = busNames();
    expect(names.events.stream).toBe('EVENTS');
    expect(names.events.subject('studio.job_finished')).toBe('events.studio.job_finished');
  });

  it('rejects prefixes and kinds that would break subjects', () => {
    expect(() => busNames('a.b')).toThrow(/Invalid bus prefix/);
    expect(() => busNames().jobs.subject('studio.*')).toThrow(/Invalid message kind/);
    expect(() => busNames().jobs.subject('studio..x')).toThrow(/Invalid message kind/);
  });

  it('accepts only concrete publish subjects', () => {
    expect(() => assertValidSubject('jobs.studio.render')).not.toThrow();
    for (const bad of ['', 'jobs.>', 'jobs.*.x', 'jobs..x', 'jobs x', '.jobs']) {
      expect(() => assertValidSubject(bad)).toThrow(/Invalid subject/);
    }
  });
});
