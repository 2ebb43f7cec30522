import { describe, expect, it } from 'vitest';
import { jobDecoders } from '@platform/jobs';
import { jobEnvelope } from './job-envelope.ts';

describe('jobEnvelope', () => {
  const job = {
    id: '0196f1a2-0000-7000-8000-000000000001',
    accountId: '42',
    createdAt: new Date('2026-11-28T10:00:00Z'),
  };
  const folders = {
    jobOutputPrefix: (account: string, id: string) => `accounts/${account}/studio/jobs/${id.slice(-4)}/`,
  };

  it('starts every job message the same way: owner, account folder, route and the deadline after queue and run time', () => {
    const envelope = jobEnvelope({
      owner: 'studio',
      job,
      modelName: 'zephyr_t2i',
      route: { engine: 'builtin:text-to-image', engine_config: { steps: 4 }, fallbacks: [] },
      limits: { queueTtlMs: 60_000, maxRunMs: 600_000 },
      folders,
    });
    expect(envelope).toEqual({
      job_id: job.id,
      owner: 'studio',
      account_id: '42',
      model_name: 'zephyr_t2i',
      engine: 'builtin:text-to-image',
      engine_config: { steps: 4 },
      fallbacks: [],
      deadline_at: '2026-11-28T10:11:00.000Z',
      output_prefix: 'accounts/42/studio/jobs/0001/',
    });
    // What the worker decodes: the envelope plus the kind's own fields.
    expect(() =>
      jobDecoders.text_to_image({
        ...envelope,
        prompt: 'a lighthouse',
        width: 512,
        height: 512,
        num_images: 1,
      }),
    ).not.toThrow();
  });
});
