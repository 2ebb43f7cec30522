import type { DeadLetterRecord } from '@platform/bus';
import { busNames } from '@platform/bus';
import { createLogger } from '@platform/logging';
import { describe, expect, it } from 'vitest';
import { deadLetterMessage, deadLetterNotifier, deadLetterTarget } from './dead-letter.notifier.ts';
import { JobStatusPublisher } from './status.publisher.ts';

function record(overrides: Partial<DeadLetterRecord> = {}): DeadLetterRecord {
  return {
    stream: 'JOBS',
    consumer: 'media-worker-image_to_video',
    subject: 'jobs.image_to_video',
    kind: 'image_to_video',
    messageId: 'outbox-17',
    streamSequence: 3,
    deliveryCount: 1,
    payload: JSON.stringify({ job_id: 'job-7', owner: 'studio', duration_s: 'ten' }),
    payloadEncoding: 'utf8',
    headers: {},
    reason: 'undecodable',
    error: JSON.stringify([
      { path: ['duration_s'], message: 'Invalid input: expected number, received string' },
    ]),
    failedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('deadLetterTarget', () => {
  it('reads owner and job id from a payload that failed validation', () => {
    expect(deadLetterTarget(record())).toEqual({ job_id: 'job-7', owner: 'studio', kind: 'image_to_video' });
  });

  it('gives up when the payload or the subject does not say', () => {
    expect(deadLetterTarget(record({ payload: 'not json' }))).toBeNull();
    expect(
      deadLetterTarget(record({ payload: JSON.stringify({ job_id: 'x', owner: 'someone-else' }) })),
    ).toBeNull();
    expect(
      deadLetterTarget(
        record({ payload: Buffer.from([0xff, 0xfe]).toString('base64'), payloadEncoding: 'base64' }),
      ),
    ).toBeNull();
    expect(deadLetterTarget(record({ kind: 'video_to_cake' }))).toBeNull();
  });
});

describe('deadLetterMessage', () => {
  it('explains each reason in words a user can act on', () => {
    expect(deadLetterMessage(record())).toBe(
      'The job message is invalid: duration_s: Invalid input: expected number, received string',
    );
    const many = JSON.stringify(
      ['a', 'b', 'c', 'd', 'e'].map((field) => ({ path: [field], message: 'Required' })),
    );
    expect(deadLetterMessage(record({ error: many }))).toBe(
      'The job message is invalid: a: Required; b: Required; c: Required (and 2 more)',
    );
    expect(deadLetterMessage(record({ error: 'Payload is not valid JSON: Unexpected token' }))).toBe(
      'The job message is invalid: Payload is not valid JSON: Unexpected token',
    );
    expect(
      deadLetterMessage(record({ reason: 'non_retryable', error: 'The file is not a supported image.' })),
    ).toBe('The file is not a supported image.');
    expect(
      deadLetterMessage(
        record({ reason: 'handler_failed', deliveryCount: 5, error: 'connect ECONNREFUSED 10.0.0.9:9000' }),
      ),
    ).toBe('The job failed after 5 attempts: connect ECONNREFUSED <address>');
    expect(deadLetterMessage(record({ reason: 'deliveries_exhausted', deliveryCount: 6 }))).toBe(
      'The job was not finished after 5 deliveries (the worker stopped responding).',
    );
  });
});

describe('deadLetterNotifier', () => {
  const names = busNames('T_unit');
  const logger = createLogger('test', 'silent');

  it('publishes one failed event to the owner under the result message id', async () => {
    const published: Array<{ subject: string; payload: unknown; msgId: string }> = [];
    const status = new JobStatusPublisher({
      names,
      now: () => new Date('2026-02-03T04:05:06.000Z'),
      publisher: {
        publish: async (subject: string, payload: unknown, options: { msgId: string }) => {
          published.push({ subject, payload, msgId: options.msgId });
          return { stream: 'x', seq: 1, duplicate: false, domain: '' };
        },
      },
    });
    await deadLetterNotifier({ status, logger })(record());
    expect(published).toEqual([
      {
        subject: 'T_unit.events.studio.job-status',
        msgId: 'outbox-17:result',
        payload: {
          job_id: 'job-7',
          kind: 'image_to_video',
          status: 'failed',
          at: '2026-02-03T04:05:06.000Z',
          error_message:
            'The job message is invalid: duration_s: Invalid input: expected number, received string',
        },
      },
    ]);
  });

  it('does not throw (and so does not loop) when nobody can be told', async () => {
    const status = new JobStatusPublisher({
      names,
      publisher: {
        publish: async () => {
          throw new Error('must not publish');
        },
      },
    });
    await expect(deadLetterNotifier({ status, logger })(record({ payload: '[]' }))).resolves.toBeUndefined();
  });
});
