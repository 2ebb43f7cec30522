import { describe, expect, it } from 'vitest';
import { loadStudioConfig } from './config.ts';

describe('studio configuration', () => {
  const env = { NODE_ENV: 'test' };

  it('takes the default queue TTL and maximum run time', () => {
    const config = loadStudioConfig(env);
    expect([config.JOB_QUEUE_TTL_SECONDS, config.JOB_MAX_RUN_SECONDS]).toEqual([86_400, 3_600]);
  });

  it('refuses a job lifetime that would outlive its cancellation (kept 3 days)', () => {
    expect(loadStudioConfig({ ...env, JOB_QUEUE_TTL_SECONDS: String(2 * 86_400), JOB_MAX_RUN_SECONDS: String(86_399) }).JOB_QUEUE_TTL_SECONDS).toBe(172_800);
    expect(() => loadStudioConfig({ ...env, JOB_QUEUE_TTL_SECONDS: String(2 * 86_400), JOB_MAX_RUN_SECONDS: String(86_400) })).toThrow(
      /JOB_QUEUE_TTL_SECONDS: with JOB_MAX_RUN_SECONDS it must stay below 259200 s/,
    );
  });
});
