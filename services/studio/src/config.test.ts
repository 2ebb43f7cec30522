import { describe, expect, it } from 'vitest';
import { webhookAllowsHttp } from '@platform/config';
import { loadStudioConfig } from './config.ts';

describe('studio configuration', () => {
  const env = { NODE_ENV: 'test' };

  it('takes the default queue TTL and maximum run time', () => {
    const config = loadStudioConfig(env);
    expect([config.JOB_QUEUE_TTL_SECONDS, config.JOB_MAX_RUN_SECONDS]).toEqual([86_400, 3_600]);
  });

  it('refuses a job lifetime that would outlive its cancellation (kept 3 days)', () => {
    expect(
      loadStudioConfig({
        ...env,
        JOB_QUEUE_TTL_SECONDS: String(2 * 86_400),
        JOB_MAX_RUN_SECONDS: String(86_399),
      }).JOB_QUEUE_TTL_SECONDS,
    ).toBe(172_800);
    expect(() =>
      loadStudioConfig({
        ...env,
        JOB_QUEUE_TTL_SECONDS: String(2 * 86_400),
        JOB_MAX_RUN_SECONDS: String(86_400),
      }),
    ).toThrow(/JOB_QUEUE_TTL_SECONDS: with JOB_MAX_RUN_SECONDS it must stay below 259200 s/);
  });

  it('takes plain http job webhook_urls only in development and test, like the webhooks service', () => {
    expect(webhookAllowsHttp(loadStudioConfig(env))).toBe(true);
    expect(webhookAllowsHttp(loadStudioConfig({ ...env, WEBHOOK_ALLOW_HTTP: 'false' }))).toBe(false);
    expect(() => loadStudioConfig({ NODE_ENV: 'production', WEBHOOK_ALLOW_HTTP: 'true' })).toThrow(
      /WEBHOOK_ALLOW_HTTP/,
    );
    expect(
      loadStudioConfig({ ...env, WEBHOOK_ALLOW_CIDRS: '127.0.0.0/8, 10.0.0.0/8' }).WEBHOOK_ALLOW_CIDRS,
    ).toEqual(['127.0.0.0/8', '10.0.0.0/8']);
  });
});
